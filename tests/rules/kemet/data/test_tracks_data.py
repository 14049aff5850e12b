"""The day-phase tracks (rulesets/kemet-seth/tracks.toml) match kemet-seth.md §Day, and broken
copies are reported."""

from __future__ import annotations

import copy

import pytest

from kemet_tui.core.data import load_toml
from kemet_tui.rules.kemet.data.tracks import (
    TRACKS_FILE,
    TrackDataError,
    compose_tracks,
    load_tracks,
    track_problems,
)

#: kemet-seth.md §Day: Seth's actions on his five turns, and after which Alliance turn the
#: eclipse falls (None: no eclipse)
TABLE = {
    2: ((1, 1, 1, 1, 1), None),
    3: ((3, 1, 1, 1, 1), 3),
    4: ((2, 2, 2, 2, 1), 4),
    5: ((2, 2, 2, 2, 3), 4),
}


def raw_tracks() -> dict:
    return copy.deepcopy(load_toml(*TRACKS_FILE))


def problems_of(raw: dict) -> list[str]:
    return track_problems(compose_tracks(raw))


def test_the_shipped_tracks_have_no_problems():
    assert track_problems(load_tracks()) == []


def test_one_track_per_alliance_size_marked_as_project_design():
    tracks = load_tracks()
    assert [t.alliance for t in tracks.tracks] == [2, 3, 4, 5]
    assert tracks.source == "project"
    assert {t.source for t in tracks.tracks} == {"project"}


@pytest.mark.parametrize("n", sorted(TABLE))
def test_track_matches_the_table(n):
    track = load_tracks().for_alliance(n)
    actions, eclipse = TABLE[n]
    assert track.seth_actions == actions
    assert track.total_seth_actions == 2 * n + 1
    assert track.eclipse_after_alliance_turn == eclipse
    assert [t.side for t in track.turns] == ["seth", "alliance"] * 4 + ["seth"]


@pytest.mark.parametrize("n", sorted(TABLE))
def test_steps_walk_the_day_in_order(n):
    steps = load_tracks().for_alliance(n).steps()
    kinds = [kind for kind, _ in steps]
    if n == 2:
        assert "eclipse" not in kinds
        assert len(steps) == 9
    else:
        assert kinds.count("eclipse") == 1
        before = kinds[: kinds.index("eclipse")]
        assert before == ["seth", "alliance"] * TABLE[n][1]
    assert sum(count for kind, count in steps if kind == "seth") == 2 * n + 1


def test_a_wrong_sum_is_named():
    raw = raw_tracks()
    raw["tracks"]["n4"]["turns"][6]["actions"] = 3
    problems = problems_of(raw)
    assert problems == ["track n4: Seth's actions [2, 2, 2, 3, 1] add up to 10, not 2N + 1 = 9"]


def test_eclipse_problems_are_named():
    raw = raw_tracks()
    raw["tracks"]["n2"]["turns"][3]["eclipse_after"] = True
    del raw["tracks"]["n5"]["turns"][7]["eclipse_after"]
    problems = problems_of(raw)
    assert "track n2: no eclipse against an Alliance of 2 (found one after turn 4)" in problems
    assert "track n5: needs exactly one eclipse against an Alliance of 5 (found 0)" in problems


def test_a_broken_alternation_and_a_missing_track_are_named():
    raw = raw_tracks()
    turns = raw["tracks"]["n3"]["turns"]
    turns[0], turns[1] = turns[1], turns[0]
    del raw["tracks"]["n5"]
    problems = problems_of(raw)
    assert any(p.startswith("track n3: the turns must alternate") for p in problems), problems
    assert "there must be exactly one track for N = 5 (found 0)" in problems


def test_schema_errors_name_the_file_and_entry():
    raw = raw_tracks()
    raw["tracks"]["n3"]["turns"][1]["actions"] = 1
    with pytest.raises(TrackDataError) as caught:
        compose_tracks(raw)
    message = str(caught.value)
    assert message.startswith("rulesets/kemet-seth/tracks.toml: tracks.n3.turns.1")
    assert "only a Seth turn" in message

    raw = raw_tracks()
    raw["tracks"]["n2"]["turns"][0]["side"] = "osiris"
    with pytest.raises(TrackDataError, match=r"tracks\.n2\.turns\.0\.side"):
        compose_tracks(raw)

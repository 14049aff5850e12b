"""The match runner: seat specs, the results table, records that replay, bad line-ups refused."""

from __future__ import annotations

import pytest

from kemet_tui.bots import Bot, make_bot, parse_bots_spec, play_match, run_matches, simulate_bots
from kemet_tui.bots.registry import all_specs, specs_for
from kemet_tui.core.engine import Engine
from kemet_tui.core.storage import read_record, save_record


def test_a_bots_spec_names_one_bot_per_seat():
    assert parse_bots_spec("white=seti:3, Brown=Random") == {"white": "seti:3", "brown": "random"}


@pytest.mark.parametrize(
    ("text", "complaint"),
    [
        ("white=seti:3;brown=random", "Unknown bot"),
        ("white seti:3", "SEAT=BOT"),
        ("white=seti:9,brown=random", "Unknown bot"),
        ("white=random,white=greedy", "given twice"),
    ],
)
def test_a_bad_bots_spec_says_what_is_wrong(text, complaint):
    with pytest.raises(ValueError, match=complaint):
        parse_bots_spec(text)


def test_make_bot_knows_every_listed_spec_and_refuses_others():
    for spec in all_specs():
        bot = make_bot(spec, 1)
        assert bot.name == spec and isinstance(bot, Bot)
    with pytest.raises(ValueError, match="seti:3"):
        make_bot("kemet:9")


def test_seti_has_all_bots_and_other_games_at_least_random():
    assert specs_for("seti-beth") == ("random", "greedy", "seti:1", "seti:2", "seti:3")
    assert specs_for("some-other-game") == ("random",)


def test_a_line_up_must_seat_every_seat_with_a_bot_that_can_play(toy_registered):
    with pytest.raises(ValueError, match="each seat"):
        run_matches("seti-aleph", {"white": "random"}, 1, 0)
    with pytest.raises(ValueError, match="cannot play"):
        run_matches(toy_registered, {"north": "random", "south": "seti:1"}, 1, 0)
    table = run_matches(toy_registered, {"north": "random", "south": "random"}, 2, 0)
    assert table.unfinished == 0


def test_a_match_record_replays_exactly(tmp_path):
    bots = {"white": make_bot("seti:1", 1), "brown": make_bot("greedy", 2)}
    result = play_match("seti-aleph", bots, seed=9)
    assert result.finished and result.plies == len(result.record.actions)
    save_record(tmp_path / "game.json", result.record)
    replayed = Engine.from_record(read_record(tmp_path / "game.json"))
    assert replayed.tokens == result.record.actions
    assert replayed.outcome is not None and replayed.outcome.winners == result.winners
    assert result.record.result == replayed.outcome.to_json()


def test_a_game_cut_off_by_max_actions_counts_as_unfinished():
    table = run_matches("seti-beth", {"white": "random", "brown": "random"}, 2, 3, max_actions=4)
    assert table.unfinished == 2
    assert all(r.result_for("white") == "unfinished" and r.plies == 4 for r in table.results)


def test_alternating_seats_gives_each_bot_each_colour():
    table = run_matches("seti-aleph", {"white": "greedy", "brown": "random"}, 6, 4)
    for bot in ("greedy", "random"):
        assert table.games(bot, "white") == table.games(bot, "brown") == 3
    for row in table.rows():
        assert row.win + row.loss + row.draw + row.unfinished == row.games


def test_simulate_bots_prints_the_table_for_fixed_seats():
    text = simulate_bots("seti-aleph", "white=greedy,brown=random", games=4, seed=1)
    assert text == simulate_bots("seti-aleph", "white=greedy,brown=random", games=4, seed=1)
    lines = text.splitlines()
    assert lines[0].startswith("seti-aleph: 4 games, seed 1")
    assert lines[1].split() == ["bot", "seat", "games", "wins", "losses", "draws", "unfinished"]
    assert lines[2].split()[:3] == ["greedy", "white", "4"]
    assert lines[3].split()[:3] == ["random", "brown", "4"]


def test_random_openings_vary_the_games_of_deterministic_bots():
    lineup = {"white": "seti:1", "brown": "seti:1"}
    table = run_matches("seti-beth", lineup, 4, 2, opening=3, max_actions=10)
    openings = {r.record.actions[:3] for r in table.results}
    assert len(openings) == 4


def test_setup_menus_offer_each_bot_once():
    """``greedy`` at Kemet: Seth is ``kemet:1``: the menus list it once (QA: both showed)."""
    from kemet_tui.bots.registry import menu_specs_for, specs_for

    assert "greedy" in specs_for("kemet-seth"), "the name still works on the command line"
    assert menu_specs_for("kemet-seth") == ("random", "kemet:1", "kemet:2", "kemet:3")
    assert menu_specs_for("seti-aleph") == specs_for("seti-aleph")

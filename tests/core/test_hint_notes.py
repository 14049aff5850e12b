"""A hint asked is noted in the game's record (version 8): by which seat, at which ply. It is
not an action: the replay is the same game with or without it, and a save from before
version 8 opens with no hint noted."""

from __future__ import annotations

import json

import pytest

from kemet_tui.core.engine import Engine
from kemet_tui.core.errors import SaveFileError
from kemet_tui.core.record import RECORD_VERSION, HintNote
from kemet_tui.core.storage import checksum, load_engine, save_engine

MOVES = ["a1b3", "c10b8", "+b5"]


def _game() -> Engine:
    engine = Engine("seti-aleph", 5)
    engine.note_hint(engine.to_act)
    engine.play_token(MOVES[0])
    engine.play_token(MOVES[1])
    engine.note_hint(engine.to_act)
    return engine


def test_a_hint_is_noted_with_its_seat_and_ply_and_changes_no_state():
    engine = _game()
    plain = Engine("seti-aleph", 5)
    for token in MOVES[:2]:
        plain.play_token(token)
    assert engine.hints == (
        HintNote(seat=Engine("seti-aleph", 5).to_act, ply=0),
        HintNote(seat=engine.to_act, ply=2),
    )
    assert engine.state == plain.state and engine.tokens == plain.tokens


def test_the_hints_round_trip_through_a_save_and_the_replay_is_unchanged(tmp_path):
    engine = _game()
    path = tmp_path / "game.json"
    save_engine(path, engine)
    content = json.loads(path.read_text())
    assert content["version"] == RECORD_VERSION
    assert content["hints"] == [{"seat": h.seat, "ply": h.ply} for h in engine.hints]
    loaded = load_engine(path)
    assert loaded.hints == engine.hints
    assert loaded.states == engine.states


def _rewrite(path, **fields) -> None:
    content = {**json.loads(path.read_text()), **fields}
    content.pop("checksum")
    path.write_text(json.dumps({**content, "checksum": checksum(content)}))


def test_a_version_7_save_opens_with_no_hint_and_is_written_again_as_the_newest(tmp_path):
    engine = Engine("seti-aleph", 5)
    engine.play_token(MOVES[0])
    path = tmp_path / "old.json"
    save_engine(path, engine)
    content = json.loads(path.read_text())
    del content["hints"]
    _rewrite_whole(path, {**content, "version": 7})
    loaded = load_engine(path)
    assert loaded.hints == () and loaded.state == engine.state
    loaded.note_hint(loaded.to_act)
    save_engine(path, loaded)
    again = json.loads(path.read_text())
    assert again["version"] == RECORD_VERSION and again["hints"] == [
        {"seat": loaded.to_act, "ply": 1}
    ]


def _rewrite_whole(path, content: dict) -> None:
    content = {k: v for k, v in content.items() if k != "checksum"}
    path.write_text(json.dumps({**content, "checksum": checksum(content)}))


@pytest.mark.parametrize(
    "change, said",
    [
        ({"version": 7}, "hints: a version 7 save has none"),
        ({"hints": [{"seat": "white", "ply": 9}]}, "hint 1 (at 9) is not at a ply"),
        ({"hints": [{"seat": "x", "ply": 0}]}, "hint 1 was asked by a seat not to act there"),
        ({"hints": [{"seat": "white", "ply": -1}]}, "hints.0.ply"),
        ({"hints": [{"seat": "white", "ply": "0"}]}, "hints.0.ply"),
    ],
)
def test_a_hint_note_that_cannot_be_is_refused(tmp_path, change, said):
    engine = Engine("seti-aleph", 5)
    engine.play_token(MOVES[0])
    path = tmp_path / "game.json"
    save_engine(path, engine)
    _rewrite(path, **change)
    before = path.read_text()
    with pytest.raises(SaveFileError) as error:
        load_engine(path)
    assert said in str(error.value)
    assert path.read_text() == before


def test_a_hint_at_a_ply_to_redo_must_name_a_seat_of_the_game(tmp_path):
    engine = Engine("seti-aleph", 5)
    engine.play_token(MOVES[0])
    engine.play_token(MOVES[1])
    engine.undo()
    path = tmp_path / "game.json"
    save_engine(path, engine)
    _rewrite(path, hints=[{"seat": "white", "ply": 2}])
    assert load_engine(path).hints == (HintNote(seat="white", ply=2),)
    _rewrite(path, hints=[{"seat": "\u001b[31mx", "ply": 2}])
    with pytest.raises(SaveFileError, match="hint 1 was asked by a seat not to act there"):
        load_engine(path)


def test_a_save_of_version_8_or_later_without_its_hints_is_refused(tmp_path):
    path = tmp_path / "game.json"
    save_engine(path, Engine("seti-aleph", 5))
    content = json.loads(path.read_text())
    del content["hints"]
    _rewrite_whole(path, content)
    with pytest.raises(SaveFileError, match="hints: the field is missing"):
        load_engine(path)


def test_undo_keeps_the_hints_for_redo_and_a_new_line_drops_them():
    engine = _game()
    engine.undo()
    engine.undo()
    assert len(engine.hints) == 2
    engine.redo()
    engine.redo()
    assert len(engine.hints) == 2
    engine.undo()
    engine.play_token(engine.legal_tokens()[-1])  # another line than the one hinted at
    assert [h.ply for h in engine.hints] == [0]


def test_the_printed_replay_and_the_report_say_where_hints_were_asked(tmp_path, capsys):
    from kemet_tui.cli import main
    from kemet_tui.report.figures import gather

    engine = _game()
    engine.note_hint(engine.to_act)
    path = tmp_path / "game.json"
    save_engine(path, engine)
    assert main(["replay", str(path), "--print"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith("(after a hint)") and not lines[1].endswith("(after a hint)")
    first, second = (engine.ruleset.seat_label(engine.state, s) for s in ("white", "brown"))
    hinted = {h.seat for h in engine.hints}
    report = gather(load_engine(path))
    counts = {seat: sum(h.seat == seat for h in engine.hints) for seat in ("white", "brown")}
    expected = ", ".join(
        f"{label} {counts[seat]}"
        for seat, label in (("white", first), ("brown", second))
        if seat in hinted
    )
    assert report.hints == f"Hints asked: {expected}."
    assert gather(Engine("seti-aleph", 5)).hints == ""

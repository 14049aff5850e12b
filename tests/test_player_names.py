"""Player names cannot drive the terminal: control characters are taken out where a name comes
in (command-line options, the setup forms, loaded saves) and where ``show`` prints, and a name
has at most ``NAME_LIMIT`` characters (a longer one is refused, with the limit)."""

from __future__ import annotations

import json

import pytest
from textual.widgets import Input

from kemet_tui.cli import main
from kemet_tui.core.engine import Engine
from kemet_tui.core.storage import checksum, record_text
from kemet_tui.core.text import NAME_LIMIT, clean_name, printable, strip_controls
from kemet_tui.tui.app import make_app
from kemet_tui.tui.screens.new_game import NewGameDialog

ESCAPE = "\x1b[2J\x1b]0;owned\x07"
NASTY = f"An{ESCAPE}n\r\u202e\x9b"


def _has_controls(text: str) -> bool:
    return any(char in text for char in "\x1b\x07\r\u202e\x9b")


def test_clean_name_keeps_the_words_and_drops_the_controls():
    assert clean_name(NASTY) == "An[2J]0;ownedn"
    assert clean_name("  Ann\t\nLee  ") == "Ann Lee"
    assert clean_name("Zoë 李") == "Zoë 李"
    assert printable(f"a{ESCAPE}\nb") == "a[2J]0;owned\nb"
    assert strip_controls("x\x00y") == "xy"


def test_a_name_longer_than_the_limit_is_refused_with_the_limit():
    assert clean_name("a" * NAME_LIMIT) == "a" * NAME_LIMIT
    with pytest.raises(ValueError, match=f"at most {NAME_LIMIT} characters"):
        clean_name("a" * (NAME_LIMIT + 1))


@pytest.mark.parametrize("ruleset, seats", [("seti-aleph", 2), ("kemet-seth", 3)])
def test_the_rulesets_keep_clean_names(ruleset, seats):
    names = [NASTY] + [f"P{n}" for n in range(2, seats + 1)]
    engine = Engine(ruleset, 1, {"players": names})
    label = engine.ruleset.seat_label(engine.state, engine.ruleset.seats(engine.state)[0])
    assert "An[2J]0;ownedn" in label and not _has_controls(label)


def test_the_command_line_cleans_names_and_refuses_long_ones(capsys, tmp_path):
    path = tmp_path / "g.json"
    assert main(["new", "seti-aleph", str(path), "-o", f"players={NASTY},Bob"]) == 0
    capsys.readouterr()
    assert main(["show", str(path)]) == 0
    out = capsys.readouterr().out
    assert "An[2J]0;ownedn" in out and not _has_controls(out)
    long = "x" * (NAME_LIMIT + 1)
    assert main(["new", "seti-aleph", str(tmp_path / "h.json"), "-o", f"players={long},Bob"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"at most {NAME_LIMIT} characters" in err


def test_a_loaded_save_with_control_characters_in_a_name_shows_none(capsys, tmp_path):
    """A file written by hand (or by an older kemet-tui) holding an escape sequence in a name:
    the game reads the name clean, and no command prints the sequence."""
    content = json.loads(record_text(Engine("kemet-seth", 2).record))
    content["options"] = {"players": [NASTY, "Isis", "Ra"]}
    content["checksum"] = checksum(content)
    path = tmp_path / "names.json"
    path.write_text(json.dumps(content))
    for command in (
        ["show", str(path)],
        ["show", str(path), "--json"],
        ["show", str(path), "--all-secrets"],
        ["legal", str(path), "--seat", Engine("kemet-seth", 2).to_act],
        ["replay", str(path), "--print"],
    ):
        assert main(command) == 0
        out, err = capsys.readouterr()
        assert not _has_controls(out + err), command


async def test_the_setup_form_takes_no_more_than_the_limit():
    app = make_app(frozen=True)
    async with app.run_test(size=(100, 40)) as pilot:
        app.ask_new_game("seti-aleph")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameDialog)
        form.query_one("#name-1", Input).focus()
        await pilot.press(*"abcdefghij" * 3)
        assert form.query_one("#name-1", Input).value == ("abcdefghij" * 3)[:NAME_LIMIT]
        form.query_one("#name-1", Input).value = "\x1b[31mAnn\x07"
        form.query_one("#name-2", Input).value = "Bob"
        await pilot.click("#start")
        await pilot.pause()
        engine = app.screen.engine
        assert engine.state.players == ("[31mAnn", "Bob")

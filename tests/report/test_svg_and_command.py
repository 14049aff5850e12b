"""The report as a picture (``kemet-tui report FILE --svg OUT``): well-formed SVG with one
panel per chart, names drawn as text, and the command's refusals in one line."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from kemet_tui.cli import main
from kemet_tui.core.playout import random_playout
from kemet_tui.core.storage import save_engine

SVG = "{http://www.w3.org/2000/svg}"
GAMES = [("kemet-seth", {"alliance_size": n, "round_cap": 12}) for n in (2, 5)] + [
    ("seti-aleph", {}),
    ("seti-beth", {}),
]


def _saved(tmp_path, name, options, seed=1):
    path = tmp_path / "game.json"
    save_engine(path, random_playout(name, seed, options, max_actions=3000).engine)
    return path


@pytest.mark.parametrize(("name", "options"), GAMES, ids=lambda v: str(v))
def test_the_svg_parses_and_holds_every_chart(tmp_path, capsys, name, options):
    out = tmp_path / "report.svg"
    assert main(["report", str(_saved(tmp_path, name, options)), "--svg", str(out)]) == 0
    root = ET.parse(out).getroot()
    assert root.tag == f"{SVG}svg"
    titles = [g.get("data-title") for g in root.iter(f"{SVG}g") if g.get("class") == "chart"]
    expected = (
        [
            "Victory points",
            "Prayer points (end of round)",
            "Battles won and lost",
            "Power tiles held",
            "Chance to win (bot's estimate, public view)",
        ]
        if name.startswith("kemet")
        else ["Material (Pharaoh = 1)", "Chance to win (bot's estimate)"]
    )
    assert titles == expected
    lines = [e for e in root.iter(f"{SVG}polyline")]
    assert len(lines) >= 2 * (len(expected) - (1 if name.startswith("kemet") else 0))
    said = capsys.readouterr().out
    assert f"Wrote {len(expected)} charts to {out}." in said


def test_a_name_that_looks_like_markup_is_drawn_as_text(tmp_path, capsys):
    options = {"players": ["<b>Ann & co</b>", "Bob"]}
    out = tmp_path / "report.svg"
    assert main(["report", str(_saved(tmp_path, "seti-beth", options)), "--svg", str(out)]) == 0
    root = ET.parse(out).getroot()
    texts = [t.text for t in root.iter(f"{SVG}text")]
    assert "<b>Ann & co</b> (White)" in texts
    assert not list(root.iter(f"{SVG}b"))


def test_a_broken_save_is_refused_in_one_line_and_nothing_is_written(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    out = tmp_path / "report.svg"
    assert main(["report", str(bad), "--svg", str(out)]) != 0
    err = capsys.readouterr().err
    assert err.startswith("kemet-tui: ") and err.count("\n") == 1
    assert not out.exists()


def test_without_svg_the_report_screen_opens(tmp_path, monkeypatch):
    opened = {}
    monkeypatch.setattr(
        "kemet_tui.cli.interactive.run_app",
        lambda app: opened.setdefault("report", app.start_report) and 0,
    )
    path = _saved(tmp_path, "seti-aleph", {})
    assert main(["report", str(path)]) == 0
    assert opened["report"] == path

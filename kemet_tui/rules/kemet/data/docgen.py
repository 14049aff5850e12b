"""Write ``docs/kemet-content.md``: every tile, card, DI card and token of the data, as tables.

Regenerate after editing ``rulesets/kemet-seth/``::

    python -m kemet_tui.rules.kemet.data.docgen

A test fails while the committed document differs from what this writes.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from kemet_tui.rules.kemet.data.content import Content
from kemet_tui.rules.kemet.data.hooks import EFFECT_HOOKS
from kemet_tui.rules.kemet.data.models import BattleCard, PowerTile

DOC_PATH = Path(__file__).resolve().parents[4] / "docs" / "kemet-content.md"
COLOURS = ("red", "blue", "white", "black", "purple")

HEADER = """\
# Kemet: Seth — content reference

Generated from `rulesets/kemet-seth/` by `python -m kemet_tui.rules.kemet.data.docgen`; do not
edit by hand (a test fails when this file is stale).

**Source** says where an entry comes from: `seed-000` (the Kemet: Seth rulebook), `seed-002`
(combat and victory rules), `published` (base Kemet / Ta Seti as `docs/rules/kemet-research.md`
records it; the reference gives the section and its reliability tag) or `project` (designed by
kemet-tui where no public source describes the component, see `docs/rules/kemet-seth.md`). Every
text is written in our own words; project designs are never the publisher's text. A group that owns
the physical game may edit the data to match its copy.
"""


def _cell(value: object) -> str:
    return str(value).replace("|", "\\|").replace("\n", " ")


def _table(headers: Sequence[str], rows: Iterable[Sequence[object]]) -> list[str]:
    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    lines += ["| " + " | ".join(_cell(v) for v in row) + " |" for row in rows]
    return lines + [""]


def _source(entry: object) -> str:
    source, ref = getattr(entry, "source"), getattr(entry, "ref", "")
    return f"{source} ({ref})" if source == "published" else source


def _tile_row(tile: PowerTile) -> list[object]:
    extra = []
    if tile.module == "ta-seti":
        extra.append("Ta Seti")
    if tile.kind == "alliance":
        extra.append("Alliance tile")
    if tile.replaces:
        extra.append(f"replaces {tile.replaces}")
    if tile.copies > 1:
        extra.append(f"×{tile.copies}")
    name = tile.name + (f" ({', '.join(extra)})" if extra else "")
    return [f"`{tile.id}`", name, f"{tile.level} / {tile.cost} PP", _source(tile), tile.text]


def _tiles(content: Content) -> list[str]:
    lines = ["## Power tiles", ""]
    for colour in COLOURS:
        chosen = (t for t in content.tiles.tile if t.colour == colour)
        tiles = sorted(chosen, key=lambda t: (t.level, t.kind == "alliance"))
        lines += [f"### {colour.capitalize()}", ""]
        lines += _table(("id", "name", "level / cost", "source", "text"), map(_tile_row, tiles))
    return lines


def _card_row(card: BattleCard) -> list[object]:
    values = f"{card.strength} / {card.damage} / {card.protection}"
    if card.unblockable:
        values += f" +{card.unblockable} unblockable"
    origin = "from a tile" if card.kind == "tile" else "hand"
    if card.module == "ta-seti":
        origin += ", Ta Seti"
    return [f"`{card.id}`", card.name, card.side, origin, values, _source(card), card.text]


def _cards(content: Content) -> list[str]:
    lines = ["## Battle cards", "", "Values are strength / damage / protection.", ""]
    headers = ("id", "name", "side", "kind", "values", "source", "text")
    lines += _table(headers, map(_card_row, content.cards.battle_card))
    lines += ["## Seth's creature cards", ""]
    rows = [
        [f"`{c.id}`", c.name, f"`{c.tile}`", c.phase, f"{c.power} / {c.damage}", c.module]
        + [_source(c), c.text]
        for c in content.cards.creature_card
    ]
    headers = ("id", "name", "tile", "phase", "power / damage", "module", "source", "text")
    return lines + _table(headers, rows)


def _decks(content: Content) -> list[str]:
    lines = []
    for side, title in (("seth", "Seth"), ("alliance", "Alliance")):
        deck = content.di_deck(side)
        total = sum(card.copies for card in deck)
        lines += [f"## {title} DI deck ({total} cards)", ""]
        lines += [
            "Published effects keep their names (kemet-research.md §6); how many copies each deck "
            "holds is the project's choice.",
            "",
        ]
        rows = [
            [f"`{c.id}`", c.name, c.copies, f"{c.cost} PP", c.timing, _source(c), c.text]
            for c in deck
        ]
        lines += _table(("id", "name", "copies", "cost", "timing", "source", "text"), rows)
    return lines


def _tokens(content: Content) -> list[str]:
    tokens = content.tokens
    lines = ["## Temple powers", ""]
    rows = [[f"`{p.id}`", p.name, _source(p), p.text] for p in tokens.temple_power]
    lines += _table(("id", "name", "source", "text"), rows)
    lines += ["## Prayer tokens", ""]
    rows = [
        [f"`{p.id}`", f"{p.back_pp} PP / {p.front_pp} PP", _source(p), p.text]
        for p in tokens.prayer_token
    ]
    lines += _table(("id", "back / front", "source", "text"), rows)
    lines += ["## Action tokens", ""]
    rows = [
        [f"`{t.id}`", t.name, t.count, t.holder, _source(t), t.text] for t in tokens.action_token
    ]
    return lines + _table(("id", "name", "count", "holder", "source", "text"), rows)


def _design_notes(content: Content) -> list[str]:
    lines = ["## Project designs and what they were weighed against", ""]
    rows = [
        [f"`{e.id}`", e.name, ", ".join(f"`{b}`" for b in e.balanced_against)]
        for _, _, e in content.located()
        if getattr(e, "source", "") == "project" and getattr(e, "balanced_against", ())
    ]
    lines += _table(("id", "name", "balanced against (published)"), rows)
    lines += ["## Notes: what the project decided inside an entry", ""]
    rows = [
        [f"`{e.id}`", getattr(e, "source"), getattr(e, "note")]
        for _, _, e in content.located()
        if getattr(e, "note", "")
    ]
    return lines + _table(("id", "source", "note"), rows)


def _hooks() -> list[str]:
    lines = ["## Effect hooks the engine implements", ""]
    rows = [
        [f"`{name}`", ", ".join(spec.params) or "—", spec.does]
        for name, spec in EFFECT_HOOKS.items()
    ]
    return lines + _table(("hook", "parameters", "what the engine does"), rows)


def content_markdown(content: Content) -> str:
    """The whole document."""
    lines = [HEADER]
    parts = (_tiles(content), _cards(content), _decks(content), _tokens(content))
    for part in (*parts, _design_notes(content), _hooks()):
        lines += part
    return "\n".join(lines).rstrip() + "\n"


def main() -> int:
    from kemet_tui.rules.kemet.data import load_content

    DOC_PATH.parent.mkdir(parents=True, exist_ok=True)
    DOC_PATH.write_text(content_markdown(load_content()), encoding="utf-8")
    print(f"wrote {DOC_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Bots by name: ``make_bot("seti:3", seed)``, and which bots can play which ruleset.

A spec is a family and an optional level: ``random`` and ``greedy`` work for every game that
provides them, ``seti:1`` to ``seti:3`` are the Seti searcher's levels, and ``kemet:1`` and
``kemet:2`` and ``kemet:3`` are the Kemet: Seth bots (``greedy`` is ``kemet:1`` there);
``kemet:3/16`` is ``kemet:3`` with another search budget (iterations per decision);
``probe:NAME/BOT`` is one of the exploit library's scripted strategies layered on a Kemet bot
(``bots/probes/``). Game families are looked
up by ruleset name, so a new game adds one line to ``FAMILIES`` and one greedy/search entry,
and the match runner needs no change.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from kemet_tui.bots.base import Bot, RandomBot, SeededBot
from kemet_tui.core.ruleset import Ruleset

#: game family -> ruleset names it covers
FAMILIES: dict[str, tuple[str, ...]] = {
    "seti": ("seti-aleph", "seti-beth"),
    "kemet": ("kemet-seth",),
}


def _seti_greedy(seed: int) -> Bot:
    from kemet_tui.bots.seti import SetiGreedyBot

    return SetiGreedyBot(seed)


def _seti_search(level: int, seed: int) -> Bot:
    from kemet_tui.bots.seti import SetiSearchBot

    return SetiSearchBot(level, seed)


def _kemet(level: int, seed: int, budget: int | None = None) -> Bot:
    from kemet_tui.bots.kemet import KemetBot

    return KemetBot(level, seed, budget)


#: family -> factory of its one-ply bot
GREEDY: dict[str, Callable[[int], Bot]] = {"seti": _seti_greedy, "kemet": lambda s: _kemet(1, s)}
#: family -> (levels, factory of its searching bot)
SEARCH: dict[str, tuple[tuple[int, ...], Callable[[int, int], Bot]]] = {
    "seti": ((1, 2, 3), _seti_search),
    "kemet": ((1, 2, 3), _kemet),
}
#: family -> the levels whose search budget a spec may set (``kemet:3/16``)
BUDGETED: dict[str, tuple[int, ...]] = {"kemet": (3,)}
#: the budgets a spec may ask for (one iteration is a poor search, but a legal one)
BUDGET_RANGE = range(1, 10_001)


def family_of(ruleset_name: str) -> str | None:
    """The game family a ruleset belongs to, or ``None``."""
    for family, names in FAMILIES.items():
        if ruleset_name in names:
            return family
    return None


class GreedyBot(SeededBot):
    """``greedy`` for whatever game it is seated at: delegates to that family's greedy bot."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__("greedy", seed)
        self._inner: dict[str, Bot] = {}

    def choose(self, ruleset: Ruleset, view: Any, legal_actions: Sequence[Any], seat: str) -> Any:
        family = family_of(ruleset.name)
        if family not in GREEDY:
            raise ValueError(f"There is no greedy bot for {ruleset.name}.")
        if family not in self._inner:
            self._inner[family] = GREEDY[family](self.seed)
        return self._inner[family].choose(ruleset, view, legal_actions, seat)


def make_bot(spec: str, seed: int = 0) -> Bot:
    """The bot a spec names, seeded; ``ValueError`` lists the specs that exist."""
    name, _, level = spec.strip().lower().partition(":")
    if name == "probe":
        return _probe(spec, seed)
    if name == "random" and not level:
        return RandomBot(seed)
    if name == "greedy" and not level:
        return GreedyBot(seed)
    level, slash, budget = level.partition("/")
    if name in SEARCH and level.isdigit() and int(level) in SEARCH[name][0]:
        if not slash:
            return SEARCH[name][1](int(level), seed)
        if (
            int(level) in BUDGETED.get(name, ())
            and budget.isdigit()
            and int(budget) in BUDGET_RANGE
        ):
            return SEARCH[name][1](int(level), seed, int(budget))
    raise ValueError(f"Unknown bot {spec!r}; bots are: {', '.join(all_specs())}.")


def _probe(spec: str, seed: int) -> Bot:
    """``probe:NAME/INNER``: the inner bot gets the seed the probe was given, so that where
    the probe defers it plays what the inner bot alone would."""
    from kemet_tui.bots.probes import ProbeBot, probe_named, split_spec

    name, inner = split_spec(spec)
    if base_spec(inner) not in specs_for("kemet-seth"):
        raise ValueError(
            f"A probe plays on a Kemet bot ({', '.join(specs_for('kemet-seth'))}), not {inner!r}."
        )
    return ProbeBot(probe_named(name), make_bot(inner, seed))


def all_specs() -> tuple[str, ...]:
    """Every bot spec that ``make_bot`` accepts."""
    search = [f"{family}:{level}" for family, (levels, _) in SEARCH.items() for level in levels]
    return ("random", "greedy", *search)


#: specs that are another name of a level of the same family (offered once in menus)
ALIASES: dict[str, dict[str, str]] = {"kemet": {"greedy": "kemet:1"}}


def menu_specs_for(ruleset_name: str) -> tuple[str, ...]:
    """The bots a setup menu offers for a ruleset: :func:`specs_for` without the aliases, so
    that no two entries are the same bot (``greedy`` is ``kemet:1`` at Kemet: Seth)."""
    aliases = ALIASES.get(family_of(ruleset_name) or "", {})
    return tuple(spec for spec in specs_for(ruleset_name) if spec not in aliases)


def base_spec(spec: str) -> str:
    """The spec without its search budget: ``kemet:3/16`` -> ``kemet:3``."""
    return spec.strip().lower().partition("/")[0]


def can_sit(ruleset_name: str, spec: str) -> bool:
    """Whether the bot a spec names can sit at a ruleset (a budget does not change that; a
    probe sits where its inner bot does, at Kemet: Seth only)."""
    text = spec.strip().lower()
    if text.startswith("probe:"):
        inner = text.partition("/")[2]
        return family_of(ruleset_name) == "kemet" and bool(inner) and can_sit(ruleset_name, inner)
    return base_spec(spec) in specs_for(ruleset_name)


def specs_for(ruleset_name: str) -> tuple[str, ...]:
    """The bot specs that can sit at a ruleset (``random`` sits everywhere)."""
    family = family_of(ruleset_name)
    specs = ["random"]
    if family in GREEDY:
        specs.append("greedy")
    if family in SEARCH:
        specs += [f"{family}:{level}" for level in SEARCH[family][0]]
    return tuple(specs)


def seat_bots(ruleset_name: str, options: Mapping[str, Any]) -> dict[str, str]:
    """Seat -> bot spec of a game's options (the core's own reading of them)."""
    if ruleset_name.startswith("kemet-"):
        from kemet_tui.rules.kemet.state.options import KemetOptions as Model
    else:
        from kemet_tui.rules.seti.options import SetiOptions as Model
    return dict(Model.model_validate(dict(options)).bots)


def check_bots(ruleset_name: str, options: Mapping[str, Any]) -> None:
    """ValueError (naming the bots that can sit there) when the options seat a bot that does not
    exist or plays another game (a Seti searcher cannot read a Kemet view)."""
    allowed = specs_for(ruleset_name)
    for seat, spec in seat_bots(ruleset_name, options).items():
        if not can_sit(ruleset_name, spec):
            raise ValueError(
                f"{spec!r} cannot play {seat} in {ruleset_name}; the bots for "
                f"{ruleset_name} are: {', '.join(allowed)}."
            )

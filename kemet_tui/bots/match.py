"""Bot matches: one game through the checked engine path, many games into a results table.

A match is recorded as an ordinary :class:`~kemet_tui.core.record.GameRecord`, so any game a
bot played can be replayed, loaded in the app or turned into a regression test. Game seeds and
bot seeds derive from the one seed given, and bots are deterministic, so a table reproduces.
"""

from __future__ import annotations

import multiprocessing
import time
from collections.abc import Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from typing import Any

from kemet_tui.bots.base import Bot
from kemet_tui.bots.registry import can_sit, make_bot, specs_for
from kemet_tui.bots.table import MatchResult, MatchTable
from kemet_tui.core import rng
from kemet_tui.core.engine import Engine
from kemet_tui.core.registry import get_ruleset

DEFAULT_MAX_ACTIONS = 400
#: rulesets whose games run longer than the default (a Kemet game is several hundred decisions)
MAX_ACTIONS = {"kemet-seth": 6000}


def max_actions_for(ruleset_name: str, max_actions: int | None) -> int:
    """``max_actions`` if given, else the ruleset's own game length limit."""
    if max_actions is not None:
        return max_actions
    return MAX_ACTIONS.get(ruleset_name, DEFAULT_MAX_ACTIONS)


def bot_for(ruleset, state, bots: Mapping[str, Bot], decider: str) -> Bot:
    """The bot answering ``decider``: its own, or for a team decider (Kemet's ``alliance``)
    the team's bot if given, else the bot of the team's first seat."""
    if decider in bots:
        return bots[decider]
    for seat in ruleset.seats(state):
        if seat in bots and ruleset.side_of(state, seat) == decider:
            return bots[seat]
    raise KeyError(f"No bot answers for {decider}.")


def play_match(
    ruleset_name: str,
    bots: Mapping[str, Bot],
    seed: int,
    options: Mapping[str, Any] | None = None,
    max_actions: int | None = None,
    opening: int = 0,
) -> MatchResult:
    """Play one game between bots (one per seat) until it ends or ``max_actions`` are played.

    Each bot is shown only ``view(state, seat)`` and the legal actions; its answer is played
    through :meth:`Engine.play`, so a bot that returns an illegal action raises, never cheats.
    The first ``opening`` actions are random (seeded by ``seed``): two deterministic bots would
    otherwise play the same game every time, and a comparison of them would be one game long.
    """
    engine = Engine(ruleset_name, seed, options)
    ruleset = engine.ruleset
    max_actions = max_actions_for(ruleset_name, max_actions)
    book = rng.seed_state(seed ^ 0x0B00_C0DE)
    for index in range(max_actions):
        seat = engine.to_act
        if seat is None:
            break
        legal = tuple(engine.legal_actions())
        if index < opening:
            action, book = rng.choice(book, legal)
        else:
            bot = bot_for(ruleset, engine.state, bots, seat)
            action = bot.choose(ruleset, engine.view(seat), legal, seat)
        engine.play(action)
    outcome = engine.outcome
    return MatchResult(
        ruleset=ruleset_name,
        seed=seed,
        bots={seat: bot.name for seat, bot in bots.items()},
        record=engine.record,
        winners=outcome.winners if outcome else (),
        finished=outcome is not None and not outcome.unfinished,
        reason=outcome.reason if outcome else f"stopped after {max_actions} actions",
        plies=len(engine.tokens),
    )


@dataclass(frozen=True, slots=True)
class _Game:
    """Everything one game of a series needs, picklable for worker processes."""

    ruleset: str
    lineup: tuple[tuple[str, str], ...]  # (seat, spec) in seat order
    seed: int
    options: tuple[tuple[str, Any], ...]
    max_actions: int | None
    opening: int


def _play(game: _Game) -> MatchResult:
    chooser = rng.seed_state(game.seed ^ 0xB07_5EED)
    bots = {}
    for slot, spec in game.lineup:
        bot_seed, chooser = rng.next_u64(chooser)
        bots[slot] = make_bot(spec, bot_seed)
    ruleset = get_ruleset(game.ruleset)
    state = ruleset.new_game(game.seed, dict(game.options))
    seated = {
        seat: bots.get(seat) or bots[ruleset.side_of(state, seat)] for seat in ruleset.seats(state)
    }
    seated.update({slot: bot for slot, bot in bots.items() if slot not in seated})
    started = time.process_time()
    result = play_match(
        game.ruleset, seated, game.seed, dict(game.options), game.max_actions, game.opening
    )
    won_sides = {ruleset.side_of(state, w) for w in result.winners}
    winners = result.winners + tuple(slot for slot in bots if slot in won_sides)
    return replace(
        result,
        bots={slot: bot.name for slot, bot in bots.items()},
        winners=winners,
        cpu_seconds=time.process_time() - started,
    )


def run_matches(
    ruleset_name: str,
    lineup: Mapping[str, str],
    games: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    max_actions: int | None = None,
    alternate: bool = True,
    workers: int = 1,
    opening: int = 0,
) -> MatchTable:
    """Play ``games`` games; ``lineup`` maps each seat to a bot spec.

    With ``alternate`` the bots change seats every game (game 2 seats the first seat's bot in
    the second seat, and so on), so each bot plays each colour equally often. ``workers`` > 1
    plays games in parallel processes; the table is the same either way. ``opening`` random
    first actions (see :func:`play_match`) give deterministic bots varied games.
    """
    plan = _plan(ruleset_name, lineup, games, seed, options or {}, max_actions, alternate, opening)
    started = time.perf_counter()
    if workers > 1 and games > 1:
        with ProcessPoolExecutor(max_workers=workers, mp_context=_context()) as pool:
            results = list(pool.map(_play, plan))
    else:
        results = [_play(game) for game in plan]
    return MatchTable(ruleset_name, seed, tuple(results), time.perf_counter() - started)


def _context():
    """Fork where the platform has it (workers start at once and share the loaded modules)."""
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else None)


def _plan(ruleset_name, lineup, games, seed, options, max_actions, alternate, opening):
    """The games of a series: their seeds and who sits where (validated first)."""
    seats = _slots(get_ruleset(ruleset_name), ruleset_name, lineup, seed, options)
    allowed = specs_for(ruleset_name)
    for spec in lineup.values():
        make_bot(spec)  # raises for an unknown spec
        if not can_sit(ruleset_name, spec):
            bots = ", ".join(allowed)
            raise ValueError(f"{spec} cannot play {ruleset_name}; bots for it: {bots}.")
    specs = [lineup[seat].strip().lower() for seat in seats]
    plan, seeds = [], rng.seed_state(seed)
    for index in range(games):
        game_seed, seeds = rng.next_u64(seeds)
        shift = index % len(seats) if alternate else 0
        order = tuple((seat, specs[(i - shift) % len(seats)]) for i, seat in enumerate(seats))
        options_items = tuple(sorted(options.items()))
        plan.append(_Game(ruleset_name, order, game_seed, options_items, max_actions, opening))
    return plan


def _slots(ruleset, ruleset_name, lineup, seed, options) -> tuple[str, ...]:
    """Who gets a bot: every seat, or (in a team game) a side for the seats it covers
    (``seth=kemet:1,alliance=random``: one spec for every Alliance seat and its decisions)."""
    state = ruleset.new_game(seed, options)
    seats = ruleset.seats(state)
    sides = {seat: ruleset.side_of(state, seat) for seat in seats}
    unknown = set(lineup) - set(seats) - set(sides.values())
    missing = [seat for seat in seats if seat not in lineup and sides[seat] not in lineup]
    if unknown or missing:
        names = ", ".join(dict.fromkeys((*seats, *sides.values())))
        raise ValueError(f"Give a bot for each seat (or side) of {ruleset_name}: {names}.")
    slots: list[str] = []
    for seat in seats:
        slot = seat if seat in lineup else sides[seat]
        if slot not in slots:
            slots.append(slot)
    slots += [key for key in lineup if key not in slots]
    return tuple(slots)


def parse_bots_spec(text: str) -> dict[str, str]:
    """``"white=seti:3,brown=random"`` as ``{"white": "seti:3", "brown": "random"}``."""
    lineup: dict[str, str] = {}
    for part in text.split(","):
        seat, sep, spec = part.partition("=")
        seat, spec = seat.strip().lower(), spec.strip().lower()
        if not sep or not seat or not spec:
            raise ValueError(f"{part.strip()!r} is not SEAT=BOT (e.g. white=seti:3,brown=random).")
        if seat in lineup:
            raise ValueError(f"The seat {seat} is given twice.")
        make_bot(spec)
        lineup[seat] = spec
    return lineup


def simulate_bots(
    ruleset_name: str,
    spec: str,
    games: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    max_actions: int | None = None,
    alternate: bool = False,
    workers: int = 1,
    opening: int = 0,
) -> str:
    """The text ``kemet-tui simulate RULESET --bots SPEC`` prints: the results table.

    Seats stay as the spec gives them unless ``alternate`` is asked for.
    """
    table = run_matches(
        ruleset_name,
        parse_bots_spec(spec),
        games,
        seed,
        options,
        max_actions,
        alternate,
        workers,
        opening,
    )
    return table.text()

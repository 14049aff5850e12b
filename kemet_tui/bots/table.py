"""Results of bot games: one :class:`MatchResult` per game, a :class:`MatchTable` per series.

The table counts per bot *and colour*: a bot that wins every game as White and none as Brown
is not strong, it is lucky with the first move, and the table must show it.
"""

from __future__ import annotations

from dataclasses import dataclass

from kemet_tui.core.record import GameRecord


@dataclass(frozen=True, slots=True)
class MatchResult:
    """One game between bots: who sat where, how it ended, and its record."""

    ruleset: str
    seed: int
    #: seat -> bot name (its spec)
    bots: dict[str, str]
    record: GameRecord
    winners: tuple[str, ...]
    finished: bool
    reason: str
    plies: int
    #: processor time the game took (for benchmarks; not part of any comparison)
    cpu_seconds: float = 0.0

    @property
    def draw(self) -> bool:
        return self.finished and not self.winners

    def result_for(self, seat: str) -> str:
        """``win``, ``loss``, ``draw`` or ``unfinished`` from ``seat``'s side."""
        if not self.finished:
            return "unfinished"
        if not self.winners:
            return "draw"
        return "win" if seat in self.winners else "loss"


@dataclass(frozen=True, slots=True)
class Row:
    """One bot in one seat over a series."""

    bot: str
    seat: str
    games: int = 0
    win: int = 0
    loss: int = 0
    draw: int = 0
    unfinished: int = 0


@dataclass(frozen=True, slots=True)
class MatchTable:
    """A series of games and its tally; ``seconds`` is how long it took (not in ``text``)."""

    ruleset: str
    seed: int
    results: tuple[MatchResult, ...]
    seconds: float = 0.0

    @property
    def cpu_seconds(self) -> float:
        """Processor time of all games together, whatever the number of workers."""
        return sum(r.cpu_seconds for r in self.results)

    def rows(self) -> list[Row]:
        """One row per (bot, seat), bots in the order they first appear, seats in seat order."""
        counts: dict[tuple[str, str], dict[str, int]] = {}
        for result in self.results:
            for seat, bot in result.bots.items():
                row = counts.setdefault((bot, seat), {"games": 0})
                row["games"] += 1
                outcome = result.result_for(seat)
                row[outcome] = row.get(outcome, 0) + 1
        return [Row(bot, seat, **tally) for (bot, seat), tally in _ordered(counts, self.results)]

    def wins(self, bot: str, seat: str | None = None) -> int:
        """Games ``bot`` won (in ``seat`` only, if given)."""
        return sum(r.win for r in self.rows() if r.bot == bot and seat in (None, r.seat))

    def games(self, bot: str, seat: str | None = None) -> int:
        """Games ``bot`` played (in ``seat`` only, if given)."""
        return sum(r.games for r in self.rows() if r.bot == bot and seat in (None, r.seat))

    @property
    def draws(self) -> int:
        return sum(1 for r in self.results if r.draw)

    @property
    def unfinished(self) -> int:
        return sum(1 for r in self.results if not r.finished)

    def text(self) -> str:
        """The table as printed by ``simulate``."""
        plies = sum(r.plies for r in self.results) / max(1, len(self.results))
        lines = [
            f"{self.ruleset}: {len(self.results)} games, seed {self.seed}, "
            f"draws {self.draws}, unfinished {self.unfinished}, {plies:.1f} plies on average",
            f"{'bot':<10} {'seat':<8} {'games':>5} {'wins':>5} {'losses':>6} {'draws':>5} "
            f"{'unfinished':>10}",
        ]
        for row in self.rows():
            lines.append(
                f"{row.bot:<10} {row.seat:<8} {row.games:>5} {row.win:>5} {row.loss:>6} "
                f"{row.draw:>5} {row.unfinished:>10}"
            )
        return "\n".join(lines)


def _ordered(counts, results):
    bots = list(dict.fromkeys(bot for r in results for bot in r.bots.values()))
    seats = list(dict.fromkeys(seat for r in results for seat in r.bots))
    keys = sorted(counts, key=lambda key: (bots.index(key[0]), seats.index(key[1])))
    return [(key, counts[key]) for key in keys]

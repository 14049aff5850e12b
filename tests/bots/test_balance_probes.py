"""The exploit library (``bots/probes``) and the harness's paired probe series: a probe
changes play only at the decisions its strategy concerns, its games are the baseline's games
(the same seeds) with one side changed, and the paired figures add up."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kemet_tui.bots.balance import GameFacts
from kemet_tui.bots.balance.facts import ALLIANCE_VP, SETH_VP, UNFINISHED
from kemet_tui.bots.balance.probing import best_probes, paired_stats, probe_games
from kemet_tui.bots.balance.series import BalanceGame, plan, play_game, run_series
from kemet_tui.bots.probes import ProbeBot, library, probe_named, probe_names
from kemet_tui.bots.probes.steering import _pick_step, _pick_troop
from kemet_tui.bots.probes.strategies import _alliance_turtle
from kemet_tui.bots.registry import can_sit, make_bot
from kemet_tui.core.engine import Engine
from kemet_tui.rules.kemet.data import load_kemet_data
from kemet_tui.rules.kemet.state.actions import parse_token

DESERT_WIND = "tile-purple-1-desert-wind"


# --- the library ------------------------------------------------------------------------------
def test_there_is_a_tile_probe_for_every_tile_in_play_on_its_takers_side():
    tiles = load_kemet_data().tiles_in_play(ta_seti=False)
    names = set(probe_names())
    assert {f"tile-{t.id}" for t in tiles} <= names
    assert not any(name.startswith("tile-black") for name in names)  # Ta Seti is not played
    for tile in tiles:
        probe = probe_named(f"tile-{tile.id}")
        assert probe.side == ("seth" if tile.colour == "purple" else "alliance")
    assert {
        "seth-rush-weakest",
        "seth-hunt-builder",
        "seth-camp-obelisks",
        "alliance-turtle",
        "alliance-hunt-seth",
        "alliance-portal-rush",
    } <= names


def test_a_probe_spec_wraps_the_inner_bot_with_the_same_seed():
    bot = make_bot(f"probe:{DESERT_WIND}/kemet:1", 77)
    assert isinstance(bot, ProbeBot) and bot.name == f"probe:{DESERT_WIND}/kemet:1"
    assert bot.inner.name == "kemet:1" and bot.inner.seed == 77
    assert make_bot("probe:alliance-turtle/kemet:3/4", 1).inner.name == "kemet:3/4"


@pytest.mark.parametrize(
    "spec",
    [
        "probe:no-such-probe/kemet:1",
        f"probe:{DESERT_WIND}",
        f"probe:{DESERT_WIND}/seti:3",
        "probe:/kemet:1",
    ],
)
def test_a_bad_probe_spec_is_refused(spec):
    with pytest.raises(ValueError):
        make_bot(spec)


def test_an_unknown_probe_names_every_probe():
    with pytest.raises(ValueError, match="probes are: seth-rush-weakest, .*tile-purple-1-desert"):
        probe_named("nope")


def test_a_probe_sits_where_its_inner_bot_does_at_kemet_only():
    assert can_sit("kemet-seth", f"probe:{DESERT_WIND}/kemet:1")
    assert can_sit("kemet-seth", f"probe:{DESERT_WIND}/kemet:3/8")
    assert not can_sit("seti-aleph", f"probe:{DESERT_WIND}/kemet:1")
    assert not can_sit("kemet-seth", f"probe:{DESERT_WIND}/seti:3")


# --- a probe changes play only where its strategy says --------------------------------------
def _until(engine: Engine, stop, bot_spec="kemet:1", limit=3000):
    """Play ``kemet:1`` for every seat until ``stop(state, legal)`` holds."""
    bots = {"seth": make_bot(bot_spec, 1), "alliance": make_bot(bot_spec, 2)}
    for _ in range(limit):
        state, legal = engine.state, list(engine.legal_actions())
        if stop(state, legal):
            return state, legal
        seat = engine.to_act
        side = engine.ruleset.side_of(state, seat)
        engine.play(bots[side].choose(engine.ruleset, engine.view(seat), legal, seat))
    raise AssertionError("the position was never reached")


def _kind(kind):
    return lambda state, legal: state.pending and state.pending[-1].kind == kind


def _choose(spec, engine, seed=5):
    seat = engine.to_act
    return make_bot(spec, seed).choose(
        engine.ruleset, engine.view(seat), list(engine.legal_actions()), seat
    )


def test_the_first_tile_probe_takes_its_tile_at_the_setup_and_else_defers():
    engine = Engine("kemet-seth", 4, {"alliance_size": 2})
    _until(engine, _kind("setup-tile"))
    assert engine.to_act == "seth"
    inner = _choose("kemet:1", engine)
    for tile in (
        "purple-1-units-corruption",
        "purple-1-servile-corruption",
        "purple-1-energy-drain",
        "purple-1-desert-wind",
    ):
        assert _choose(f"probe:tile-{tile}/kemet:1", engine) == parse_token(f"tile:{tile}")
    # a tile not offered here, a member's tile, a strategy with nothing to do at the setup
    for probe in ("tile-purple-2-cobra", "tile-red-1-charge", "alliance-turtle"):
        assert _choose(f"probe:{probe}/kemet:1", engine) == inner


def test_the_tile_probe_takes_a_buy_space_only_when_it_sells_the_tile_now():
    engine = Engine("kemet-seth", 8, {"alliance_size": 3})
    state, legal = _until(
        engine,
        lambda s, legal: _kind("seth-action")(s, legal) and parse_token("act:buy-purple") in legal,
    )
    after, _ = engine.ruleset.apply(engine.view("seth"), parse_token("act:buy-purple"))
    offered = {a.args[0] for a in engine.ruleset.legal_actions(after) if a.verb == "buy"}
    inner = _choose("kemet:1", engine)
    taken = next(iter(sorted(offered)))
    chosen = _choose(f"probe:tile-{taken}/kemet:1", engine)
    assert chosen.verb == "act" and chosen.args[0].startswith("buy-purple")
    beyond = [
        t.id
        for t in load_kemet_data().tiles_in_play(False)
        if t.colour == "purple" and t.id not in offered
    ]
    assert beyond and _choose(f"probe:tile-{beyond[0]}/kemet:1", engine) == inner


def test_a_probe_of_one_side_never_changes_the_other_sides_choices():
    engine = Engine("kemet-seth", 4, {"alliance_size": 2})
    _until(engine, _kind("setup-pyramids"))
    assert engine.to_act == "a1"
    assert _choose("probe:seth-rush-weakest/kemet:1", engine) == _choose("kemet:1", engine)


def test_the_turtle_prays_first_and_never_steps_into_seths_troops():
    engine = Engine("kemet-seth", 8, {"alliance_size": 3})
    _until(
        engine,
        lambda s, legal: (
            _kind("member-action")(s, legal)
            and any(a.args and a.args[0].startswith("pray") for a in legal)
        ),
    )
    assert _choose("probe:alliance-turtle/kemet:1", engine).args[0].startswith("pray")
    state, legal = _until(
        engine,
        lambda s, legal: (
            _kind("move")(s, legal)
            and s.pending[-1].context
            and engine.to_act != "seth"
            and any(
                a.verb == "go"
                and (t := s.troop_at(a.args[0])) is not None
                and t.units
                and t.side == "seth"
                for a in legal
            )
        ),
    )
    kept = _alliance_turtle(engine.ruleset, engine.view(engine.to_act), legal, engine.to_act)
    assert kept and len(kept) < len(legal)
    assert all(
        not (a.verb == "go" and state.troop_at(a.args[0]))
        or state.troop_at(a.args[0]).side != "seth"
        for a in kept
    )


def test_steering_takes_the_step_nearest_a_target_and_a_camper_stops():
    legal = [parse_token(t) for t in ("go:x", "go:y", "teleport:z", "drop:seth", "stop")]
    dist = {"here": 2, "x": 1, "y": 3, "z": 1}
    assert _pick_step(legal, "here", dist, frozenset()) == [legal[0], legal[2]]
    assert _pick_step(legal, "here", {"here": 1, "x": 1, "y": 2, "z": 3}, frozenset()) is None
    assert _pick_step(legal, "here", dist, frozenset({"here"})) == [legal[4]]


def test_steering_sends_the_nearest_troop_the_largest_among_equals():
    engine = Engine("kemet-seth", 4, {"alliance_size": 2})
    state, legal = _until(
        engine,
        lambda s, legal: (
            _kind("move")(s, legal)
            and dict(s.pending[-1].context).get("stage") == "troop"
            and engine.to_act == "seth"
        ),
    )
    troops = [a for a in legal if a.verb == "troop"]
    target = state.troop_at(troops[0].args[0]).space
    dist = {
        space: (0 if space == target else 5)
        for space in [a.args[0] for a in troops] + ["elsewhere"]
    }
    assert _pick_troop(state, legal, "seth", dist, 1, frozenset()) == [troops[0]]
    assert _pick_troop(state, legal, "seth", dist, 99, frozenset()) is None


# --- the pairing --------------------------------------------------------------------------------
def _baseline(n=2, games=2, seed=3, cap=3):
    planned = [replace(g, record=True) for g in plan([n], games, seed, "kemet:1", "kemet:1", cap)]
    return planned, run_series(planned)


def test_probe_games_are_the_baseline_games_with_one_side_changed():
    planned, played = _baseline()
    for name, side in ((DESERT_WIND, "seth"), ("alliance-turtle", "alliance")):
        games = probe_games(probe_named(name), planned, played)
        for base, game, facts in zip(planned, games, played, strict=True):
            assert (game.n, game.seed, game.series, game.max_rounds) == (
                base.n,
                base.seed,
                base.series,
                base.max_rounds,
            )
            probed, kept = (
                (game.seth_bot, game.alliance_bot)
                if side == "seth"
                else (game.alliance_bot, game.seth_bot)
            )
            assert probed == f"probe:{name}/kemet:1" and kept == "kemet:1"
            assert game.baseline == facts.actions and facts.actions


@pytest.mark.parametrize("name", [DESERT_WIND, "seth-rush-weakest", "alliance-turtle"])
def test_replaying_the_baseline_until_the_probe_acts_is_the_game_played_in_full(name):
    planned, played = _baseline()
    for game in probe_games(probe_named(name), planned, played):
        assert play_game(game) == play_game(replace(game, baseline=()))


def test_a_probe_that_never_acts_plays_its_baseline_game_exactly():
    planned, played = _baseline()
    quiet = 0
    for name in ("tile-white-4-mummy", "tile-blue-4-divine-will", "alliance-portal-rush"):
        for game, base in zip(probe_games(probe_named(name), planned, played), played, strict=True):
            facts = play_game(replace(game, record=True, baseline=()))
            if facts.overrides == 0:
                quiet += 1
                assert facts.actions == base.actions and facts.winner == base.winner
            else:
                assert facts.actions != base.actions
    assert quiet


def test_the_probe_series_does_not_depend_on_the_workers():
    planned, played = _baseline()
    games = probe_games(probe_named("seth-rush-weakest"), planned, played)
    assert run_series(games, workers=2) == run_series(games, workers=1)


# --- the paired figures ---------------------------------------------------------------------
def fact(seed, winner, overrides=0, series=1):
    path = {"seth": SETH_VP, "alliance": ALLIANCE_VP, None: UNFINISHED}[winner]
    return GameFacts(
        3, seed, winner, path, 5, 0, 0, frozenset(), series=series, overrides=overrides
    )


def test_paired_figures_count_shares_flips_and_the_games_a_probe_acted_in():
    base = [
        fact(1, "seth"),
        fact(2, "alliance"),
        fact(3, "alliance"),
        fact(4, None),
        fact(5, "seth", series=2),
        fact(6, "alliance", series=2),
    ]
    probed = [
        fact(1, "alliance", 3),
        fact(2, "seth", 1),
        fact(3, "seth", 2),
        fact(4, "seth"),
        fact(5, "seth", 4, series=2),
        fact(6, "alliance", series=2),
    ]
    row = paired_stats(probe_named(DESERT_WIND), 3, base, probed)
    assert (row.games, row.wins, row.finished, row.base_wins, row.base_finished) == (6, 4, 6, 2, 5)
    assert (row.gained, row.lost, row.acted) == (3, 1, 4)
    assert row.share == pytest.approx(4 / 6) and row.base_share == pytest.approx(2 / 5)
    assert row.by_seed == ((1, 0.75), (2, 0.5))
    turtle = paired_stats(probe_named("alliance-turtle"), 3, base, probed)
    assert (turtle.wins, turtle.base_wins, turtle.gained, turtle.lost) == (2, 3, 1, 2)


def test_paired_figures_refuse_games_of_other_seeds():
    with pytest.raises(ValueError, match="another seed"):
        paired_stats(probe_named(DESERT_WIND), 3, [fact(1, "seth")], [fact(2, "seth")])


def test_the_best_probe_is_the_highest_share_per_side_and_n():
    def row(name, n, wins, gained=0):
        base = [fact(i, "alliance") for i in range(4)]
        probed = [fact(i, "seth" if i < wins else "alliance") for i in range(4)]
        out = paired_stats(probe_named(name), n, base, probed)
        return replace(out, gained=gained)

    rows = [
        row(DESERT_WIND, 3, 2),
        row("seth-rush-weakest", 3, 3),
        row("seth-camp-obelisks", 3, 3, 1),
        row(DESERT_WIND, 5, 1),
        row("alliance-turtle", 3, 0),
    ]
    best = best_probes(rows)
    assert [(b.probe, b.side, b.n) for b in best] == [
        ("seth-camp-obelisks", "seth", 3),
        (DESERT_WIND, "seth", 5),
        ("alliance-turtle", "alliance", 3),
    ]


def test_every_probe_in_the_library_has_a_side_and_a_description():
    for probe in library().values():
        assert probe.side in ("seth", "alliance") and probe.text


def test_balance_game_defaults_keep_old_series_unchanged():
    game = BalanceGame(2, 1, "kemet:1", "kemet:1")
    assert (game.series, game.record, game.baseline) == (0, False, ())


@pytest.mark.parametrize(
    "spec",
    [
        "probe:seth-hunt-builder/kemet:1",
        "probe:alliance-turtle/kemet:1",
        "probe:tile-purple-2-cobra/kemet:1",
        "probe:tile-blue-2-ancestral-elephant/kemet:1",
    ],
)
def test_a_probe_sees_only_its_view(spec):
    """Redrawing what the seat may not see (hands, decks) never changes a probe's choice."""
    engine = Engine("kemet-seth", 21, {"alliance_size": 3})
    ruleset = engine.ruleset
    bots = {"seth": make_bot("kemet:1", 1), "alliance": make_bot("kemet:1", 2)}
    for ply in range(900):
        if engine.to_act is None:
            break
        state, seat = engine.state, engine.to_act
        legal = list(engine.legal_actions())
        if ply % 60 == 0 and len(legal) > 1:
            chosen = make_bot(spec, 9).choose(ruleset, ruleset.view(state, seat), legal, seat)
            for seed in range(2):
                other = ruleset.scramble_hidden(state, seat, seed)
                assert (
                    make_bot(spec, 9).choose(ruleset, ruleset.view(other, seat), legal, seat)
                    == chosen
                )
        side = ruleset.side_of(state, seat)
        engine.play(bots[side].choose(ruleset, engine.view(seat), legal, seat))


def test_the_probes_above_the_line_are_listed_highest_first():
    from kemet_tui.bots.balance.report import above_lines

    def row(name, wins):
        base = [fact(i, "alliance") for i in range(10)]
        return paired_stats(
            probe_named(name),
            3,
            base,
            [fact(i, "seth" if i < wins else "alliance") for i in range(10)],
        )

    lines = above_lines(
        [row(DESERT_WIND, 7), row("seth-rush-weakest", 6), row("seth-camp-obelisks", 9)]
    )
    assert lines[0] == "Probes above 60 % for their side"
    assert [line.split()[0] for line in lines[2:]] == ["seth-camp-obelisks", DESERT_WIND]
    assert above_lines([row(DESERT_WIND, 6)]) == ["Probes above 60 % for their side: none"]

"""No secret leaves its seat through the APIs and commands: ``Engine.log(seat)``, ``show``,
``show --seat`` and ``show --json`` over seeded Kemet: Seth games, read mid-battle (one fighter's
card chosen face down, the other's not yet), after it, and at the end.

A secret is what kemet-seth.md §Seats keeps private: another seat's DI cards, its chosen battle
card and its discards, the order of every deck, and the generator's state (it would predict
every draw), with the seed that starts it. Only ``--all-secrets`` shows them.
"""

from __future__ import annotations

import json
import re

import pytest

from kemet_tui.cli import main
from kemet_tui.cli import show as show_command
from kemet_tui.core.engine import SECRET_TOKEN, Engine
from kemet_tui.core.playout import random_playout
from kemet_tui.core.storage import load_engine, save_engine
from kemet_tui.rules.kemet import KEMET
from kemet_tui.rules.kemet.state.handlers import HIDDEN
from kemet_tui.rules.kemet.view.labels import PRIVATE_KINDS

#: (seed, Alliance size): games that reach a battle whose second card is still to choose
GAMES = ((753, 2), (270, 3), (79, 5))


def _kinds(engine: Engine) -> list[str]:
    return [state.decision.kind if state.decision else "" for state in engine.states]


def _checkpoints(engine: Engine) -> dict[str, int]:
    """Plies to cut the game at: mid-battle, the first ply after that battle's secrets, the end."""
    kinds = _kinds(engine)
    mid = next(
        k
        for k in range(1, len(engine.plies))
        if kinds[k] == "battle-cards" and kinds[k - 1] == "battle-cards"
    )
    after = next(k for k in range(mid, len(engine.plies)) if kinds[k] not in PRIVATE_KINDS)
    return {"mid-battle": mid, "after the battle": after, "end": len(engine.plies)}


def _cut(engine: Engine, plies: int) -> Engine:
    record = engine.record.model_copy(update={"actions": engine.tokens[:plies], "redo": ()})
    return Engine.from_record(record)


@pytest.fixture(scope="module")
def positions():
    """(name, engine) for every game and checkpoint."""
    found = []
    for seed, size in GAMES:
        game = random_playout(KEMET, seed, {"alliance_size": size, "round_cap": 3}).engine
        for name, plies in _checkpoints(game).items():
            found.append((f"seed {seed}, N={size}, {name}", _cut(game, plies)))
    return found


def _others_secret_tokens(engine: Engine, seat: str | None) -> set[str]:
    """The tokens of secret answers by seats other than ``seat`` (minus any token that seat
    may read elsewhere in the game: the same word said in public)."""
    secret, readable = set(), set()
    for index, ply in enumerate(engine.plies):
        decision = engine.states[index].decision
        private = decision.kind in PRIVATE_KINDS and decision.decider != seat
        (secret if private else readable).add(ply.token)
    return secret - readable


def _words(out: str) -> set[str]:
    """Every word of a printed text or JSON (a token is matched whole: ``fight:a`` is not
    in ``fight:a/b``)."""
    return set(re.findall(r'[^\s",\[\]{}]+', out))


def _viewers(engine: Engine) -> list[str | None]:
    return [None, *KEMET.seats(engine.state)]


def test_the_games_reach_secrets_worth_hiding(positions):
    names = [name for name, _ in positions]
    assert sum("mid-battle" in name for name in names) == len(GAMES)
    for _, engine in positions:
        assert _others_secret_tokens(engine, None), "no secret answer to hide"


def test_engine_log_hides_every_other_seats_secret_token(positions):
    for name, engine in positions:
        for seat in _viewers(engine):
            log = engine.log(seat)
            for index, (ply, seen) in enumerate(zip(engine.plies, log)):
                decision = engine.states[index].decision
                private = decision.kind in PRIVATE_KINDS and decision.decider != seat
                assert seen.token == (SECRET_TOKEN if private else ply.token), (name, seat, index)
                assert all(event.visible_to(seat) for event in seen.events)
                assert seen.events == tuple(e for e in ply.events if e.visible_to(seat))


@pytest.fixture
def loaded_once(monkeypatch):
    """``show`` reads each file once per test (a Kemet replay takes a fraction of a second,
    and the test reads each position many times); what it shows is unchanged."""
    cache: dict[str, Engine] = {}

    def load(path, expected_ruleset=None):
        key = str(path)
        if key not in cache:
            cache[key] = load_engine(path, expected_ruleset)
        return cache[key]

    monkeypatch.setattr(show_command, "open_game", load)


def _show(capsys, *args: str) -> str:
    assert main(["show", *args]) == 0
    return capsys.readouterr().out


def _assert_view_keeps_secrets(data: dict, engine: Engine, seat: str | None) -> None:
    """``show --json`` data as ``seat`` (None: the public) may read it."""
    state, real = data["state"], KEMET.dump_state(engine.state)
    assert data["view"] == (seat or "public")
    assert "seed" not in data["record"] and "checksum" not in data["record"]
    assert state["rng"] == 0 != real["rng"]
    for shown, true in zip(state["seats"], real["seats"]):
        for pile in ("di_hand", "battle_hand", "battle_discard"):
            if shown["seat"] == seat:
                assert shown[pile] == true[pile], "a seat reads its own cards"
            else:
                assert shown[pile] == [HIDDEN] * len(true[pile]), (shown["seat"], pile)
    for deck in ("seth_di", "alliance_di"):
        assert state[deck]["cards"] == [HIDDEN] * len(real[deck]["cards"])
        assert state[deck]["discard"] == sorted(real[deck]["discard"])
    assert data["record"]["actions"] == [ply.token for ply in engine.log(seat)]


def _chosen_cards(engine: Engine) -> dict[str, set[str]]:
    """Mid-battle: the battle cards (and discards) each fighter has laid face down so far."""
    laid: dict[str, set[str]] = {}
    for index in range(len(engine.plies) - 1, -1, -1):
        decision = engine.states[index].decision
        if decision.kind not in PRIVATE_KINDS:
            break
        if decision.kind == "battle-cards":
            cards = engine.plies[index].token.partition(":")[2].split("/")
            laid.setdefault(decision.decider, set()).update(cards)
    return laid


def _own_cards(engine: Engine, seat: str | None) -> set[str]:
    for own in engine.state.seats:
        if own.seat == seat:
            return set(own.battle_hand) | set(own.battle_discard)
    return set()


@pytest.mark.usefixtures("loaded_once")
def test_show_and_show_json_give_the_public_view_or_the_seats(positions, tmp_path, capsys):
    for number, (name, engine) in enumerate(positions):
        path = tmp_path / f"game-{number}.json"
        save_engine(path, engine)
        rng_state = str(engine.state.rng)
        laid = _chosen_cards(engine) if "mid-battle" in name else {}
        for seat in _viewers(engine):
            chosen = {
                card for fighter, cards in laid.items() if fighter != seat for card in cards
            } - _own_cards(engine, seat)
            as_seat = ("--seat", seat) if seat else ()
            text = _show(capsys, str(path), *as_seat)
            raw = _show(capsys, str(path), "--json", *as_seat)
            secrets = _others_secret_tokens(engine, seat)
            moves = next((line for line in text.splitlines() if line.startswith("moves: ")), "")
            assert not secrets & _words(moves), (name, seat)
            assert not secrets & set(json.loads(raw)["record"]["actions"]), (name, seat)
            for out in (text, raw):
                assert rng_state not in out, (name, seat)
                # a card's token (``fight:...``, ``di:...``) appears nowhere at all
                leaked = {token for token in secrets if ":" in token} & _words(out)
                assert not leaked, (name, seat, leaked)
                assert not chosen & _words(out.replace("/", " ").replace(":", " ")), (
                    name,
                    seat,
                    chosen,
                )
            assert "seed" not in text.splitlines()[0]
            _assert_view_keeps_secrets(json.loads(raw), engine, seat)
        if laid:
            assert any(laid.values()), "mid-battle, one fighter's card lies face down"


@pytest.mark.usefixtures("loaded_once")
def test_only_all_secrets_shows_the_whole_state(positions, tmp_path, capsys):
    name, engine = next(p for p in positions if "mid-battle" in p[0])
    path = tmp_path / "game.json"
    save_engine(path, engine)
    data = json.loads(_show(capsys, str(path), "--json", "--all-secrets"))
    assert data["view"] == "all-secrets"
    assert data["state"] == KEMET.dump_state(engine.state)
    assert data["record"]["seed"] == engine.seed
    assert data["record"]["actions"] == list(engine.tokens)
    text = _show(capsys, str(path), "--all-secrets")
    assert f"seed {engine.seed}" in text and " ".join(engine.tokens) in text


def test_the_help_of_all_secrets_says_it_shows_every_secret(capsys):
    with pytest.raises(SystemExit):
        main(["show", "--help"])
    assert "EVERY secret" in " ".join(capsys.readouterr().out.split())


def test_show_refuses_a_seat_the_game_does_not_have(tmp_path, capsys):
    path = tmp_path / "game.json"
    save_engine(path, Engine("kemet-seth", 3))
    assert main(["show", str(path), "--seat", "a4"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no seat 'a4'" in err and "seth, a1, a2" in err


def test_seti_has_the_same_api_and_hides_nothing(tmp_path, capsys):
    engine = Engine("seti-aleph", 5)
    for token in ("a1b3", "c10b8"):
        engine.play_token(token)
    assert [ply.token for ply in engine.log(None)] == list(engine.tokens)
    assert [ply.token for ply in engine.log("white")] == list(engine.tokens)
    path = tmp_path / "seti.json"
    save_engine(path, engine)
    data = json.loads(_show(capsys, str(path), "--json", "--seat", "brown"))
    assert data["record"]["seed"] == 5 and data["record"]["actions"] == ["a1b3", "c10b8"]
    # the whole position: only the generator's state (the seed, in Seti) is left out of a view
    assert {**data["state"], "rng": engine.state.rng} == engine.ruleset.dump_state(engine.state)
    assert data["state"]["rng"] == 0

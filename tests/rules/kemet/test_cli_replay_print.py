"""``kemet-tui replay FILE --print`` on a Kemet game prints the public log: a secret answer
(a battle card and its face-down discard, DI cards laid for a battle, a card kept with Vision)
shows as ``(secret)``, and the final position is the public one."""

from __future__ import annotations

from kemet_tui.cli import main
from kemet_tui.core.engine import SECRET_TOKEN
from kemet_tui.core.playout import random_playout
from kemet_tui.core.storage import save_engine
from kemet_tui.rules.kemet import KEMET
from kemet_tui.rules.kemet.view.labels import PRIVATE_KINDS


def test_replay_print_shows_the_public_log_only(capsys, tmp_path):
    engine = random_playout(KEMET, 2, {"alliance_size": 3, "round_cap": 2}).engine
    path = tmp_path / "kemet.json"
    save_engine(path, engine)
    assert main(["replay", str(path), "--print"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    secret_tokens = {
        ply.token
        for index, ply in enumerate(engine.plies)
        if engine.states[index].decision.kind in PRIVATE_KINDS
    }
    fights = {t for t in secret_tokens if t.startswith("fight:")}
    assert fights, "the game had no battle"
    assert not [t for t in fights if t in out]
    assert sum(SECRET_TOKEN in line for line in lines) == sum(
        engine.states[i].decision.kind in PRIVATE_KINDS for i in range(len(engine.plies))
    )
    assert KEMET.state_summary(KEMET.public_view(engine.state)) in out

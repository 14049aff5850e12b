"""Processor time of one command-line call, against a bare interpreter and python-chess.

Each call is a fresh interpreter, so the figure is the cost of starting: the imports and the
work of the command. Sides alternate call by call (so a load that comes and goes falls on both)
and each figure is the median processor time (user + system) of the child, from ``wait4``.

Both sides run with their bytecode cached, as an installed program does (pip compiles a wheel's
modules; a checkout writes its ``__pycache__`` on the first run): the children get
``PYTHONPYCACHEPREFIX`` set to a folder of this run and ``PYTHONDONTWRITEBYTECODE`` unset, and
the warm-up call writes the cache. Where the environment forbids writing bytecode, python-chess
still reads the ``.pyc`` files pip wrote while kemet-tui's source would be compiled at every
call (about 100 ms for ``show`` of a Kemet: Seth save), which times the compiler, not the program.

- ``kemet-tui --version`` against ``python -c pass`` (target: at most 4x);
- ``kemet-tui show`` and ``kemet-tui legal`` on a Seti-Aleph and a Kemet: Seth save against a
  python-chess script of the same kind (``_chess_cli.py``: read a PGN, replay it, print the
  position or the legal moves; target: at most 3x). Needs ``pip install '.[bench]'``.

    python benchmarks/bench_cli_startup.py [runs]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
CHESS = [sys.executable, str(HERE / "_chess_cli.py")]
#: the installed console script, as a player starts it (``python -m kemet_tui`` where absent)
SCRIPT = Path(sys.executable).with_name("kemet-tui")
KEMET = [str(SCRIPT)] if SCRIPT.exists() else [sys.executable, "-m", "kemet_tui"]
PGN = '[Event "bench"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *\n'
SETI_MOVES = ("b1c2",)


def cpu_seconds(command: list[str]) -> float:
    """The processor time (user + system) of one run of ``command``, its output discarded."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    error = process.stderr.read().decode() if process.stderr else ""
    if process.stderr:
        process.stderr.close()
    if process.returncode:
        raise SystemExit(f"{' '.join(command)} failed: {error}")
    return usage.ru_utime + usage.ru_stime


def alternate(sides: dict[str, list[str]], runs: int) -> dict[str, float]:
    """Median processor seconds of each side, the sides run in turn, ``runs`` rounds."""
    times: dict[str, list[float]] = {name: [] for name in sides}
    for name, command in sides.items():  # warm-up: the files in the page cache
        cpu_seconds(command)
    for _ in range(runs):
        for name, command in sides.items():
            times[name].append(cpu_seconds(command))
    return {name: statistics.median(values) for name, values in times.items()}


def saves(folder: Path) -> dict[str, tuple[Path, list[str]]]:
    """A Seti-Aleph and a Kemet: Seth save, each with the arguments ``legal`` needs."""
    seti, kemet, pgn = folder / "seti.json", folder / "kemet.json", folder / "game.pgn"
    subprocess.run([*KEMET, "new", "seti-aleph", str(seti)], check=True, capture_output=True)
    subprocess.run([*KEMET, "step", str(seti), *SETI_MOVES], check=True, capture_output=True)
    subprocess.run([*KEMET, "new", "kemet-seth", str(kemet)], check=True, capture_output=True)
    pgn.write_text(PGN)
    from kemet_tui.core.storage import load_engine

    acting = load_engine(kemet).to_act
    return {
        "seti-aleph": (seti, []),
        "kemet-seth": (kemet, ["--seat", str(acting)]),
        "pgn": (pgn, []),
    }


def cache_bytecode(folder: Path) -> None:
    """The children write and read their bytecode in ``folder`` (see the module's note)."""
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = str(folder)


def main(runs: int = 15) -> None:
    pycache = tempfile.TemporaryDirectory(prefix="kemet-bench-pyc-")
    cache_bytecode(Path(pycache.name))
    version = alternate(
        {
            "python -c pass": [sys.executable, "-c", "pass"],
            "kemet-tui --version": [*KEMET, "--version"],
        },
        runs,
    )
    bare, ours = version["python -c pass"], version["kemet-tui --version"]
    print(f"processor time, median of {runs} runs each, sides alternating, bytecode cached")
    print(f"  python -c pass      : {bare * 1000:6.1f} ms")
    print(f"  kemet-tui --version : {ours * 1000:6.1f} ms   {ours / bare:5.2f}x  (target <= 4)")
    with tempfile.TemporaryDirectory(prefix="kemet-bench-") as name:
        os.environ["KEMET_TUI_DATA_DIR"] = name
        files = saves(Path(name))
        pgn = str(files["pgn"][0])
        for command in ("show", "legal"):
            for ruleset in ("seti-aleph", "kemet-seth"):
                path, extra = files[ruleset]
                pair = alternate(
                    {"chess": [*CHESS, command, pgn], "ours": [*KEMET, command, str(path), *extra]},
                    runs,
                )
                print(
                    f"  {command:<5} {ruleset:<10}: {pair['ours'] * 1000:6.1f} ms   "
                    f"python-chess {pair['chess'] * 1000:6.1f} ms   "
                    f"{pair['ours'] / pair['chess']:5.2f}x  (target <= 3)"
                )
    pycache.cleanup()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 15)

"""Where ruleset data (``rulesets/``) lives: inside the wheel when installed, beside it in a checkout.

A ruleset file is TOML, written for people; parsing it is most of what opening a Kemet: Seth
save costs after the imports (``tomllib`` is pure Python: about 40 ms for its seven files,
where ``json`` reads the same values in under 1 ms). So each file parsed is kept, as JSON, in
the user cache folder under the SHA-256 of its bytes: the next run reads the file, hashes it
and loads the JSON. A changed file has another hash, so a kept copy is never stale; a kept
copy that cannot be read, or a folder that cannot be written, only means parsing the TOML.
"""

from __future__ import annotations

import hashlib
import json
import tomllib
from pathlib import Path
from typing import Any

_PACKAGE = Path(__file__).resolve().parent.parent


def rulesets_dir() -> Path:
    """The folder holding the ruleset data files."""
    installed = _PACKAGE / "rulesets"
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / "rulesets"


def ruleset_path(*parts: str) -> Path:
    """A file or folder inside the ruleset data."""
    return rulesets_dir().joinpath(*parts)


def load_toml(*parts: str) -> dict[str, Any]:
    """Parse one TOML file of the ruleset data (its kept copy when there is one)."""
    raw = ruleset_path(*parts).read_bytes()
    kept = kept_copy_path(raw)
    data = _read_kept(kept)
    if data is None:
        data = tomllib.loads(raw.decode())
        _keep(kept, data)
    return data


def kept_copy_path(raw: bytes) -> Path:
    """Where the parsed copy of a file with these bytes is kept."""
    from kemet_tui.core.paths import cache_dir

    return cache_dir() / "rulesets" / f"{hashlib.sha256(raw).hexdigest()}.json"


def _read_kept(path: Path) -> dict[str, Any] | None:
    """The kept copy, or None when there is none or it is not a JSON table."""
    try:
        data = json.loads(path.read_bytes())
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _keep(path: Path, data: dict[str, Any]) -> None:
    """Keep ``data`` as JSON, written whole or not at all; values JSON cannot hold exactly
    (TOML dates and times) are not kept, and a folder that cannot be written is let be."""
    from kemet_tui.core.paths import write_atomically

    try:
        text = json.dumps(data, ensure_ascii=False, allow_nan=True)
    except TypeError:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, text)
    except OSError:
        return

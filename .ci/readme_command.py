"""Print a command from README.md's Quick start: `install` (the first block) or `test` (the
second). CI runs exactly what the README tells a newcomer to run, so the two cannot drift."""

import re
import sys
from pathlib import Path

readme = Path(__file__).resolve().parent.parent / "README.md"
section = readme.read_text().split("## Quick start", 1)[1].split("\n## ", 1)[0]
blocks = re.findall(r"```(?:bash|sh|console)?\n(.*?)```", section, flags=re.S)
commands = [block.strip() for block in blocks]
if len(commands) != 2 or any("\n" in command for command in commands):
    sys.exit("README.md's Quick start must hold exactly two one-line commands")
print(commands[{"install": 0, "test": 1}[sys.argv[1]]])

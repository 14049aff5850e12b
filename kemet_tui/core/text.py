"""Text from people and files made safe for a terminal: names and printed lines.

A player's name comes from the command line, the setup form or a save file, and is printed by
``kemet-tui show`` and drawn by the screens. A control character in it (an escape sequence, a
carriage return, a bidirectional override) would drive the terminal instead of being read, so
names lose them when they come in (:func:`clean_name`, called by the rulesets' options) and every
line the commands print loses them again on the way out (:func:`printable`), for files written
before names were cleaned.
"""

from __future__ import annotations

import re
import unicodedata

#: the longest player name, in characters: it fits a seat's panel and a curtain's line
NAME_LIMIT = 24
#: categories never printed: controls (C0, DEL, C1), format characters (bidirectional
#: overrides, zero-width marks), surrogates, private use, and the line/paragraph separators
_UNPRINTABLE = frozenset({"Cc", "Cf", "Cs", "Co", "Zl", "Zp"})
_SPACES = re.compile(r"\s+")


def _printable_char(char: str) -> bool:
    return unicodedata.category(char) not in _UNPRINTABLE


def strip_controls(text: str) -> str:
    """``text`` without the characters a terminal would obey rather than show; a whitespace
    control (tab, newline) becomes a space so that words stay apart."""
    return "".join(
        char if _printable_char(char) else " " if char.isspace() else "" for char in text
    )


def clean_name(name: str) -> str:
    """A player's name as the game keeps it: control characters gone, runs of spaces made one,
    the ends trimmed. Raises ``ValueError`` (one line) when it is longer than
    :data:`NAME_LIMIT`: the name is refused, not cut, so that nobody's name is changed
    behind their back."""
    cleaned = _SPACES.sub(" ", strip_controls(name)).strip()
    if len(cleaned) > NAME_LIMIT:
        raise ValueError(
            f"a player name has at most {NAME_LIMIT} characters "
            f"({cleaned[:NAME_LIMIT]!r}... has {len(cleaned)})"
        )
    return cleaned


def printable(text: str) -> str:
    """A text to print: every line freed of control characters (the line breaks stay)."""
    return "\n".join(strip_controls(line) for line in text.split("\n"))


#: the longest word of a message quoted whole (a token read from a file or typed may be any
#: length, and messages quote it once or twice)
LONGEST_WORD = 40


def short_words(text: str, longest: int = LONGEST_WORD) -> str:
    """``text`` on one line, controls gone, each word longer than ``longest`` cut short (a
    closing mark, ``'`` ``)`` ``:``, kept), so that a 10,000-character token is not echoed
    whole in the message that refuses it."""
    return " ".join(_short_word(word, longest) for word in strip_controls(str(text)).split())


def _short_word(word: str, longest: int) -> str:
    if len(word) <= longest:
        return word
    tail = word[-1] if not word[-1].isalnum() else ""
    return word[: longest - 3 - len(tail)] + "..." + tail

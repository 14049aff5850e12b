"""Searching a help text: its Markdown cut at the headings, and the sections that hold every
word typed. Shared by the help screens of every game, so that they search alike."""

from __future__ import annotations

import string


def sections(markdown: str) -> list[str]:
    """The Markdown cut at its headings (the text before the first heading, if any, is a
    section too)."""
    parts: list[list[str]] = [[]]
    for line in markdown.splitlines():
        if line.startswith("#") and any(part.strip() for part in parts[-1]):
            parts.append([])
        parts[-1].append(line)
    return ["\n".join(lines).strip() for lines in parts if "".join(lines).strip()]


def sections_matching(markdown: str, query: str, what: str = "the rules") -> str:
    """The sections of ``markdown`` that hold every word of ``query`` (all of it when blank),
    headed by how many matched; a line saying so when none does."""
    words = query.lower().split()
    if not words:
        return markdown
    every = sections(markdown)
    found = [section for section in every if all(w in section.lower() for w in words)]
    if not found:
        return f"*Nothing in {what} matches {markdown_literal(repr(query))}.*"
    return f"*{len(found)} of {len(every)} sections*\n\n" + "\n\n".join(found)


def markdown_literal(text: str) -> str:
    """``text`` to be read by Markdown as the characters typed: every ASCII punctuation mark
    escaped (``*``, ``_``, a backtick or ``[`` typed in a search would otherwise style the line
    or make a link of it), line breaks and other control characters made spaces."""
    return "".join(
        "\\" + c if c in string.punctuation else " " if not c.isprintable() else c for c in text
    )

"""Searching a help text: its Markdown cut at the headings, and the sections that hold every
word typed. Shared by the help screens of every game, so that they search alike."""

from __future__ import annotations


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
        return f"*Nothing in {what} matches {query!r}.*"
    return f"*{len(found)} of {len(every)} sections*\n\n" + "\n\n".join(found)

"""The repository stands alone: its docs, code and data cite the project's own rules pages
(docs/rules/), never files a clone does not have, and every section they cite exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "docs" / "rules"
#: written in two pieces so that this file does not match itself
OUTSIDE = re.compile("(\\.\\./|\\b)" + "shared/(rules|seeds|design)")
CITED_PAGE = re.compile(r"\b(seti|kemet-seth)\.md`? §([A-Z][A-Za-z ]*[a-z])")
CITED_RESEARCH = re.compile(r"\b(?:kemet-research\.md|research)`? §(\d+(?:\.\d+)?)")
LINK = re.compile(r"\]\(([^)#\s]+\.md)?(?:#([^)\s]+))?\)")


def _project_texts() -> list[Path]:
    files = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    for folder, pattern in (("kemet_tui", "*.py"), ("rulesets", "*.toml"), ("tests", "*.py")):
        files += sorted((ROOT / folder).rglob(pattern))
    return files


def _headings(page: Path) -> list[str]:
    return [
        line.lstrip("#").strip() for line in page.read_text().splitlines() if line.startswith("#")
    ]


def _slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    kept = re.sub(r"[^\w\- ]", "", heading.lower())
    return kept.replace(" ", "-")


def _names_a_heading(section: str, headings: list[str]) -> bool:
    """``§Day (table)`` and ``§End`` cite ``Day`` and ``End of the game``: a whole-word prefix."""
    return any(
        section == h or section.startswith(h + " ") or h.startswith(section + " ") for h in headings
    )


def test_nothing_points_outside_the_repository():
    offenders = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in _project_texts()
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if OUTSIDE.search(line)
    ]
    assert offenders == []


def test_the_rules_pages_exist():
    for name in ("README.md", "seti.md", "kemet-seth.md", "kemet-research.md"):
        assert (RULES / name).is_file(), name


def test_every_cited_section_of_a_rules_page_exists():
    headings = {name: _headings(RULES / f"{name}.md") for name in ("seti", "kemet-seth")}
    missing = {
        f"{path.relative_to(ROOT)}: {page}.md §{section}"
        for path in _project_texts()
        for page, section in CITED_PAGE.findall(path.read_text())
        if not _names_a_heading(section.strip(), headings[page])
    }
    assert missing == set()


def test_every_cited_section_of_the_research_page_exists():
    numbers = {h.split(" ", 1)[0].rstrip(".") for h in _headings(RULES / "kemet-research.md")}
    missing = {
        f"{path.relative_to(ROOT)}: §{number}"
        for path in _project_texts()
        for number in CITED_RESEARCH.findall(path.read_text())
        if number not in numbers
    }
    assert missing == set()


@pytest.mark.parametrize(
    "page", sorted(RULES.glob("*.md")) + [ROOT / "README.md"], ids=lambda p: p.name
)
def test_links_in_the_rules_pages_and_the_readme_resolve(page):
    for target, anchor in LINK.findall(page.read_text()):
        if target.startswith("http"):
            continue
        linked = (page.parent / target) if target else page
        assert linked.is_file(), f"{page.name}: {target}"
        if anchor:
            assert anchor in {_slug(h) for h in _headings(linked)}, (
                f"{page.name}: {target}#{anchor}"
            )


def test_the_readme_names_the_rulebooks_it_does_not_ship():
    readme = (ROOT / "README.md").read_text()
    for book in ("*Seti*", "Bütehorn Spiele, 1979", "*Kemet: Seth*", "Matagot, 2018"):
        assert book in readme

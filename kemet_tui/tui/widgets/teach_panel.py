"""The teacher's panel: the lesson of the decision asked now, drawn from a
:class:`~kemet_tui.teach.lesson.Lesson` (the words are the teach package's; this widget only
lays them out).

The lesson is built as Rich ``Text``, never parsed as markup; how it steps back is the bottom
border's. The panel hides itself when it has nothing to say, so a game without the teacher
looks as it always did, and it never grows past a few rows: the answers below keep theirs.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll

from kemet_tui.teach import TIMES, Taught
from kemet_tui.tui.looks.palette import DARK, Palette, follow_palette, palette_of
from kemet_tui.tui.widgets.plain import PlainStatic, plain


def lesson_text(taught: Taught, palette: Palette = DARK) -> Text:
    """The lesson's lines: what is asked, each kind of answer and the rule (folded: what is
    asked only)."""
    lesson = taught.lesson
    if lesson is None:
        return Text()
    text = Text(lesson.what)
    if taught.folded:
        return text
    strong = Style(color=palette.strong, bold=True)
    for answer, does in lesson.answers:
        text.append("\n• ")
        text.append(answer, strong)
        text.append(f": {does}")
    text.append("\nRule: ", strong)
    text.append(lesson.rule)
    return text


def footnote(taught: Taught, key: str = "T") -> str:
    """How the lesson steps back (the panel's bottom border): after the last of its first
    times, or on the key."""
    if taught.folded:
        return f"{key} shows all of it"
    if not taught.fresh:
        return f"{key} hides it"
    left = TIMES - taught.count - 1
    if left <= 0:
        return f"its last time · {key} brings it back"
    return f"{left} more time{'s' if left > 1 else ''} · {key} hides it"


class TeachPanel(VerticalScroll, can_focus=False):
    """The lesson of the decision asked, with a border titled by it; hidden with none. It
    keeps to a few rows (the answers below keep theirs) and what does not fit scrolls with
    the mouse wheel; it takes no focus, so the keys stay with the answers."""

    DEFAULT_CSS = """
    TeachPanel { height: auto; max-height: 16; border: round $accent;
                 border-title-color: $accent; border-subtitle-color: $text-muted;
                 padding: 0 1; display: none; scrollbar-size-vertical: 1; }
    TeachPanel > PlainStatic { height: auto; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.taught = Taught(None)
        self.key = "T"

    def compose(self) -> ComposeResult:
        yield PlainStatic(id="teach-body")

    def on_mount(self) -> None:
        follow_palette(self, self._redraw)

    def show(self, taught: Taught) -> None:
        """Tell ``taught``'s lesson, or hide the panel when it has none."""
        if taught == self.taught:
            return
        self.taught = taught
        self._redraw()

    def _redraw(self) -> None:
        lesson = self.taught.lesson
        self.display = lesson is not None
        body = self.query_one("#teach-body", PlainStatic)
        if lesson is None:
            body.update("")
            return
        self.border_title = plain(f"Teacher: {lesson.title}")
        self.border_subtitle = plain(footnote(self.taught, self.key))
        body.update(lesson_text(self.taught, palette_of(self)))
        self.scroll_home(animate=False)

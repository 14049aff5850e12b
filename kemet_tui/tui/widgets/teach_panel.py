"""The teacher's panel: the lesson of the decision asked now, drawn from a
:class:`~kemet_tui.teach.lesson.Lesson` (the words are the teach package's; this widget only
lays them out).

The lesson is built as Rich ``Text``, never parsed as markup. The panel hides itself when it
has nothing to say, so a game without the teacher looks as it always did.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text

from kemet_tui.teach import TIMES, Taught
from kemet_tui.tui.palette import DARK, Palette, follow_palette, palette_of
from kemet_tui.tui.widgets.plain import PlainStatic, plain


def lesson_text(taught: Taught, key: str = "T", palette: Palette = DARK) -> Text:
    """The lesson's lines: what is asked, each kind of answer, the rule, and how it steps back
    (``key`` brings it back)."""
    lesson = taught.lesson
    if lesson is None:
        return Text()
    strong = Style(color=palette.strong, bold=True)
    soft = Style(color=palette.soft)
    text = Text(lesson.what)
    for answer, does in lesson.answers:
        text.append("\n• ")
        text.append(answer, strong)
        text.append(f": {does}")
    text.append("\nRule: ", strong)
    text.append(lesson.rule)
    text.append("\n" + footnote(taught, key), soft)
    return text


def footnote(taught: Taught, key: str = "T") -> str:
    """How the lesson steps back: after the last of its first times, or on the key."""
    if not taught.fresh:
        return f"{key} hides this lesson."
    left = TIMES - taught.count - 1
    if left <= 0:
        return f"Last time told: {key} brings it back."
    return f"Told {left} more time{'s' if left > 1 else ''}; {key} hides it now."


class TeachPanel(PlainStatic):
    """The lesson of the decision asked, with a border titled by it; hidden with none."""

    DEFAULT_CSS = """
    TeachPanel { height: auto; border: round $accent; border-title-color: $accent;
                 padding: 0 1; display: none; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.taught = Taught(None)
        self.key = "T"

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
        if lesson is None:
            self.update("")
            return
        self.border_title = plain(f"Teacher: {lesson.title}")
        self.update(lesson_text(self.taught, self.key, palette_of(self)))

"""Load: the saves of the saves folder to pick from, and a path field for a file elsewhere.

The list shows each save's name, ruleset, players, how far the game is and when it was saved,
the newest first (``tui/files/saves_folder.py``); a file that does not open is listed with the
reason, and choosing it says that reason on the dialog's line. Highlighting a save puts its path in
the field; Enter on the list or in the field opens the file, and a file that does not open keeps the
dialog open with the reason (``PathDialog``).
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Input, OptionList
from textual.widgets.option_list import Option

from kemet_tui.tui.files.saves_folder import SaveEntry, saved_games, saves_dir
from kemet_tui.tui.screens.dialogs import PathDialog, one_line
from kemet_tui.tui.screens.resume import when_text
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.widgets.plain import PlainStatic, plain
from kemet_tui.tui.widgets.steady_select import SteadyOptionList


def entry_text(entry: SaveEntry) -> Text:
    """One save of the list in two lines: its name and the game (ruleset, players), then how
    far it is and when it was saved; or its name and why it does not open."""
    if entry.problem is not None:
        text = Text(entry.name, style="bold")
        text.append("  does not open", style="italic")
        text.append(f"\n{one_line(entry.problem)}", style="dim")
    else:
        text = Text(entry.name, style="bold")
        text.append(f"  {entry.title} · {entry.seats or '?'}")
        note = " · finished" if entry.finished else ""
        text.append(f"\n{entry.progress} · saved {when_text(entry.saved)}{note}", style="dim")
    text.no_wrap, text.overflow = True, "ellipsis"
    return text


class LoadDialog(PathDialog):
    """Open a saved game: from the list of the saves folder, or from the path typed; answers
    what ``opener`` returns for the file."""

    def __init__(
        self,
        opener,
        default: Path | str = "",
        folder: Path | None = None,
        title: str = "Load game",
        ok: str = "Load",
    ) -> None:
        super().__init__(title, "Or open the saved game at:", default, ok, opener=opener)
        self.folder = folder or saves_dir()
        self.entries: list[SaveEntry] = []
        self.left_out = 0

    def compose(self) -> ComposeResult:
        self.entries, self.left_out = saved_games(self.folder)
        with Vertical(classes="dialog dialog-wide", id="load") as box:
            box.border_title = plain(self._title)
            yield PlainStatic(
                self._heading(), id="load-heading", classes="dialog-text", markup=False
            )
            if self.entries:
                yield SteadyOptionList(
                    *[Option(entry_text(e), id=str(i)) for i, e in enumerate(self.entries)],
                    id="load-saves",
                )
            yield from self.path_field()

    def _heading(self) -> str:
        if not self.entries:
            return f"No saved games in {self.folder} yet (ctrl+s in a game saves there)."
        more = f"; {self.left_out} older not listed" if self.left_out else ""
        return f"Saved games in {self.folder}, the newest first{more}:"

    @while_shown
    def on_mount(self) -> None:
        """The list has the focus when there is one (``PathDialog.on_mount``, which Textual
        runs after this one, gives it to the field: the list takes it back after that)."""
        if self.entries:
            saves = self.query_one("#load-saves", OptionList)
            saves.highlighted = 0
            self.call_after_refresh(saves.focus)

    @on(OptionList.OptionHighlighted, "#load-saves")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        entry = self.entries[int(event.option.id or 0)]
        self.query_one("#path-input", Input).value = str(entry.path)
        self.show_problem(f"Does not open: {entry.problem}" if entry.problem else "")

    @on(OptionList.OptionSelected, "#load-saves")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        entry = self.entries[int(event.option.id or 0)]
        if self._answered:
            return
        if entry.problem is not None:
            self.show_problem(f"{entry.name} does not open: {entry.problem}")
            return
        self._open(entry.path)

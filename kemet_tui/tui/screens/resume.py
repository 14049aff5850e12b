"""Resume: the autosaved games in progress of one ruleset, to pick one, or to delete one.

Each game has its own autosave (:mod:`kemet_tui.tui.files.autosave`), so several can wait at once:
the list shows who plays, how far the game is and when it was last saved, the last saved first.
Enter opens the highlighted game; ``d`` deletes it after a yes. A game another window plays is
marked, and opening or deleting it is refused on the dialog's own line.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, OptionList, Static
from textual.widgets.option_list import Option

from kemet_tui.core.errors import KemetError
from kemet_tui.core.paths import describe_os_error
from kemet_tui.saves import open_game
from kemet_tui.tui.files.autosave import SavedGame, delete_autosave, unfinished_autosaves
from kemet_tui.tui.looks.resources import DIALOG_CSS
from kemet_tui.tui.screens.dialogs import AnswersOnce, ConfirmDialog, one_line
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.widgets.plain import PlainStatic, plain
from kemet_tui.tui.widgets.steady_select import SteadyOptionList


def when_text(saved: datetime, now: datetime | None = None) -> str:
    """When a game was saved, as a player says it: today's time, or the date and time."""
    now = now or datetime.now()
    if saved.date() == now.date():
        return f"today {saved:%H:%M}"
    return f"{saved:%Y-%m-%d %H:%M}"


def game_prompt(game: SavedGame, title: str) -> Text:
    """One game of the list: the ruleset and players, then how far it is and when saved."""
    text = Text(f"{title} · ", style="bold")
    text.append(game.seats or "?", style="bold")
    text.append(f"\n{game.progress} · saved {when_text(game.saved)}", style="dim")
    if game.open_in is not None:
        text.append(" · open in another window", style="italic")
    return text


class ResumeDialog(AnswersOnce, ModalScreen[Path | None]):
    """Pick an autosaved game of ``ruleset`` to resume; answers its path, or ``None``."""

    CSS_PATH = DIALOG_CSS

    BINDINGS = [
        Binding("escape", "cancel", "Cancel", id="resume.cancel"),
        Binding("d,delete", "delete", "Delete", id="resume.delete"),
        Binding("r", "report", "Report", id="resume.report"),
    ]

    def __init__(self, ruleset: str, title: str) -> None:
        super().__init__()
        self.ruleset, self.ruleset_title = ruleset, title
        self.games: list[SavedGame] = []

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog dialog-wide") as box:
            box.border_title = plain(f"Resume {self.ruleset_title}")
            yield PlainStatic("Games in progress, the last saved first:", classes="dialog-text")
            yield SteadyOptionList(id="resume-games")
            yield PlainStatic("", id="resume-problem", classes="dialog-problem")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Resume (Enter)", variant="primary", id="resume-open")
                yield Button("Report (r)", id="resume-report")
                yield Button("Delete (d)", id="resume-delete")
                yield Button("Cancel (Esc)", id="resume-cancel")

    @while_shown
    def on_mount(self) -> None:
        self.refresh_games()
        self.query_one("#resume-games", OptionList).focus()

    def refresh_games(self) -> None:
        """List the games again (after a delete); an empty list closes the dialog."""
        self.games = unfinished_autosaves(self.ruleset)
        games = self.query_one("#resume-games", OptionList)
        games.clear_options()
        games.add_options(
            [
                Option(game_prompt(game, self.ruleset_title), id=str(index))
                for index, game in enumerate(self.games)
            ]
        )
        if self.games:
            games.highlighted = 0
        else:
            self.answer_once(None)

    @property
    def chosen(self) -> SavedGame | None:
        index = self.query_one("#resume-games", OptionList).highlighted
        return self.games[index] if index is not None and index < len(self.games) else None

    def say(self, message: str) -> None:
        self.query_one("#resume-problem", Static).update(Text(one_line(message)))

    @on(OptionList.OptionSelected, "#resume-games")
    @on(Button.Pressed, "#resume-open")
    def _open(self) -> None:
        game = self.chosen
        if game is None:
            return
        if game.open_in is not None:
            self.say("Open in another window: close it there first.")
            return
        self.answer_once(game.path)

    @on(Button.Pressed, "#resume-report")
    def action_report(self) -> None:
        """The highlighted game's charts so far, over this list (which stays open)."""
        game = self.chosen
        if game is None or self._answered:
            return
        try:
            engine = open_game(game.path)
        except KemetError as error:
            self.say(str(error))
            return
        self.app.show_report(engine)  # type: ignore[attr-defined]

    @on(Button.Pressed, "#resume-delete")
    def action_delete(self) -> None:
        game = self.chosen
        if game is None or self._answered:
            return
        if game.open_in is not None:
            self.say("Open in another window: close it there before deleting it.")
            return
        question = Text(
            f"Delete this game of {self.ruleset_title} ({game.seats}, "
            f"{game.progress})?\n\nIt cannot be resumed afterwards."
        )
        dialog = ConfirmDialog("Delete game", question, "Delete", "Keep it", safe_default=True)
        self.app.push_screen(dialog, lambda yes: self._delete_answered(game, yes))

    def _delete_answered(self, game: SavedGame, delete: bool | None) -> None:
        if not delete:
            return
        try:
            delete_autosave(game)
        except (KemetError, OSError) as error:
            self.say(
                str(error)
                if isinstance(error, KemetError)
                else f"Could not delete it: {describe_os_error(error)}"
            )
            return
        self.refresh_games()
        self.say("Deleted.")

    @on(Button.Pressed, "#resume-cancel")
    def action_cancel(self) -> None:
        self.answer_once(None)

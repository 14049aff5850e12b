"""The title screen: pick a game, then start a new one, resume the autosave, load a file, or
watch a saved game back (Replay).

The picker lists every game of the catalogue; games whose ruleset is not registered yet are shown
greyed out with a note, and light up by themselves once the core registers them. Resume is only
offered when the highlighted game has an unfinished autosave; it lists them to pick one
(:mod:`.resume`). Load and Replay try the file in their dialog: one that does not open keeps the
dialog open with the reason. With nothing to resume, `r` says so. The picker opens on
the game last played (``remembered.py``).
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import OptionList
from textual.widgets.option_list import Option, OptionDoesNotExist

from kemet_tui.core.errors import SaveFileError
from kemet_tui.tui.catalogue import GameEntry, catalogue
from kemet_tui.tui.files.autosave import has_unfinished_autosave
from kemet_tui.tui.files.remembered import last_ruleset
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.widgets.action_link import ActionLink
from kemet_tui.tui.widgets.plain import PlainStatic
from kemet_tui.tui.widgets.status import StatusLine, Tone
from kemet_tui.tui.widgets.steady_footer import SteadyFooter
from kemet_tui.tui.widgets.steady_select import SteadyOptionList

BANNER = "K E M E T · S E T I"
TAGLINE = "Hotseat board games of ancient Egypt, for friends sharing one terminal"


def option_prompt(entry: GameEntry) -> Text:
    """Two or three lines: the title, its description, and a note when not playable."""
    text = Text(entry.title, style="bold")
    text.append(f"\n{entry.description}", style="dim" if not entry.startable else "")
    if entry.pending_note:
        text.append(f"\n{entry.pending_note}", style="italic #d7a13a")
    return text


class TitleScreen(Screen[None]):
    """Ruleset picker with New game, Resume, Load and Quit (styles: ``title.tcss``, loaded by
    the app because Textual does not read a default screen's own ``CSS_PATH``)."""

    BINDINGS = [
        Binding("n", "new_game", "New game", id="title.new"),
        Binding("r", "resume", "Resume", id="title.resume"),
        # reached only while Resume is greyed out (check_action): says there is nothing to resume
        Binding("r", "nothing_to_resume", "Resume", show=False, id="title.nothing-to-resume"),
        Binding("l", "load", "Load", id="title.load"),
        Binding("p", "replay", "Replay", id="title.replay"),
        Binding("s", "app.settings", "Settings", id="title.settings"),
        Binding("question_mark", "help", "Help", key_display="?", id="title.help"),
        Binding("q", "quit", "Quit", id="title.quit"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.entries = catalogue()
        self._pending: tuple[str, Tone] | None = None

    def compose(self) -> ComposeResult:
        with Vertical(id="title-body"):
            yield PlainStatic(BANNER, id="banner")
            yield PlainStatic(TAGLINE, id="tagline")
            with Center():
                yield SteadyOptionList(*self._options(), id="picker")
            with Center():
                with Horizontal(id="title-buttons"):
                    yield ActionLink("New game (n)", id="new", classes="-primary")
                    yield ActionLink("Resume (r)", id="resume")
                    yield ActionLink("Load (l)", id="load")
                    yield ActionLink("Replay (p)", id="replay")
                    yield ActionLink("Quit (q)", id="quit")
            yield StatusLine(id="title-status")
        yield SteadyFooter(compact=True)

    def _options(self) -> list[Option | None]:
        """One option per game, with a separator (``None``) between them."""
        options: list[Option | None] = []
        for entry in self.entries:
            if options:
                options.append(None)
            options.append(
                Option(option_prompt(entry), id=entry.name, disabled=not entry.startable)
            )
        return options

    @while_shown
    def on_mount(self) -> None:
        picker = self.query_one("#picker", OptionList)
        picker.border_title = "Choose a game"
        first = self._opening_choice()
        if first is not None:
            picker.highlighted = picker.get_option_index(first)
        picker.focus()
        self.update_actions()
        if self._pending is not None:
            self.say(*self._pending)

    def _opening_choice(self) -> str | None:
        """The game last played when it can still be started, else the first that can."""
        startable = [e.name for e in self.entries if e.startable]
        remembered = last_ruleset()
        return remembered if remembered in startable else next(iter(startable), None)

    def highlight(self, name: str) -> None:
        """Highlight the game ``name`` in the picker (when it is listed)."""
        picker = self.query_one("#picker", OptionList)
        try:
            picker.highlighted = picker.get_option_index(name)
        except OptionDoesNotExist:
            return

    def on_screen_resume(self) -> None:
        self.update_actions()

    # --- state of the buttons ------------------------------------------------------------
    @property
    def chosen(self) -> GameEntry | None:
        option = self.query_one("#picker", OptionList).highlighted_option
        if option is None:
            return None
        return next(e for e in self.entries if e.name == option.id)

    def update_actions(self) -> None:
        """Enable New game and Resume for the highlighted game."""
        entry = self.chosen
        playable = entry is not None and entry.startable
        resumable = playable and has_unfinished_autosave(entry.name)
        new, resume = self.query_one("#new", ActionLink), self.query_one("#resume", ActionLink)
        if (new.disabled, resume.disabled) != (not playable, not resumable):
            new.disabled, resume.disabled = not playable, not resumable
            self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """New game and Resume are greyed out while they cannot run; `r` then falls through
        to its second binding, which says why."""
        if action in ("new_game", "resume") and self.is_mounted:
            button = self.query_one("#new" if action == "new_game" else "#resume", ActionLink)
            return None if button.disabled else True
        return True

    def say(self, message: str, tone: Tone = "info") -> None:
        """Show a message; one said before the screen is composed waits for its mount."""
        if not self.query("#title-status"):
            self._pending = (message, tone)
            return
        self.query_one("#title-status", StatusLine).say(message, tone)

    # --- events ----------------------------------------------------------------------------
    @on(OptionList.OptionHighlighted, "#picker")
    def _highlighted(self) -> None:
        self.update_actions()

    @on(OptionList.OptionSelected, "#picker")
    def _selected(self) -> None:
        self.action_new_game()

    @on(ActionLink.Pressed)
    def _link(self, event: ActionLink.Pressed) -> None:
        actions = {
            "new": self.action_new_game,
            "resume": self.action_resume,
            "load": self.action_load,
            "replay": self.action_replay,
            "quit": self.app.exit,
        }
        actions[event.link.id or "quit"]()

    # --- actions ---------------------------------------------------------------------------
    def action_new_game(self) -> None:
        entry = self.chosen
        if entry is None or not entry.startable:
            self.say("That game is not playable yet.", "warn")
            return
        self.app.ask_new_game(entry.name)

    def action_nothing_to_resume(self) -> None:
        """`r` while Resume is greyed out: the same checks, so the same words say why."""
        self.action_resume()

    def action_resume(self) -> None:
        """List the highlighted game's autosaves in progress (the one picked opens), or say
        why there is none."""
        from kemet_tui.tui.screens.resume import ResumeDialog

        entry = self.chosen
        if entry is None or not entry.startable:
            self.say("That game is not playable yet.", "warn")
            return
        if not has_unfinished_autosave(entry.name):
            self.say(
                f"Nothing to resume: no unfinished {entry.title} game. Press n for a new "
                "one, or l to load a save.",
                "warn",
            )
            return
        dialog = ResumeDialog(entry.name, entry.title)
        self.app.push_screen(dialog, self._resume_picked)

    def _resume_picked(self, path: Path | None) -> None:
        self.update_actions()
        if path is not None:
            self.open_file(path)

    def action_load(self) -> None:
        from kemet_tui.tui.files.game_files import read_game
        from kemet_tui.tui.screens.load import LoadDialog

        dialog = LoadDialog(read_game, Path.cwd())
        self.app.push_screen(dialog, lambda game: game is not None and self.app.play(*game))

    def action_replay(self) -> None:
        """Watch a saved game back (any game: the replay viewer is read-only)."""
        from kemet_tui.saves import open_game
        from kemet_tui.tui.screens.load import LoadDialog

        dialog = LoadDialog(open_game, Path.cwd(), title="Watch a replay", ok="Watch")
        self.app.push_screen(
            dialog, lambda engine: engine is not None and self.app.show_replay(engine)
        )

    def open_replay(self, path: Path) -> None:
        """Open a save in the replay viewer; a bad file is refused with its message."""
        try:
            self.app.open_replay(path)
        except SaveFileError as error:
            self.say(str(error), "error")

    def open_file(self, path: Path) -> None:
        """Open a save; a bad file is refused with its message and never written to."""
        try:
            self.app.open_save(path)
        except SaveFileError as error:
            self.say(str(error), "error")

    def action_help(self) -> None:
        """The highlighted game's help (rules, notation, keys), the Seti one by default."""
        from kemet_tui.tui.screens.help import HelpScreen

        entry = self.chosen
        name = entry.name if entry is not None else "seti-aleph"
        keys = [(b.key, b.description) for b in self.BINDINGS]
        if name.startswith("kemet-"):
            from kemet_tui.tui.screens.kemet.help import KemetHelpScreen

            self.app.push_screen(KemetHelpScreen(keys))
            return
        self.app.push_screen(HelpScreen(name, keys))

    def action_quit(self) -> None:
        self.app.exit()

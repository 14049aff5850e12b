"""The kemet-tui Textual app and ``make_app``, the one factory for players, tests and screenshots.

``make_app`` builds the same deterministic app every time for the same arguments: with no
ruleset it opens the title screen; with a ruleset it starts that game at once; ``load`` opens a
save and ``replay`` opens the replay viewer on one, a bad file being refused on the title screen
with the core's message. ``frozen=True`` (tests, screenshots) stops the cursor blink and
animations, so that two runs draw the same frames. ``report_crashes=True`` (the command line)
turns an unexpected error into one line naming the log file that holds its traceback
(``core.logs``); tests leave it off, so that Textual hands them the error itself.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import events
from textual.app import App, SystemCommand
from textual.filter import LineFilter
from textual.screen import Screen
from textual.signal import Signal
from textual.theme import Theme

from kemet_tui.core.errors import SaveFileError
from kemet_tui.core.logs import record_crash
from kemet_tui.core.paths import describe_os_error
from kemet_tui.core.settings import Settings, save_settings
from kemet_tui.teach import teaches
from kemet_tui.tui.catalogue import has_game_screen
from kemet_tui.tui.files.game_files import read_game
from kemet_tui.tui.files.remembered import remember_ruleset
from kemet_tui.tui.framework import speedups
from kemet_tui.tui.framework.command_palette import SteadyCommandPalette
from kemet_tui.tui.looks.ascii_mode import AsciiFilter
from kemet_tui.tui.looks.palette import Palette, frame_colour, okabe_ito_themes, palette_for
from kemet_tui.tui.looks.resources import TITLE_CSS
from kemet_tui.tui.screens.title import TitleScreen
from kemet_tui.tui.settings_apply import checked_for_the_ui

if TYPE_CHECKING:
    from kemet_tui.core.engine import Engine
    from kemet_tui.tui.files.autosave import Autosave

log = logging.getLogger(__name__)
#: seconds a notice of a failed write stays up unless clicked away: until it has been seen
UNTIL_SEEN = 24 * 3600


class KemetApp(App[None]):
    """Title screen first; game, replay and help screens are pushed on top of it."""

    TITLE = "kemet-tui"
    CSS_PATH = [TITLE_CSS]
    ENABLE_COMMAND_PALETTE = True
    #: Textual's own text selection by mouse is off. It starts on a mouse press by reading the
    #: parent of the widget under the pointer, and the game's panels are rebuilt at every
    #: action: a press that lands on a panel just removed (its parent gone, the screen not yet
    #: laid out again) stopped the app. The terminal's own selection (shift and drag in most
    #: terminals) still copies any text on screen.
    ALLOW_SELECT = False

    def __init__(
        self,
        ruleset: str | None = None,
        seed: int | None = None,
        load: Path | None = None,
        replay: Path | None = None,
        options: dict[str, Any] | None = None,
        frozen: bool = False,
        report_crashes: bool = False,
        settings: Settings | None = None,
        settings_file: Path | None = None,
        settings_problems: Sequence[str] = (),
        join: Any = None,
        join_form: Any = None,
        report: Path | None = None,
        join_teach: bool = False,
    ) -> None:
        super().__init__()
        self.start_ruleset, self.start_seed, self.start_options = ruleset, seed, options
        #: the links to a hosted table whose seats this app plays (``kemet-tui join``), or None
        self.start_join = join
        #: makes the link to the address a player pastes (``kemet-tui join`` with none), or None
        self.start_join_form = join_form
        #: the joining player asked for the teacher of a first game (``join --teach``)
        self.start_join_teach = join_teach
        self.start_load, self.start_replay = load, replay
        #: a save whose report opens at start (``kemet-tui report FILE``), or None
        self.start_report = report
        self.frozen = frozen
        self.report_crashes = report_crashes
        #: the line to print after an unexpected error stopped the app (report_crashes)
        self.crash_line: str | None = None
        #: the player's settings (``core.settings``), the file the settings screen writes (None:
        #: nothing is written, as in tests), and what was wrong with the file read at start
        self.settings = settings or Settings()
        self.settings_file = settings_file
        self.settings_problems = list(settings_problems)
        for theme in okabe_ito_themes():
            self.register_theme(theme)
        #: the colours the self-drawn widgets use (``tui/looks/palette.py``), told to them by
        #: ``palette_changed_signal`` when the theme or the colour-blind setting changes
        self.palette: Palette = palette_for(self.current_theme, self.settings.colour_blind)
        self.palette_changed_signal: Signal[Palette] = Signal(self, "palette-changed")
        self._ascii_filter = AsciiFilter(enabled=self.settings.ascii)
        if frozen:
            self.animation_level = "none"

    async def on_event(self, event: events.Event) -> None:
        """A key meant for the curtain that just went is dropped (``drops_key``,
        ``screens/kemet/game.py``). A key no binding takes may start a typed move on a game screen
        (``screens/stray_keys.py``): the screen routes it here, before the key is handed to
        the focused widget, so that the keys typed after it already find the entry focused
        (handed on from the widget, they would reach the screen after the focus changed).
        Every key of the player's tells the screen on top, whose status line may hold a
        problem pinned until seen (``GameScreen.key_pressed``). A key that arrives once no
        screen is left (the app closing with keys still queued) is dropped."""
        if isinstance(event, events.Key) and not self.screen_stack:
            return  # a key of a burst still queued while the app closes: no screen is left
        if isinstance(event, events.Key):
            # also when it comes back up from the widgets to be matched with the bindings:
            # sent to the curtain, it may come back once the game screen is up again
            drops = getattr(self.screen, "drops_key", None)
            if drops is not None and drops(event):  # meant for the screen that just went
                return
        if isinstance(event, events.Key) and not event.is_forwarded:
            seen = getattr(self.screen, "key_pressed", None)
            if seen is not None:  # a problem pinned on its status line may have been read
                seen()
            route = getattr(self.screen, "route_stray_key", None)
            if route is not None and route(event):
                return
        await super().on_event(event)

    def _handle_exception(self, error: Exception) -> None:
        """An unexpected error: its traceback goes to the log file in every case. A player's
        app then stops without Textual's traceback and keeps the one line naming that file in
        ``crash_line``, which the command prints once the terminal is back (Textual has no
        public hook for this). Tests leave Textual to hand them the error itself.

        One error often brings others while the app winds down (a screen popped twice, then
        a widget mounted on the gone screen): every one is logged, and the line keeps naming
        the first, the cause."""
        line = record_crash(error, "the game")
        if not self.report_crashes:
            super()._handle_exception(error)
            return
        if self.crash_line is None:
            self.crash_line = (
                f"kemet-tui: {line} Resume brings the game back as it was after its last move."
            )
        self.bell()
        self.exit(return_code=1)

    def action_command_palette(self) -> None:
        """``ctrl+p``: the palette whose page keys wait for its list
        (``tui/framework/command_palette.py``)."""
        if self.use_command_palette and not SteadyCommandPalette.is_open(self):
            self.push_screen(SteadyCommandPalette(id="--command-palette"))

    def search_themes(self) -> None:
        """The palette's "Change theme": Textual's theme list, in the palette that takes an
        Enter storm (``tui/framework/command_palette.py``; Textual's own popped the screen
        beneath)."""
        from textual.theme import ThemeProvider

        self.push_screen(
            SteadyCommandPalette(providers=[ThemeProvider], placeholder="Search for themes…")
        )

    def search_commands(self, commands, placeholder: str = "Search for commands…"):
        """A list of commands, in the palette that takes an Enter storm."""
        from textual.command import SimpleProvider

        return self.push_screen(
            SteadyCommandPalette(
                providers=[SimpleProvider(self.screen, commands)], placeholder=placeholder
            )
        )

    # --- themes -----------------------------------------------------------------------------------
    def get_theme(self, theme_name: str) -> Theme | None:
        """Textual looks the theme up by name for every line it draws (``App.ansi_theme``),
        each time in a fresh copy of all the registered themes: about a twentieth of the time
        a frame took. The answer is kept per name until a theme is registered or removed."""
        # App.__init__ already looks a theme up, before this class's __init__ could set a dict
        known: dict[str, Theme | None] = self.__dict__.setdefault("_themes_by_name", {})
        if theme_name not in known:
            known[theme_name] = super().get_theme(theme_name)
        return known[theme_name]

    def register_theme(self, theme: Theme) -> None:
        super().register_theme(theme)
        self.__dict__.get("_themes_by_name", {}).clear()

    def unregister_theme(self, theme_name: str) -> None:
        super().unregister_theme(theme_name)
        self.__dict__.get("_themes_by_name", {}).clear()

    def get_theme_variable_defaults(self) -> dict[str, str]:
        """The app's own CSS variables, for the theme in use (a theme may set them itself):
        ``$kemet-frame``, the frame of the side panels (``palette.frame_colour``)."""
        return {"kemet-frame": frame_colour(self.current_theme)}

    def get_line_filters(self) -> Sequence[LineFilter]:
        """Textual's filters (NO_COLOR's among them), then the ASCII mode's when it is on."""
        filters = list(super().get_line_filters())
        if self._ascii_filter.enabled:
            filters.append(self._ascii_filter)
        return filters

    def _update_palette(self) -> None:
        """Choose the palette for the theme and the settings; widgets that drew with the old
        one redraw."""
        palette = palette_for(self.current_theme, self.settings.colour_blind)
        if palette == self.palette:
            return
        self.palette = palette
        self.palette_changed_signal.publish(palette)
        self._repaint_everything()

    def _repaint_everything(self) -> None:
        for screen in self.screen_stack:
            for widget in screen.walk_children(with_self=True):
                widget.refresh()

    def get_default_screen(self) -> Screen:
        return TitleScreen()

    def on_mount(self) -> None:
        """Apply the settings, then open what ``make_app`` was asked for: a save (checked
        against ``ruleset`` when both are given), a replay, a new game, or nothing (the title
        screen)."""
        self.apply_settings(self.settings, self.settings_problems)
        self.theme_changed_signal.subscribe(self, self._theme_changed)
        if self.start_join is not None:
            from kemet_tui.tui.screens.joining import JoiningScreen

            self.push_screen(JoiningScreen(self.start_join, teach=self.start_join_teach))
        elif self.start_join_form is not None:
            from kemet_tui.tui.screens.kemet.join_form import JoinFormScreen

            self.push_screen(JoinFormScreen(self.start_join_form, teach=self.start_join_teach))
        elif self.start_load is not None:
            self._open_on_title(
                self.open_save,
                self.start_load,
                self.start_ruleset,
                teaches(self.start_options or {}),
            )
        elif self.start_replay is not None:
            self._open_on_title(self.open_replay, self.start_replay)
        elif self.start_report is not None:
            self._open_on_title(self.open_report, self.start_report)
        elif self.start_ruleset is not None:
            self.start_new(self.start_ruleset, self.start_seed, self.start_options)

    # --- settings -------------------------------------------------------------------------
    def apply_settings(self, settings: Settings, problems: Sequence[str] = ()) -> None:
        """Use ``settings`` from now on: the theme and the keymap at once, the rest as screens
        open. Each problem (read from the file, or found here) is said once and logged."""
        source = str(self.settings_file or "settings")
        settings, found = checked_for_the_ui(settings, self.available_themes, source)
        self.settings = settings
        if settings.theme is not None and settings.theme != self.theme:
            self.theme = settings.theme
        if self._ascii_filter.enabled != settings.ascii:
            self._ascii_filter.enabled = settings.ascii
            self._repaint_everything()
        self._update_palette()
        if settings.keymap:
            self.set_keymap(settings.keymap)
        for problem in [*problems, *found]:
            log.warning("%s", problem)
            self.notify(problem, title="Settings", severity="warning", timeout=12, markup=False)

    def _theme_changed(self, theme: Theme) -> None:
        """A theme picked anywhere (the command palette too) is remembered in the settings."""
        self._update_palette()
        if self.settings.theme == theme.name:
            return
        self.settings = replace(self.settings, theme=theme.name)
        if self.settings_file is None:
            return
        try:
            save_settings(self.settings_file, self.settings)
        except OSError as error:
            self.say_failed_write(f"The theme was not remembered: {describe_os_error(error)}")

    def say_failed_write(self, problem: str) -> None:
        """A write that failed stays on screen until the player has seen it: pinned on the
        status line of the game on screen (beneath the palette, say), else a notice that
        stays until it is clicked away."""
        log.warning("%s", problem)
        for screen in reversed(self.screen_stack):
            pin = getattr(screen, "say_until_seen", None)
            if pin is not None:
                pin(problem)
                return
        self.notify(problem, title="Settings", severity="error", timeout=UNTIL_SEEN, markup=False)

    def action_settings(self) -> None:
        """The settings screen; what it saves applies at once."""
        from kemet_tui.tui.screens.settings import SettingsDialog

        self.push_screen(SettingsDialog(), lambda saved: saved and self.apply_settings(saved))

    def _open_on_title(self, opener, *args) -> None:
        try:
            opener(*args)
        except SaveFileError as error:
            self.title_screen.say(str(error), "error")

    @property
    def title_screen(self) -> TitleScreen:
        return next(s for s in self.screen_stack if isinstance(s, TitleScreen))

    # --- starting and opening games -----------------------------------------------------------
    def start_new(self, ruleset: str, seed: int | None, options: dict[str, Any] | None) -> None:
        """Start a game directly (``make_app(ruleset=...)``); a bad option goes to the title."""
        from kemet_tui.core.engine import Engine
        from kemet_tui.tui.screens.new_game import error_text, random_seed

        try:
            engine = Engine(ruleset, random_seed() if seed is None else seed, options)
            from kemet_tui.tui.screens.bot_seats import check_bots

            check_bots(ruleset, engine.options)
        except (KeyError, ValueError) as error:
            self.title_screen.say(error_text(error), "error")
            return
        self.play(engine)

    def ask_new_game(self, ruleset: str) -> None:
        """Open the ruleset's new-game form; the game starts when the form returns an engine."""
        if is_kemet(ruleset):
            from kemet_tui.tui.screens.kemet.setup import KemetSetupDialog

            form = KemetSetupDialog(teach=self.settings.teach)
        else:
            from kemet_tui.tui.screens.new_game import NewGameDialog

            form = NewGameDialog(ruleset, teach=self.settings.teach)
        self.push_screen(form, lambda engine: engine and self.play(engine))

    def play(self, engine: Engine, autosave: Autosave | None = None) -> None:
        """Show ``engine``'s game, replacing any game on screen (the title stays beneath). The
        game autosaves to ``autosave`` (a resumed game's), else to a new file of its own."""
        if not has_game_screen(engine.ruleset.name):
            if autosave is not None:
                autosave.lock.release()
            self.title_screen.say(f"{engine.ruleset.title} has no game screen yet.", "warn")
            return
        self._back_to_title()
        log.info(
            "playing %s, seed %s, %d actions so far",
            engine.ruleset.name,
            engine.seed,
            len(engine.tokens),
        )
        remember_ruleset(engine.ruleset.name)
        self.push_screen(game_screen_for(engine, autosave))

    def open_save(
        self, path: Path, expected_ruleset: str | None = None, teach: bool = False
    ) -> None:
        """Open a saved game (``teach``: the teacher on, as ``play --load FILE --teach``
        asks); raises :class:`SaveFileError` (the file is left untouched)."""
        self.play(*read_game(Path(path), expected_ruleset, teach))

    def open_replay(self, path: Path) -> None:
        """Open the replay viewer on a saved game; raises :class:`SaveFileError`."""
        from kemet_tui.saves import open_game

        self.show_replay(open_game(Path(path)))

    def show_replay(self, engine: Engine) -> None:
        """Open the replay viewer on a game (read-only: no autosave, no lock)."""
        if not has_game_screen(engine.ruleset.name):
            self.title_screen.say(f"{engine.ruleset.title} replays are not drawn yet.", "warn")
            return
        if is_kemet(engine.ruleset.name):
            from kemet_tui.tui.screens.kemet.replay import KemetReplayScreen

            self.push_screen(KemetReplayScreen(engine))
            return
        from kemet_tui.tui.screens.seti.replay import ReplayScreen

        self.push_screen(ReplayScreen(engine.record))

    def open_report(self, path: Path) -> None:
        """Open the report of a saved game; raises :class:`SaveFileError`."""
        from kemet_tui.saves import open_game

        self.show_report(open_game(Path(path)))

    def show_report(self, engine: Engine) -> None:
        """Open the report of a game: its charts and turning points, on its public view."""
        from kemet_tui.tui.screens.report import ReportScreen

        self.push_screen(ReportScreen(engine))

    def close_replay(self, screen: Screen) -> None:
        """Leave the replay viewer for whatever was beneath it (a game, or the title)."""
        if self.screen is screen:
            self.pop_screen()

    def show_title(self, message: str = "") -> None:
        """Back to the title screen (the game in progress stays in its autosave), with the
        game just left highlighted, so that Resume and New game are one key away."""
        playing = next(
            (s.engine.ruleset.name for s in reversed(self.screen_stack) if hasattr(s, "engine")),
            None,
        )
        self._back_to_title()
        title = self.title_screen
        if playing is not None:
            title.highlight(playing)
        title.update_actions()
        if message:
            title.say(message)

    def _back_to_title(self) -> None:
        while len(self.screen_stack) > 1 and not isinstance(self.screen, TitleScreen):
            self.pop_screen()

    # --- command palette --------------------------------------------------------------------
    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """The game's own commands first, then the settings, then Textual's (theme, keys...)."""
        commands = getattr(screen, "palette_commands", None)
        if commands is not None:
            yield from commands()
        yield SystemCommand(
            "Settings",
            "Theme, the Seti board's turning, the bots' pace; keys in the settings file",
            self.action_settings,
        )
        yield from super().get_system_commands(screen)


def is_kemet(ruleset: str) -> bool:
    """Kemet rulesets have their own screens (setup, curtain, game); the rest are Seti's."""
    return ruleset.startswith("kemet-")


def game_screen_for(engine: Engine, autosave: Autosave | None = None) -> Screen:
    """The game screen of the engine's ruleset, autosaving to ``autosave`` (else a new file)."""
    if is_kemet(engine.ruleset.name):
        from kemet_tui.tui.screens.kemet.game import KemetGameScreen

        screen: Screen = KemetGameScreen(engine)
    else:
        from kemet_tui.tui.screens.seti.game import SetiGameScreen

        screen = SetiGameScreen(engine)
    screen.saves.autosaved = autosave  # type: ignore[attr-defined]
    return screen


def make_app(
    ruleset: str | None = None,
    seed: int | None = None,
    load: Path | None = None,
    replay: Path | None = None,
    options: dict | None = None,
    frozen: bool = False,
    report_crashes: bool = False,
    settings: Settings | None = None,
    settings_file: Path | None = None,
    settings_problems: Sequence[str] = (),
    join: Any = None,
    join_form: Any = None,
    report: Path | None = None,
    join_teach: bool = False,
) -> KemetApp:
    """Build the app; ``frozen=True`` for tests and screenshots (no blink, no animation).
    The process's drawing speed-ups go on unless switched off
    (:mod:`kemet_tui.tui.framework.speedups`)."""
    speedups.install()
    return KemetApp(
        ruleset,
        seed,
        load,
        replay,
        options,
        frozen,
        report_crashes,
        settings,
        settings_file,
        settings_problems,
        join,
        join_form,
        report,
        join_teach,
    )

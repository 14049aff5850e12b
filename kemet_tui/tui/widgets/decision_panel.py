"""The decision panel: what is asked now, and every legal answer as a labelled line.

The screen hands it a prompt and ``(token, label)`` pairs read off ``engine.legal_tokens()``;
the panel never invents an answer. Arrows and Enter, a click, or the key shown before a line
(1-9, then ``0a``, ``0b``... past the ninth; the game screen binds them so that they work from
anywhere on it) choose; the panel posts :class:`DecisionPanel.Chosen` with the token and the
screen plays it.
The tokens are shown dimmed beside their labels, so the notation is learnt by playing: every
answer's, or none of a list where one is too long to sit beside its label. The prompt takes the lines it needs (three at least, seven at
most): a vetoed card is asked with its text.

The list keeps one frame, focused or not (only its colour changes): a frame that came with the
focus made the list two cells narrower after its lines had been wrapped, and the second line of
an answer that just fitted before was cut off.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import Static

from kemet_tui.tui.parts.kemet.key_gate import TENS_LETTERS
from kemet_tui.tui.widgets.decision_list import DecisionList
from kemet_tui.tui.widgets.plain import PlainStatic

Choice = tuple[str, str]


#: a prompt longer than this may need more than three lines (the panel is some 46 cells wide)
LONG_PROMPT = 100


def choice_key(index: int) -> str:
    """The keys that choose line ``index`` (0-based): ``1``-``9``, then ``0a``, ``0b``..."""
    if index < 9:
        return f"{index + 1}"
    if index - 9 < len(TENS_LETTERS):
        return f"0{TENS_LETTERS[index - 9]}"
    return " "


#: a list whose tokens are all this short shows them beside their labels; a list with a
#: longer one (a battle card and its discard) shows none: a token that wraps in the middle
#: takes two lines of an answer, and a list that shows some tokens and not others reads as if
#: those answers differed
TOKEN_SHOWN = 22


def shows_tokens(choices: tuple[Choice, ...]) -> bool:
    """Whether the answers of this list show their tokens (all of them, or none)."""
    return all(len(token) <= TOKEN_SHOWN for token, _ in choices)


def choice_prompt(index: int, token: str, label: str, show_token: bool = True) -> Text:
    """``1 Pray (row 2)  act:pray2``: the keys that choose the line before it."""
    key = choice_key(index)
    text = Text()
    text.append(f"{key} ", style="bold #ffa62b")
    text.append(label)
    if show_token:
        text.append(f"  {token}", style="dim")
    return text


class DecisionPanel(Vertical):
    """A prompt above an option list of the legal answers."""

    DEFAULT_CSS = """
    DecisionPanel { height: 1fr; border: round $panel-lighten-2;
                    border-title-color: $text-muted; padding: 0 1; }
    DecisionPanel:focus-within { border: round $accent; border-title-color: $accent; }
    DecisionPanel #decision-prompt { height: auto; min-height: 3; max-height: 7;
                                     text-style: bold; }
    """

    class Chosen(Message):
        """The player chose the answer ``token``."""

        def __init__(self, token: str) -> None:
            super().__init__()
            self.token = token

    # the panel itself draws only its border: its children repaint what changed
    prompt: reactive[str] = reactive("", repaint=False)
    choices: reactive[tuple[Choice, ...]] = reactive(tuple, repaint=False)

    def compose(self) -> ComposeResult:
        yield PlainStatic(id="decision-prompt")
        yield DecisionList(id="decision-options")

    def on_mount(self) -> None:
        self.border_title = "Decision"
        self.watch_prompt("", self.prompt)
        self.watch_choices(self.choices)

    @property
    def options(self) -> DecisionList:
        return self.query_one("#decision-options", DecisionList)

    def watch_prompt(self, old: str, prompt: str) -> None:
        """A prompt that may take more than its three lines (or took more) lays the panel
        out again; the others, most of them, only repaint."""
        if self.is_mounted:
            longer = max(len(old), len(prompt)) > LONG_PROMPT
            self.query_one("#decision-prompt", Static).update(prompt, layout=longer)

    def watch_choices(self, choices: tuple[Choice, ...]) -> None:
        if not self.is_mounted:
            return
        shown = shows_tokens(choices)
        self.options.show_answers(
            [choice_prompt(i, token, label, shown) for i, (token, label) in enumerate(choices)]
        )

    @property
    def tokens(self) -> tuple[str, ...]:
        return tuple(token for token, _ in self.choices)

    def focus_options(self) -> None:
        """Focus the list at once (``Widget.focus`` waits for the app's next turn: when the
        screen was about to come back from behind the curtain, its first frame showed the
        focus where it had been)."""
        options = self.options
        if options.is_attached and options.focusable:
            self.screen.set_focus(options)
        else:
            options.focus()

    @on(DecisionList.Selected, "#decision-options")
    def _selected(self, event: DecisionList.Selected) -> None:
        event.stop()
        self.action_pick(event.index)

    def action_pick(self, index: int) -> None:
        if 0 <= index < len(self.choices):
            self.post_message(self.Chosen(self.choices[index][0]))

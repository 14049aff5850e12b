"""The decision panel: what is asked now, and every legal answer as a labelled line.

The screen hands it a prompt and ``(token, label)`` pairs read off ``engine.legal_tokens()``;
the panel never invents an answer. Arrows and Enter, a click, or the digit of a line (1-9)
choose; the panel posts :class:`DecisionPanel.Chosen` with the token and the screen plays it.
The token is shown dimmed beside its label, so the notation is learnt by playing.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

Choice = tuple[str, str]


#: tokens longer than this are not shown beside their label (they would wrap the line)
TOKEN_SHOWN = 22


def choice_prompt(index: int, token: str, label: str) -> Text:
    """``1 Pray (row 2)  act:pray2``: a shortcut digit for the first nine lines."""
    key = f"{index + 1}" if index < 9 else " "
    text = Text()
    text.append(f"{key} ", style="bold #ffa62b")
    text.append(label)
    if len(token) <= TOKEN_SHOWN:
        text.append(f"  {token}", style="dim")
    return text


class DecisionPanel(Vertical):
    """A prompt above an option list of the legal answers."""

    DEFAULT_CSS = """
    DecisionPanel { height: 1fr; border: round $accent; border-title-color: $accent;
                    padding: 0 1; }
    DecisionPanel #decision-prompt { height: 3; text-style: bold; }
    DecisionPanel OptionList { height: 1fr; border: none; padding: 0; }
    """

    BINDINGS = [
        Binding(str(digit), f"pick({digit - 1})", show=False, id=f"decision.pick{digit}")
        for digit in range(1, 10)
    ]

    class Chosen(Message):
        """The player chose the answer ``token``."""

        def __init__(self, token: str) -> None:
            super().__init__()
            self.token = token

    # the panel itself draws only its border: its children repaint what changed
    prompt: reactive[str] = reactive("", repaint=False)
    choices: reactive[tuple[Choice, ...]] = reactive(tuple, repaint=False)

    def compose(self) -> ComposeResult:
        yield Static(id="decision-prompt")
        yield OptionList(id="decision-options")

    def on_mount(self) -> None:
        self.border_title = "Decision"
        self.watch_prompt(self.prompt)
        self.watch_choices(self.choices)

    @property
    def options(self) -> OptionList:
        return self.query_one("#decision-options", OptionList)

    def watch_prompt(self, prompt: str) -> None:
        if self.is_mounted:
            self.query_one("#decision-prompt", Static).update(prompt, layout=False)

    def watch_choices(self, choices: tuple[Choice, ...]) -> None:
        if not self.is_mounted:
            return
        options = self.options
        options.clear_options()
        options.add_options(
            [Option(choice_prompt(i, token, label), id=token)
             for i, (token, label) in enumerate(choices)])
        if choices:
            options.highlighted = 0

    @property
    def tokens(self) -> tuple[str, ...]:
        return tuple(token for token, _ in self.choices)

    def focus_options(self) -> None:
        self.options.focus()

    @on(OptionList.OptionSelected, "#decision-options")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.post_message(self.Chosen(event.option.id))

    def action_pick(self, index: int) -> None:
        if 0 <= index < len(self.choices):
            self.post_message(self.Chosen(self.choices[index][0]))

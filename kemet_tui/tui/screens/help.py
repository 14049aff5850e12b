"""Help: the variant's rules and notation (from ``rulesets/seti.toml``) and the keys that work.

The rules text is data shipped with the ruleset, rendered as Markdown, so the help always says
what the engine plays. The keys table is built by the calling screen from its own bindings.
The Rules tab is searchable as Kemet's is: its field keeps the sections that hold every word
typed, and ``/`` reaches it from any tab.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, Markdown, TabbedContent, TabPane

from kemet_tui.tui.help_search import sections_matching
from kemet_tui.tui.looks.resources import DIALOG_CSS
from kemet_tui.tui.screens.shown import while_shown
from kemet_tui.tui.widgets.inputs import SteadyInput
from kemet_tui.tui.widgets.plain import PlainStatic

KEY_NAMES = {
    "question_mark": "?",
    "colon": ":",
    "escape": "Esc",
    "enter": "Enter",
    "space": "Space",
    "up": "↑",
    "down": "↓",
    "left": "←",
    "right": "→",
}


def key_text(keys: str) -> str:
    """``U, ctrl+r`` for the binding keys ``U,ctrl+r``, with symbols for named keys."""
    names = [k.strip() for k in keys.split(",")]
    return ", ".join(KEY_NAMES.get(name, name) for name in names)


def keys_markdown(keys: Sequence[tuple[str, str]]) -> str:
    """A Markdown table of (keys, what they do)."""
    rows = [f"| `{key_text(k)}` | {what} |" for k, what in keys]
    mouse = (
        "\n\nWith the mouse: click a piece, then a highlighted square; click the keys in the "
        "footer; `ctrl+p` opens the command palette with every command."
    )
    return "| keys | what they do |\n| --- | --- |\n" + "\n".join(rows) + mouse


def rules_markdown(ruleset_name: str) -> tuple[str, str]:
    """(rules, notation) Markdown for a ruleset; a short note for games without help yet."""
    if ruleset_name.startswith("seti"):
        from kemet_tui.rules.seti.variant import seti_data

        text = seti_data().help
        return text.rules, text.notation
    return "No rules text for this game yet.", "No notation for this game yet."


class HelpScreen(ModalScreen[None]):
    """Rules, notation and keys in three tabs; Esc, ``q`` or ``?`` closes it."""

    CSS_PATH = DIALOG_CSS

    BINDINGS = [
        Binding("escape,q,question_mark", "dismiss", "Close", id="help.close"),
        Binding("1", "tab('rules')", "Rules", show=False, id="help.rules"),
        Binding("2", "tab('notation')", "Notation", show=False, id="help.notation"),
        Binding("3", "tab('keys')", "Keys", show=False, id="help.keys"),
        Binding("slash", "find", "Search", id="help.find"),
    ]

    def __init__(self, ruleset_name: str, keys: Sequence[tuple[str, str]]) -> None:
        super().__init__()
        self.ruleset_name = ruleset_name
        self.keys = list(keys)

    def compose(self) -> ComposeResult:
        rules, notation = rules_markdown(self.ruleset_name)
        with Vertical(id="help-box") as box:
            box.border_title = "Help"
            # no ``initial``: the first pane (Rules) opens anyway, and a named initial tab
            # raised ValueError when the screen went before its tabs were mounted
            with TabbedContent():
                with TabPane("Rules (1)", id="rules"):
                    yield SteadyInput(
                        placeholder="search the rules: words of a section (/)",
                        id="rules-search",
                        classes="help-search",
                    )
                    yield VerticalScroll(Markdown(rules, id="rules-text"))
                with TabPane("Notation (2)", id="notation"):
                    yield VerticalScroll(Markdown(notation))
                with TabPane("Keys (3)", id="keys"):
                    yield VerticalScroll(Markdown(keys_markdown(self.keys)))
            yield PlainStatic(
                "1 2 3 tabs · / searches the rules · ↑ ↓ PgUp PgDn scroll · Esc closes",
                id="help-hint",
            )

    @while_shown
    def on_mount(self) -> None:
        self.query_one("#rules VerticalScroll").focus()

    def action_tab(self, tab: str) -> None:
        self.query_one(TabbedContent).active = tab
        self.query_one(f"#{tab} VerticalScroll").focus()

    def action_find(self) -> None:
        """``/``: the Rules tab's search field, from any tab."""
        self.query_one(TabbedContent).active = "rules"
        self.query_one("#rules-search", Input).focus()

    @on(Input.Changed, "#rules-search")
    async def _search_rules(self, event: Input.Changed) -> None:
        rules, _ = rules_markdown(self.ruleset_name)
        await self.query_one("#rules-text", Markdown).update(sections_matching(rules, event.value))

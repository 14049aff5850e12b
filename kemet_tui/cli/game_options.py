"""The options of a game people play (``play`` and ``host``): ``--bot`` flags folded into the
ruleset options, and the options checked before any screen or server opens, so that a bad one
gets one line on the terminal instead of a failure inside the UI."""

from __future__ import annotations


def check_play_options(ruleset, options: dict) -> None:
    """Validate the options before the UI opens; the core's first complaint when refused."""
    from kemet_tui.core.errors import IllegalAction

    if options.get("round_cap"):
        raise IllegalAction(
            "Bad ruleset options: round_cap is for self-play series (simulate, "
            "balance); a game played by people ends by the rules only."
        )
    try:
        ruleset.new_game(0, options)
        from kemet_tui.bots.registry import check_bots

        check_bots(ruleset.name, options)
    except ValueError as error:
        errors = getattr(error, "errors", None)  # pydantic: its first message, not the whole list
        reason = errors()[0]["msg"].removeprefix("Value error, ") if errors else str(error)
        raise IllegalAction(f"Bad ruleset options: {reason}") from None


def with_bot_flags(options: dict, bots: list[str]) -> dict:
    """``--bot SEAT=SPEC`` flags as the ``bots`` option, each bot checked to exist first."""
    from kemet_tui.bots import parse_bots_spec
    from kemet_tui.core.errors import IllegalAction

    if not bots:
        return options
    try:
        return {**options, "bots": parse_bots_spec(",".join(bots))}
    except ValueError as error:
        raise IllegalAction(f"Bad --bot: {error}") from None

"""Errors the core raises; each carries a message meant for a player, not a traceback."""


class KemetError(Exception):
    """Base of every error the core raises on purpose."""


class IllegalAction(KemetError, ValueError):
    """An action that the rules do not allow now.

    ``reason`` says why in a player's words; ``suggestions`` lists close legal actions in notation
    so that a UI can offer them.
    """

    def __init__(self, reason: str, suggestions: tuple[str, ...] = ()) -> None:
        super().__init__(reason)
        self.reason = reason
        self.suggestions = suggestions


class NotationError(IllegalAction):
    """A token that is not in the ruleset's notation at all (malformed, not merely illegal)."""


class UndoRefused(KemetError):
    """Undo or redo is not possible here (nothing to undo, or a secret was revealed)."""


class SaveFileError(KemetError):
    """A save or record file that cannot be read: corrupt, foreign, or of an unknown version."""


class SaveWriteError(KemetError, OSError):
    """A file that could not be written (a read-only folder, a folder in its place, a name
    too long, a file where a folder should be); the message names the file and the cause.
    An ``OSError`` too, so that code catching failed writes catches this one: its
    ``strerror`` is the cause in words and its ``filename`` the file."""

    def __str__(self) -> str:  # OSError would format its (errno, strerror) pair instead
        return str(self.args[0])


class UnknownRuleset(KemetError, KeyError):
    """A ruleset name that no registered ruleset answers to."""

    def __str__(self) -> str:  # KeyError quotes its argument; we want the plain message.
        return str(self.args[0])

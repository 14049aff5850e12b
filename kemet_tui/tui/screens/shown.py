"""A screen's mount handler that runs only while the screen is still on the stack.

A burst of keys can push a screen and take it away in the same tick (a key opens a form, the
next key of the burst, or a storm of Enter or Esc, closes it or the screen beneath). Textual
still sends the screen its Mount after its widgets went, and a handler that focuses or fills
one of them raised ``NoMatches`` and stopped the app (random keys: the setup forms, the load,
resume, settings and help screens). A screen that has already left has nothing to show, so its
handler has nothing to do.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

from textual.screen import Screen

Handler = TypeVar("Handler", bound=Callable[..., Any])


def still_shown(screen: Screen[Any]) -> bool:
    """Whether ``screen`` is on the app's screen stack (it may be covered by another)."""
    return screen in screen.app.screen_stack


def while_shown(handler: Handler) -> Handler:
    """``handler`` (a screen's ``on_mount``) run only if its screen has not left already."""

    @wraps(handler)
    def run(screen: Screen[Any], *args: Any) -> Any:
        return handler(screen, *args) if still_shown(screen) else None

    return run  # type: ignore[return-value]

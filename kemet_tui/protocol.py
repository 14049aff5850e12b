"""The protocol between a hosted table and the seats' screens, written once: every message
either end may send, as typed models (JSON objects told apart by their ``type``).

Host to screen:

- :class:`Table` (``"table"``), after every change of the game or of the table: everything the
  seat's screen draws, made only of what that seat may know (its view, its legal answers when it
  is asked, the last plies of its log), the seats with how many screens each has, whom the game
  waits for, the outcome, and ``plies``, the position's ply count; when the seat is asked,
  ``lesson`` (:class:`LessonNote`), what the teacher of a first game says of its question. A
  spectator's is the public view's. No seed and no generator state is ever in it (it would
  tell every hidden card).
- :class:`Refused` (``"refused"``): the request just sent was not played, with the reason; to
  that screen alone. ``token`` echoes what was sent, made safe (:func:`safe_echo`).
- :class:`Said` (``"said"``): what a seat did that is no ply (an undo), in words each screen
  may read.
- :class:`Hinted` (``"hinted"``): the answers to a seat's :class:`AskHint`, computed on that
  seat's view; to that screen alone. ``plies`` names the position the hint is for.

Screen to host:

- :class:`Play` (``"play"``): ``token``, a notation token, answering the table message whose
  ``plies`` it names.
- :class:`Undo` (``"undo"``): take the seat's own last answer back, as in hotseat (``may_undo``
  in the table message says whether it may), in the position whose ``plies`` it names.
- :class:`AskHint` (``"hint"``): the strongest bot's answers for the seat's own question in the
  position whose ``plies`` it names (never a spectator's, never for a team's decision); the
  host notes in the game's record that it was asked.

A request naming another position than the table's is refused: a message sent twice, or sent
before the table moved on, is never played twice.

:func:`request_of` reads a screen's message and :func:`host_message_of` a host's; both say what
is wrong in one line (:class:`BadMessage`) for anything else, whatever the bytes.
"""

from __future__ import annotations

import json
import unicodedata
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError
from pydantic_core import PydanticSerializationError

#: the largest message a screen may send (a token is a few dozen characters)
MAX_INCOMING = 4096
#: the longest token a refusal echoes back, and the longest reason it gives
ECHO_CHARS = 40
REASON_CHARS = 600

#: HTTP statuses the host refuses a connection with before it opens, and the line each means
FORBIDDEN, TOO_FAST, FULL = 403, 429, 503
REFUSALS = {
    FORBIDDEN: "the host does not let web pages join its table",
    TOO_FAST: "too many screens joined from this address at once: try again in a moment",
    FULL: "the table has as many spectators as it lets in",
}


class _Message(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class SeatEntry(_Message):
    """One seat of the table as every screen sees it."""

    seat: str
    label: str
    bot: bool
    #: how many screens play this seat now (a bot counts as one)
    screens: int

    @property
    def connected(self) -> bool:
        return self.screens > 0


class LogPly(_Message):
    """One ply of the seat's log: its token (``(secret)`` when the seat may not read it) and
    the events it may read."""

    number: int
    seat: str | None
    token: str
    events: list[str]


class LessonNote(_Message):
    """The teacher's word on the question a seat is asked (the host walks the game's states,
    which a seat's screen never holds): ``fresh``, the kind of decision taught by itself now
    (None once it stepped back), ``count``, how often the seat met it before, ``folded``,
    whether the seat answers on within the same question; ``topic``, the lesson the key
    brings back; ``meeting``, the ply at which the question began. Kinds of questions only,
    decided on public facts: no card, no space, nobody's hand."""

    fresh: str | None
    count: int = 0
    folded: bool = False
    topic: str | None
    meeting: int


class Table(_Message):
    type: Literal["table"] = "table"
    ruleset: str
    options: dict[str, Any]
    seat: str | None
    seats: list[SeatEntry]
    to_act: str | None
    answerers: list[str]
    asked: bool
    may_undo: bool
    legal: list[str]
    waiting_for: list[str]
    view: dict[str, Any]
    log: list[LogPly]
    plies: int
    outcome: dict[str, Any] | None
    lesson: LessonNote | None = None

    def entry(self, seat: str | None) -> SeatEntry | None:
        return next((e for e in self.seats if e.seat == seat), None)

    def label_of(self, seat: str | None, default: str = "spectator") -> str:
        entry = self.entry(seat)
        return default if entry is None else entry.label


class Refused(_Message):
    type: Literal["refused"] = "refused"
    token: str
    reason: str


class Said(_Message):
    type: Literal["said"] = "said"
    text: str


class Play(_Message):
    type: Literal["play"] = "play"
    token: str = Field(min_length=1, max_length=MAX_INCOMING)
    plies: int = Field(ge=0)


class Undo(_Message):
    type: Literal["undo"] = "undo"
    plies: int = Field(ge=0)


class AskHint(_Message):
    type: Literal["hint"] = "hint"
    plies: int = Field(ge=0)


class HintAnswer(_Message):
    """One suggested answer: its token, why (in the bot's terms), whether it is the bot's own
    choice."""

    token: str
    reason: str
    chosen: bool


class Hinted(_Message):
    type: Literal["hinted"] = "hinted"
    plies: int
    #: the bot asked (``kemet:3``)
    bot: str
    answers: list[HintAnswer]


HostMessage = Annotated[Union[Table, Refused, Said, Hinted], Field(discriminator="type")]
Request = Annotated[Union[Play, Undo, AskHint], Field(discriminator="type")]

_HOST = TypeAdapter(HostMessage)
_REQUEST = TypeAdapter(Request)


class BadMessage(ValueError):
    """A message that is not one this end understands (said in one line)."""


def encode(message: _Message) -> str:
    """``message`` as JSON text that can always be sent: text that cannot be written in UTF-8
    (a lone surrogate, from a token or a name) is escaped instead of failing the send."""
    try:
        return message.model_dump_json()
    except PydanticSerializationError:
        return json.dumps(message.model_dump(), ensure_ascii=True, separators=(",", ":"))


def request_of(text: str | bytes) -> Play | Undo | AskHint:
    """What a screen asks; :class:`BadMessage` (one line) for anything else: too long, not
    JSON, nested too deep, another type, a missing or wrong field."""
    if not isinstance(text, str):
        raise BadMessage("Only text messages are understood.")
    if len(text) > MAX_INCOMING:
        raise BadMessage("That message is too long.")
    try:
        data = json.loads(text)
    except RecursionError:
        raise BadMessage("That message is nested too deep.") from None
    except ValueError:
        raise BadMessage("That message is not JSON.") from None
    if isinstance(data, dict) and isinstance(data.get("token"), str):
        data["token"] = data["token"].strip()
        if any(0xD800 <= ord(ch) <= 0xDFFF for ch in data["token"]):
            raise BadMessage("That token is not valid text (it holds a lone surrogate).")
    try:
        return _REQUEST.validate_python(data)
    except ValidationError:
        raise BadMessage(
            'Only {"type": "play", "token": TOKEN, "plies": N}, {"type": '
            '"undo", "plies": N} and {"type": "hint", "plies": N} messages are '
            "understood (N: the plies of the table message answered)."
        ) from None
    except RecursionError:
        raise BadMessage("That message is nested too deep.") from None


def host_message_of(text: str) -> Table | Refused | Said | Hinted:
    """A host's message, typed; :class:`BadMessage` when it is not one."""
    try:
        return _HOST.validate_json(text)
    except ValidationError as error:
        raise BadMessage(
            f"The host sent a message this screen does not understand "
            f"({error.error_count()} problems)."
        ) from None


def safe_echo(token: object) -> str:
    """``token`` as a refusal may echo it: text only, printable, no lone surrogate, at most
    :data:`ECHO_CHARS` characters (a refusal never carries back what cannot be sent)."""
    text = token if isinstance(token, str) else ""
    cleaned = "".join(_printable(ch) for ch in text[: ECHO_CHARS + 1])
    if len(cleaned) > ECHO_CHARS:
        cleaned = cleaned[: ECHO_CHARS - 1] + "…"
    return cleaned


def safe_reason(reason: str) -> str:
    """A refusal's reason as it may be sent: printable, at most :data:`REASON_CHARS` characters
    (the core's reason may quote the token refused, whatever it held)."""
    cleaned = "".join(_printable(ch) for ch in reason[: REASON_CHARS + 1])
    return cleaned if len(cleaned) <= REASON_CHARS else cleaned[: REASON_CHARS - 1] + "…"


def _printable(ch: str) -> str:
    if 0xD800 <= ord(ch) <= 0xDFFF or unicodedata.category(ch) in ("Cc", "Cf", "Co", "Cn"):
        return "?"
    return ch

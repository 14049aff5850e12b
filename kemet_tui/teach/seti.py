"""The lessons of Seti (Aleph and Beth), in this project's own words; docs/rules/seti.md holds
the rules they sum up.

Seti asks one question only, a move, so its lessons are about what a move may do now: the
pieces' moves, a capture within reach, the Ships of the Dead (Aleph), and an enemy piece on
your starting row that wins unless it is taken. :func:`step_of` lists the lessons that fit a
position, the most pressing first; the teacher tells the first that has not stepped back yet.
Everything it reads is on the board for both players to see: Seti has no secrets.
"""

from __future__ import annotations

from kemet_tui.core.registry import get_ruleset
from kemet_tui.rules.seti.board import PIECE_MASK, SEATS, piece_colour, ship_colour
from kemet_tui.rules.seti.state import MOVE, SetiState
from kemet_tui.teach.lesson import Lesson, Step
from kemet_tui.teach.lesson import lesson_for as pick

_WIN = (
    "A player wins when his turn begins with one of his pieces on his goal row (the other "
    "side's starting row): it got there and was not taken on the reply."
)

LESSONS: dict[str, Lesson] = {
    lesson.kind: lesson
    for lesson in (
        Lesson(
            "move",
            "Your move",
            "Move one of your pieces: pick it on the board, then the square it goes to.",
            (
                ("Pharaoh", "one square in any of the eight directions"),
                (
                    "High Priest",
                    "leaps to a square exactly two away (two straight, two diagonal "
                    "or a knight's move); what stands between does not matter",
                ),
            ),
            "One move a turn, no passing. A piece may not end on one of its own pieces. " + _WIN,
        ),
        Lesson(
            "capture",
            "A capture is possible",
            "One of your pieces can end its move on an enemy piece.",
            (
                ("Capture", "the enemy piece leaves the game"),
                ("Another move", "captures are never forced"),
            ),
            "A piece that stands on a ship cannot be captured. Every capture leaves the other "
            "side fewer pieces to race and to defend with.",
        ),
        Lesson(
            "capture-aleph",
            "A capture is possible",
            "One of your pieces can end its move on an enemy piece or a lone enemy ship.",
            (
                (
                    "Capture a piece",
                    "it changes sides and you put it on a free square of your "
                    "own starting row (the next row when that one is full); it moves from your next "
                    "turn",
                ),
                ("Capture a ship", "it goes to your reserve"),
                ("Another move", "captures are never forced"),
            ),
            "A piece standing on a ship cannot be taken, nor its ship. A captured piece is "
            "not lost to the game: it joins the captor.",
        ),
        Lesson(
            "ship",
            "Ships of the Dead",
            "Instead of moving a piece you may place a ship or take one back (s and x, or "
            "type +b5 / -b5).",
            (
                (
                    "Place a ship",
                    "from your reserve onto a square without a ship (not your goal "
                    "row), empty or under any piece",
                ),
                (
                    "Take a ship back",
                    "one of your own ships, wherever it lies, returns to your reserve",
                ),
                ("Step onto a ship", "a piece may end on its own lone ship"),
            ),
            "A piece on a ship cannot be captured, and neither can its ship; ships never move. "
            "One ship a square.",
        ),
        Lesson(
            "defend",
            "Danger: an enemy on your starting row",
            "An enemy piece stands on your starting row, its goal.",
            (
                ("Capture it", "the only way to stop it"),
                ("Anything else", "the enemy wins when his turn begins"),
            ),
            _WIN,
        ),
    )
}


def lesson_for(kind: str | None, count: int) -> Lesson | None:
    """What to teach at a decision of ``kind`` met ``count`` times before (None: it has
    stepped back)."""
    return pick(LESSONS, kind, count)


def step_of(state: SetiState) -> Step:
    """Who moves in ``state`` and the lessons that fit, the most pressing first."""
    ruleset = get_ruleset(f"seti-{state.variant}")
    moves = ruleset.legal_actions(state)
    if not moves:
        return Step(None)
    side, board, geo = state.to_move, state.board, state.geo
    topics = []
    if any(
        board[sq] & PIECE_MASK and piece_colour(board[sq] & PIECE_MASK) != side
        for sq in geo.row_squares(geo.start_rank(side))
    ):
        topics.append("defend")
    if any(m.kind == MOVE and _takes(board[m.target], side) for m in moves):
        topics.append("capture-aleph" if state.aleph else "capture")
    topics.append("move")
    if state.aleph and any(m.kind != MOVE for m in moves):
        topics.append("ship")
    return Step(SEATS[side], tuple(topics))


def _takes(cell: int, side: int) -> bool:
    """Whether a piece of ``side`` ending on ``cell`` captures (an enemy piece, or a lone
    enemy ship)."""
    piece = cell & PIECE_MASK
    if piece:
        return piece_colour(piece) != side
    colour = ship_colour(cell)
    return colour is not None and colour != side

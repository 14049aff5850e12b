"""The teacher's lessons on the model: every kind of decision the rules can ask has one, a
lesson steps back after :data:`TIMES` meetings, and nothing it says or when it says it depends
on a secret."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from kemet_tui.core import Engine, UndoRefused, get_ruleset
from kemet_tui.rules.kemet.data import load_content
from kemet_tui.rules.kemet.state.handlers import HANDLERS
from kemet_tui.rules.kemet.view.asking import answers_known
from kemet_tui.rules.kemet.view.hidden import determinise
from kemet_tui.rules.kemet.view.seat import view as seat_view
from kemet_tui.rules.seti.board import BROWN, WHITE, piece_code
from kemet_tui.teach import TIMES, Taught, teacher_for, teaches
from kemet_tui.teach import kemet as kemet_lessons
from kemet_tui.teach import seti as seti_lessons
from kemet_tui.teach.lesson import Lesson, Step, Walk, teaching


def kinds_the_rules_ask() -> set[str]:
    """The Kemet decision kinds, read off the engine's handler table (not a list of ours)."""
    get_ruleset("kemet-seth")  # the table is filled when the ruleset is made
    assert HANDLERS, "the ruleset's tables were not assembled"
    return set(HANDLERS)


def test_every_kind_of_kemet_decision_has_a_lesson_and_no_lesson_is_stray():
    assert set(kemet_lessons.LESSONS) == kinds_the_rules_ask()


@pytest.mark.parametrize("lessons", [kemet_lessons.LESSONS, seti_lessons.LESSONS])
def test_every_lesson_says_what_is_asked_each_answer_and_its_rule(lessons):
    for kind, lesson in lessons.items():
        assert lesson.kind == kind
        assert lesson.title and lesson.what and lesson.rule, kind
        assert lesson.answers and all(a and does for a, does in lesson.answers), kind
        words = " ".join((lesson.what, lesson.rule, *(d for _, d in lesson.answers)))
        assert len(words) < 520, f"{kind}: a lesson is short ({len(words)} characters)"


def card_names() -> set[str]:
    content = load_content()
    names = {card.name for side in ("seth", "alliance") for card in content.di_deck(side)}
    names |= {card.name for card in content.cards.battle_card}
    names |= {card.name for card in content.cards.creature_card}
    return names


def test_no_lesson_names_a_card_but_the_one_its_rule_is_about():
    """A lesson is about a kind of decision, never about what anybody holds: the only cards
    named are those whose own rule the decision is (a Veto window, an Escape)."""
    about = {"veto": {"Veto"}, "battle-di": {"Escape"}}
    for kind, lesson in kemet_lessons.LESSONS.items():
        text = " ".join(
            (lesson.title, lesson.what, lesson.rule, *(f"{a} {d}" for a, d in lesson.answers))
        )
        named = {name for name in card_names() if re.search(rf"\b{re.escape(name)}\b", text)}
        assert named <= about.get(kind, set()), (kind, named)


# --- when a lesson is told ----------------------------------------------------------------------
def test_a_lesson_comes_the_first_times_a_seat_meets_a_kind_then_steps_back():
    steps = []
    told = []
    for _ in range(TIMES + 2):
        steps += [Step("a1", ("recruit",)), Step("a1", ("recruit",)), Step("seth", ("move",))]
        told.append(teaching(steps[:-1]))
    assert told == [("recruit", n) for n in range(TIMES)] + [(None, 0)] * 2


def test_each_seat_meets_a_kind_for_itself():
    steps = [Step("a1", ("buy",)), Step("a2", ("buy",))] * TIMES
    assert teaching(steps) == ("buy", TIMES - 1)
    assert teaching(steps + [Step("a1", ("buy",)), Step("a2", ("buy",))]) == (None, 0)


def test_the_first_topic_not_told_enough_is_told():
    """A Seti turn that could capture teaches the capture, then the plain move."""
    steps = [Step("white", ("capture", "move")), Step("brown", ())] * TIMES
    assert teaching(steps[:-1]) == ("capture", TIMES - 1)
    assert teaching(steps + [Step("white", ("capture", "move"))]) == ("move", 0)


def test_a_lesson_folds_while_its_seat_answers_on():
    from kemet_tui.teach.lesson import opens_meeting

    recruit = Step("a1", ("recruit",))
    assert opens_meeting([Step("seth", ("move",)), recruit])
    assert not opens_meeting([Step("seth", ("move",)), recruit, recruit])
    assert opens_meeting([recruit])


def test_a_question_worth_no_lesson_teaches_nothing():
    assert teaching([Step("a1")]) == (None, 0)
    assert teaching([]) == (None, 0)


def test_kemet_lessons_step_back_in_a_played_game_and_come_back_on_demand():
    engine = Engine("kemet-seth", 5, {"alliance_size": 2, "teach": True})
    teacher = teacher_for("kemet-seth")
    rng = random.Random(5)
    told: dict[tuple[str, str], set[int]] = {}
    for _ in range(600):
        if engine.outcome is not None:
            break
        taught = teacher.now(engine.states)
        decision = engine.state.decision
        if taught.lesson is not None:
            assert taught.kind == decision.kind and taught.fresh
            told.setdefault((decision.decider, taught.kind), set()).add(taught.count)
        else:
            shown = teacher.on_demand(engine.states)
            assert shown.lesson is None or shown.kind == decision.kind
        engine.play_token(rng.choice(engine.legal_tokens()))
    assert told[("a1", "member-action")] == set(range(TIMES))
    assert all(counts <= set(range(TIMES)) for counts in told.values())


def test_the_walk_kept_between_calls_counts_as_the_whole_walk_does():
    """The teacher counts on from where it stopped; through undos and new answers it says
    what walking the game from its start says."""
    engine = Engine("kemet-seth", 8, {"alliance_size": 3})
    walk = Walk(kemet_lessons.step_of)
    rng = random.Random(8)
    for turn in range(500):
        if engine.outcome is not None:
            break
        steps = [kemet_lessons.step_of(state) for state in engine.states]
        kind, count = teaching(steps)
        assert walk.now(engine.states)[:2] == (kind, count), turn
        if turn % 7 == 6:
            try:
                engine.undo()
                continue
            except UndoRefused:
                pass
        engine.play_token(rng.choice(engine.legal_tokens()))


def test_undo_takes_a_meeting_back():
    engine = Engine("seti-beth", 1, {})
    teacher = teacher_for("seti-beth")
    first = teacher.now(engine.states)
    engine.play_token(engine.legal_tokens()[0])
    engine.play_token(engine.legal_tokens()[0])
    assert teacher.now(engine.states).count == 1
    engine.undo()
    engine.undo()
    assert (
        teacher.now(engine.states)
        == first
        == Taught(seti_lessons.LESSONS["move"], "move", 0, fresh=True)
    )


def test_with_one_human_a_single_answer_is_no_meeting():
    """The hotseat plays every single answer of a lone human without asking (a window its
    cards cannot answer, say): such a question teaches nothing, so the lesson is still new
    when the human is really asked. With several humans such a window is asked (and counted),
    so that nobody learns from the panel what a hand holds."""
    found = None
    for seed in range(1, 40):
        engine = Engine("kemet-seth", seed, {"alliance_size": 2})
        rng = random.Random(seed)
        for _ in range(900):
            state = engine.state
            if engine.outcome is not None:
                break
            if not answers_known(state) and len(engine.legal_tokens()) == 1:
                found = state
                break
            engine.play_token(rng.choice(engine.legal_tokens()))
        if found is not None:
            break
    assert found is not None, "no single secret answer in the seeded games"
    assert kemet_lessons.step_of(found).topics == (found.decision.kind,)
    assert kemet_lessons.step_of(found, lone_human=True).topics == ()


# --- nothing secret -----------------------------------------------------------------------------
def test_when_a_kemet_lesson_comes_depends_on_public_facts_only():
    """The step the teacher reads off a state is the same whatever the hidden cards are (the
    state redrawn from the public view): whether a lesson shows tells nobody what a seat
    holds."""
    for n, seed in ((2, 3), (3, 4), (5, 6)):
        engine = Engine("kemet-seth", seed, {"alliance_size": n})
        rng = random.Random(seed)
        for _ in range(700):
            if engine.outcome is not None:
                break
            state = engine.state
            step = kemet_lessons.step_of(state)
            for redraw in (21, 22):
                other = determinise(seat_view(state, None), redraw)
                assert kemet_lessons.step_of(other) == step, (state.decision, n, seed)
            engine.play_token(rng.choice(engine.legal_tokens()))


def test_a_lesson_is_the_same_text_whoever_is_asked():
    """A lesson is data of its kind: no state goes into its words."""
    for lessons, lesson_for in (
        (kemet_lessons.LESSONS, kemet_lessons.lesson_for),
        (seti_lessons.LESSONS, seti_lessons.lesson_for),
    ):
        for kind, lesson in lessons.items():
            assert isinstance(lesson, Lesson)
            assert lesson_for(kind, 0) is lesson
            assert lesson_for(kind, TIMES) is None


# --- Seti ---------------------------------------------------------------------------------------
def test_seti_teaches_the_move_the_ships_and_a_capture_when_one_is_in_reach():
    engine = Engine("seti-aleph", 2, {})
    teacher = teacher_for("seti-aleph")
    kinds = []
    rng = random.Random(2)
    for _ in range(60):
        if engine.outcome is not None:
            break
        kinds.append((engine.to_act, teacher.now(engine.states).kind))
        engine.play_token(rng.choice(engine.legal_tokens()))
    white = [kind for seat, kind in kinds if seat == "white"]
    assert white[0] == "move"  # the first move can capture nothing
    assert "ship" in white and "capture-aleph" in {k for _, k in kinds}
    assert "capture" not in {k for _, k in kinds}  # Beth's lesson is not Aleph's


def test_seti_warns_of_an_enemy_on_the_starting_row():
    """A Brown piece on White's starting row wins unless it is taken: White is told so first."""
    state = Engine("seti-beth", 0, {}).state
    geo = state.geo
    board = list(state.board)
    square = geo.square(0, 1)  # a2, in front of White's row, stands empty
    assert not board[square]
    board[geo.square(0, 0)] = piece_code(BROWN, 1)  # a Brown High Priest on a1
    position = replace(state, board=tuple(board), to_move=WHITE)
    assert seti_lessons.step_of(position).topics[0] == "defend"
    assert "defend" not in seti_lessons.step_of(state).topics


def test_the_teach_option_is_kept_in_the_record_and_off_without_it():
    assert teaches(Engine("kemet-seth", 1, {"teach": True}).record.options)
    assert not teaches(Engine("kemet-seth", 1, {}).record.options)
    assert teaches(Engine("seti-aleph", 1, {"teach": True}).record.options)
    assert "teach" not in Engine("seti-aleph", 1, {}).record.options

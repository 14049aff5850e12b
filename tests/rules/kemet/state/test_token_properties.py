"""Kemet action tokens, for every verb and choice the notation allows (not only those a playout
meets): an action's token parses back to it, whatever the case and spacing it is typed in."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from kemet_tui.rules.kemet.state.actions import KemetAction, parse_token

#: derandomized and without a database: the same examples every run, on every worker
SAME_EVERY_RUN = settings(derandomize=True, database=None, max_examples=300)

VERBS = st.from_regex(r"[a-z][a-z0-9-]{0,11}", fullmatch=True)
CHOICES = st.lists(st.from_regex(r"[a-z0-9=@/+.-]{1,12}", fullmatch=True), max_size=5)
actions = st.builds(KemetAction, VERBS, CHOICES.map(tuple))


@SAME_EVERY_RUN
@given(actions)
def test_a_token_parses_back_to_its_action(action):
    assert parse_token(action.token) == action


@SAME_EVERY_RUN
@given(actions, st.lists(st.integers(0, 64), max_size=4))
def test_case_and_spaces_do_not_change_the_action(action, cuts):
    token = action.token.upper()
    for cut in sorted(set(cut % (len(token) + 1) for cut in cuts), reverse=True):
        token = token[:cut] + " " + token[cut:]
    assert parse_token(token) == action

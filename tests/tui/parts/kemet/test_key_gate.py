"""Which keys reach the Kemet screen's answers, decided without a screen
(``parts/kemet/key_gate.py``): the curtain's keys are dropped, ``0`` + a letter names a
line past the ninth."""

from __future__ import annotations

from kemet_tui.tui.parts.kemet.key_gate import CURTAIN_ECHO, KeyGate


def test_a_key_sent_before_the_view_went_up_is_the_curtains():
    gate = KeyGate()
    gate.view_went_up(100.0)
    assert gate.drops("a", 99.9)
    assert not gate.drops("a", 100.0)


def test_the_curtains_own_keys_stay_its_for_the_echo_and_no_longer():
    gate = KeyGate()
    gate.view_went_up(100.0)
    assert gate.drops("enter", 100.0 + CURTAIN_ECHO / 2)
    assert gate.drops("space", 100.0 + CURTAIN_ECHO / 2)
    assert not gate.drops("enter", 100.0 + CURTAIN_ECHO * 1.5)
    assert not gate.drops("1", 100.0 + CURTAIN_ECHO / 2)


def test_without_an_echo_only_the_keys_sent_before_the_view_are_dropped():
    gate = KeyGate(echo=0.0)
    gate.view_went_up(100.0)
    assert not gate.drops("enter", 100.0)
    assert gate.drops("enter", 99.0)


def test_before_any_view_went_up_no_key_is_dropped():
    assert not KeyGate().drops("enter", 0.0)


def test_zero_then_a_letter_names_a_line_past_the_ninth_once():
    gate = KeyGate()
    assert gate.line_after_zero("a") is None  # not armed
    gate.arm_tens()
    assert gate.line_after_zero("a") == 9
    assert not gate.after_zero
    gate.arm_tens()
    assert gate.line_after_zero("c") == 11


def test_any_other_key_after_zero_disarms_it():
    gate = KeyGate()
    gate.arm_tens()
    assert gate.line_after_zero("!") is None
    assert not gate.after_zero
    assert gate.line_after_zero("a") is None

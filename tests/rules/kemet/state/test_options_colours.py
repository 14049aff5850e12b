"""Member colours are a display option: validated, stored in the record, never read by rules."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from kemet_tui.core import Engine
from kemet_tui.rules.kemet.state.model import MEMBER_COLOURS
from kemet_tui.rules.kemet.state.options import KemetOptions


def test_colours_are_optional_and_kept_in_the_record():
    assert KemetOptions().colours == ()
    engine = Engine("kemet-seth", 3, {"alliance_size": 2, "colours": ("green", "red")})
    assert engine.record.options["colours"] == ("green", "red")


@pytest.mark.parametrize("colours", [("red", "red"), ("red",), ("pink", "red")])
def test_bad_colours_are_refused(colours):
    with pytest.raises(ValidationError):
        KemetOptions(alliance_size=2, colours=colours)


def test_there_are_enough_colours_for_five_members():
    assert len(MEMBER_COLOURS) >= 5

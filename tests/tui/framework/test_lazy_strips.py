"""Strips that make their caches on first use draw exactly as Textual's own, and the slots the
patch fills are still Textual's (a Textual upgrade that changes them fails here)."""

from __future__ import annotations

import inspect
import re

from rich.segment import Segment
from rich.style import Style
from textual.cache import FIFOCache
from textual.strip import Strip

from kemet_tui.tui.framework import lazy_strips


def test_the_patched_slots_are_textuals_own():
    lazy_strips.install()
    caches = {
        name for name in Strip.__slots__ if name.endswith("_cache") and name != "_render_cache"
    }
    assert caches == set(lazy_strips.CACHE_SIZES)
    assert set(Strip.__slots__) == caches | {
        "_segments",
        "_cell_length",
        "_render_cache",
        "_link_ids",
        "_cell_count",
    }


def test_the_sizes_are_those_textual_gives():
    source = inspect.getsource(lazy_strips.TEXTUAL_INIT)
    made = re.findall(r"self\.(_\w+_cache)\s*:[^=]*?=\s*FIFOCache\((\d+)\)", source, re.S)
    assert {name: int(size) for name, size in made} == lazy_strips.CACHE_SIZES


def textuals_strip(segments, cell_length=None) -> Strip:
    """A strip built by Textual's own constructor (every cache made at once)."""
    strip = Strip.__new__(Strip)
    lazy_strips.TEXTUAL_INIT(strip, segments, cell_length)
    return strip


def test_a_lazy_strip_draws_as_textuals_own():
    lazy_strips.install()
    segments = [Segment("hello ", Style(bold=True)), Segment("world", Style(color="red"))]
    lazy, textuals = Strip(segments, 11), textuals_strip(segments, 11)
    assert lazy.crop(2, 8) == textuals.crop(2, 8)
    assert lazy.crop(2, 8) is lazy.crop(2, 8)  # the crop cache, made on first use, works
    assert isinstance(lazy._crop_cache, FIFOCache)
    assert lazy.divide([3, 7, 11]) == textuals.divide([3, 7, 11])
    assert lazy.extend_cell_length(14) == textuals.extend_cell_length(14)
    assert lazy.apply_offsets(0, 3) == textuals.apply_offsets(0, 3)
    assert lazy.apply_style(Style(italic=True)) == textuals.apply_style(Style(italic=True))
    assert lazy.crop_extend(1, 15, None) == textuals.crop_extend(1, 15, None)
    assert lazy.text == textuals.text and lazy.cell_length == textuals.cell_length


def test_an_unknown_attribute_still_raises():
    lazy_strips.install()
    try:
        Strip([]).no_such_attribute  # noqa: B018
    except AttributeError as error:
        assert "no_such_attribute" in str(error)
    else:
        raise AssertionError("an unknown attribute must raise AttributeError")

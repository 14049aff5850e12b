"""The README's moving pictures: frames of the app put together into one animated SVG."""

from __future__ import annotations

import re

import pytest

from kemet_tui.tui.devtools.animation import Frame, battle_line, combine, seti_frames
from kemet_tui.tui.devtools.screenshots import BETH_WIN, scratch_data_dir


def _frame(text: str, width: int = 40, height: int = 20) -> str:
    return (
        f'<?xml version="1.0"?><svg class="rich-terminal" viewBox="0 0 {width} {height}" '
        f'xmlns="http://www.w3.org/2000/svg"><text>{text}</text></svg>'
    )


def test_frames_are_shown_in_turn_each_for_its_hold():
    svg = combine([Frame(_frame("one"), 1.0), Frame(_frame("two"), 3.0)], "A <game>")
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20">')
    assert "<title>A &lt;game&gt;</title>" in svg
    assert "<?xml" not in svg  # the frames' prologs are dropped
    assert "animation-duration: 4.00s" in svg and "infinite" in svg
    groups = re.findall(r'<g class="frame" style="animation-name: (frame-\d)">', svg)
    assert groups == ["frame-0", "frame-1"]
    # the first frame shows from 0 % to 25 %, the second from 25 % to the end
    assert "@keyframes frame-0 { 0.000% { opacity: 1; } 25.000% { opacity: 0; } }" in svg
    assert (
        "@keyframes frame-1 { 0% { opacity: 0; } 25.000% { opacity: 1; } 100% { opacity: 1; } }"
        in svg
    )
    assert svg.index(">one<") < svg.index(">two<")


def test_an_animation_needs_frames_of_svg():
    with pytest.raises(ValueError):
        combine([], "nothing")
    with pytest.raises(ValueError):
        combine([Frame("<p>not a picture</p>")], "nothing")


async def test_a_seti_move_is_picked_then_made_on_the_board():
    with scratch_data_dir() as folder:
        frames = await seti_frames(BETH_WIN[:1], folder)
    start, picked, moved = (frame.svg for frame in frames)
    assert len({start, picked, moved}) == 3  # the targets lit, then the piece moved
    assert "c2e4" in moved and "c2e4" not in start
    assert frames[-1].hold > frames[1].hold  # the last picture stays longest


def test_the_kemet_picture_starts_a_few_answers_before_a_battle():
    engine, line = battle_line(seed=1, lead=3)
    for token in line:
        engine.play_token(token)
    assert engine.state.decision.kind == "battle-cards"

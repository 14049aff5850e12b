"""One window per game: the lock file beside an autosave, live holders and stale ones."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from kemet_tui.core.game_lock import GameInUse, Holder, acquire, holder_of, lock_path

HOLD_LOCK = """
import sys, time
from kemet_tui.core.game_lock import acquire
acquire(sys.argv[1])
print("held", flush=True)
time.sleep(60)
"""


@pytest.fixture
def save(tmp_path):
    return tmp_path / "autosave" / "seti-aleph-20260101-120000-abcd.json"


def dead_pid() -> int:
    """The id of a process that has ended (it ran, so the id was real)."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_the_lock_holds_this_process_and_goes_on_release(save):
    lock = acquire(save)
    holder = Holder.parse(lock_path(save).read_text())
    assert holder is not None and holder.pid == os.getpid()
    assert holder_of(save) is not None
    lock.release()
    assert not lock_path(save).exists()
    assert holder_of(save) is None


def test_a_second_window_of_this_process_is_refused(save):
    lock = acquire(save)
    with pytest.raises(GameInUse, match="Open in another window"):
        acquire(save)
    assert lock.held, "the refused taker leaves the first window's lock alone"
    lock.release()
    acquire(save).release()


def test_a_live_process_holding_the_game_refuses_another(save):
    child = subprocess.Popen(
        [sys.executable, "-c", HOLD_LOCK, str(save)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout.readline().strip() == "held"
        with pytest.raises(GameInUse, match=f"process {child.pid}"):
            acquire(save)
        assert holder_of(save).pid == child.pid
    finally:
        child.kill()
        child.wait()
    lock = acquire(save)  # killed: its lock is stale now, and is taken over
    assert Holder.parse(lock_path(save).read_text()).pid == os.getpid()
    lock.release()


def test_a_lock_left_by_a_dead_process_is_taken_over(save):
    save.parent.mkdir(parents=True)
    lock_path(save).write_text(Holder(dead_pid(), time.time(), "dead").line())
    assert holder_of(save) is None
    lock = acquire(save)
    assert lock.held
    lock.release()


def test_a_lock_whose_pid_now_names_a_later_process_is_stale(save):
    save.parent.mkdir(parents=True)
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        taken_before_it_started = time.time() - 3600
        lock_path(save).write_text(Holder(child.pid, taken_before_it_started, "old").line())
        if not os.path.exists(f"/proc/{child.pid}/stat"):
            pytest.skip("no /proc here to tell when a process started")
        acquire(save).release()
    finally:
        child.kill()
        child.wait()


@pytest.mark.parametrize("text", ["", "garbage", "12 x y z", "-1 0 t"])
def test_an_unreadable_lock_is_taken_over(save, text):
    save.parent.mkdir(parents=True)
    lock_path(save).write_text(text)
    acquire(save).release()
    assert not lock_path(save).exists()


def test_release_never_removes_a_lock_another_window_took_over(save):
    lock = acquire(save)
    lock_path(save).write_text(Holder(os.getpid() + 1, time.time(), "other").line())
    lock.release()
    assert lock_path(save).read_text().split()[2] == "other"

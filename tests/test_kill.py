"""SIGKILL a running match at random moments and resume it: the record is always valid and no
completed action is lost.

The player is ``coteccio --autoplay``: computers in every seat through the real scenes, in
the player's folders (``COTECCIO_HOME``), continuing the autosave at launch and printing
``saved N`` once the record with N events is durably on disk. ``pytest -m kill`` runs these
tests; ``KILL_ROUNDS=200`` makes the long run, ``KILL_SEED`` picks other moments.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from coteccio_gui.autosave import check_autosave
from coteccio_gui.record import read_record
from coteccio_gui.stats import load_stats

pytestmark = [
    pytest.mark.kill,
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)"),
]


def _start(home: Path, game: str = "coteccio") -> subprocess.Popen[str]:
    env = dict(os.environ, COTECCIO_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               COTECCIO_AUTOPLAY_GAME=game)  # fmt: skip
    return subprocess.Popen(
        [sys.executable, "-m", "coteccio_gui", "--autoplay"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _saved_counts(out: str) -> list[int]:
    return [int(line.split()[1]) for line in out.splitlines() if line.startswith("saved ")]


def _events(path: Path) -> list:
    text = path.read_text("utf-8")
    read_record(text)  # valid against the rules, or this raises and the test fails
    return json.loads(text)["events"]


@pytest.mark.parametrize(
    "game",
    ["coteccio", "rovescino", "coch", "zifuli", "terziglio", "tressette", "tressette-in-due"],
)
def test_kill_at_random_moments_and_resume_loses_nothing(tmp_path, game):
    rounds = int(os.environ.get("KILL_ROUNDS", "5"))
    rng = random.Random(int(os.environ.get("KILL_SEED", "9")))
    data = tmp_path / "data"
    autosave = data / "autosave.json"
    previous: list | None = None  # the durable record of the match in play
    kills = lost = resumed = 0
    longest = 0
    for _ in range(rounds):
        proc = _start(tmp_path, game)
        try:
            proc.wait(timeout=rng.uniform(0.4, 3.0))
            out, err = proc.communicate()
            assert proc.returncode == 0, err
            assert out.splitlines()[-1].startswith("autoplay: winner seat "), out[-300:]
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGKILL)
            out, err = proc.communicate()
            kills += 1
        assert "Traceback" not in err, err
        counts = _saved_counts(out)
        filed = list((data / "history").glob("*.json"))
        if autosave.exists():
            events = _events(autosave)
        elif filed:  # the match ended this round: it was filed in the history
            events = _events(max(filed, key=lambda f: f.stat().st_mtime_ns))
        else:  # killed before the first action of the first match was saved (a slow start)
            events = []
        if counts:
            lost += max(0, counts[-1] - len(events))
            assert len(events) >= counts[-1], "a completed action was lost"
        if previous is not None:
            if events[: len(previous)] == previous:
                resumed += 1
            else:
                assert counts and counts[0] == 1, "the saved match was neither resumed nor over"
        previous = None if not autosave.exists() else events
        longest = max(longest, len(events))
    check_autosave(data)  # what the next launch does: file away a match that ended at the kill
    history = list((data / "history").glob("*.json")) if (data / "history").exists() else []
    for path in history:
        record = read_record(path.read_text("utf-8"))
        assert record.game == game and record.match.outcome() is not None
    stats = load_stats(data)[0]
    assert len(stats.counted) == len(history), "a finished match was counted twice or not at all"
    print(
        f"\nkill {game}: {rounds} rounds, {kills} kills (SIGKILL), {len(history)} matches finished, "
        f"{resumed} resumes that kept every event, {lost} lost actions, longest record "
        f"{longest} events"
    )
    assert lost == 0


def test_resume_after_a_kill_has_the_same_hands_and_turn_as_the_last_save(monkeypatch, tmp_path):
    from coteccio_gui.ui.screens.title import TitleScene
    from coteccio_gui.ui.table.scene import TableScene
    from tests.saves_support import pilot

    proc = _start(tmp_path)
    started = time.monotonic()
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("saved ") and int(line.split()[1]) >= 23:
            break
        assert time.monotonic() - started < 60, "the autoplay never saved 23 actions"
    proc.send_signal(signal.SIGKILL)
    proc.communicate()
    saved = read_record((tmp_path / "data" / "autosave.json").read_text("utf-8"))
    assert len(saved.match.actions) >= 23
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    p = pilot()
    title = TitleScene(p.app)
    p.start(title)
    assert title.group.buttons[0].label == "Continue"
    p.key(pygame.K_RETURN)
    t = p.top
    assert isinstance(t, TableScene)
    assert t.match.hands == saved.match.hands and t.match.turn == saved.match.turn
    assert t.match.phase is saved.match.phase and t.match.lives == saved.match.lives
    assert t.match.actions == saved.match.actions
    assert [s.kind for s in t.setup.seats] == saved.meta["seats"]

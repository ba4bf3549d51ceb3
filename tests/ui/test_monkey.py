"""Crash-proofing: the crash dialog, and a monkey of random input across every scene.

``pytest -m monkey`` runs the monkey alone; ``MONKEY_INPUTS=20000`` makes it long and
``MONKEY_SEED`` picks another stream of input. Any error the app catches counts as a
failure (``App.crashes``), as does any error that escapes it.
"""

from __future__ import annotations

import logging
import os
import random
import string
import time

import pygame
import pytest

from coteccio_gui import autosave, games
from coteccio_gui.record import read_record
from coteccio_gui.settings import Speed
from coteccio_gui.ui.core.loop import Scene
from coteccio_gui.ui.screens.crash import CrashScene
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.saves_support import NAMES, home, pilot
from tests.ui.support import coteccio_table

KEYS = [
    pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN,
    pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_TAB, pygame.K_BACKSPACE,
    pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_DELETE,
    *range(pygame.K_a, pygame.K_z + 1), *range(pygame.K_0, pygame.K_9 + 1),
    *range(pygame.K_F1, pygame.K_F12 + 1),
]  # fmt: skip
"""What the cat walks on."""
SEATED = [
    "coteccio",
    "rovescino",
    "coch",
    "zifuli",
    "terziglio",
    "tressette",
    "tressette-in-due",
    "stovkahra",
]
"""The games the monkey is seated at directly (the title reaches every game, too)."""


class Boom(Scene):
    """A scene that fails while drawing, as a bug would."""

    def draw(self, surface: pygame.Surface) -> None:
        """Fail."""
        raise ZeroDivisionError("division by zero")


def test_an_error_shows_the_dialog_keeps_the_match_and_logs_the_traceback(
    monkeypatch, tmp_path, caplog
):
    data = home(monkeypatch, tmp_path)
    p = pilot()
    p.app.log_path = tmp_path / "logs" / "coteccio.log"
    t = coteccio_table(p.app, [SeatSetup(n, "easy") for n in NAMES[:4]], _rules(), 4)
    p.start(t)
    p.until(lambda: len(t.match.actions) >= 3)
    actions = list(t.match.actions)
    p.app.push(Boom(p.app))
    with caplog.at_level(logging.INFO, logger="coteccio"):
        p.step()
    crash = p.top
    assert isinstance(crash, CrashScene) and len(p.app.scenes) == 1
    assert p.app.crashes == [crash.summary]
    assert crash.summary.startswith("ZeroDivisionError: division by zero (test_monkey.py, line")
    text = " ".join(crash.lines())
    assert "Your match is saved" in text and str(p.app.log_path) in text
    traced = [r for r in caplog.records if r.exc_info and r.exc_info[0] is ZeroDivisionError]
    assert traced, "the traceback was not logged"
    saved = read_record((data / autosave.AUTOSAVE).read_text("utf-8"))
    assert saved.match.actions[: len(actions)] == actions
    p.screenshot()
    p.key(pygame.K_RETURN)  # "Back to the title"
    title = p.top
    assert isinstance(title, TitleScene) and title.group.buttons[0].label.startswith("Continue")
    p.key(pygame.K_RETURN)
    assert isinstance(p.top, TableScene)
    assert p.top.match.actions == saved.match.actions


def _rules():
    from coteccio_gui.games.coteccio import HouseRules

    return HouseRules()


def test_when_the_crash_dialog_itself_fails_the_app_closes_with_one_line(
    monkeypatch, tmp_path, capsys
):
    home(monkeypatch, tmp_path)
    monkeypatch.setattr(CrashScene, "draw", Boom.draw)
    p = pilot()
    p.start(TitleScene(p.app))
    p.app.push(Boom(p.app))
    for _ in range(5):
        p.step()
    assert not p.app.running and p.app.failed and len(p.app.crashes) == 2
    err = capsys.readouterr().err
    assert "coteccio: closing after an unexpected error: ZeroDivisionError" in err
    assert "Traceback" not in err


# ---- the monkey ----------------------------------------------------------------------------


def _targets(scene: Scene) -> list[pygame.Rect]:
    """Places worth clicking in a scene: its buttons, form rows, list lines, hand cards."""
    rects: list[pygame.Rect] = []
    group = getattr(scene, "group", None)
    if group is not None:
        rects += [b.rect for b in group.buttons if b.shown]
    form = getattr(scene, "form", None)
    if form is not None:
        rects += [r.rect for r in form.rows]
    if hasattr(scene, "_row_rects"):
        rects += scene._row_rects()
    if isinstance(scene, TableScene):
        rects += scene.hand_rects() + [b.rect for b in scene.painter.buttons.buttons if b.shown]
    return [r for r in rects if r.width > 0]


def _play_along(p) -> bool:
    """Now and then a person plays properly, so matches get deep (dialogs, the end, history)."""
    from coteccio_gui.ui.core.dialogs import Dialog
    from coteccio_gui.ui.screens.curtain import CurtainScene
    from coteccio_gui.ui.screens.setup import SetupScene

    top = p.top
    if isinstance(top, (Dialog, CurtainScene, TitleScene)):
        p.key(pygame.K_RETURN)
    elif isinstance(top, TableScene) and top.waiting_for_bottom():
        look = top.look  # a card to play (or, in some games, to give or discard)
        legal = [c for a in top.match.legal_actions() if (c := look.hand_card(a)) is not None]
        seat = top.turns.active_seat()  # the person's own hand, or a dummy's they play
        cards = list(top.show.cards[seat]) if seat is not None else []
        if not legal or legal[0] not in cards:
            return False
        rects = top.turns.hand_rects(seat)
        i = cards.index(legal[0])
        right = rects[i + 1].left if i + 1 < len(rects) else rects[i].right
        p.click(((rects[i].left + right) // 2, rects[i].centery))  # the part of it that shows
    elif isinstance(top, TableScene):
        p.step(10)
    elif isinstance(top, SetupScene):
        return False
    else:  # a menu, the rules, settings, lists: back to the game
        p.key(pygame.K_ESCAPE)
    return True


def _random_event(rng: random.Random, p, size: tuple[int, int]) -> str:
    """Queue one random input; returns its kind (for the tally)."""
    w, h = size
    if rng.random() < 0.12 and _play_along(p):
        return "play"
    roll = rng.random()
    if roll < 0.30:
        targets = _targets(p.top)
        if targets and rng.random() < 0.7:
            r = rng.choice(targets)
            pos = (rng.randint(r.left, max(r.left, r.right - 1)),
                   rng.randint(r.top, max(r.top, r.bottom - 1)))  # fmt: skip
        else:
            pos = (rng.randrange(w), rng.randrange(h))
        p.click(pos, rng.choice([1, 1, 1, 1, 2, 3]))
        return "click"
    if roll < 0.62:
        key = rng.choice(KEYS)
        mod = rng.choice([0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL, pygame.KMOD_ALT])
        p.key(key, mod)
        return "key"
    if roll < 0.70:
        text = "".join(rng.choice(string.ascii_letters + "àèìòù ß€✓🂡") for _ in range(3))
        p.pending.append(pygame.event.Event(pygame.TEXTINPUT, text=text))
        return "text"
    if roll < 0.80:
        pos = (rng.randrange(w), rng.randrange(h))
        p.pending.append(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
        )
        return "move"
    if roll < 0.87:
        p.pending.append(
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3]), flipped=False,
                               precise_x=0.0, precise_y=1.0)
        )  # fmt: skip
        return "wheel"
    if roll < 0.93:
        kind = rng.choice([pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWEXPOSED])
        p.pending.append(pygame.event.Event(kind))
        return "focus"
    if roll < 0.988:
        return "wait"
    if roll < 0.997:
        return "resize"
    p.pending.append(pygame.event.Event(pygame.QUIT))
    return "quit"


def _fresh(size: tuple[int, int], rng: random.Random, game: str | None):
    """A new window: the title, or (to get deep into matches) a short match of ``game``
    already seated."""
    from coteccio_gui.games.coteccio import HouseRules

    p = pilot(size, Speed.FAST, tips=True)
    if game is None:
        p.start(TitleScene(p.app))
        return p
    n = rng.randint(2, 7)
    kinds = ["human", rng.choice(["human", "easy"])] + [
        rng.choice(["easy", "normal"]) for _ in range(n - 2)
    ]
    rng.shuffle(kinds)
    seats = [SeatSetup(NAMES[i], kind) for i, kind in enumerate(kinds)]
    p.app.push(TitleScene(p.app))
    if game != "coteccio":  # as many seats as the game takes (a computer fills one in)
        spec = games.spec(game)
        seats = seats[: spec.max_players]
        seats += [SeatSetup(NAMES[i], "easy") for i in range(len(seats), spec.min_players)]
        p.app.push(TableScene(p.app, TableSetup(game, seats, None, rng.randrange(1000))))
    else:
        rules = HouseRules(starting_lives=rng.randint(1, 2), doctor_limit=rng.randint(0, 2))
        p.app.push(coteccio_table(p.app, seats, rules, rng.randrange(1000)))
    p.step()
    return p


@pytest.mark.monkey
def test_a_monkey_on_every_scene_causes_no_error(monkeypatch, tmp_path):
    inputs = int(os.environ.get("MONKEY_INPUTS", "2500"))
    rng = random.Random(int(os.environ.get("MONKEY_SEED", "7")))
    data = home(monkeypatch, tmp_path)
    monkeypatch.setattr("coteccio_gui.ui.table.bots.BEAT_S", 0.05)  # computers think quickly
    size = (1280, 800)
    p = _fresh(size, rng, None)
    tally: dict[str, int] = {}
    seen: set[str] = set()
    reopened = 0
    actions = 0
    played: set[str] = set()
    started = time.perf_counter()
    for _ in range(inputs):
        kind = _random_event(rng, p, size)
        tally[kind] = tally.get(kind, 0) + 1
        if kind == "resize":
            size = (rng.randint(640, 2560), rng.randint(480, 1440))
            p.resize(size)
        p.step(rng.choice((2, 6, 15, 40)) if kind == "wait" else 1)
        assert not p.app.crashes, p.app.crashes
        if p.app.scenes:
            seen.add(type(p.top).__name__)
            if isinstance(p.top, TableScene):
                actions = max(actions, len(p.top.match.actions))
                played.add(p.top.setup.game)
        if not p.app.running or not p.app.scenes:
            # The window closed (Quit, Esc on the title, the close box): start again.
            for scene in p.app.scenes:
                scene.closed()
            reopened += 1
            # Three times in four straight into a match: a game not played yet, else each in
            # turn; the fourth time the title (which reaches the set-up of every game, too).
            unplayed = [g for g in SEATED if g not in played] or SEATED
            seated = None if reopened % 4 == 0 else unplayed[reopened % len(unplayed)]
            p = _fresh(size, rng, seated)
    for scene in p.app.scenes:
        scene.closed()
    print(
        f"\nmonkey: {inputs} inputs {dict(sorted(tally.items()))}, {reopened} reopens, "
        f"{len(seen)} scenes {sorted(seen)}, most actions in a match {actions}, "
        f"{len(list(data.glob('history/*.json')))} matches filed in the history, "
        f"games {sorted(played)}, "
        f"0 exceptions, {time.perf_counter() - started:.1f} s"
    )
    assert {"TitleScene", "SetupScene", "TableScene"} <= seen
    assert set(SEATED) <= played, played

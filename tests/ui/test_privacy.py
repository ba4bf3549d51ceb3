"""No screen shows a card its viewer could not see at the table — checked on every frame.

Hot-seat rule: with two or more people at the table, a hand is face up only after its owner
has confirmed a curtain for it (since it was dealt), and since any other person's hand was
last shown. The hand history of a match in play shows its finished hands; the hand in play
only as the table shows it (the one person's own cards, or none in hot-seat), and the match
in play is continued only through "Continue" on the title.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from coteccio_gui.games.coteccio import HouseRules, Phase
from coteccio_gui.live import HUMAN
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.board import review as history_paint
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.curtain import CurtainScene
from coteccio_gui.ui.screens.files import HistoryList
from coteccio_gui.ui.screens.history import HistoryScene
from coteccio_gui.ui.screens.menu import GameMenu
from coteccio_gui.ui.screens.setup import SetupScene
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table import show as table_show
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup
from tests.saves_support import home, pilot
from tests.ui.support import SIZE, coteccio_table


class HotSeatWatch:
    """Checks the curtain rule on every frame the app draws, from what the frame shows."""

    def __init__(self, p: Pilot, t: TableScene) -> None:
        self.p, self.t = p, t
        self.frame = 0
        self.confirmed: dict[int, int] = {}
        """Seat → the frame at which it last confirmed a curtain."""
        self.shown: dict[int, int] = {}
        """Seat → the last frame its hand was face up."""
        self.deals = 0
        self.dealt_at = 0
        self.curtain_for: int | None = None
        self.leaks: list[str] = []
        self.face_up_frames = 0
        draw = p.app.draw
        deal = table_show.Stage.deal

        def dealing(stage: table_show.Stage, e: Any, visible: Any) -> None:
            self.deals += 1
            self.dealt_at = self.frame + 1  # the deal shows from the next frame drawn
            deal(stage, e, visible)

        table_show.Stage.deal = dealing  # type: ignore[method-assign]

        def checked() -> None:
            t.painter.face_up = set()
            draw()
            self.check()

        p.app.draw = checked  # type: ignore[method-assign]

    def check(self) -> None:
        self.frame += 1
        t = self.t
        curtain = next((s for s in self.p.app.scenes if isinstance(s, CurtainScene)), None)
        if curtain is None and self.curtain_for is not None and t.viewer == self.curtain_for:
            self.confirmed[self.curtain_for] = self.frame  # the named person clicked "ready"
        self.curtain_for = (
            next(s for s in range(t.match.players) if t.name(s) == curtain.name)
            if curtain is not None
            else None
        )
        for seat in t.painter.face_up:
            self.face_up_frames += 1
            when = self.confirmed.get(seat)
            others = [f for s, f in self.shown.items() if s != seat]
            if not t.is_human(seat):
                self.leaks.append(f"frame {self.frame}: a computer's hand (seat {seat})")
            elif when is None:
                self.leaks.append(f"frame {self.frame}: seat {seat} never confirmed a curtain")
            elif when < self.dealt_at:
                self.leaks.append(f"frame {self.frame}: seat {seat}'s new hand without a curtain")
            elif others and max(others) > when:
                self.leaks.append(f"frame {self.frame}: seat {seat} after another's hand showed")
            self.shown[seat] = self.frame


def _hot_seat(p: Pilot, seed: int) -> TableScene:
    seats = [SeatSetup("Anna"), SeatSetup("Bruno", "normal"), SeatSetup("Carla", HUMAN)]
    seats.append(SeatSetup("Dario", "normal"))
    t = coteccio_table(p.app, seats, HouseRules(starting_lives=2), seed)
    p.app.replace(t)  # the watch sees the very first frame
    return t


@pytest.fixture(autouse=True)
def _restore_deal():
    deal = table_show.Stage.deal
    yield
    table_show.Stage.deal = deal  # type: ignore[method-assign]


def test_hot_seat_shows_a_hand_only_after_its_owner_confirmed_a_curtain_for_it():
    p = Pilot(SIZE, Settings(speed=Speed.FAST, tips=False, sound=False))
    t = _hot_seat(p, seed=11)
    watch = HotSeatWatch(p, t)
    rng = random.Random(3)
    menus = summaries = 0
    for _ in range(30_000):
        top = p.top
        if t.match.phase is Phase.FINISHED and isinstance(top, Dialog):
            break
        if isinstance(top, Dialog):
            summaries += top.title.startswith("End of hand")
            p.step(rng.randint(0, 5))
            p.key(pygame.K_RETURN)
        elif isinstance(top, CurtainScene):
            p.step(rng.randint(0, 5))
            p.key(pygame.K_RETURN)
        elif top is t and t.waiting_for_bottom():
            if rng.random() < 0.15:  # the menu, and back
                menus += 1
                p.key(pygame.K_ESCAPE)
                assert isinstance(p.top, GameMenu)
                p.step(2)
                p.key(pygame.K_ESCAPE)
            p.key(pygame.K_RETURN)
        else:
            p.step()
    assert t.match.phase is Phase.FINISHED
    assert summaries >= 2 and menus >= 2
    assert watch.face_up_frames > 100  # people did see their own cards
    assert watch.leaks == []


def test_the_first_frame_of_a_hot_seat_match_shows_no_hand():
    p = Pilot(SIZE, Settings(speed=Speed.FAST, tips=False, sound=False))
    t = _hot_seat(p, seed=5)
    watch = HotSeatWatch(p, t)
    p.step(200)  # the deal: every card flies face down
    assert watch.face_up_frames == 0
    assert isinstance(p.top, CurtainScene)


def _play_into_the_second_hand(p: Pilot, table: TableScene) -> None:
    for _ in range(30_000):
        top = p.top
        in_play = table.match.hands_played >= 1 and table.match.phase is Phase.PLAY
        if in_play and len(table.match.tricks) >= 2 and top is table:
            return
        if isinstance(top, (Dialog, CurtainScene)) or top is table and table.waiting_for_bottom():
            p.key(pygame.K_RETURN)
        else:
            p.step()
    raise AssertionError("never reached the second hand")


@pytest.mark.parametrize("hot_seat", [False, True])
def test_the_history_of_the_match_in_play_hides_the_hand_in_play(monkeypatch, tmp_path, hot_seat):
    home(monkeypatch, tmp_path)
    p = pilot(speed=Speed.FAST)
    p.start(TitleScene(p.app))
    p.app.push(SetupScene(p.app))
    setup = p.top
    if hot_seat:
        setup.seats[2][1] = HUMAN
    setup.start()
    table = p.top
    _play_into_the_second_hand(p, table)
    humans = {i for i, s in enumerate(table.setup.seats) if s.kind == HUMAN}
    # Menu → Quit to the title → History → the saved match → Open.
    p.key(pygame.K_ESCAPE)
    menu = p.top
    p.click(next(b for b in menu.group.buttons if b.label == "Quit to the title").rect.center)
    title = p.top
    p.click(next(b for b in title.group.buttons if b.label == "History").rect.center)
    listing = p.top
    assert isinstance(listing, HistoryList)
    p.step(3)
    assert listing.entries[0].label.startswith("The saved match, ")
    p.click(listing._row_rects()[0].center)
    p.click(next(b for b in listing.group.buttons if b.label == "Open").rect.center)
    history = p.top
    assert isinstance(history, HistoryScene)
    # Every step, drawn: finished hands face up, the hand in play as the table shows it.
    drawn: list[int] = []
    face = history_paint.card_image  # the history draws its cards through it

    def recording(faces, card, height, four=False):
        drawn.append(card)
        return face(faces, card, height, four)

    monkeypatch.setattr(history_paint, "card_image", recording)
    allowed = set() if hot_seat else humans
    whole_hands = 0
    leaks = []
    offered = []
    in_play_from = max(i for i, step in enumerate(history.steps) if step.kind == "deal")
    for index, step in enumerate(history.steps):
        history.go(index)
        drawn.clear()
        p.screenshot()
        hands = [step.game.hand(seat) for seat in range(step.game.players)]
        shown = {seat for seat, hand in enumerate(hands) if set(hand) & set(drawn)}
        if index >= in_play_from and not shown <= allowed:
            leaks.append((index, sorted(shown)))
        whole_hands += len(shown) == 4
        offered += [index] if history.play_on.enabled else []
    assert leaks == []
    assert whole_hands > 0  # the finished hand was shown with every hand face up
    # No way to play it on from here: the match in play goes on through Continue only.
    assert offered == []
    p.key(pygame.K_ESCAPE)
    p.key(pygame.K_ESCAPE)
    assert isinstance(p.top, TitleScene) and p.top.group.buttons[0].label.startswith("Continue")

"""Hot-seat: friends share one screen, and no one sees another person's cards."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui.games.coteccio import HouseRules, Phase
from coteccio_gui.live import HUMAN
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.curtain import CurtainScene
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup
from tests.ui.support import SIZE, bottom_cards, compare_golden, coteccio_table


def hot_seat_table(p: Pilot, kinds: list[str], seed: int = 11, lives: int = 2) -> TableScene:
    names = ["Anna", "Bruno", "Carla", "Dario"]
    seats = [SeatSetup(n, k) for n, k in zip(names, kinds, strict=True)]
    t = coteccio_table(p.app, seats, HouseRules(starting_lives=lives), seed)
    p.start(t)
    return t


def acting_human(t: TableScene) -> int | None:
    """The person the table waits for now, if any."""
    m = t.match
    if m.phase in (Phase.DEAL, Phase.FINISHED) or t.queue or t.anim.busy():
        return None
    return m.turn if t.is_human(m.turn) else None


def play_through(p: Pilot, t: TableScene, on_frame) -> None:
    """Play the match to its end as the people would, calling ``on_frame`` after every draw."""
    draw = p.app.draw

    def checked_draw() -> None:
        t.painter.face_up = set()
        draw()
        on_frame()

    p.app.draw = checked_draw  # type: ignore[method-assign]
    # (``on_frame`` records what it finds: an assertion inside a frame would meet the app's
    # crash guard instead of the test.)
    for _ in range(20_000):
        if t.match.phase is Phase.FINISHED and isinstance(p.top, Dialog):
            return
        top = p.top
        if isinstance(top, (CurtainScene, Dialog)):
            p.key(pygame.K_RETURN)
        elif top is t and t.waiting_for_bottom():
            p.key(pygame.K_RETURN)  # the selected card is a legal one
        else:
            p.step()
    raise AssertionError("the match never ended")


def test_two_people_and_two_computers_never_see_each_others_cards():
    p = Pilot(SIZE, Settings(speed=Speed.FAST, tips=False))
    t = hot_seat_table(p, [HUMAN, "normal", HUMAN, "normal"])
    seen: dict[str, int] = {"frames": 0, "curtains": 0, "anna": 0, "carla": 0}
    curtain_names: list[str] = []
    leaks: list[str] = []

    def on_frame() -> None:
        seen["frames"] += 1
        shown = t.painter.face_up
        if any(isinstance(s, CurtainScene) for s in p.app.scenes):
            # The curtain is opaque: the table is not even drawn under it.
            if shown:
                leaks.append(f"seats {sorted(shown)} showed while the curtain was up")
            curtain = next(s for s in p.app.scenes if isinstance(s, CurtainScene))
            if not curtain_names or curtain_names[-1] != curtain.name:
                curtain_names.append(curtain.name)
            return
        who = acting_human(t)
        if who is not None:
            if not shown <= {who}:
                leaks.append(f"seats {sorted(shown)} showed while seat {who} acts")
            seen["anna" if who == 0 else "carla"] += 1
        if not shown <= {0, 2}:
            leaks.append("a computer's hand was shown")

    play_through(p, t, on_frame)
    assert getattr(p.app, "crashes", []) == []
    assert leaks == []
    assert t.match.phase is Phase.FINISHED
    assert seen["anna"] > 0 and seen["carla"] > 0, seen
    # The laptop went back and forth, each time to the other person.
    assert len(curtain_names) >= 4
    assert all(a != b for a, b in zip(curtain_names, curtain_names[1:], strict=False))
    assert set(curtain_names) == {"Anna", "Carla"}


def test_one_person_at_the_table_never_gets_a_curtain():
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False))
    t = hot_seat_table(p, [HUMAN, "normal", "easy", "normal"], lives=1)
    curtains = 0
    hidden = 0

    def on_frame() -> None:
        nonlocal curtains, hidden
        curtains += any(isinstance(s, CurtainScene) for s in p.app.scenes)
        if acting_human(t) == 0 and p.top is t:
            hidden += t.painter.face_up != {0}

    play_through(p, t, on_frame)
    assert curtains == 0
    assert hidden == 0, "the only person's own cards were hidden from them"


def test_the_curtain_names_the_next_person_and_hides_the_table():
    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False))
    t = hot_seat_table(p, [HUMAN, HUMAN, "normal", "normal"], seed=5)
    p.until(lambda: isinstance(p.top, CurtainScene))
    assert p.top.name == "Anna"  # from the first deal on, every hand waits for its owner
    p.key(pygame.K_RETURN)
    while not isinstance(p.top, CurtainScene):  # Anna plays until the laptop must pass
        if t.waiting_for_bottom():
            p.key(pygame.K_RETURN)
        else:
            p.step()
    curtain = p.top
    assert curtain.name == "Bruno"
    compare_golden("hot_seat_handover", p.screenshot())
    p.click((10, 10))  # a click anywhere: Bruno is ready
    assert p.top is t and t.viewer == 1 and t.bottom == 1
    p.until(lambda: t.waiting_for_bottom())
    assert bottom_cards(t) == sorted(t.match.hands[1], key=t.look.hand_key)  # as sorted


def test_esc_on_the_curtain_opens_the_menu_and_resume_returns_to_it():
    from coteccio_gui.ui.screens.menu import GameMenu

    p = Pilot(SIZE, Settings(speed=Speed.INSTANT, tips=False))
    t = hot_seat_table(p, [HUMAN, HUMAN, "normal", "normal"], seed=5)
    for _ in range(2000):
        if isinstance(p.top, CurtainScene):
            break
        p.key(pygame.K_RETURN) if t.waiting_for_bottom() else p.step()
    p.key(pygame.K_ESCAPE)
    assert isinstance(p.top, GameMenu)
    p.screenshot()
    p.key(pygame.K_ESCAPE)
    assert isinstance(p.top, CurtainScene)


@pytest.mark.parametrize("size", [(900, 600), (1600, 1000)])
def test_a_notice_over_the_curtain_leaves_the_fan_of_cards_in_sight(size):
    p = Pilot(size, Settings(speed=Speed.INSTANT, tips=False, language="it"))
    p.start(CurtainScene(p.app, "Anna", lambda: None, lambda: None))
    p.app.notices.add("La partita non finita è stata conservata nello Storico.")
    p.screenshot()
    fan = [d.rect for d in p.app.drawn.items if d.kind == "card"]
    notice = next(d.rect for d in p.app.drawn.items if d.layer_name == "notices")
    assert len(fan) == 5 and notice.collidelist(fan) == -1

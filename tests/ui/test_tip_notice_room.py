"""A tip and a notice keep clear of what a player looks at (issue 49): when the person leads in
Tressette at 900×600, the signal bar leaves no room at the sides, and the tip lay over another
seat's hand; it goes in the empty middle of the table instead. A notice ("Your unfinished match
was kept in the History") sat in the middle of the trick area, where the cards are played; it
keeps clear of that area, empty or not."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.board.spreads import trick_rects
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup

NAMES = ["Anna", "Bruno", "Carla", "Dario"]
HAND = {"coteccio": 5, "tressette": 10}
"""The cards each seat holds when the play begins."""
NOTICE = {
    "en": "Your unfinished match was kept in the History.",
    "it": "La partita non finita è stata conservata nello Storico.",
}


def table(p: Pilot, game: str, seed: int) -> TableScene:
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(n, "normal") for n in NAMES[1:]]
    t = TableScene(p.app, TableSetup(game, seats, None, seed))
    p.start(t)
    return t


def trick_area(t: TableScene) -> pygame.Rect:
    """Where the cards of a trick lie."""
    boxes = trick_rects(t.layout)
    return boxes[0].unionall(boxes)


@pytest.mark.parametrize(("language", "size"), [("en", (900, 600)), ("it", (900, 600))])
def test_the_lead_signal_tip_covers_no_hand_and_no_name(monkeypatch, tmp_path, language, size):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    i18n.set_language(language)
    p = Pilot(size, Settings(speed=Speed.INSTANT, sound=False, tips=True, language=language))
    t = table(p, "tressette", 3)
    boxes = []
    for _ in range(20_000):
        if p.top is t and t.tips.showing == "signals":
            p.step()
            boxes.append(t.tips.panel._look.box)
            break
        if p.top is t and t.tips.showing is not None:
            p.click(t.tips.panel.group.buttons[0].rect.center)  # Got it
        elif isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
        elif p.top is t and t.waiting_for_bottom():
            legal = {getattr(a, "card", None) for a in t.match.legal_actions()}
            i = next(i for i, c in enumerate(t.show.cards[t.bottom]) if c in legal)
            p.click(t.hand_rects()[i].center)
        else:
            p.step()
    assert boxes, "the person never led with the signal tip"
    tip = boxes[0]
    for spot in t.layout.spots:
        assert not tip.colliderect(spot.panel), (spot.seat, tip)
        assert not tip.colliderect(spot.hand), (spot.seat, tip)  # every hand seen whole
    assert pygame.Rect((0, 0), size).contains(tip)
    t.closed()


@pytest.mark.parametrize(
    ("game", "language", "size"),
    [
        ("coteccio", "en", (900, 600)),
        ("tressette", "it", (900, 600)),
        ("coteccio", "it", (1600, 1000)),
    ],
)
def test_a_notice_keeps_off_the_trick_area_empty_or_not(
    monkeypatch, tmp_path, game, language, size
):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    i18n.set_language(language)
    p = Pilot(size, Settings(speed=Speed.INSTANT, tips=False, sound=False, language=language))
    t = table(p, game, 4)
    p.until(lambda: len(t.hand_rects()) == HAND[game] and not t.anim.busy())  # dealt
    p.app.notices.add(NOTICE[language])
    p.screenshot()
    notice = next(d.rect for d in p.app.drawn.items if d.layer_name == "notices")
    assert not notice.colliderect(trick_area(t)), (notice, trick_area(t))
    assert notice.collidelist(t.hand_rects()) == -1
    assert pygame.Rect((0, 0), size).contains(notice)
    t.closed()

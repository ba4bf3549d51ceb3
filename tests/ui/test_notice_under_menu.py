"""A notice shown while the Esc menu pauses the table keeps clear of the dimmed cards, as it
does with the menu closed (it sat on the dimmed cards at the top of the table, since a shade
made everything under it count as free room)."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core import drawlog
from coteccio_gui.ui.core.notice import Notices
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.menu import GameMenu
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup

HAND = {"coteccio": 5, "tressette": 10}
"""The cards each seat holds when the play begins."""
NOTICE = {
    "en": "Your unfinished match was kept in the History.",
    "it": "La partita non finita è stata conservata nello Storico.",
}


def _notice(p: Pilot) -> pygame.Rect:
    p.screenshot()
    return next(d.rect for d in p.app.drawn.items if d.layer_name == "notices")


@pytest.mark.parametrize(
    ("game", "language", "size"),
    [
        ("coteccio", "en", (900, 600)),
        ("coteccio", "it", (1600, 1000)),
        ("tressette", "it", (900, 600)),
        ("tressette", "en", (1600, 1000)),
    ],
)
def test_a_notice_over_the_paused_table_covers_no_dimmed_card(
    monkeypatch, tmp_path, game, language, size
):
    monkeypatch.setenv("COTECCIO_HOME", str(tmp_path))
    i18n.set_language(language)
    p = Pilot(size, Settings(speed=Speed.INSTANT, tips=False, sound=False, language=language))
    names = ["Anna", "Bruno", "Carla", "Dario"]
    seats = [SeatSetup(names[0])] + [SeatSetup(n, "easy") for n in names[1:]]
    t = TableScene(p.app, TableSetup(game, seats, None, 4))
    p.start(t)
    p.until(lambda: len(t.hand_rects()) == HAND[game])
    p.app.notices.add(NOTICE[language])
    p.key(pygame.K_ESCAPE)
    p.until(lambda: isinstance(p.top, GameMenu))
    notice = _notice(p)
    items = p.app.drawn.items
    shade = next(i for i, d in enumerate(items) if d.kind == "shade")
    dimmed_cards = [d.rect for d in items[:shade] if d.kind == "card"]
    assert len(dimmed_cards) >= 2 * HAND[game], dimmed_cards  # the hand and the others' backs
    assert notice.collidelist(dimmed_cards) == -1, (notice, dimmed_cards)
    assert notice.collidelist(t.hand_rects()) == -1
    assert not notice.colliderect(p.top.box)  # the menu stays whole
    t.closed()


def test_with_no_clear_room_on_the_dimmed_table_a_notice_still_keeps_off_the_menu():
    """Where the dimmed table leaves no room, the notice goes over it, but never on the menu."""
    pygame.display.init()
    pygame.font.init()
    screen = pygame.Surface((900, 600))
    menu = pygame.Rect(314, 0, 272, 474)  # from the top: the top centre is no way out
    notices = Notices()
    notices.add(NOTICE["en"])
    log = drawlog.DrawLog()
    log.start(screen)
    drawlog.current = log
    try:
        log.new_layer("notices")
        notices.draw(screen, [menu], [screen.get_rect()])
    finally:
        drawlog.current = None
    notice = next(d.rect for d in log.items if d.kind == "panel")
    assert screen.get_rect().contains(notice) and not notice.colliderect(menu), notice

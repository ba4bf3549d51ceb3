"""The word under the arrow of play in the middle of the table ("anticlockwise", in Italian
"antiorario") never shows through a card there: one lying in the trick, or one flying, as the
trick is swept to its winner (two real windows at 900x600 showed it across the card)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.i18n import _
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core import drawlog
from coteccio_gui.ui.core.anim import Flight
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.frame import TableFrame, frame_of
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.saves_support import home
from tests.ui.support import NAMES


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def words(t: TableScene, frame: TableFrame) -> list[pygame.Rect]:
    """Where painting ``frame`` writes the word under the arrow."""
    surface = pygame.Surface(frame.layout.size)
    log = drawlog.DrawLog()
    log.start(surface)
    before, drawlog.current = drawlog.current, log
    try:
        t.painter.paint(surface, frame)
    finally:
        drawlog.current = before
    return [d.rect for d in log.items if d.kind == "text" and d.text == _("anticlockwise")]


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_direction_word_hides_under_a_card_lying_or_flying_over_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path, language: str
) -> None:
    home(monkeypatch, tmp_path)
    i18n.set_language(language)
    p = Pilot((900, 600), Settings(speed=Speed.INSTANT, tips=False, sound=False, language=language))
    seats = [SeatSetup(n, "normal") for n in NAMES[:4]]
    t = TableScene(p.app, TableSetup("rovescino", seats, None, 6))
    p.start(t)
    empty = replace(frame_of(t), trick=(), flights=())
    (word,) = words(t, empty)  # the table shows it while nothing lies there
    height = empty.layout.trick_height
    flying = Flight(1, word.center, word.center, height, height, 1.0, elapsed=0.1)
    assert words(t, replace(empty, flights=(flying,))) == []
    seat = next(s.seat for s in empty.layout.spots if word.colliderect(_card(empty, s.trick)))
    assert words(t, replace(empty, trick=((seat, 1),))) == []
    p.app.replace(p.app.nav.make("title"))


def _card(frame: TableFrame, centre: tuple[int, int]) -> pygame.Rect:
    """A trick card's rect at ``centre`` (the painter's size for trick cards)."""
    height = frame.layout.trick_height
    rect = pygame.Rect(0, 0, height * 2 // 3, height)
    rect.center = centre
    return rect


@pytest.mark.parametrize("players", [2, 4])
def test_two_players_see_no_direction_of_play(
    monkeypatch: pytest.MonkeyPatch, tmp_path, players: int
) -> None:
    """With two at the table 'anticlockwise' and its arrow mean nothing: neither is drawn."""
    from coteccio_gui.ui.board.felt import ARROW

    home(monkeypatch, tmp_path)
    p = Pilot((1600, 1000), Settings(speed=Speed.INSTANT, tips=False, sound=False))
    seats = [SeatSetup(n, "normal") for n in NAMES[:players]]
    game = "tressette-in-due" if players == 2 else "tressette"
    t = TableScene(p.app, TableSetup(game, seats, None, 3))
    p.start(t)
    empty = replace(frame_of(t), trick=(), flights=())
    shown = words(t, empty)
    centre = empty.layout.oval.center
    near = pygame.Rect(0, 0, 200, 200)
    near.center = centre
    background = t.painter._background
    arrow = sum(
        background.get_at((x, y))[:3] == ARROW[:3]
        for x in range(near.left, near.right, 2)
        for y in range(near.top, near.bottom, 2)
    )
    assert (len(shown), arrow > 0) == ((0, False) if players == 2 else (1, True))
    p.app.replace(p.app.nav.make("title"))

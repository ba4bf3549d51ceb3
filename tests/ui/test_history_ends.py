"""The History's move buttons at either end of a record (dimmed where they lead nowhere), and
the other hands of a match of two or three spread to be read."""

from __future__ import annotations

import random

import pygame
import pytest

from coteccio_gui import games, i18n
from coteccio_gui.record import dumps_record, read_record
from coteccio_gui.ui.board.layout import INDEX_SHARE, hand_card_positions, table_layout
from coteccio_gui.ui.cardart import card_size
from coteccio_gui.ui.core import theme
from coteccio_gui.ui.screens.history import HistoryScene
from tests.saves_support import NAMES, finished_match, home, partial_match, pilot, record_text
from tests.ui.history_support import claimed_match


def _button(h: HistoryScene, label: str):
    return next(b for b in h.group.buttons if b.label == label)


def _focused(h: HistoryScene) -> str:
    return h.group.buttons[h.group.focus].label


def test_at_either_end_the_moves_that_lead_nowhere_are_dimmed_and_lose_the_focus(
    monkeypatch, tmp_path
):
    home(monkeypatch, tmp_path)
    p = pilot()
    h = HistoryScene(p.app, read_record(record_text(finished_match(seed=6))))
    p.start(h)
    back = [_button(h, label) for label in ("« Hand", "‹ Trick", "‹ Card")]
    on = [_button(h, label) for label in ("Card ›", "Trick ›", "Hand »")]
    assert h.index == 0 and _focused(h) == "Card ›"
    assert not any(b.enabled for b in back) and all(b.enabled for b in on)
    p.key(pygame.K_RETURN)
    assert h.index == 1 and all(b.enabled for b in back)
    p.key(pygame.K_END)
    last = len(h.steps) - 1
    assert h.index == last and _focused(h) == "‹ Card"  # not the "Card ›" that does nothing
    assert not any(b.enabled for b in on) and all(b.enabled for b in back)
    p.click(_button(h, "Card ›").rect.center)  # a dimmed button ignores the mouse
    assert h.index == last and _focused(h) == "‹ Card"
    for _ in range(len(h.group.buttons)):  # Tab goes round and never stops on a dimmed move
        p.key(pygame.K_TAB)
        assert _focused(h) not in ("Card ›", "Trick ›", "Hand »")
    h.group.focus = h.group.buttons.index(_button(h, "‹ Card"))
    p.key(pygame.K_RETURN)
    assert h.index == last - 1 and all(b.enabled for b in on)
    p.key(pygame.K_HOME)
    assert _focused(h) == "Card ›"
    shot = p.screenshot()
    dim, lit = _colours(shot, _button(h, "‹ Card").rect), _colours(shot, _button(h, "Card ›").rect)
    assert theme.PAPER not in dim and theme.PAPER in lit  # the label of a dimmed move is grey


def _colours(shot: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    return {
        tuple(shot.get_at((x, y)))[:3]
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    }


def test_an_unfinished_record_opens_at_its_end_with_the_focus_on_a_live_button(
    monkeypatch, tmp_path
):
    home(monkeypatch, tmp_path)
    p = pilot()
    h = HistoryScene(p.app, read_record(record_text(partial_match(45))))
    p.start(h)
    assert h.index == len(h.steps) - 1 and _focused(h) == "‹ Card"
    p.key(pygame.K_RETURN)
    assert h.index == len(h.steps) - 2


def test_in_a_two_player_history_the_other_hand_is_spread_to_be_read(monkeypatch, tmp_path):
    # Tressette in due's History showed Bruno's ten cards face up as slivers a few pixels apart
    home(monkeypatch, tmp_path)
    text = dumps_record(NAMES[:2], claimed_match(2, 1), {"seats": ["human", "normal"]})
    for size in ((900, 600), (1600, 1000)):
        p = pilot(size)
        h = HistoryScene(p.app, read_record(text))
        p.start(h)
        top = next(spot for spot in h.layout.spots if spot.seat == 1)
        rects = hand_card_positions(top, 10)
        step = rects[1].x - rects[0].x
        assert step >= rects[0].width * 0.4, (size, step, rects[0].width)
        assert rects[-1].right <= h.area[0]


def _random_record(game: str, players: int, seed: int) -> str:
    """A whole match of ``game`` played by random legal choices, as the game saves it."""
    spec, rng = games.spec(game), random.Random(seed)
    m = spec.new_match(players, None, rng)
    while m.outcome() is None:
        if m.needs_deal():
            m.deal(rng)
        else:
            m.apply(rng.choice(m.legal_actions()))
    return dumps_record(NAMES[:players], m, {"seats": ["human"] + ["normal"] * (players - 1)})


@pytest.mark.parametrize(("game", "cards"), [("terziglio", 12), ("coteccio", 5)])
def test_in_a_three_player_history_both_other_hands_read_and_the_trick_keeps_its_size(
    monkeypatch, tmp_path, game, cards
):
    # Terziglio's History showed the two other hands, face up, as slivers a few pixels apart;
    # spread as they were, the trick's cards shrank to a sliver between them instead
    home(monkeypatch, tmp_path)
    text = _random_record(game, 3, 4)
    for size in ((900, 600), (1280, 800), (1600, 1000)):
        p = pilot(size)
        h = HistoryScene(p.app, read_record(text))
        p.start(h)
        lay = h.layout
        others = [spot for spot in lay.spots if not spot.bottom]
        hands = [hand_card_positions(spot, cards) for spot in others]
        for rects in hands:  # each card's corner index shows, inside the table's side
            step = rects[1].x - rects[0].x
            assert step >= rects[0].width * INDEX_SHARE, (size, step, rects[0].width)
            assert rects[0].left >= 0 and rects[-1].right <= h.area[0], size
        left, right = sorted((r[0].unionall(r) for r in hands), key=lambda r: r.x)
        assert left.right < right.left, size  # the two hands apart
        tricks = [_trick(spot.trick, lay.trick_height) for spot in lay.spots]
        closed = table_layout(h.area, 3, h.bottom, 1.0, others[0].fan)  # no hand laid open
        assert lay.trick_height == closed.trick_height, size  # the trick as big as ever
        solid = [*(r[0].unionall(r) for r in hands), *(spot.panel for spot in lay.spots)]
        for i, trick in enumerate(tricks):  # the cards played clear of hands, panels, each other
            assert trick.collidelist(solid) < 0, (size, i)
            assert trick.collidelist(tricks[i + 1 :]) < 0, (size, i)
        assert not p.app.crashes


def _trick(centre: tuple[int, int], height: int) -> pygame.Rect:
    w, h = card_size(height)
    return pygame.Rect(centre[0] - w // 2, centre[1] - h // 2, w, h)


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_small_history_s_seat_panels_say_their_whole_line(monkeypatch, tmp_path, language):
    # at 900x600 the soloist's panel read "Scegliete: 0 …" where it means "Scegliete: 0 of 21"
    home(monkeypatch, tmp_path)
    text = _random_record("terziglio", 3, 4)
    i18n.set_language(language)
    try:
        p = pilot((900, 600))
        h = HistoryScene(p.app, read_record(text))
        p.start(h)
        seen = set()
        for index in range(0, len(h.steps), 3):
            h.go(index)
            p.step()
            p.screenshot()
            items = p.app.drawn.items
            panels = [d.rect for d in items if d.kind == "panel" and d.rect.x < h.area[0]]
            said = [d.text for d in items if d.kind == "text" and d.box in panels]
            assert not [t for t in said if t.endswith("…")], (index, said)
            seen.update(said)
        assert any(t.startswith("Scegliete") for t in seen)  # a soloist's line was among them
    finally:
        i18n.set_language("en")

"""The hand at the bottom is sorted by suit and then by the game's own order, in every game,
unless the setting asks for the cards as dealt; a card that joins a hand is marked a moment."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import games
from coteccio_gui.engine.cards import card_from_code
from coteccio_gui.games.cucco.cards import Design, design_of
from coteccio_gui.games.tressette.cards import STRENGTH
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.settings import SettingsScene
from coteccio_gui.ui.table import show as table_show
from coteccio_gui.ui.table.frame import frame_of
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.ui.support import NAMES, SIZE

GAMES = list(games.NAMES)


def _dealt_table(game: str, sort: bool = True, seed: int = 7) -> tuple[Pilot, TableScene]:
    """A match of ``game`` with the person at seat 0, dealt and shown."""
    p = Pilot(SIZE, Settings(speed=Speed.FAST, tips=False, sound=False, sort_hands=sort))
    n = games.spec(game).default_players
    seats = [SeatSetup(NAMES[0])] + [SeatSetup(NAMES[i], "normal") for i in range(1, n)]
    t = TableScene(p.app, TableSetup(game, seats, None, seed))
    p.start(t)
    p.until(lambda: t.show.cards[t.bottom] and not t.anim.busy() and not t.queue)
    return p, t


def _drawn_left_to_right(t: TableScene) -> list[int]:
    """The bottom hand's cards in the order the frame draws them, from left to right."""
    hand = next(h for h in frame_of(t).hands if h.seat == t.bottom)
    assert all(c is not None for c in hand.cards)
    return [c for _x, c in sorted(zip((r.x for r in hand.rects), hand.cards, strict=True))]


def _suit_runs(cards: list[int], suit) -> int:
    """How many runs of one suit the cards make (4 suits sorted: 4 runs at most)."""
    return sum(1 for i, c in enumerate(cards) if i == 0 or suit(c) != suit(cards[i - 1]))


@pytest.mark.parametrize("game", GAMES)
def test_every_game_shows_the_hand_sorted_by_suit_then_by_its_own_order(game):
    _p, t = _dealt_table(game)
    cards = _drawn_left_to_right(t)
    assert sorted(cards) == sorted(t.match.hand(t.bottom))
    assert cards == sorted(cards, key=t.look.hand_key)
    if game in ("coch", "zifuli"):  # the Figure first, then the Matte
        suits = [c // 20 for c in cards]
        assert suits == sorted(suits)
        if game == "coch":  # Matto before Brescia
            ranks = [design_of(c) for c in cards if c >= 20]
            assert ranks == sorted(ranks)
    elif game == "stovkahra":  # acorns, leaves, hearts, bells; each from the Ace down to the 7
        assert _suit_runs(cards, lambda c: c // 8) == len({c // 8 for c in cards})
        assert cards == sorted(cards)
    else:
        assert _suit_runs(cards, lambda c: c // 10) == len({c // 10 for c in cards})
        for a, b in zip(cards, cards[1:], strict=False):
            if a // 10 == b // 10:
                if game == "coteccio":  # A R C F 7 6 5 4 3 2
                    assert a % 10 < b % 10
                else:  # 3 2 A R C F 7 6 5 4
                    assert STRENGTH[a] > STRENGTH[b]


def test_the_tressette_order_puts_the_three_and_two_before_the_ace():
    c = card_from_code
    shown = sorted([c("Ac"), c("4c"), c("3c"), c("Rc"), c("2c"), c("7d")],
                   key=presentation("tressette").hand_key)  # fmt: skip
    assert shown == [c("3c"), c("2c"), c("Ac"), c("Rc"), c("4c"), c("7d")]
    zifuli = presentation("zifuli")
    matte = sorted([Design.OSTERIA * 2, Design.MATTO * 2, Design.NULLA * 2], key=zifuli.hand_key)
    assert [design_of(x) for x in matte] == [Design.NULLA, Design.MATTO, Design.OSTERIA]


@pytest.mark.parametrize("game", ["coteccio", "terziglio"])
def test_as_dealt_shows_the_cards_in_the_order_they_came_and_the_setting_applies_at_once(game):
    p, t = _dealt_table(game, sort=False, seed=11)
    assert _drawn_left_to_right(t) == list(t.match.hand(t.bottom))
    assert _drawn_left_to_right(t) != sorted(t.match.hand(t.bottom), key=t.look.hand_key)
    p.app.push(SettingsScene(p.app))  # Settings: Hands, as dealt → sorted; Esc: the table
    settings = p.top
    assert isinstance(settings, SettingsScene)
    row = next(r for r in settings.form.rows if r.label == "Hands")
    assert row.value() == "as dealt"
    p.click(row.rect.center)
    assert row.value() == "sorted" and p.app.settings.sort_hands
    p.key(pygame.K_ESCAPE)
    assert p.top is t
    p.until(lambda: not t.anim.busy() and not t.queue)
    p.step()
    assert _drawn_left_to_right(t) == sorted(t.match.hand(t.bottom), key=t.look.hand_key)


def test_a_card_drawn_in_tressette_in_due_is_marked_for_a_moment_of_table_time():
    p, t = _dealt_table("tressette-in-due")
    before = set(t.match.hand(t.bottom))
    for _ in range(20_000):  # play the first legal card whenever it is the person's turn
        if set(t.show.cards[t.bottom]) - before and not t.queue and not t.anim.busy():
            break
        seat = t.turns.active_seat()
        if seat is not None:
            t.turns.input.try_play(t.show.cards[seat].index(sorted(t.turns.legal_cards(seat))[0]))
            before = set(t.match.hand(t.bottom)) - set(c for _s, c in t.match.trick)
        p.step()
    else:
        raise AssertionError("nothing was drawn")
    drawn = set(t.show.cards[t.bottom]) - before
    hand = next(h for h in frame_of(t).hands if h.seat == t.bottom)
    assert {hand.cards[i] for i in hand.fresh} == drawn and len(drawn) == 1
    p.step(int(table_show.FRESH_S * 60) - 10)
    assert next(h for h in frame_of(t).hands if h.seat == t.bottom).fresh  # still marked
    p.step(20)
    assert not next(h for h in frame_of(t).hands if h.seat == t.bottom).fresh
    assert not t.show.fresh


def test_the_setting_is_saved_and_read_back(tmp_path):
    from coteccio_gui.settings import load_settings, save_settings

    path = tmp_path / "settings.json"
    save_settings(Settings(sort_hands=False), path)
    assert load_settings(path)[0].sort_hands is False

"""In every game the coach's hint opens with a reason in the game's terms, read from the position
(the card heading the trick, the suit led, the cards of a suit still in play), and its numbers
follow for those who want them; in English and in Italian."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from coteccio_gui import games, i18n
from coteccio_gui.live import HUMAN
from coteccio_gui.players import study_of
from coteccio_gui.players.coteccio import coach as coteccio_coach
from coteccio_gui.players.reasons import Reason, Why
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.games.coach_reasons import reason_words
from coteccio_gui.ui.games.registry import entry
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.curtain import CurtainScene
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from coteccio_gui.ui.words import card_name, suit_name, the_card
from tests.ui.layout_check import layout_problems

PLAYERS = {"coteccio": 4, "rovescino": 4, "tressette": 4, "tressette-in-due": 2,
           "terziglio": 3, "coch": 4, "zifuli": 5, "stovkahra": 4}  # fmt: skip
NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena"]
SMALL = (900, 600)
"""The smallest window the table is laid out for: the hint must fit it in both languages."""
READABLE = 13
"""The least text size of the hint at that window (the table's banner starts at 19 there)."""
NUMBERS = {"en": "the deals I tried", "it": "smazzate che ho provato"}


@pytest.fixture(autouse=True)
def _english() -> Any:
    yield
    i18n.set_language("en")


def _why(game: str) -> Any:
    study = study_of(game)
    if study is None:  # Coteccio's coach is its own
        return coteccio_coach.why
    assert study.reason is not None
    return study.reason


def _choices(t: TableScene, seat: int) -> int:
    """How many cards the person may play (a hint with one says "the only card")."""
    view = t.match.view(seat)
    return len({getattr(a, "card", a) for a in view.legal})


def _to_a_choice_of_cards(p: Pilot, t: TableScene) -> int:
    """Answer every dialog and play the first card until the person chooses among cards."""
    coach = entry(t.setup.game).coach
    assert coach is not None
    for _ in range(20_000):
        seat = t.turns.active_seat()
        if isinstance(p.top, (Dialog, CurtainScene)):
            p.key(pygame.K_RETURN)
        elif p.top is t and t.waiting_for_bottom() and seat is not None:
            view = t.match.view(seat)
            if coach.can_coach(view) and _choices(t, seat) > 1:
                return seat
            p.key(pygame.K_RETURN)
            p.step()
        else:
            p.step()
    raise AssertionError("the person never chose among cards")


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("game", games.NAMES)
def test_the_hint_opens_with_a_reason_from_the_position_then_its_numbers(game, language):
    i18n.set_language(language)
    p = Pilot(SMALL, Settings(tips=False, speed=Speed.INSTANT, language=language))
    seats = [SeatSetup(n, HUMAN if i == 0 else "normal") for i, n in enumerate(NAMES)]
    t = TableScene(p.app, TableSetup(game, seats[: PLAYERS[game]], None, 4))
    p.start(t)
    seat = _to_a_choice_of_cards(p, t)
    view = t.match.view(seat)
    p.key(pygame.K_h)
    p.step()
    said = t.message
    assert layout_problems(p.app.drawn, pygame.Rect((0, 0), SMALL)) == []  # it fits its banner
    (banner,) = [d.rect for d in p.app.drawn.items if d.kind == "banner"]
    sizes = {d.size for d in p.app.drawn.items if d.kind == "text" and banner.contains(d.rect)}
    assert sizes and min(sizes) >= READABLE, sizes  # not shrunk to fit two lines
    coach = entry(game).coach
    assert coach is not None
    card, _line = coach.hint(view, len(t.match.actions), t.faces)
    r = _why(game)(view, card)
    look = t.look
    reason = reason_words(
        r, lambda c: look.card_in_sentence(c, t.faces), lambda s: look.suit_in_sentence(s, t.faces)
    )
    assert said.startswith(reason + "\n"), said  # the reason first, on its own line...
    assert NUMBERS[language] in said[len(reason) :]  # ...then the numbers
    assert NUMBERS[language] not in reason
    named = t.look.card_in_sentence(card, t.faces).lower()
    assert named in reason.lower()  # it names the card it recommends
    if r.other is not None:  # and the card heading the trick, as the table shows it
        assert t.look.card_in_sentence(r.other, t.faces).lower() in reason.lower()
        assert r.other in [c for _, c in view.trick]


@pytest.mark.parametrize("language", ["en", "it"])
def test_every_reason_has_its_words_naming_what_it_speaks_of(language) -> None:
    i18n.set_language(language)
    seen = set()
    for why in Why:
        for count, kept in ((0, 7), (1, 7), (3, 7), (2, None)):
            r = Reason(why, 27, other=11, kept=kept, suit=2, count=count)
            said = reason_words(r, lambda c: the_card(c, "triestine"), lambda s: suit_name(s, "e"))
            assert "{" not in said and not said[:1].islower(), said
            assert card_name(27, "triestine") in said  # the card recommended, always
            seen.add(said)
    assert len(seen) > len(Why)  # a count or a card kept back changes the sentence


def test_the_reasons_words_in_each_language() -> None:
    r = Reason(Why.UNDER, 27, other=24)  # the 4 of swords under the 7 of swords
    words = (lambda c: the_card(c, "triestine"), lambda s: suit_name(s, "triestine"))
    assert reason_words(r, *words) == (
        "The 4 of swords stays under the 7 of swords: you do not take this trick."
    )
    i18n.set_language("it")
    assert (
        reason_words(r, *words)
        == "Il 4 di spade resta sotto il 7 di spade: questa presa non è tua."
    )
    lead = Reason(Why.LEAD_UNDER, 27, suit=2, count=1)
    assert reason_words(lead, *words) == (
        "Una carta di spade ancora da giocare batte il 4 di spade: "
        "la presa dovrebbe andare a qualcun altro."
    )

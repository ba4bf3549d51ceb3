"""The coach at the table of every game: Hint (H) lifts the expert's card with one line of why in
the game's measure, each play is reviewed for the history and counted at the end of the match,
nothing of it with the coach off in Settings, and in hot-seat only behind the person's curtain."""

from __future__ import annotations

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.live import HUMAN
from coteccio_gui.players import coach
from coteccio_gui.record import Record
from coteccio_gui.settings import Settings, Speed
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.games.registry import entry
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.curtain import CurtainScene
from coteccio_gui.ui.screens.history import HistoryScene
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup, TableSetup
from tests.ui.support import SIZE

GAMES = {
    "rovescino": 4,
    "coch": 4,
    "zifuli": 5,
    "tressette": 4,
    "tressette-in-due": 2,
    "terziglio": 3,
    "stovkahra": 4,
}
WHY = {
    "rovescino": "penalty points on average over the deals I tried",
    "coch": "the chance of losing the hand over the deals I tried",
    "zifuli": "your stakes come to",
    "tressette": "your side takes",
    "tressette-in-due": "you take",
    "terziglio": "game points on average",
    "stovkahra": "points on the opponents",
}
NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena"]


@pytest.fixture(autouse=True)
def _english() -> None:
    i18n.set_language("en")


def _table(p: Pilot, game: str, kinds: list[str], seed: int = 4) -> TableScene:
    seats = [SeatSetup(n, k) for n, k in zip(NAMES, kinds, strict=False)]
    t = TableScene(p.app, TableSetup(game, seats, None, seed))
    p.start(t)
    return t


def _people(game: str) -> list[str]:
    return [HUMAN] + ["normal"] * (GAMES[game] - 1)


def _coachable(t: TableScene) -> bool:
    seat = t.turns.active_seat()
    coach = entry(t.setup.game).coach
    return seat is not None and coach is not None and coach.can_coach(t.match.view(seat))


def _to_a_card_turn(p: Pilot, t: TableScene) -> None:
    """Answer every dialog with its default (Enter) until the person plays a card."""
    for _ in range(20_000):
        if isinstance(p.top, (Dialog, CurtainScene)):
            p.key(pygame.K_RETURN)
        elif p.top is t and t.waiting_for_bottom() and _coachable(t):
            return
        elif p.top is t and t.waiting_for_bottom():
            p.key(pygame.K_RETURN)  # a choice beside a card (a discard, a call): the default
            p.step()
        else:
            p.step()
    raise AssertionError("the person never had a card to play")


def _expected(t: TableScene) -> tuple[int, str]:
    coach = entry(t.setup.game).coach
    seat = t.turns.active_seat()
    assert coach is not None and seat is not None
    return coach.hint(t.match.view(seat), len(t.match.actions), t.faces)


def _selected(t: TableScene) -> int:
    seat = t.turns.active_seat()
    assert seat is not None and t.turns.selected is not None
    return t.show.cards[seat][t.turns.selected]


@pytest.mark.parametrize("game", GAMES)
def test_h_lifts_the_experts_card_says_why_and_the_end_counts_the_agreement(game: str) -> None:
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT))
    t = _table(p, game, _people(game))
    _to_a_card_turn(p, t)
    assert t.painter.hint is not None and t.painter.hint.label == "Hint (H)"
    card, why = _expected(t)
    p.key(pygame.K_h)
    assert _selected(t) == card and t.message == why
    name = t.look.card_name(card, t.faces)
    if "the only card" in why:
        assert why.lower().startswith(name.lower())
    else:  # the reason, naming the card, then the numbers
        numbers = why.index(f"{name[:1].upper()}{name[1:]}: ")
        assert numbers > 0 and t.look.card_in_sentence(card, t.faces).lower() in why.lower()
        assert WHY[game] in why[numbers:]
    p.key(pygame.K_RETURN)  # the expert's card
    p.until(lambda: bool(t.coach.reviews.get(0)))
    review = t.coach.reviews[0][0].result()
    assert review.agreed and review.expert == card
    said = t.coach.agreement_lines(t.names)  # what the end of the match adds to its lines
    assert said == ["Coach: Anna played the expert's card 1 times out of 1 (100%)."]


@pytest.mark.parametrize("game", ["tressette", "coch", "terziglio"])
def test_the_hint_in_italian_names_the_games_measure(game: str) -> None:
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT, language="it"))
    i18n.set_language("it")
    t = _table(p, game, _people(game))
    _to_a_card_turn(p, t)
    assert t.painter.hint is not None and t.painter.hint.label == "Suggerisci (H)"
    p.key(pygame.K_h)
    assert "sulle smazzate che ho provato" in t.message or "l'unica carta" in t.message


@pytest.mark.parametrize("game", ["rovescino", "zifuli", "tressette-in-due"])
def test_coach_off_in_settings_hides_the_button_and_reviews_nothing(game: str) -> None:
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT, coach=False))
    t = _table(p, game, _people(game))
    _to_a_card_turn(p, t)
    assert t.painter.hint is None
    before = t.message
    p.key(pygame.K_h)
    assert t.message == before
    p.key(pygame.K_RETURN)
    p.step(5)
    assert t.coach.reviews == {} and t.coach.agreement_lines(t.names) == []


@pytest.mark.parametrize("game", ["tressette", "coch"])
def test_hot_seat_hint_only_behind_the_persons_own_curtain(game: str) -> None:
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT))
    t = _table(p, game, [HUMAN, HUMAN, "normal", "normal"])
    p.until(lambda: isinstance(p.top, CurtainScene))
    p.key(pygame.K_h)  # the curtain is up: nobody has the screen, the coach says nothing
    assert t.turns.viewer is None and t.message_left == 0
    _to_a_card_turn(p, t)
    seat = t.turns.active_seat()
    assert seat is not None and t.turns.viewer in (seat, t.match.controller(seat))
    card, why = _expected(t)
    p.key(pygame.K_h)
    assert _selected(t) == card and t.message == why


def test_history_reviews_the_persons_plays_of_a_finished_hand() -> None:
    p = Pilot(SIZE, Settings(tips=False, speed=Speed.INSTANT))
    t = _table(p, "tressette-in-due", _people("tressette-in-due"), seed=6)
    hands = lambda: sum(1 for a in t.match.actions if type(a).__name__ == "Deal")  # noqa: E731
    while hands() < 2 and not t.ended:
        _to_a_card_turn(p, t)
        if hands() >= 2:
            break
        p.key(pygame.K_h)
        p.key(pygame.K_RETURN)
        p.step()
    record = Record(t.setup.names, t.match.copy(), t.setup.meta())
    h = HistoryScene(p.app, record)
    p.start(h)
    anna, others = [], []
    for step in h.steps[1:]:
        lines = [x for x in h.describe(step) if x.startswith("Coach:")]
        if (
            getattr(step.action, "seat", None) == 0
            and getattr(step.action, "card", None) is not None
        ):
            anna += lines
        else:
            others += lines
    assert others == []  # no word on a computer's play
    assert len(anna) >= 10 and set(anna) == {"Coach: you played the expert's card."}
    p.app.settings.coach = False
    assert not any(x.startswith("Coach:") for s in h.steps[1:] for x in h.describe(s))


def _said(game: str, means: tuple[float, float], faces: str = "italian") -> tuple[str, str]:
    """The why of a hint whose card is the 4 of swords (27), the next the King of coins (11), and
    the review of a play of the King."""
    c = entry(game).coach
    assert c is not None
    outcomes = (coach.CardOutcome(27, means[0]), coach.CardOutcome(11, means[1]))
    h = coach.CardHint(27, outcomes, 30, game not in ("rovescino", "coch"))
    review = coach.CardReview(11, 27, means[1], means[0], False)
    return c.why_line(h, faces), c.review_line(review, faces)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("game", "means", "english", "italian"),
    [
        (
            "rovescino",
            (1.24, 2.0),
            (
                "4 of swords: 1.2 penalty points on average over the deals I tried; "
                "King of coins: 2.0.",
                "Coach: the expert's card was the 4 of swords, 1.2 penalty points on average; "
                "yours 2.0.",
            ),
            (
                "4 di spade: in media 1,2 punti di penalità sulle smazzate che ho provato; "
                "Re di denari: 2,0.",
                "Coach: la carta dell'esperto era il 4 di spade, in media 1,2 punti di penalità; "
                "la tua 2,0.",
            ),
        ),
        (
            "terziglio",
            (0.5, 0.5),
            (
                "4 of swords: you score +0.50 game points on average over the deals I tried; "
                "King of coins: +0.50. Either will do.",
                "Coach: the expert's card was the 4 of swords; yours does as well on average.",
            ),
            (
                "4 di spade: fai in media +0,50 punti partita sulle smazzate che ho provato; "
                "Re di denari: +0,50. L'una vale l'altra.",
                "Coach: la carta dell'esperto era il 4 di spade; la tua rende altrettanto in media.",
            ),
        ),
    ],
)
def test_the_why_and_the_review_say_the_games_measure_in_each_language(
    game, means, english, italian
) -> None:
    assert _said(game, means) == english
    i18n.set_language("it")
    assert _said(game, means) == italian


def test_coch_says_the_chance_of_losing_the_hand_in_percent() -> None:
    c = entry("coch").coach
    assert c is not None
    h = coach.CardHint(6, (coach.CardOutcome(6, 0.23), coach.CardOutcome(20, 0.415)), 20, False)
    why = c.why_line(h, "cucco")  # type: ignore[attr-defined]
    assert "over the deals I tried: 23%;" in why and why.endswith(": 42%.")
    assert why[0].isupper()  # a card named with its article opens the line capitalised


def test_the_why_compares_with_the_best_card_that_differs() -> None:
    c = entry("tressette").coach
    assert c is not None
    cards = (coach.CardOutcome(27, 6.04), coach.CardOutcome(26, 6.0), coach.CardOutcome(11, 4.5))
    h = coach.CardHint(27, cards, 32, True)
    why = c.why_line(h, "italian")  # type: ignore[attr-defined]
    assert why == (
        "4 of swords: your side takes 6.0 points on average over the deals I tried; "
        "King of coins: 4.5."
    )


def test_a_review_with_no_difference_in_its_numbers_says_so() -> None:
    # the history read "the expert's card was the Ace of swords, 4.7 points on average; yours 4.7"
    _why, english = _said("tressette-in-due", (4.71, 4.68))
    assert english == "Coach: the expert's card was the 4 of swords; yours does as well on average."
    i18n.set_language("it")
    _why, italian = _said("tressette-in-due", (4.71, 4.68))
    assert italian.endswith("4 di spade; la tua rende altrettanto in media.")
    assert "4,7" not in italian

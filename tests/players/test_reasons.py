"""The coach's reason is read from the position, not said the same in every game: each kind
names the card heading the trick, the suit led, a partner's signal or a count of the cards
still in play, and what it claims of the trick is what the game's own rules then do."""

from __future__ import annotations

import random
from typing import Any

import pytest

from coteccio_gui import games
from coteccio_gui.engine.cards import SUIT_OF
from coteccio_gui.engine.cards import card_from_code as c
from coteccio_gui.engine.tricks import COTECCIO, TRESSETTE
from coteccio_gui.players import make_player, study_of
from coteccio_gui.players.coteccio import coach as coteccio_coach
from coteccio_gui.players.reasons import Position, Why, reason

TAKING = {Why.TAKE_LAST, Why.TAKE, Why.RUFF, Why.FORCED_TAKE, Why.TAKE_CHEAP}
NOT_TAKING = {
    Why.UNDER, Why.SHED, Why.PARTNER_GIVE, Why.PARTNER_LOW, Why.LET_GO, Why.CANNOT_BEAT,
    Why.THROW,
}  # fmt: skip
PLAYERS = {"coteccio": 4, "rovescino": 4, "tressette": 4, "tressette-in-due": 2,
           "terziglio": 3, "coch": 4, "zifuli": 5, "stovkahra": 4}  # fmt: skip


def _why(game: str) -> Any:
    """The game's reason for a card of a view (Coteccio's coach is its own)."""
    if game == "coteccio":
        return coteccio_coach.why
    study = study_of(game)
    assert study is not None and study.reason is not None
    return study.reason


def _can(game: str, view: Any) -> bool:
    if game == "coteccio":
        return bool(view.legal) and view.turn == view.seat and view.phase.name == "PLAY"
    study = study_of(game)
    assert study is not None
    return study.can_coach(view)


def _cards(game: str, view: Any) -> list[int]:
    if game == "coteccio":
        return list(view.legal)
    study = study_of(game)
    assert study is not None
    return list(study.cards(view))


def _turns(game: str, seed: int) -> list[tuple[Any, Any]]:
    """(match, view) at every card turn of a seat in one hand played by normal players."""
    rng = random.Random(f"reasons/{game}/{seed}")
    m = games.spec(game).new_match(PLAYERS[game], None, rng)
    bot = make_player("normal", game=game)
    found: list[tuple[Any, Any]] = []
    for _ in range(400):
        if m.needs_deal():
            if m.actions:
                break
            m.deal(rng)
            continue
        if m.outcome() is not None:
            break
        view = m.view(m.turn)
        if _can(game, view):
            found.append((m.copy(), view))
        m.apply(bot.decide(view, rng))
    return found


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_each_games_reason_names_the_trick_and_what_the_game_then_does(game: str) -> None:
    why = _why(game)
    kinds: set[Why] = set()
    last_checked = 0
    for seed in range(3):
        for m, view in _turns(game, seed):
            for card in _cards(game, view):
                r = why(view, card)
                kinds.add(r.why)
                assert r.card == card
                if not view.trick:
                    assert r.suit is not None and r.other is None and r.why not in TAKING
                    continue
                assert r.other in [x for _, x in view.trick]  # the card heading the trick
                assert r.why in TAKING | NOT_TAKING
                if len(view.trick) == len(_trick_seats(m, view)) - 1:  # the last card
                    after = m.copy()
                    events = after.apply(_play(after, card))
                    won = [e for e in events if type(e).__name__ == "TrickWon"]
                    assert won, events
                    assert (won[0].seat == view.seat) == (r.why in TAKING), (r, won[0])
                    last_checked += 1
    assert last_checked >= 3
    assert len(kinds) >= 3  # not one sentence for every position


def _trick_seats(m: Any, view: Any) -> list[int]:
    order = getattr(view, "order", None)
    if order:
        return list(order)
    return list(range(len(view.hand_sizes)))


def _play(m: Any, card: int) -> Any:
    """The match's own action that plays ``card``."""
    return next(a for a in m.legal_actions() if getattr(a, "card", None) == card)


def _position(hand: str, trick: list[tuple[int, str]], **kw: Any) -> Position:
    cards = tuple(c(x) for x in hand.split())
    order = kw.pop("order", COTECCIO)
    return Position(
        0, 4, cards, kw.pop("legal", cards), tuple((s, c(x)) for s, x in trick),
        kw.pop("gone", frozenset()), range(40), order.trick_winner, order.strength,
        order.points, **kw,
    )  # fmt: skip


def test_avoiding_tricks_the_card_under_the_head_stays_under_it() -> None:
    p = _position("3s Rs", [(1, "2s"), (2, "5s"), (3, "4s")], avoid=True)
    assert reason(p, c("3s")).why is Why.UNDER
    assert reason(p, c("3s")).other == c("5s")  # the card heading the trick, not the last
    assert reason(p, c("Rs")).why is Why.TAKE_CHEAP


def test_a_partners_trick_gets_the_points_and_a_signal_is_led_back() -> None:
    kw: dict[str, Any] = {"order": TRESSETTE, "partners": frozenset({2})}
    p = _position("Ac 4c", [(1, "5c"), (2, "3c"), (3, "7c")], **kw)
    assert reason(p, c("Ac")).why is Why.PARTNER_GIVE
    assert reason(p, c("4c")).why is Why.PARTNER_LOW
    lead = _position("4d 5c Rc", [], knocked=SUIT_OF[c("4d")], **kw)
    assert (
        reason(lead, c("4d")).why is Why.LEAD_KNOCKED
        and reason(lead, c("4d")).suit == SUIT_OF[c("4d")]
    )


def test_a_lead_counts_the_cards_of_its_suit_still_in_play() -> None:
    gone = frozenset(c(x) for x in ("As", "Rs", "Cs"))
    p = _position("3s 4c", [], avoid=True, gone=gone)
    r = reason(p, c("3s"))
    assert r.why is Why.LEAD_UNDER and r.count == 5  # Fante, 7, 6, 5, 4 of swords beat the 3
    top = _position("2s", [], avoid=True)
    assert reason(top, c("2s")).why is Why.LEAD_LOWEST


def test_a_card_that_is_not_the_plain_choice_names_the_one_kept_back() -> None:
    p = _position("Ac 4c", [(1, "3c")], order=TRESSETTE)
    assert reason(p, c("4c")).why is Why.CANNOT_BEAT and reason(p, c("4c")).kept is None
    assert reason(p, c("Ac")).kept == c("4c")  # the Ace gives a point the 4 would have kept
    forced = _position("Rs Cs", [(1, "5s")], avoid=True)
    assert reason(forced, c("Rs")).why is Why.FORCED_TAKE and reason(forced, c("Rs")).kept is None
    assert reason(forced, c("Cs")).kept == c("Rs")


def test_a_cheap_trick_counts_its_points_without_rounding_a_third_away() -> None:
    p = _position("Fs 4s", [(1, "7s")], order=TRESSETTE, avoid=True, point_unit=3)
    r = reason(p, c("Fs"))  # the Fante takes the 7 of swords: a third of a point
    assert r.why is Why.TAKE_CHEAP and (r.count, r.under) == (1, True)
    whole = _position("Rs 2s", [(1, "7s")], avoid=True)
    assert (reason(whole, c("Rs")).count, reason(whole, c("Rs")).under) == (5, False)

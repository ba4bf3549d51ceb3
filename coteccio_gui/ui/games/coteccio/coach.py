"""The coach at a Coteccio table and in its history, in a player's words.

The numbers come from ``players.coteccio.coach`` (the expert's search from the person's view
only); here they become one line of why for a hint and one line per play reviewed, which the
table and the history run through ``ui.games.coach``. Each review is seeded by the play's place
in the match, so the table and the history give the same answer for the same play.
"""

from __future__ import annotations

import random
from typing import Any, TypeGuard

from coteccio_gui.engine import Card
from coteccio_gui.games.coteccio import Phase, SeatView
from coteccio_gui.i18n import _, decimal, pgettext
from coteccio_gui.players.coteccio import coach
from coteccio_gui.ui.games.coach_reasons import reason_words
from coteccio_gui.ui.words import card_name, suit_name, the_card


def coach_rng(actions: int) -> random.Random:
    """The search's seed for the decision after ``actions`` actions of a match."""
    return random.Random(f"coach/{actions}")


def can_coach(view: Any) -> TypeGuard[SeatView]:
    """Whether ``view`` waits for its seat's card (the coach speaks only then)."""
    return isinstance(view, SeatView) and view.phase is Phase.PLAY and bool(view.legal)


def _in_percent(share: float) -> str:
    """``in 12%``: Italian joins *in* to the article the number asks for as it is spoken (nel 12%,
    nell'8%, nello 0%), so each kind is its own message."""
    n = round(share * 100)
    if n == 0:
        return pgettext("a percentage said zero", "in {n}%").format(n=n)
    if n in (1, 8, 11) or 80 <= n <= 89:  # uno, otto, undici, ottanta...: a vowel
        return pgettext("a percentage said with a vowel", "in {n}%").format(n=n)
    return pgettext("a percentage", "in {n}%").format(n=n)


def why_line(h: coach.Hint, faces: str) -> str:
    """The reason for the expert's card in the game's terms, then its own numbers."""
    numbers = numbers_line(h, faces)
    if h.reason is None or h.runner_up() is None:
        return numbers
    said = reason_words(h.reason, lambda c: the_card(c, faces), lambda s: suit_name(s, faces))
    return f"{said}\n{numbers}"


def numbers_line(h: coach.Hint, faces: str) -> str:
    """The expert's card and the next best, in lives and points over the deals tried."""
    best = h.best
    card = card_name(h.card, faces)
    other = h.runner_up()
    if other is None:
        return _("{card}: the only card you may play.").format(card=card)
    p = _in_percent(best.life_loss_share)
    q = _in_percent(other.life_loss_share)
    other_name = the_card(other.card, faces)
    if p != q and other.life_loss_share > best.life_loss_share:
        return _("{card}: you lose a life {p} of the deals I tried; with {other}, {q}.").format(
            card=card, p=p, other=other_name, q=q
        )
    a, b = decimal(best.expected_points, ".1f"), decimal(other.expected_points, ".1f")
    if a != b:
        return _(
            "{card}: you lose a life {p} of the deals I tried, as with {other}, "
            "and you take fewer points ({a} against {b})."
        ).format(card=card, p=p, other=other_name, a=a, b=b)
    return _(
        "{card}: you lose a life {p} of the deals I tried, as with {other}: either will do."
    ).format(card=card, p=p, other=other_name)


def hint_for(view: SeatView, actions: int) -> coach.Hint:
    """The expert's card for the person whose view this is (its turn to play)."""
    return coach.hint(view, coach_rng(actions))


def review_line(r: coach.PlayReview, faces: str, who: str | None = None) -> str:
    """What the coach says of one play in the history: of "you", or of the person ``who``
    played it where more than one person played the match."""
    card = the_card(r.expert, faces)
    if r.agreed:
        if who is not None:
            return _("Coach: {name} played the expert's card.").format(name=who)
        return _("Coach: you played the expert's card.")
    d = decimal(r.lives_difference, "+.2f")
    if d.lstrip("+-") == decimal(0.0, ".2f"):  # "costs +0.00 lives" read as a fault
        if who is not None:
            return _(
                "Coach: the expert would play {card}; {name}'s does as well on average."
            ).format(card=card, name=who)
        return _("Coach: the expert would play {card}; yours does as well on average.").format(
            card=card
        )
    if who is not None:
        said = _("Coach: the expert would play {card}; {name}'s costs {d} lives on average.")
        return said.format(card=card, name=who, d=d)
    return _("Coach: the expert would play {card}; yours costs {d} lives on average.").format(
        card=card, d=d
    )


def review_play(view: SeatView, played: Card, actions: int) -> coach.PlayReview:
    """One play next to the expert's card in the same view (the same seed as at the table)."""
    return coach.review(view, played, coach_rng(actions))


class CoteccioCoach:
    """Coteccio's coach (:class:`~coteccio_gui.ui.games.coach.Coach`): the expert's search from
    the person's view, in a player's words."""

    def can_coach(self, view: Any) -> bool:
        """Whether ``view`` waits for its seat's card."""
        return can_coach(view)

    def can_review(self, view: Any, card: Card) -> bool:
        """Whether ``card`` is one the seat of ``view`` may play now."""
        return can_coach(view) and card in view.legal

    def hint(self, view: Any, actions: int, faces: str) -> tuple[Card, str]:
        """The expert's card and one line of why."""
        h = hint_for(view, actions)
        return h.card, why_line(h, faces)

    def review(self, view: Any, played: Card, actions: int) -> coach.PlayReview:
        """``played`` next to the expert's card."""
        return review_play(view, played, actions)

    def review_line(self, review: Any, faces: str, who: str | None = None) -> str:
        """What the coach says of one play in the history (of the person ``who``, if named)."""
        return review_line(review, faces, who)


COACH = CoteccioCoach()
"""The coach of Coteccio's registry entry."""


STRENGTH = {"easy": 1.4, "hard": 0.8, "expert": 0.7}
"""Lives lost per hand over those of a table of normal players on the same deals, as measured
with ``coteccio tournament`` (see docs/computer-players.md)."""


def level_strength(level: str) -> str | None:
    """A computer level of Coteccio with its measured strength, in a player's words;
    ``None`` for a level not described."""
    x = decimal(STRENGTH[level], "") if level in STRENGTH else ""
    words = {
        "random": _("Random: any legal card, without a thought."),
        "easy": _(
            "Easy: a beginner who likes to take tricks with high cards. "
            "Against normal players it loses about {x} times their lives."
        ),
        "normal": _("Normal: plays safe by simple rules; the yardstick for the other levels."),
        "hard": _(
            "Hard: tries a few deals of the unseen cards before each card; "
            "it loses about {x} times the lives of a normal player."
        ),
        "expert": _(
            "Expert: searches many deals for every card and plays for the match; "
            "it loses about {x} times the lives of a normal player."
        ),
    }
    said = words.get(level)
    return said.format(x=x) if said is not None else None

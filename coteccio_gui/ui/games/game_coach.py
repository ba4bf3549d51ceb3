"""The coach of every game but Coteccio, in a player's words: one line of why, one per play.

The numbers come from ``players.coach`` with the game's study (``players.<game>.study``): the
game's expert searches from the person's view only, and each card's outcome is said in the
game's own measure (:class:`~coteccio_gui.ui.games.measure.Measure`). Each hint and each
review is seeded by the play's place in the match, as Coteccio's coach is, so the table and
the history give the same answer for the same play.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from coteccio_gui.engine.cards import Card
from coteccio_gui.i18n import _, decimal
from coteccio_gui.players import coach
from coteccio_gui.players.coach import Study
from coteccio_gui.ui.games.coach_reasons import reason_words
from coteccio_gui.ui.games.measure import Measure
from coteccio_gui.ui.words import suit_name

Namer = Callable[[Card, str], str]
"""A card's name as the table says it (the game's presentation's ``card_name``)."""
SuitNamer = Callable[[int, str], str]
"""A suit's name in a sentence, given the faces (the presentation's ``suit_in_sentence``)."""


def coach_rng(actions: int) -> random.Random:
    """The search's seed for the decision after ``actions`` actions of a match (as Coteccio's)."""
    return random.Random(f"coach/{actions}")


def amount(measure: Measure, x: float) -> str:
    """A number of the game's measure as it is said: a percentage or a decimal."""
    if measure.percent:
        return _("{n}%").format(n=round(x * 100))
    return decimal(x, measure.spec)


class GameCoach:
    """One game's coach (:class:`~coteccio_gui.ui.games.coach.Coach`): its expert's search from
    the person's view, in the game's measure."""

    def __init__(
        self,
        study: Study,
        measure: Measure,
        name: Namer,
        in_sentence: Namer,
        suit: SuitNamer = suit_name,
    ) -> None:
        self.study = study
        self.measure = measure
        self.name = name
        self.in_sentence = in_sentence
        """A card as a sentence names it, with its article ("the expert's card was the 4 of
        swords", "era il 4 di spade")."""
        self.suit = suit

    def can_coach(self, view: Any) -> bool:
        """Whether ``view`` waits for its seat's card."""
        return self.study.can_coach(view)

    def can_review(self, view: Any, card: Card) -> bool:
        """Whether ``card`` is one the seat of ``view`` may play now."""
        return self.study.can_coach(view) and card in self.study.cards(view)

    def hint_for(self, view: Any, actions: int) -> coach.CardHint:
        """The expert's numbers for the person whose view this is (its turn to play)."""
        return coach.hint(self.study, view, coach_rng(actions))

    def why_line(self, h: coach.CardHint, faces: str) -> str:
        """The reason for the expert's card in the game's terms, then its numbers."""
        numbers = self.numbers_line(h, faces)
        if h.reason is None or h.runner_up() is None:
            return numbers
        reason = reason_words(
            h.reason, lambda c: self.in_sentence(c, faces), lambda s: self.suit(s, faces)
        )
        return f"{reason}\n{numbers}"

    def numbers_line(self, h: coach.CardHint, faces: str) -> str:
        """The expert's card and the next best, in the game's measure."""
        name = self.name(h.card, faces)
        card = name[:1].upper() + name[1:]  # it opens the line: "The Bucket: ..."
        other = h.runner_up()
        if other is None:
            return _("{card}: the only card you may play.").format(card=card)
        a = amount(self.measure, h.best.mean)
        # compare with the best card whose number shows a difference, where there is one
        sign = -1.0 if h.higher_is_better else 1.0
        rest = sorted((o for o in h.cards if o is not h.best), key=lambda o: sign * o.mean)
        other = next((o for o in rest if amount(self.measure, o.mean) != a), other)
        b = amount(self.measure, other.mean)
        said = _(self.measure.best).format(card=card, a=a, other=self.name(other.card, faces), b=b)
        return _("{said} Either will do.").format(said=said) if a == b else said

    def hint(self, view: Any, actions: int, faces: str) -> tuple[Card, str]:
        """The expert's card and one line of why."""
        h = self.hint_for(view, actions)
        return h.card, self.why_line(h, faces)

    def review(self, view: Any, played: Card, actions: int) -> coach.CardReview:
        """``played`` next to the expert's card (the same seed as at the table)."""
        return coach.review(self.study, view, played, coach_rng(actions))

    def review_line(self, review: Any, faces: str, who: str | None = None) -> str:
        """What the coach says of one play in the history: of "you", or of the person ``who``
        played it where more than one person played the match."""
        if review.agreed:
            if who is not None:
                return _("Coach: {name} played the expert's card.").format(name=who)
            return _("Coach: you played the expert's card.")
        card = self.in_sentence(review.expert, faces)
        a, b = amount(self.measure, review.expert_mean), amount(self.measure, review.played_mean)
        if a == b:  # "4.7 on average; yours 4.7" read as a fault with no difference
            if who is not None:
                return _(
                    "Coach: the expert's card was {card}; {name}'s does as well on average."
                ).format(card=card, name=who)
            return _("Coach: the expert's card was {card}; yours does as well on average.").format(
                card=card
            )
        if who is not None:
            return _(self.measure.named).format(card=card, a=a, b=b, name=who)
        return _(self.measure.review).format(card=card, a=a, b=b)

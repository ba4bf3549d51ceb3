"""The coach at a Coteccio table and in its history, in a player's words.

The numbers come from ``players.coach`` (the expert's search from the person's view only);
here they become one line of why for a hint, one line per play reviewed, and the share of
plays that agreed with the expert. Each review is seeded by the play's place in the match,
so the table and the history give the same answer for the same play.
"""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, TypeGuard

from coteccio_gui.engine import Card, Phase, SeatView
from coteccio_gui.i18n import _, decimal, pgettext
from coteccio_gui.players import coach
from coteccio_gui.ui.words import card_name

GAME = "coteccio"
"""The one game the coach knows."""


def coach_rng(actions: int) -> random.Random:
    """The search's seed for the decision after ``actions`` actions of a match."""
    return random.Random(f"coach/{actions}")


def can_coach(view: Any) -> TypeGuard[SeatView]:
    """Whether ``view`` waits for its seat's card (the coach speaks only then)."""
    return isinstance(view, SeatView) and view.phase is Phase.PLAY and bool(view.legal)


def _percent(share: float) -> str:
    return _("{n}%").format(n=round(share * 100))


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
    """The expert's card and one line of why, from its own numbers."""
    best = h.best
    card = card_name(h.card, faces)
    other = h.runner_up()
    if other is None:
        return _("{card}: the only card you may play.").format(card=card)
    p = _in_percent(best.life_loss_share)
    q = _in_percent(other.life_loss_share)
    other_name = card_name(other.card, faces)
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


def review_line(r: coach.PlayReview, faces: str) -> str:
    """What the coach says of one play in the history."""
    if r.agreed:
        return _("Coach: you played the expert's card.")
    return _("Coach: the expert would play {card}; yours costs {d} lives on average.").format(
        card=card_name(r.expert, faces), d=decimal(r.lives_difference, "+.2f")
    )


def review_play(view: SeatView, played: Card, actions: int) -> coach.PlayReview:
    """One play next to the expert's card in the same view (the same seed as at the table)."""
    return coach.review(view, played, coach_rng(actions))


class PlayReviews:
    """Each person's plays at a table, reviewed in a worker thread: the table never waits."""

    def __init__(self, game: str) -> None:
        self.on = game == GAME
        """Whether the coach knows this table's game."""
        self._executor: ThreadPoolExecutor | None = None
        self.reviews: dict[int, list[Future[coach.PlayReview]]] = {}

    def add(self, seat: int, view: Any, played: Card, actions: int) -> None:
        """Review ``played`` from ``view`` (the person's view just before playing it)."""
        if not self.on or not can_coach(view) or played not in view.legal:
            return
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="coteccio-coach")
        job = self._executor.submit(review_play, view, played, actions)
        self.reviews.setdefault(seat, []).append(job)

    def agreement_lines(self, names: list[str]) -> list[str]:
        """For each person reviewed: how often they played the expert's card."""
        lines = []
        for seat, jobs in sorted(self.reviews.items()):
            done = [j.result() for j in jobs]
            agreed = sum(r.agreed for r in done)
            lines.append(
                _("Coach: {name} played the expert's card {k} times out of {n} ({p}).").format(
                    name=names[seat], k=agreed, n=len(done), p=_percent(coach.agreement(done))
                )
            )
        return lines

    def close(self) -> None:
        """Stop the worker (reviews under way are dropped)."""
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)


class HistoryReviews:
    """The coach's word on each play of a person in the hand history (finished hands only)."""

    def __init__(self, game: str, people: set[int]) -> None:
        self.on = game == GAME
        self.people = people
        self._said: dict[int, coach.PlayReview | None] = {}

    def lines(self, before: Any, action: Any, actions: int, faces: str) -> list[str]:
        """What the coach says of ``action``, played from the match ``before`` it (a Game);
        nothing for a computer's play or anything but a card."""
        seat, card = getattr(action, "seat", None), getattr(action, "card", None)
        if not self.on or seat not in self.people or card is None:
            return []
        if actions not in self._said:
            view = before.view(seat)
            ok = can_coach(view) and card in view.legal
            self._said[actions] = review_play(view, card, actions) if ok else None
        said = self._said[actions]
        return [review_line(said, faces)] if said is not None else []


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

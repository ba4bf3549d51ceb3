"""The coach as the table and the history use it, for any game that has one.

A game's coach (:class:`Coach`, offered by its registry entry) answers from one seat's view:
whether it can help now, the expert's card with one line of why, and a review of a play. Here
the reviews are run in a worker thread at the table and cached in the history; a game
without a coach gets reviews that are off and say nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Protocol

from coteccio_gui.engine import Card
from coteccio_gui.i18n import _


class Review(Protocol):
    """A play next to the expert's card in the same view."""

    @property
    def agreed(self) -> bool:
        """Whether the play was the expert's card."""
        ...


class Coach(Protocol):
    """A game's coach, in a player's words, from one seat's view only."""

    def can_coach(self, view: Any) -> bool:
        """Whether ``view`` waits for its seat's card (the coach speaks only then)."""
        ...

    def can_review(self, view: Any, card: Card) -> bool:
        """Whether ``card`` is one the seat of ``view`` may play now (a play to review)."""
        ...

    def hint(self, view: Any, actions: int, faces: str) -> tuple[Card, str]:
        """The expert's card for the seat of ``view`` and one line of why."""
        ...

    def review(self, view: Any, played: Card, actions: int) -> Review:
        """``played`` next to the expert's card in ``view`` (the same seed as at the table)."""
        ...

    def review_line(self, review: Any, faces: str, who: str | None = None) -> str:
        """What the coach says of one reviewed play in the history: of "you", or of the
        person named ``who`` (a match more than one person played)."""
        ...


def agreement(reviews: list[Review]) -> float:
    """The share of reviewed plays that were the expert's card (0 when none)."""
    return sum(r.agreed for r in reviews) / len(reviews) if reviews else 0.0


class PlayReviews:
    """Each person's plays at a table, reviewed in a worker thread: the table never waits."""

    def __init__(self, coach: Coach | None) -> None:
        self.coach = coach
        """The game's coach; None where the game has none."""
        self.on = coach is not None
        """Whether the coach knows this table's game."""
        self._executor: ThreadPoolExecutor | None = None
        self.reviews: dict[int, list[Future[Review]]] = {}

    def add(self, seat: int, view: Any, played: Card, actions: int) -> None:
        """Review ``played`` from ``view`` (the person's view just before playing it)."""
        coach = self.coach
        if coach is None or not coach.can_review(view, played):
            return
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="coteccio-coach")
        job = self._executor.submit(coach.review, view, played, actions)
        self.reviews.setdefault(seat, []).append(job)

    def agreement_lines(self, names: list[str]) -> list[str]:
        """For each person reviewed: how often they played the expert's card."""
        lines = []
        for seat, jobs in sorted(self.reviews.items()):
            done = [j.result() for j in jobs]
            agreed = sum(r.agreed for r in done)
            lines.append(
                _("Coach: {name} played the expert's card {k} times out of {n} ({p}).").format(
                    name=names[seat], k=agreed, n=len(done), p=_percent(agreement(done))
                )
            )
        return lines

    def close(self) -> None:
        """Stop the worker (reviews under way are dropped)."""
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)


class HistoryReviews:
    """The coach's word on each play of a person in the hand history (finished hands only):
    said to "you" where one person played the match, of each by name where more did."""

    def __init__(self, coach: Coach | None, people: set[int], names: Sequence[str] = ()) -> None:
        self.coach = coach
        self.on = coach is not None
        self.people = people
        self.names = names
        self._said: dict[int, Review | None] = {}

    def lines(self, before: Any, action: Any, actions: int, faces: str) -> list[str]:
        """What the coach says of ``action``, played from the match ``before`` it (a Game);
        nothing for a computer's play or anything but a card."""
        seat, card = getattr(action, "seat", None), getattr(action, "card", None)
        coach = self.coach
        if coach is None or seat not in self.people or card is None:
            return []
        if actions not in self._said:
            view = before.view(seat)
            ok = coach.can_review(view, card)
            self._said[actions] = coach.review(view, card, actions) if ok else None
        said = self._said[actions]
        who = self.names[seat] if len(self.people) > 1 and self.names else None
        return [coach.review_line(said, faces, who)] if said is not None else []


def _percent(share: float) -> str:
    return _("{n}%").format(n=round(share * 100))

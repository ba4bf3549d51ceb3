"""The score sheet of any game, hand by hand, from what a seat saw of the match.

Every hand is a row: each seat's (or, where partners are fixed, each side's) score after the
hand with its change, and under it the hand's notes — declarations, the last trick, specials
(capotto, the doctor, a cappotto…) — in the game's own words, from its narration. Only
finished hands are listed: what they say every seat saw, so the sheet hides nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from coteccio_gui import games
from coteccio_gui.engine.events import HandDealt
from coteccio_gui.engine.game import Event, Game
from coteccio_gui.engine.played import Moment, Played
from coteccio_gui.i18n import _
from coteccio_gui.ui.games.base import Presentation

QUIET = frozenset(
    {
        "HandDealt",
        "CardPlayed",
        "TrickWon",
        "Signalled",
        "GoodGame",
        "CardDrawn",
        "BidMade",
        "Passed",
        "Bidded",
        "MonteLaid",
        "MonteShown",
        "MonteTaken",
        "Discarded",
        "LifeLost",
        "LifeGained",
        "DoctorOffered",
        "CapottoOffered",
        "Exchanged",
    }
)
"""Events the sheet leaves to the table and the history: each play, each bid, each card
moved, each life (the score columns show the lives)."""
REDEALT = frozenset({"HandAnnulled", "Annulled", "PassedOut", "AllPassed"})
"""Events after which a hand is dealt again without counting: a row of its own, no change."""


@dataclass(frozen=True)
class SheetHand:
    """One finished hand: its number, each column's score after it and change, its notes."""

    number: int
    totals: tuple[int, ...]
    changes: tuple[int, ...]
    notes: tuple[str, ...]
    annulled: bool = False
    """A deal that did not count (annulled, passed out): the hand of its number is dealt again."""


@dataclass(frozen=True)
class Sheet:
    """A match's score sheet: the columns (a seat or a side each) and the finished hands."""

    columns: tuple[str, ...]
    """Each column's name: a seat's, or a side's ("Anna & Carla")."""
    seats: tuple[tuple[int, ...], ...]
    """The seats of each column."""
    start: tuple[int, ...]
    """Each column's score before the first hand."""
    hands: tuple[SheetHand, ...]
    out: dict[int, int] = field(default_factory=dict)
    """The hand in which each seat that left the match went out (lives at 0), by seat."""

    @property
    def totals(self) -> tuple[int, ...]:
        """Each column's score now."""
        return self.hands[-1].totals if self.hands else self.start


def played_of(game: Game) -> Played:
    """A local match's moments, replayed from its actions."""
    fresh = games.spec(game.name).start(game.players, game.rules, game.first_dealer)
    start, teams = tuple(fresh.scores()), tuple(fresh.teams())
    moments = []
    for action in list(game.actions):
        events = tuple(fresh.apply(action))
        ended = fresh.needs_deal() or fresh.outcome() is not None
        moments.append(Moment(events, tuple(fresh.scores()), ended))
    return Played(start, teams, tuple(moments))


def score_sheet(look: Presentation, game: Game, names: Sequence[str], faces: str) -> Sheet:
    """The score sheet of a local ``game`` as it stands (``names``: the seats' names)."""
    return sheet_of(look, played_of(game), names, faces)


def sheet_of(look: Presentation, played: Played, names: Sequence[str], faces: str) -> Sheet:
    """The score sheet of a match as a seat saw it (``played``; ``names``: the seats')."""
    now = played.moments[-1].scores if played.moments else played.start
    sides = _sides(played.teams, now)
    start = _columns(played.start, sides)
    hands: list[SheetHand] = []
    notes: list[str] = []
    before = start
    dealt = False
    out: dict[int, int] = {}
    counted = 0
    for moment in played.moments:
        events = moment.events
        redealt = False
        for e in events:
            gone = look.seat_out(e)
            if gone is not None:
                out[gone] = counted + 1
            if isinstance(e, HandDealt):
                notes, dealt = [], True
            elif type(e).__name__ in REDEALT:
                redealt = dealt
        notes += _notes(look, events, names, faces)
        if redealt:  # a row of its own: nothing changed, the same hand is dealt again
            zero = tuple(0 for _ in before)
            hands.append(SheetHand(counted + 1, before, zero, tuple(notes), annulled=True))
            notes, dealt = [], False
        elif dealt and events and moment.ended:
            after = _columns(look.ended_scores(events, moment.scores, played.teams), sides)
            changes = tuple(a - b for a, b in zip(after, before, strict=True))
            counted += 1
            hands.append(SheetHand(counted, after, changes, tuple(notes)))
            before, dealt = after, False
    columns = tuple(_side_name(side, names) for side in sides)
    return Sheet(columns, sides, start, tuple(hands), out)


def _sides(teams: Sequence[Sequence[int]], scores: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """Sides known from the start whose seats always share one score; else every seat."""
    shared = teams and all(len({scores[s] for s in t}) == 1 for t in teams)
    if shared and sorted(s for t in teams for s in t) == list(range(len(scores))):
        return tuple(tuple(t) for t in teams)
    return tuple((s,) for s in range(len(scores)))


def _columns(scores: Sequence[int], sides: Sequence[Sequence[int]]) -> tuple[int, ...]:
    return tuple(scores[side[0]] for side in sides)


def _notes(
    look: Presentation, events: Sequence[Event], names: Sequence[str], faces: str
) -> list[str]:
    lines = []
    for e in events:
        if type(e).__name__ in QUIET:
            continue
        line = look.narrate_event(e, names, faces)
        if line:
            lines.append(line)
        last = getattr(e, "last_trick", None)
        if isinstance(last, int) and 0 <= last < len(names):
            lines.append(_("Last trick: {name}.").format(name=names[last]))
    return lines


def _side_name(side: Sequence[int], names: Sequence[str]) -> str:
    if len(side) == 1:
        return names[side[0]]
    return (
        _("{a} & {b}").format(a=names[side[0]], b=names[side[1]])
        if len(side) == 2
        else (", ".join(names[s] for s in side))
    )


def standings(sheet: Sheet, winners: Sequence[int]) -> list[int]:
    """The columns from first to last: the winners' first, then the rest in the order that
    puts the winners' score at the top (the most lives, the fewest penalty points…)."""
    totals = sheet.totals
    won = [i for i, side in enumerate(sheet.seats) if set(side) & set(winners)]
    low_wins = bool(won) and all(totals[i] <= min(totals) for i in won) and len(set(totals)) > 1

    def out_at(i: int) -> int:  # a seat out later stood longer (never out: longest)
        return min((sheet.out.get(s, 10**6) for s in sheet.seats[i]), default=10**6)

    rest = sorted(
        (i for i in range(len(totals)) if i not in won),
        key=lambda i: (totals[i] if low_wins else -totals[i], -out_at(i)),
    )
    return won + rest

"""Rovescino at the table: penalty points instead of lives, the monte, and their words."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from coteccio_gui.engine.events import HandDealt, TrickWon
from coteccio_gui.engine.game import Action, Event, Game
from coteccio_gui.games.rovescino import (
    Fractions,
    HandScored,
    MatchOver,
    MonteLaid,
    MonteTaken,
    Phase,
    Play,
    RovescinoView,
    SeatEliminated,
    TieForLowest,
)
from coteccio_gui.i18n import N_, _, ngettext
from coteccio_gui.ui.board.spreads import Spread
from coteccio_gui.ui.core.dialogs import Choice
from coteccio_gui.ui.core.theme import DISABLED, GOLD, RED
from coteccio_gui.ui.games import order
from coteccio_gui.ui.games.base import (
    DialogSpec,
    GamePresentation,
    Panel,
    RuleCards,
    Shown,
)
from coteccio_gui.ui.games.lying import monte_spread
from coteccio_gui.ui.games.rovescino import rules as rovescino_rules
from coteccio_gui.ui.games.rovescino import story as rovescino_story
from coteccio_gui.ui.games.rovescino.levels import LEVEL_FIGURES, MEASURE
from coteccio_gui.ui.words import card_name, court_names


@dataclass
class Board:
    """What Rovescino's panels and info box show: it lags the match by the events not shown."""

    totals: list[int]
    taken: list[int]
    """Card points (in thirds) each seat has taken this hand."""
    won: list[int]
    out: list[bool]
    hand: int
    """The number of the hand shown (the summary of hand 3 shows under "Hand 3")."""
    scored: int
    monte: int
    """Cards in the monte, face down, this hand."""
    floor: bool
    """The thirds left over drop on the floor (house rule), else the last trick pays them."""


class RovescinoPresentation(GamePresentation[RovescinoView]):
    """Rovescino's words and values at the table."""

    name = "rovescino"
    measure = MEASURE
    level_figures = LEVEL_FIGURES
    hand_order = staticmethod(order.tressette)
    view_type = RovescinoView
    title_text = N_("Rovescino")
    summary_text = N_("3–8 players. Every point you take is a penalty: the first to 21 loses.")
    tip_texts = rovescino_rules.TIPS
    labels = rovescino_rules.LABELS
    presets = rovescino_rules.PRESETS

    def tip_words(self, faces: str) -> dict[str, str]:
        """The names of the cards that score, in the face style in use."""
        return court_names(faces)

    def board(self, game: Game, names: Sequence[str]) -> Board:
        """The panels' values as they stand in the match (as every seat sees it)."""
        v = self.seen(game)
        in_hand = v.phase is Phase.PLAY
        n = game.players
        return Board(
            totals=list(v.scores),
            taken=list(v.taken) if in_hand else [0] * n,
            won=[sum(1 for t in v.tricks if t.winner == s) for s in range(n)]
            if in_hand
            else [0] * n,
            out=list(v.out),
            hand=v.hands_played + (v.phase is not Phase.FINISHED),
            scored=v.hands_played,
            monte=v.monte_size if in_hand and not v.monte else 0,
            floor=v.rules.fractions is Fractions.FLOOR,
        )

    def see(
        self,
        board: Any,
        event: Event,
        upcoming: Sequence[Event],
        names: Sequence[str],
        faces: str,
    ) -> Shown:
        """Points as each trick is taken, the monte, the summary at the end of a hand."""
        b: Board = board
        if isinstance(event, HandDealt):
            b.taken = [0] * len(b.taken)
            b.won = [0] * len(b.won)
            b.hand = b.scored + 1
            return Shown(sound="shuffle", tip="penalty")
        if isinstance(event, MonteLaid):
            b.monte = event.size
            if not event.size:
                return Shown()
            text = ngettext(
                "{n} card left over lies face down: the last trick takes it.",
                "{n} cards left over lie face down: the last trick takes them.",
                event.size,
            )
            return Shown(message=text.format(n=event.size), tip="monte")
        if isinstance(event, TrickWon):
            b.taken[event.seat] += event.trick.points
            b.won[event.seat] += 1
            return Shown(tip="last_trick" if event.number == 0 else None)
        if isinstance(event, MonteTaken):
            b.taken[event.seat] += event.thirds
            b.monte = 0
            if not event.cards:
                return Shown()
            text = _("{name} takes the monte: {points} more.").format(
                name=names[event.seat], points=rovescino_rules.points_text(event.thirds)
            )
            return Shown(message=text, pause=0.8)
        if isinstance(event, HandScored):
            return self._scored(b, event, names)
        if isinstance(event, SeatEliminated):
            b.out[event.seat] = True
            text = _("{name} reached {score} and drops out.")
            line = text.format(name=names[event.seat], score=event.score)
            return Shown(message=line, flash={event.seat: RED}, pause=1.0, sound="life")
        if isinstance(event, TieForLowest):
            text = _("A tie for the lowest score ({score}): one more hand.")
            return Shown(message=text.format(score=event.score), seconds=4.0, pause=1.0)
        if isinstance(event, MatchOver):
            return Shown(sound="win")
        return Shown()

    def _scored(self, b: Board, e: HandScored, names: Sequence[str]) -> Shown:
        """The scores change at once, then the end-of-hand table."""
        before = list(b.totals)
        b.totals = list(e.scores)
        b.scored += 1
        rows = [(_("Player"), _("Card points"), _("Penalty"), _("Score"))]
        marks = [False]
        for seat in range(len(names)):
            if b.out[seat] and not e.points[seat] and not e.thirds[seat]:
                continue
            taken = rovescino_rules.points_text(e.thirds[seat])
            if seat == e.last_trick:
                taken += " (" + _("last trick") + ")"
            rows.append((names[seat], taken, f"+{e.points[seat]}",
                         f"{before[seat]} → {e.scores[seat]}"))  # fmt: skip
            marks.append(e.points[seat] == max(e.points))
        if e.cappotto >= 0:
            line = _("{name} took every point: cappotto! 11 to everyone else.").format(
                name=names[e.cappotto]
            )
        else:
            line = _("Points are rounded down; the last trick's winner takes the thirds left.")
            if b.floor:
                line = _("Points are rounded down; the thirds left over are not scored.")
        flash = {s: RED for s, p in enumerate(e.points) if p and p == max(e.points)}
        spec = DialogSpec(
            _("End of hand {n}").format(n=b.hand),
            [line],
            [Choice(_("Continue"), "", None)],
            rows,
            highlight=marks,
            room=(2, len(names) + 1),
        )
        return Shown(flash=flash, pause=0.9, dialog=spec)

    def panel(self, board: Any, seat: int, game: Game) -> Panel:
        """The score for the match, the points taken this hand once the seat has a trick."""
        b: Board = board
        target = self.seen(game).rules.target
        text = _("{n} of {target}").format(n=b.totals[seat], target=target)
        right = rovescino_rules.points_text(b.taken[seat]) if b.won[seat] else ""
        if b.out[seat]:
            return Panel(text=_("out: {n}").format(n=b.totals[seat]), colour=DISABLED, out=True)
        near = b.totals[seat] >= target - 5
        return Panel(text=text, colour=RED if near else GOLD, right=right)

    def info(self, board: Any, game: Game, faces: str) -> list[str]:
        """The target, the monte and the hand."""
        b: Board = board
        lines = [_("Target: {n} points").format(n=self.seen(game).rules.target)]
        if b.monte:
            monte = ngettext("Monte: {n} card face down", "Monte: {n} cards face down", b.monte)
            lines.append(monte.format(n=b.monte))
        lines.append(_("Hand {n}").format(n=b.hand))
        return lines

    def choice(
        self, game: Game, seat: int, actions: Sequence[Action], names: Sequence[str], faces: str
    ) -> DialogSpec:
        """Rovescino asks nothing but cards."""
        raise AssertionError("Rovescino has no choices but cards")

    def hand_size(self, game: Game, most: int) -> int:
        """Room for the largest hand of the match: 40 cards shared among the seats in play
        (with elimination, as few as three)."""
        v = self.seen(game)
        fewest = 3 if v.rules.elimination else v.out.count(False)
        return max(most, 40 // max(3, fewest))

    def play_action(self, seat: int, card: int) -> Action:
        """Rovescino's play."""
        return Play(seat, card)

    def points_text(self, points: int) -> str:
        """Thirds of a point: ``2⅓``."""
        return rovescino_rules.points_text(points)

    def match_end(self, game: Game, names: Sequence[str]) -> tuple[str, list[str]]:
        """The winners with the lowest score, the losers, every score."""
        return rovescino_story.match_end(self.seen(game), names)

    def narrate_event(self, e: Event, names: Sequence[str], faces: str) -> str | None:
        """One sentence for an event of Rovescino's own."""
        if isinstance(e, MonteLaid) and e.size:
            text = ngettext(
                "{n} card lies face down as the monte.",
                "{n} cards lie face down as the monte.",
                e.size,
            )
            return text.format(n=e.size)
        if isinstance(e, MonteTaken) and e.cards:
            cards = ", ".join(card_name(c, faces) for c in e.cards)
            return _("{name} takes the monte: {cards}.").format(name=names[e.seat], cards=cards)
        if isinstance(e, HandScored):
            points = ", ".join(f"{names[s]} +{p}" for s, p in enumerate(e.points) if p)
            return _("Penalty points: {list}.").format(list=points or "0")
        if isinstance(e, SeatEliminated):
            return _("{name} reached {score} and drops out.").format(
                name=names[e.seat], score=e.score
            )
        if isinstance(e, TieForLowest):
            return _("A tie for the lowest score ({score}): one more hand.").format(score=e.score)
        if isinstance(e, MatchOver):
            return _("Lowest score: {names}.").format(names=", ".join(names[s] for s in e.winners))
        return None

    def rule_value(self, key: str, value: Any) -> str:
        """The fractions and the ties in words."""
        said = rovescino_rules.rule_value(key, value)
        return said if said is not None else super().rule_value(key, value)

    def rules(self, rules: Any | None, faces: str) -> list[tuple[str, str]]:
        """The whole rules, and the house rules of the match in play if there is one."""
        return rovescino_rules.rules_paragraphs(court_names(faces), rules)

    def rule_cards(self, faces: str) -> RuleCards:
        """The four suits, then one suit from the 3 down with each card's points."""
        return rovescino_rules.rule_cards(faces)

    def stats_columns(self) -> list[tuple[str, str]]:
        """Penalty points, cappottos, drop-outs."""
        return [
            ("penalty_points", _("Penalty points")),
            ("cappottos", _("Cappottos")),
            ("eliminated", _("Dropped out")),
        ]

    def spreads(self, game: Game, board: Any, names: Sequence[str]) -> list[Spread]:
        """The monte face down during the hand; turned up with its taker once the last trick
        took it (until the next deal)."""
        if board.monte:
            return [Spread((None,) * board.monte, _("Monte"))]
        monte = self.seen(game).monte  # face up only once the last trick took it
        if monte and game.tricks:
            return [monte_spread(monte, names[game.tricks[-1].winner])]
        return []


PRESENTATION = RovescinoPresentation()

"""Cöch at the table: two sides of partners, the Cucco pack, dummies for absent players."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from coteccio_gui.engine.actions import Play
from coteccio_gui.engine.errors import MustFollowSuit
from coteccio_gui.engine.events import HandDealt, TrickWon
from coteccio_gui.engine.game import Action, Event, Game
from coteccio_gui.games.coch import CochHandScored, CochMatchWon, CochPhase, CochView
from coteccio_gui.games.cucco.cards import CuccoSuit
from coteccio_gui.i18n import N_, _, ngettext
from coteccio_gui.ui.core.dialogs import Choice
from coteccio_gui.ui.core.theme import GOLD
from coteccio_gui.ui.games import order
from coteccio_gui.ui.games.base import (
    DialogSpec,
    GamePresentation,
    Panel,
    RuleCards,
    Shown,
)
from coteccio_gui.ui.games.coch import rules as coch_rules
from coteccio_gui.ui.games.coch.levels import LEVEL_FIGURES, MEASURE
from coteccio_gui.ui.words import cucco_card_name, cucco_suit_name


@dataclass
class Board:
    """What Cöch's panels and info box show: it lags the match by the events not shown."""

    hands_won: list[int]
    halves: list[int]
    """Card points each side has taken this hand, in halves."""
    tricks: list[int]
    """Tricks each side has taken this hand."""
    hand: int
    scored: int
    dummies: bool


def refusal(error: Exception) -> str | None:
    """Why a card of the Cucco pack may not be played (``None``: not a rule of the suits)."""
    if isinstance(error, MustFollowSuit):
        suit = CuccoSuit(error.suit)
        return _("You must follow the suit led: {suit}.").format(suit=cucco_suit_name(suit))
    return None


class CochPresentation(GamePresentation[CochView]):
    """Cöch's words and values at the table."""

    name = "coch"
    measure = MEASURE
    level_figures = LEVEL_FIGURES
    figure_percent = True
    hand_order = staticmethod(order.coch)
    view_type = CochView
    title_text = N_("Cöch")
    summary_text = N_("2–4 players in two sides, the Cucco pack: take 10 of the 19 points.")
    pack = "cucco"
    own_card_name = staticmethod(cucco_card_name)
    own_suit_name = staticmethod(cucco_suit_name)
    tip_texts = coch_rules.TIPS
    labels = coch_rules.LABELS
    presets = coch_rules.PRESETS

    def board(self, game: Game, names: Sequence[str]) -> Board:
        """The panels' values as they stand in the match (as every seat sees it)."""
        v = self.seen(game)
        in_hand = v.phase == CochPhase.PLAY.value
        tricks = [sum(1 for t in v.tricks if t.winner % 2 == side) for side in (0, 1)]
        return Board(
            hands_won=list(v.hands_won),
            halves=list(v.halves) if in_hand else [0, 0],
            tricks=tricks if in_hand else [0, 0],
            hand=v.hands_played + (v.phase != CochPhase.FINISHED.value),
            scored=v.hands_played,
            dummies=bool(game.face_up_hands()),
        )

    def see(
        self,
        board: Any,
        event: Event,
        upcoming: Sequence[Event],
        names: Sequence[str],
        faces: str,
    ) -> Shown:
        """Points as each trick is taken, the summary at the end of a hand."""
        b: Board = board
        if isinstance(event, HandDealt):
            b.halves, b.tricks = [0, 0], [0, 0]
            b.hand = b.scored + 1
            return Shown(sound="shuffle", tip="coch")
        if isinstance(event, TrickWon):
            b.halves[event.seat % 2] += event.trick.points
            b.tricks[event.seat % 2] += 1
            tip = "dummy" if b.dummies else "last_trick"
            return Shown(tip=tip if event.number == 0 else None)
        if isinstance(event, CochHandScored):
            return self._scored(b, event, names)
        if isinstance(event, CochMatchWon):
            return Shown(sound="win")
        return Shown()

    def _scored(self, b: Board, e: CochHandScored, names: Sequence[str]) -> Shown:
        """The hands won change at once, then the end-of-hand table."""
        before = list(b.hands_won)
        b.hands_won = list(e.hands_won)
        b.scored += 1
        rows = [(_("Side"), _("Card points"), _("Hands won"))]
        marks = [False]
        for side in (0, 1):
            points = coch_rules.points_text(e.halves[side])
            won = f"{before[side]} → {e.hands_won[side]}"
            rows.append((coch_rules.side_name(names, side), points, won))
            marks.append(e.side == side)
        line = coch_rules.recount_line(e.recount, e.side, names, e.halves)
        flash = {} if e.side is None else {e.side: GOLD, e.side + 2: GOLD}
        spec = DialogSpec(
            _("End of hand {n}").format(n=b.hand),
            [line],
            [Choice(_("Continue"), "", None)],
            rows,
            highlight=marks,
            room=(2, 3),
        )
        return Shown(flash=flash, pause=0.9, dialog=spec)

    def panel(self, board: Any, seat: int, game: Game) -> Panel:
        """The hands the seat's side has won, its points this hand once it has a trick."""
        b: Board = board
        side = seat % 2
        won = b.hands_won[side]
        text = ngettext("{n} hand won", "{n} hands won", won).format(n=won)
        right = coch_rules.points_text(b.halves[side]) if b.tricks[side] else ""
        return Panel(text=text, colour=GOLD, right=right)

    def info(self, board: Any, game: Game, faces: str) -> list[str]:
        """The target, the points to win a hand, the hand."""
        b: Board = board
        target = self.seen(game).target
        head = ngettext("First side to {n} hand", "First side to {n} hands", target)
        return [head.format(n=target), _("10 of 19 points win a hand"),
                _("Hand {n}").format(n=b.hand)]  # fmt: skip

    def choice(
        self, game: Game, seat: int, actions: Sequence[Action], names: Sequence[str], faces: str
    ) -> DialogSpec:
        """Cöch asks nothing but cards."""
        raise AssertionError("Cöch has no choices but cards")

    def players_words(self, count: int) -> str | None:
        """Four hands are always dealt: two or three people means dummies, played face up."""
        if count == 3:
            return _("Three players: the fourth hand is a dummy, face up, played by its partner.")
        if count == 2:
            return _("Two players: each also plays a dummy, face up, the hand opposite.")
        return None

    def seat_names(self, game: Game, names: Sequence[str]) -> list[str]:
        """The players, then a dummy named after the partner who plays it."""
        who = [game.controller(s) for s in range(game.players)]  # a dummy: its partner
        return [names[s] if c == s else coch_rules.dummy_name(names[c]) for s, c in enumerate(who)]

    def hand_size(self, game: Game, most: int) -> int:
        """Ten cards a hand."""
        return 10

    def play_action(self, seat: int, card: int) -> Action:
        """Cöch's play."""
        return Play(seat, card)

    def refusal(self, error: Exception, faces: str) -> str:
        """Follow the suit led: Figure or Matte."""
        said = refusal(error)
        return said if said is not None else super().refusal(error, faces)

    def points_text(self, points: int) -> str:
        """Halves of a point: ``4½``."""
        return coch_rules.points_text(points)

    def score_name(self) -> str:
        """The score is hands won."""
        return _("Hands won")

    def match_end(self, game: Game, names: Sequence[str]) -> tuple[str, list[str]]:
        """The winning side and the hands each side won."""
        v = self.seen(game)
        seats = self.seat_names(game, names)
        side = v.winner if v.winner is not None else 0
        people = coch_rules.side_people(seats, side)
        title = ngettext("{names} wins!", "{names} win!", len(people))
        hands = ", ".join(f"{coch_rules.side_name(seats, s)} {v.hands_won[s]}" for s in (0, 1))
        lines = [_("Hands won: {list}.").format(list=hands)]
        return title.format(names=coch_rules.side_name(seats, side)), lines

    def narrate_event(self, e: Event, names: Sequence[str], faces: str) -> str | None:
        """One sentence for an event of Cöch's own."""
        if isinstance(e, CochHandScored):
            return coch_rules.recount_line(e.recount, e.side, names, e.halves)
        if isinstance(e, CochMatchWon):
            people = coch_rules.side_people(names, e.side)
            text = ngettext("{names} wins the match.", "{names} win the match.", len(people))
            return text.format(names=coch_rules.side_name(names, e.side))
        return None

    def rules(self, rules: Any | None, faces: str) -> list[tuple[str, str]]:
        """The whole rules, and the house rule of the match in play if there is one."""
        return coch_rules.rules_paragraphs(rules)

    def rule_cards(self, faces: str) -> RuleCards:
        """The two suits, then the Matte from Brescia down with each card's points."""
        caption = _("The Matte from the highest to the lowest, and the points each is worth:")
        return coch_rules.rule_cards(coch_rules.COCH_ORDER, caption)

    def stats_columns(self) -> list[tuple[str, str]]:
        """Tricks taken (a dummy's count for its partner)."""
        return [("tricks", _("Tricks taken"))]


PRESENTATION = CochPresentation()

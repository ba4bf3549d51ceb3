"""Zifuli at the table: the bidding, the called card, a secret partner, and the stakes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from coteccio_gui.engine.actions import Play
from coteccio_gui.engine.events import HandDealt, TrickWon
from coteccio_gui.engine.game import Action, Event, Game
from coteccio_gui.games.zifuli import (
    AllPassed,
    BiddingWon,
    BidMade,
    PartnerRevealed,
    Passed,
    ZifuliHandScored,
    ZifuliMatchOver,
    ZifuliPhase,
    ZifuliRules,
    ZifuliView,
)
from coteccio_gui.i18n import N_, _, ngettext
from coteccio_gui.ui.core.dialogs import Choice
from coteccio_gui.ui.core.theme import CREAM, GOLD, SOFT_RED
from coteccio_gui.ui.games import coch, order
from coteccio_gui.ui.games.base import (
    DialogSpec,
    GamePresentation,
    Panel,
    RuleCards,
    Shown,
)
from coteccio_gui.ui.games.coch import rules as coch_rules
from coteccio_gui.ui.games.zifuli import rules as zifuli_rules
from coteccio_gui.ui.games.zifuli.levels import LEVEL_FIGURES, MEASURE
from coteccio_gui.ui.games.zifuli.rules import design_name, signed
from coteccio_gui.ui.words import cucco_card_name, cucco_suit_name

PASS = -1
"""A pass in the board's record of the bidding."""


@dataclass
class Board:
    """What Zifuli's panels and info box show: it lags the match by the events not shown."""

    balances: list[int]
    taken: list[int]
    """Card points each seat has taken this hand, in halves."""
    won: list[int]
    hand: int
    scored: int
    hands: int
    bidding: bool
    thrown_in_counts: bool = True
    """A hand thrown in counts as one of the match's hands (the first release's rule)."""
    said: dict[int, int] = field(default_factory=dict)
    """The bidding of this hand: each seat's last call (a design), or ``PASS``."""
    bidder: int | None = None
    call: int | None = None
    partner: int | None = None
    """The bidder's partner once everyone knows it (the bidder's seat: alone)."""


class ZifuliPresentation(GamePresentation[ZifuliView]):
    """Zifuli's words and values at the table."""

    name = "zifuli"
    measure = MEASURE
    level_figures = LEVEL_FIGURES
    figure_spec = ".2f"
    hand_order = staticmethod(order.zifuli)
    view_type = ZifuliView
    title_text = N_("Zifuli")
    summary_text = N_("5 players, the Cucco pack: call a card, and its other copy is your partner.")
    pack = "cucco"
    own_card_name = staticmethod(cucco_card_name)
    own_suit_name = staticmethod(cucco_suit_name)
    tip_texts = zifuli_rules.TIPS
    labels = zifuli_rules.LABELS
    presets = zifuli_rules.PRESETS

    def __init__(self) -> None:
        self.tip_while = {"zifuli": self.bidding}

    def bidding(self, game: Game) -> bool:
        """Whether the hand in play is in its bidding (the bidding tip shows only then)."""
        return bool(self.seen(game).phase == ZifuliPhase.BID.value)

    def board(self, game: Game, names: Sequence[str]) -> Board:
        """The panels' values as they stand in the match (as every seat sees it)."""
        v = self.seen(game)
        phase = ZifuliPhase(v.phase)
        rules = game.rules
        assert isinstance(rules, ZifuliRules)
        n = game.players
        b = Board(
            balances=list(v.balances),
            taken=[0] * n,
            won=[0] * n,
            hand=v.hands_played + (phase is not ZifuliPhase.FINISHED),
            scored=v.hands_played,
            thrown_in_counts=rules.thrown_in_counts,
            hands=rules.hands,
            bidding=phase is ZifuliPhase.BID,
        )
        if phase in (ZifuliPhase.BID, ZifuliPhase.PLAY):
            b.said = {s: PASS if d is None else int(d) for s, d in v.bids}
            b.bidder, b.call = v.bidder, v.call
            b.partner = v.partner if v.revealed else None  # the partner himself knows sooner
            for t in v.tricks:
                b.taken[t.winner] += t.points
                b.won[t.winner] += 1
        return b

    def see(
        self,
        board: Any,
        event: Event,
        upcoming: Sequence[Event],
        names: Sequence[str],
        faces: str,
    ) -> Shown:
        """The bidding as it goes, the partner when shown, the stakes at the end of a hand."""
        b: Board = board
        if isinstance(event, HandDealt):
            b.taken, b.won = [0] * len(b.taken), [0] * len(b.won)
            b.said, b.bidder, b.call, b.partner = {}, None, None, None
            b.hand, b.bidding = b.scored + 1, True
            return Shown(sound="shuffle", tip="zifuli")
        if isinstance(event, BidMade):
            b.said[event.seat] = int(event.call)
            b.bidder, b.call = event.seat, int(event.call)
            text = _("{name} calls {card}.").format(
                name=names[event.seat], card=design_name(event.call)
            )
            return Shown(message=text, seconds=2.0, pause=0.5)
        if isinstance(event, Passed):
            b.said[event.seat] = PASS
            text = _("{name} passes.").format(name=names[event.seat])
            return Shown(message=text, seconds=1.5, pause=0.3)
        if isinstance(event, BiddingWon):
            b.bidding = False
            text = _("{name} is the bidder, with {card}: its other copy is the partner.")
            line = text.format(name=names[event.bidder], card=design_name(event.call))
            return Shown(message=line, seconds=4.0, pause=1.0, flash={event.bidder: GOLD})
        if isinstance(event, AllPassed):
            b.bidding = False
            b.scored += int(b.thrown_in_counts)  # else the same hand is dealt again
            text = _("Everybody passed: the hand is thrown in.")
            return Shown(message=text, seconds=3.0, pause=1.2, cleared=True)
        if isinstance(event, PartnerRevealed):
            b.partner = event.partner
            line = zifuli_rules.revealed_line(event.bidder, event.partner, names)
            flash = {event.bidder: GOLD, event.partner: GOLD}
            return Shown(message=line, seconds=3.0, pause=0.8, flash=flash, sound="life")
        if isinstance(event, TrickWon):
            b.taken[event.seat] += event.trick.points
            b.won[event.seat] += 1
            return Shown(tip="last_trick" if event.number == 0 else None)
        if isinstance(event, ZifuliHandScored):
            return self._scored(b, event, names)
        if isinstance(event, ZifuliMatchOver):
            return Shown(sound="win")
        return Shown()

    def _scored(self, b: Board, e: ZifuliHandScored, names: Sequence[str]) -> Shown:
        """The balances change at once, then the end-of-hand table."""
        before = list(b.balances)
        b.balances = list(e.balances)
        b.scored += 1
        b.partner = e.partner
        rows = [(_("Player"), _("Points"), _("Stake"), _("Balance"))]
        marks = [False]
        for seat, name in enumerate(names):
            role = self._role(b, seat)
            who = f"{name} ({role})" if role else name
            points = coch_rules.points_text(b.taken[seat])
            balance = f"{signed(before[seat])} → {signed(e.balances[seat])}"
            rows.append((who, points, signed(e.payments[seat]), balance))
            marks.append(e.payments[seat] < 0)
        spec = DialogSpec(
            _("End of hand {n}").format(n=b.hand),
            zifuli_rules.result_lines(e, names),
            [Choice(_("Continue"), "", None)],
            rows,
            highlight=marks,
            room=(3, len(names) + 1),
        )
        flash = {s: GOLD for s, p in enumerate(e.payments) if p > 0}
        return Shown(flash=flash, pause=0.9, dialog=spec)

    def _role(self, b: Board, seat: int) -> str:
        """``bidder``, ``partner`` or nothing, as far as everyone knows."""
        if seat == b.bidder:
            return _("bidder") if b.partner != seat else _("alone")
        if seat == b.partner:
            return _("partner")
        return ""

    def panel(self, board: Any, seat: int, game: Game) -> Panel:
        """The seat's call while bidding; then its role and its balance, its points this hand."""
        b: Board = board
        right = coch_rules.points_text(b.taken[seat]) if b.won[seat] else ""
        if b.bidding and seat in b.said:
            said = b.said[seat]
            text = _("passes") if said == PASS else design_name(said)
            return Panel(text=text, colour=GOLD if said != PASS else CREAM)
        balance = signed(b.balances[seat])
        role = self._role(b, seat)
        if role:
            return Panel(text=f"{role}: {balance}", colour=GOLD, right=right)
        colour = SOFT_RED if b.balances[seat] < 0 else CREAM
        return Panel(text=_("balance {n}").format(n=balance), colour=colour, right=right)

    def info(self, board: Any, game: Game, faces: str) -> list[str]:
        """The hand of the match, the called card, what is known of the partner."""
        b: Board = board
        lines = [_("Hand {n} of {total}").format(n=min(b.hand, b.hands), total=b.hands)]
        if b.call is not None:
            lines.append(_("Called: {card}").format(card=design_name(b.call)))
            if not b.bidding:
                known = b.partner is not None
                lines.append(_("Partner: known") if known else _("Partner: secret"))
        return lines

    def choice(
        self, game: Game, seat: int, actions: Sequence[Action], names: Sequence[str], faces: str
    ) -> DialogSpec:
        """The bidding: pass, or call one of the designs the seat may call."""
        return zifuli_rules.bid_dialog(self.seen(game, seat), seat, actions, names)

    def hand_size(self, game: Game, most: int) -> int:
        """Eight cards a hand."""
        return 8

    def play_action(self, seat: int, card: int) -> Action:
        """Zifuli's play."""
        return Play(seat, card)

    def refusal(self, error: Exception, faces: str) -> str:
        """Follow the suit led: Figure or Matte."""
        said = coch.refusal(error)
        return said if said is not None else super().refusal(error, faces)

    def points_text(self, points: int) -> str:
        """Halves of a point: ``4½``."""
        return coch_rules.points_text(points)

    def score_name(self) -> str:
        """The score is the balance."""
        return _("Balance")

    def match_end(self, game: Game, names: Sequence[str]) -> tuple[str, list[str]]:
        """The best balance, every balance."""
        v = self.seen(game)
        winners = v.winners or ()
        balances = ", ".join(f"{names[s]} {signed(b)}" for s, b in enumerate(v.balances))
        lines = [_("Balances: {list}.").format(list=balances)]
        if not winners:
            return _("Nobody wins: every balance is the same."), lines
        who = ", ".join(names[s] for s in winners)
        return ngettext("{names} wins!", "{names} win!", len(winners)).format(names=who), lines

    def narrate_event(self, e: Event, names: Sequence[str], faces: str) -> str | None:
        """One sentence for an event of Zifuli's own."""
        return zifuli_rules.narrate_event(e, names)

    def rules(self, rules: Any | None, faces: str) -> list[tuple[str, str]]:
        """The whole rules, and the house rule of the match in play if there is one."""
        return zifuli_rules.rules_paragraphs(rules)

    def rule_cards(self, faces: str) -> RuleCards:
        """The two suits, then the Matte in Zifuli's order with each card's points."""
        return zifuli_rules.rule_cards()

    def stats_columns(self) -> list[tuple[str, str]]:
        """Hands as the bidder, bids made, stakes won and paid."""
        return [
            ("bids", _("Hands as bidder")),
            ("bids_made", _("Bids made")),
            ("stakes_won", _("Stakes won")),
            ("stakes_paid", _("Stakes paid")),
        ]


PRESENTATION = ZifuliPresentation()

"""The seat view of Tressette and Tressette in due: everything one seat may know, nothing more.

A partner's hand is hidden like any other. Declared combinations are public once shown
after the first trick (only the *buon gioco* before), signals and drawn cards as they
happen. With the chiamata del Tre the partnership is known to the holder of the called
card at once and to everyone else only when that card is played.
"""

from __future__ import annotations

from dataclasses import dataclass

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.game import Outcome
from coteccio_gui.engine.view import TableView
from coteccio_gui.games.tressette.actions import Action, Claim, Phase, Signal
from coteccio_gui.games.tressette.cards import points
from coteccio_gui.games.tressette.declarations import Declaration
from coteccio_gui.games.tressette.events import Claimed, EndReason, Special
from coteccio_gui.games.tressette.rules import TressetteRules
from coteccio_gui.games.tressette.state import TressetteState


@dataclass(frozen=True, slots=True)
class TressetteView(TableView):
    """What ``seat`` may know of the match right now."""

    rules: TressetteRules
    phase: Phase
    legal: tuple[Action, ...]
    """Everything this seat may do now (empty unless it is its turn)."""
    signals: tuple[tuple[int, int, Signal], ...]
    """Every signal of this hand: (trick number, seat, signal)."""
    started: tuple[bool, ...]
    """Whether each seat has played a card this hand (its first turn is over)."""
    announced: tuple[bool, ...]
    """Who announced *buon gioco* this hand."""
    declared: tuple[tuple[Declaration, ...], ...]
    """The combinations each seat has shown (after the first trick)."""
    scores: tuple[int, ...]
    stock: int
    """Tressette in due: how many cards are left to draw."""
    drawn: tuple[tuple[int, Card], ...]
    """Tressette in due: the cards drawn this hand, by whom, in order (shown to both)."""
    called: Card | None
    """The card eldest called (chiamata del Tre), or ``None``."""
    caller: int
    partner: int | None
    """This seat's partner in this hand if it knows it, else ``None``."""
    teams: tuple[tuple[int, ...], ...]
    """The partnerships every seat knows."""
    outcome: Outcome | None
    end_reason: EndReason | None
    """Why the game ended (said aloud with its end), or ``None`` while it goes on."""
    special: Special | None
    """The special hand or declaration that ended the game, if one did."""
    claim: Claimed | None
    """The claim that ended the game, if one did: its seat and the total it claimed with
    (the claim is said aloud, its total too)."""


def known_partner(m: TressetteState, seat: int) -> int | None:
    """``seat``'s partner in this hand as ``seat`` knows it."""
    if m.players == 2:
        return None
    if not m.rules.chiamata:
        return (seat + 2) % 4
    if m.caller < 0 or not (m.revealed or seat == m.partner):
        return None
    side = m.side(seat)
    return next(s for s in side if s != seat)


def tressette_view(
    m: TressetteState,
    seat: int,
    legal: tuple[Action, ...],
    teams: tuple[tuple[int, ...], ...],
) -> TressetteView:
    """The view of ``seat``."""
    return TressetteView(
        seat=seat,
        players=m.players,
        rules=m.rules,
        phase=m.phase,
        turn=m.turn,
        dealer=m.dealer,
        leader=m.leader,
        hand=tuple(sorted(m.hands[seat])),
        legal=legal if seat == m.turn else (),
        trick=tuple(m.trick),
        tricks=tuple(m.tricks),
        signals=tuple(m.signals),
        hand_sizes=tuple(len(h) for h in m.hands),
        started=tuple(m.started),
        announced=tuple(m.announced),
        declared=tuple(m.declared),
        scores=tuple(m.score),
        stock=len(m.stock),
        drawn=tuple(m.drawn),
        called=m.called,
        caller=m.caller,
        partner=known_partner(m, seat),
        teams=teams,
        hands_played=m.hands_played,
        outcome=m.result,
        end_reason=m.end_reason,
        special=m.special,
        claim=_claim(m),
    )


def _claim(m: TressetteState) -> Claimed | None:
    """The claim that ended the game, as it was said (its seat's score and side's points)."""
    last = m.actions[-1] if m.actions and m.result is not None else None
    if not isinstance(last, Claim):
        return None
    total = m.score[last.seat] + points(m.side_thirds(last.seat))
    return Claimed(last.seat, total, m.end_reason is EndReason.CLAIM_RIGHT)

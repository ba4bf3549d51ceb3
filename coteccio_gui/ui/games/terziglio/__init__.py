"""Terziglio at the table: the auction, the call and the monte, one soloist against two."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from coteccio_gui.engine.events import CardPlayed
from coteccio_gui.engine.game import Action, Event, Game
from coteccio_gui.games.terziglio.actions import (
    Contract,
    Discard,
    Give,
    Phase,
    Play,
)
from coteccio_gui.games.terziglio.view import TerziglioView
from coteccio_gui.i18n import N_, _, ngettext
from coteccio_gui.ui.board.spreads import Spread
from coteccio_gui.ui.core.theme import CREAM, GOLD, PAPER
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
from coteccio_gui.ui.games.terziglio import dialogs as terziglio_dialogs
from coteccio_gui.ui.games.terziglio import rules as words
from coteccio_gui.ui.games.terziglio import story as terziglio_story
from coteccio_gui.ui.games.terziglio.board import Board, board_of, play_begins, see
from coteccio_gui.ui.games.terziglio.levels import LEVEL_FIGURES, MEASURE
from coteccio_gui.ui.words import card_name, court_names


class TerziglioPresentation(GamePresentation[TerziglioView]):
    """Terziglio's words and values at the table."""

    name = "terziglio"
    measure = MEASURE
    level_figures = LEVEL_FIGURES
    hand_order = staticmethod(order.tressette)
    view_type = TerziglioView
    title_text = N_("Terziglio")
    summary_text = N_("3 players: bid to play alone against the other two, with the monte of four.")
    tip_texts = words.TIPS
    labels = words.LABELS
    presets = words.PRESETS

    def __init__(self) -> None:
        self.tip_while = {
            "terziglio": lambda m: self.seen(m).phase is Phase.BID,
            "discard": lambda m: self.seen(m).phase is Phase.DISCARD,
        }
        """The auction's tip while the seats bid, the discard's while cards are laid aside."""

    def board(self, game: Game, names: Sequence[str]) -> Board:
        """The panels' values as they stand in the match (a match resumed mid-hand too)."""
        return board_of(self.seen(game))

    def see(
        self,
        board: Any,
        event: Event,
        upcoming: Sequence[Event],
        names: Sequence[str],
        faces: str,
    ) -> Shown:
        """The auction as it goes, the call and the monte, the score at the end of a hand."""
        return see(board, event, upcoming, names, faces)

    def played(self, board: Any, event: CardPlayed) -> None:
        """The play begins: the monte taken leaves the table."""
        play_begins(board)

    def panel(self, board: Any, seat: int, game: Game) -> Panel:
        """The seat's bid while bidding; then the score, the soloist's with the contract."""
        b: Board = board
        target = self.seen(game).rules.target
        right = rovescino_rules.points_text(b.taken[seat]) if b.won[seat] else ""
        if b.bidding and seat in b.said:
            said = b.said[seat]
            text = _("passes") if said is None else words.short_name(said)
            return Panel(text=text, colour=GOLD if said is not None else CREAM)
        score = _("{n} of {target}").format(n=b.scores[seat], target=target)
        if not b.bidding and seat == b.soloist and b.contract is not None:
            text = _("{bid}: {score}").format(bid=words.short_name(b.contract), score=score)
            return Panel(text=text, colour=PAPER, right=right)  # gold would vanish in a flash
        return Panel(text=score, colour=CREAM, right=right)

    def info(self, board: Any, game: Game, faces: str) -> list[str]:
        """Three short lines (the box is small in a small window): the hand and the target, the
        auction or the contract (with the called card), and the monte."""
        b: Board = board
        target = self.seen(game).rules.target
        lines = [_("Hand {n}, to {target}").format(n=max(1, b.hand), target=target)]
        if b.bidding:
            bid = words.short_name(b.contract) if b.contract is not None else None
            lines.append(_("Highest bid: {bid}").format(bid=bid) if bid else _("No bid yet"))
        elif b.contract is not None:
            bid = words.short_name(b.contract)
            if b.called is not None:
                card = card_name(b.called, faces)
                bid = _("{bid} {card}").format(bid=bid, card=card)
            lines.append(_("{bid}, worth {n}").format(bid=bid, n=b.contract.stake))
        if b.monte:
            lines.append(_("Monte: turned up"))
        elif b.shared:
            lines.append(_("Monte: shared unseen"))
        elif b.bidding or b.contract is Contract.SOLISSIMO:
            lines.append(_("Monte: 4 cards face down"))
        return lines

    def waiting(self, game: Game, names: Sequence[str], faces: str) -> str:
        """What a click on the hand does now: give a card for the called one, or discard."""
        return terziglio_dialogs.waiting_text(self.seen(game), names, faces)

    def choice(
        self, game: Game, seat: int, actions: Sequence[Action], names: Sequence[str], faces: str
    ) -> DialogSpec:
        """The bid, the card to call, or the share of a scegliete monte."""
        m = self.seen(game, seat)
        if m.phase is Phase.CALL:
            return terziglio_dialogs.call_dialog(m, seat, actions, names, faces)
        if m.phase is Phase.SPLIT:
            return terziglio_dialogs.share_dialog(m, seat, actions, names, faces)
        return terziglio_dialogs.bid_dialog(m, seat, actions, names, faces)

    def hand_card(self, action: Action) -> int | None:
        """A card played, given for the called one, or discarded: all by a click on it."""
        if isinstance(action, Play):
            return action.card
        if isinstance(action, Give):
            return action.given
        if isinstance(action, Discard):
            return action.discarded
        return None

    def hand_size(self, game: Game, most: int) -> int:
        """Room for sixteen cards: twelve and the monte, before the discards."""
        return max(most, 16)

    def play_action(self, seat: int, card: int) -> Action:
        """Terziglio's play."""
        return Play(seat, card)

    def points_text(self, points: int) -> str:
        """Thirds of a point: ``2⅓``."""
        return rovescino_rules.points_text(points)

    def match_end(self, game: Game, names: Sequence[str]) -> tuple[str, list[str]]:
        """The winners, every score."""
        outcome, score = game.outcome(), game.scores()
        winners = outcome.winners if outcome else ()
        scores = ", ".join(f"{names[s]} {score[s]}" for s in range(3))
        lines = [_("Scores: {list}.").format(list=scores)]
        who = ", ".join(names[s] for s in winners)
        return ngettext("{names} wins!", "{names} win!", len(winners)).format(names=who), lines

    def narrate_event(self, e: Event, names: Sequence[str], faces: str) -> str | None:
        """One sentence for an event of Terziglio's own (and its deal)."""
        return terziglio_story.narrate_event(e, names, faces)

    def rules(self, rules: Any | None, faces: str) -> list[tuple[str, str]]:
        """The whole rules, and the house rules of the match in play if there is one."""
        return words.rules_paragraphs(court_names(faces), rules)

    def rule_cards(self, faces: str) -> RuleCards:
        """The four suits, then one suit from the 3 down with each card's points."""
        return rovescino_rules.rule_cards(faces)

    def stats_columns(self) -> list[tuple[str, str]]:
        """Hands as the soloist, contracts made, game points won."""
        return [
            ("contracts", _("Hands as soloist")),
            ("contracts_made", _("Contracts made")),
            ("points_won", _("Game points won")),
        ]

    def spreads(self, game: Game, board: Any, names: Sequence[str]) -> list[Spread]:
        """The monte as it lies: face down, turned up, then in sight as it was taken (beside the
        discards) until the play begins, and at the end of the hand face up with whoever took
        it."""
        b: Board = board
        found = [monte_spread(cards, names[seat], whole=True) for seat, cards in b.up]
        if b.lying:
            taker = names[b.lying_to] if b.lying_to >= 0 else None
            up = taker is None and None not in b.lying  # scegliete's monte, before the share
            found.append(monte_spread(b.lying, taker, whole=up, pile=bool(b.up)))
        return found


PRESENTATION = TerziglioPresentation()

"""Whose turn it is and who may see what: the person with the screen, the curtain between
people, the computers' decisions, and the hand the person plays from.

The privacy rule of hot-seat (several people, one screen): a hand is face up only for the
person it belongs to, and only after that person confirmed a curtain since any other
person's hand was last shown — from the first frame of a match, after every new deal.
The person's clicks and keys are ``PersonInput``'s (ui/table/clicks.py).
"""

from __future__ import annotations

import pygame

from coteccio_gui.engine.events import CardPlayed
from coteccio_gui.engine.game import Action
from coteccio_gui.live import HUMAN
from coteccio_gui.ui.board.layout import hand_card_positions
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.table.choosing import has_choices, offer_choices
from coteccio_gui.ui.table.clicks import PersonInput
from coteccio_gui.ui.table.early import EarlyClick
from coteccio_gui.ui.table.part import Table
from coteccio_gui.ui.table.table_dialog import TableDialog


class Turns:
    """The turn at a table: asking people and computers, and the person's input."""

    def __init__(self, table: Table) -> None:
        self.t = table
        humans = [i for i, s in enumerate(table.setup.seats) if s.kind == HUMAN]
        self.hot_seat = len(humans) > 1
        """Several people share the screen: a curtain hides the table between them."""
        self.viewer: int | None = humans[0] if humans and not self.hot_seat else None
        """The person who has the screen: only what is theirs is shown face up. In hot-seat
        nobody has it until they confirm a curtain, and nobody keeps it past a new deal."""
        self.bottom = humans[0] if humans else 0
        """The seat drawn at the bottom of the table."""
        self.selected = 0
        """The chosen card of the hand to play from (keyboard and pointer)."""
        self.tricks_view: int | None = None
        """The tricks shown over the table: None, -1 (every trick) or one seat's tricks."""
        self.asking = False
        """A dialog asks the person for a choice now."""
        self.offered = False
        """The choices besides a card were offered at this turn (a declaration, a claim…)."""
        self.early = EarlyClick(self)  # a card clicked while the last cards still moved
        self.input = PersonInput(self)
        """The person's clicks and keys."""

    def acted(self, taken: bool = True) -> None:
        """An action was applied (or sent to the server, not ``taken`` yet): no dialog is asking
        any more, the tricks view closes. The choices besides a card are offered again at the
        next turn, not after a card the server refused."""
        self.asking = False
        self.offered = self.offered and not taken
        self.tricks_view = None

    def moved_on(self) -> None:
        """A server's news of actions taken: the person's next turn offers their choices anew."""
        self.offered = False

    # ---- who sees what -------------------------------------------------------------------

    def shows_hand(self, seat: int) -> bool:
        """Whether ``seat``'s cards may be drawn face up now."""
        t = self.t
        if seat in t.match.face_up_hands():
            return True
        return self.viewer is not None and seat == self.viewer and t.is_human(seat)

    def new_hand(self) -> None:
        """A new deal: in hot-seat, each person sees their hand only after a curtain."""
        if self.hot_seat:
            self.viewer = None
        self.tricks_view = None

    def handed_to(self, seat: int) -> None:
        """``seat``'s person has the screen: their hand comes to the bottom, face up."""
        t = self.t
        self.viewer = seat
        t.quiet()  # a message for the last person is not for this one
        if seat != self.bottom:
            self.bottom = seat
            t.resized()
        self.selected = 0
        t.app.dirty = True

    # ---- the next decision ---------------------------------------------------------------

    def next(self) -> None:
        """Ask the person whose turn it is, or let the source move on (a deal, a computer's
        answer), or end the match."""
        t = self.t
        m = t.match
        if m.outcome() is not None:
            t.match_over()  # once: the table says who won the first time it is asked
            return
        if not m.needs_deal() and m.turn >= 0 and t.is_human(m.turn):
            self._ask_person(m.turn, m.controller(m.turn))
            return
        speed = t.app.settings.speed_factor * (not t.hurry)  # skipping: no beat
        events = t.source.advance(t.clock, speed)  # a deal, a computer's answer
        if events:
            self.acted()
            t.deal_out(events)

    def _ask_person(self, seat: int, who: int) -> None:
        t = self.t
        if who != self.viewer:
            if self.hot_seat:
                t.app.nav.push(
                    "curtain",
                    name=t.name(who),
                    on_ready=lambda: self.handed_to(who),
                    on_menu=t.open_menu,
                    faces=t.faces,
                )
                return
            self.handed_to(who)
        legal = t.match.legal_actions()
        if t.app.settings.forced_cards and self._forced(seat, legal):
            return
        if any(t.look.hand_card(a) is not None for a in legal):
            self._select_legal(seat, legal)
            if not self.offered:
                self.offered = True
                if not offer_choices(t, seat, asked=False):
                    self.early.play(seat)  # nothing asked: the card clicked early, if any
                self.early.forget()
            return
        if not self.asking:
            self.asking = True
            spec = t.look.choice(t.match, seat, legal, t.names, t.faces)
            dialog = t.dialog(spec, on_choice=t.act)
            if isinstance(dialog, TableDialog):
                dialog.on_back = lambda: self._menu_over(dialog)
            t.app.push(dialog)

    def _forced(self, seat: int, legal: list[Action]) -> bool:
        """Play the only card the person may play for them (a setting), if there is one and
        nothing else to choose now (a claim that could win, buon gioco): whether it was played.
        The same card with a signal is no other card: a last card is led plain."""
        look = self.t.look
        cards = {c for a in legal if (c := look.hand_card(a)) is not None}
        if len(cards) != 1 or has_choices(self.t, seat):
            return False
        card = cards.pop()
        self.t.act(look.card_action(legal, card) or look.play_action(seat, card))
        return True

    def _menu_over(self, question: Dialog) -> None:
        """Esc at a question (a bid, a card to call, a share): the menu, as at the table; the
        question is asked anew once the table is back (in the language of then)."""
        self.asking = False
        self.t.app.pop(question)
        self.t.open_menu()

    def _select_legal(self, seat: int, legal: list[Action]) -> None:
        cards = self.t.show.cards[seat]
        playable = {self.t.look.hand_card(a) for a in legal}
        if cards and (self.selected >= len(cards) or cards[self.selected] not in playable):
            self.selected = next((i for i, c in enumerate(cards) if c in playable), 0)

    # ---- the hand the person plays from ------------------------------------------------

    def active_seat(self, moving: bool = False) -> int | None:
        """The seat whose cards the person may play now, if any (``moving``: also in flight)."""
        t = self.t
        m = t.match
        if m.turn < 0 or t.queue or (t.anim.busy() and not moving) or m.needs_deal():
            return None
        seat = m.turn
        if m.controller(seat) != self.viewer or not t.is_human(seat):
            return None
        if not self.shows_hand(seat):
            return None
        if not any(t.look.hand_card(a) is not None for a in m.legal_actions()):
            return None
        return seat

    def waiting_for_card(self) -> bool:
        """Whether the table waits for the person at the screen to play a card."""
        return self.active_seat() is not None

    def legal_cards(self, seat: int) -> set[int]:
        """The cards of ``seat`` the person may play now (none unless it is theirs to play)."""
        if self.active_seat() != seat:
            return set()
        look = self.t.look
        return {c for a in self.t.match.legal_actions() if (c := look.hand_card(a)) is not None}

    def hand_rects(self, seat: int) -> list[pygame.Rect]:
        """Where ``seat``'s cards are drawn (the playable ones lifted while it is to play)."""
        t = self.t
        spot = t.layout.spots[seat]
        cards = t.show.cards[seat] if self.shows_hand(seat) else [0] * t.show.counts[seat]
        rects = hand_card_positions(spot, len(cards))
        legal = self.legal_cards(seat)
        lift = spot.card_height // 8
        for i, c in enumerate(cards):
            if legal and c in legal:
                rects[i] = rects[i].move(0, -lift - (lift // 2 if i == self.selected else 0))
        return rects

    def card_start(self, e: CardPlayed) -> tuple[int, int]:
        """Where a played card starts its flight: its place in the hand."""
        t = self.t
        rects = self.hand_rects(e.seat)
        cards = t.show.cards[e.seat]
        if self.shows_hand(e.seat) and e.card in cards:
            return rects[cards.index(e.card)].center
        if rects:
            return rects[len(rects) // 2].center
        return t.layout.spots[e.seat].hand.center

    def played(self, seat: int) -> None:
        """A card left ``seat``'s hand: keep the selection on a card that is there."""
        self.selected = min(self.selected, max(0, self.t.show.counts[seat] - 1))

    def show_tricks(self, which: int | None = -1) -> None:
        """Show every trick (-1), one seat's tricks, or none; the same again closes them."""
        self.tricks_view = None if which is None or which == self.tricks_view else which

"""The person's clicks and keys at the table: choose a card and play it, look at the tricks,
open the menu, ask for the choices besides a card or for the coach's hint."""

from __future__ import annotations

from typing import Protocol

import pygame

from coteccio_gui.i18n import _, ngettext
from coteccio_gui.ui.core import keys
from coteccio_gui.ui.table.choosing import offer_choices
from coteccio_gui.ui.table.coaching import coach_hint
from coteccio_gui.ui.table.part import Table


class Early(Protocol):
    """A card clicked a moment early (``early.EarlyClick``)."""

    def remember(self, index: int) -> bool: ...


class Turns(Protocol):
    """What the person's input needs of the table's turns (``turns.Turns``)."""

    t: Table
    viewer: int | None
    selected: int
    tricks_view: int | None

    @property
    def early(self) -> Early: ...

    def active_seat(self, moving: bool = False) -> int | None: ...

    def shows_hand(self, seat: int) -> bool: ...

    def hand_rects(self, seat: int) -> list[pygame.Rect]: ...

    def show_tricks(self, which: int | None = -1) -> None: ...


class PersonInput:
    """The clicks and keys of the person who has the screen, at the table."""

    def __init__(self, turns: Turns) -> None:
        self.turns = turns
        self.t = turns.t

    def handle(self, event: pygame.event.Event) -> None:
        """Clicks and keys: play a card, look at the tricks, open the menu."""
        seat = self.turns.active_seat()
        if event.type == pygame.MOUSEMOTION and seat is not None:
            hit = self._card_at(seat, event.pos)
            if hit is not None and hit != self.turns.selected:
                self.turns.selected = hit
            return
        if keys.clicked(event):
            if self.turns.tricks_view is not None:
                self.turns.tricks_view = None
                return
            mine = seat if seat is not None else self.turns.viewer
            if mine is not None and self.turns.shows_hand(mine):
                hit = self._card_at(mine, event.pos)
                if hit is not None:
                    self.turns.selected = hit
                    self.try_play(hit)
            return
        self._key(event, seat)

    def _card_at(self, seat: int, pos: tuple[int, int]) -> int | None:
        for i, rect in reversed(list(enumerate(self.turns.hand_rects(seat)))):
            if rect.collidepoint(pos):
                return i
        return None

    def _key(self, event: pygame.event.Event, seat: int | None) -> None:
        t = self.t
        intent = keys.intent(event)
        n = len(t.show.cards[seat]) if seat is not None else 0
        number = keys.digit(event)
        if intent == keys.BACK:
            if self.turns.tricks_view is not None:
                self.turns.tricks_view = None
            else:
                t.open_menu()
        elif intent == keys.HINT:
            self.hint()
        elif intent == keys.LAST_TRICK:
            self.turns.show_tricks(None if self.turns.tricks_view is not None else -1)
        elif n and intent == keys.LEFT:
            self.turns.selected = (self.turns.selected - 1) % n
        elif n and intent == keys.RIGHT:
            self.turns.selected = (self.turns.selected + 1) % n
        elif intent in (keys.CONFIRM, keys.UP):
            if n:
                self.try_play(min(self.turns.selected, n - 1))
            else:
                self.refuse_turn()
        elif number is not None:
            self.number(number, seat)
        elif intent == keys.CHOICES:
            self.choose()
        else:
            return
        t.app.dirty = True

    def number(self, number: int, seat: int | None) -> None:
        """A number key: a click on that card of the hand (early, or not the person's turn,
        it gets the same word a click gets); past the hand, how many cards there are."""
        mine = seat if seat is not None else self.turns.viewer
        if mine is None or not self.turns.shows_hand(mine) or not self.t.show.cards[mine]:
            self.refuse_turn()
            return
        held = len(self.t.show.cards[mine])
        if number > held:
            line = ngettext(
                "You hold {n} card: press 1.", "You hold {n} cards: press 1 to {n}.", held
            )
            self.t.say(line.format(n=held))
            return
        if seat is not None:
            self.turns.selected = number - 1
        self.try_play(number - 1)

    def refuse_turn(self) -> None:
        """The person asked to play when it is not theirs to: say whose turn it is."""
        t = self.t
        m = t.match
        if m.turn >= 0 and (t.queue or t.anim.busy()):
            return  # your turn may be coming: the cards are still moving
        who = t.name(m.turn) if m.turn >= 0 else ""
        t.say(
            _("Wait for your turn: {name} is playing.").format(name=who)
            if who
            else _("Wait for your turn.")
        )

    def try_play(self, index: int) -> None:
        """The person asks to play the card at ``index`` of the hand they play from."""
        t = self.t
        seat = self.turns.active_seat()
        if seat is None:
            if not self.turns.early.remember(index):
                self.refuse_turn()
            return
        card = t.show.cards[seat][index]
        legal = t.match.legal_actions()
        if t.signals.refused(legal, card):
            return  # the signal chosen beside the hand cannot go with this card
        action = t.signals.action(legal, card) or t.look.card_action(legal, card)
        view, before = t.match.view(seat), len(t.match.actions)
        t.quiet()  # a hint's why was for this decision: the next turn's prompt is not hidden
        played = t.act(action if action is not None else t.look.play_action(seat, card))
        if played and t.app.settings.coach:
            t.coach.add(seat, view, card, before)  # reviewed in the background

    def choose(self) -> None:
        """The person asks for their choices besides a card: C, or the Choices button."""
        seat = self.turns.active_seat()
        if seat is not None:
            offer_choices(self.t, seat, asked=True)

    def hint(self) -> None:
        """The coach's card for the person to play, chosen, with one line of why."""
        index = coach_hint(self.t, self.turns.active_seat())
        if index is not None:
            self.turns.selected = index

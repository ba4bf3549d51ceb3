"""The person's clicks and keys at a network table: a card of the hand they play from (with
the lead signal chosen), the table's corner buttons, a pile of tricks, the choices besides a
card, the menu (Esc), the standings (S) and the tricks (L), as at the local table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from coteccio_gui.engine.cards import Card
from coteccio_gui.i18n import _
from coteccio_gui.ui.core import keys
from coteccio_gui.ui.core.dialogs import Choice, Dialog
from coteccio_gui.ui.net.cards import CARD_KEYS, action_words
from coteccio_gui.ui.net.frame import asking, hand_cards, hand_rects
from coteccio_gui.ui.net.standings import standings_dialog

if TYPE_CHECKING:
    from coteccio_gui.ui.net.part import NetTable


class NetInput:
    """What the person's clicks and keys do at a network table."""

    def __init__(self, table: NetTable) -> None:
        self.t = table
        self.selected = 0
        """The card of the hand the person plays from that Enter plays (Left/Right move it)."""

    def handle(self, event: pygame.event.Event) -> None:
        """A card, the table's buttons, a pile of tricks; Esc: the menu; S, L, C; the cards by
        keys as at the local table: Left/Right choose, Enter (Up) or 1–9 play."""
        t = self.t
        intent = keys.intent(event)
        number = keys.digit(event)
        t.app.dirty = True
        if t.tips.handle(event):
            return  # a tip's own button, Esc (got it) or T (no more tips)
        if intent == keys.BACK:
            if t.turns.tricks_view is not None:
                t.turns.show_tricks(None)
            else:
                self.open_menu()
        elif t.signals.handle(event) or (asking(t) and t.group.buttons and t.group.handle(event)):
            return
        elif intent == keys.SCORE_SHEET:
            self.open_sheet()
        elif intent == keys.LAST_TRICK:
            t.turns.show_tricks(-1)
        elif intent == keys.CHOICES:
            self.open_choices()
        elif keys.clicked(event) and not t.painter.buttons.handle(event):
            self._click(event.pos)
        elif intent in (keys.LEFT, keys.RIGHT, keys.CONFIRM, keys.UP) or number is not None:
            self._key(intent, number)

    def lifted(self) -> list[int]:
        """Where in the hand the person plays from lie the cards they may play now."""
        t = self.t
        if not t.plays() or t.moving():
            return []
        seat = t.acting()
        legal = t.playable(seat)
        return [i for i, c in enumerate(hand_cards(t, seat)) if c is not None and c in legal]

    def chosen(self) -> int | None:
        """The card Enter would play now (None: none to play); drawn with the glow."""
        lifted = self.lifted()
        if not lifted:
            return None
        return self.selected if self.selected in lifted else lifted[0]

    def _key(self, intent: str | None, number: int | None) -> None:
        """Left/Right: the next card that may be played; Enter, Up or its number: play it."""
        t = self.t
        lifted, at = self.lifted(), self.chosen()
        if at is None:
            return
        if number is not None:
            if number - 1 not in lifted:
                return
            at = number - 1
        elif intent in (keys.LEFT, keys.RIGHT):
            step = 1 if intent == keys.RIGHT else -1
            self.selected = lifted[(lifted.index(at) + step) % len(lifted)]
            return
        self.selected = at
        card = hand_cards(t, t.acting())[at]
        if card is not None:
            self.play(card)

    def _click(self, pos: tuple[int, int]) -> None:
        """A click on the table: closes the tricks shown, opens a pile, or plays a card."""
        t = self.t
        if t.turns.tricks_view is not None:
            t.turns.show_tricks(None)
            return
        pile = t.painter.pile_at(pos)
        if pile is not None:
            t.turns.show_tricks(pile)
            return
        seat = t.acting()
        pairs = zip(hand_cards(t, seat), hand_rects(t, seat), strict=True)
        for card, rect in reversed(list(pairs)):
            if card is not None and rect.collidepoint(pos):
                if t.plays():
                    self.play(card)
                return

    def play(self, card: Card) -> None:
        """Play ``card`` from the hand the person plays for: with the lead signal chosen, or
        plain. A card the update does not allow goes too: the server says why not."""
        t = self.t
        legal = t.match.legal_actions()
        if t.signals.refused(legal, card):
            return
        signalled = t.signals.action(legal, card)
        if signalled is not None:
            t.act(t.seating.spec.write_action(signalled))
            return
        code, plays = t.code(card), t.plays()
        kind = next((k for a in plays.values() for k in CARD_KEYS if k in a), "play")
        t.act(plays.get(code) or {"seat": t.acting(), kind: code})

    def open_choices(self) -> None:
        """The choices besides a card (buon gioco, a claim…) in a dialog, as at the table."""
        t = self.t
        options = [Choice(action_words(a, t.card_name), "", a) for a in t.choices()]
        if not options:
            return
        options.append(Choice(_("Back to the cards"), "", None))

        def chosen(action: dict[str, Any] | None) -> None:
            if action is not None and "claim" in action:
                self.confirm_claim(action)  # the local table asks too: a wrong claim loses
            elif action is not None:
                t.act(action)

        last = len(options) - 1
        t.app.push(Dialog(t.app, _("Your choices"), [], options, cancel=last, on_choice=chosen))

    def confirm_claim(self, action: dict[str, Any]) -> None:
        """A claim goes only once the person says so (staying is the default)."""
        t = self.t
        ask = _("Claim the game? A wrong claim loses.")
        go = [Choice(action_words(action, t.card_name), "", action), Choice(_("Back"), "", None)]
        t.app.push(Dialog(t.app, ask, [], go, default=1, cancel=1, on_choice=self._claim))

    def _claim(self, action: dict[str, Any] | None) -> None:
        if action is not None:
            self.t.act(action)

    def open_menu(self) -> None:
        """The menu over the table: resume, rules, settings, leave the table."""
        t = self.t
        try:
            rules = t.seating.spec.rules_from_dict(t.state.get("rules") or {})
        except (ValueError, KeyError, TypeError):
            rules = None
        host = getattr(t.session, "server", None) is not None
        t.app.nav.push("net_menu", game=t.seating.game, rules=rules, leave=t.leave, host=host)

    def open_sheet(self) -> None:
        """The standings of the match, from the update."""
        self.t.app.push(standings_dialog(self.t.app, self.t.look, self.t.state))

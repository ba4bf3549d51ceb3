"""The table of a network match, for the host and for each guest.

The match lives on the server; this window shows what the seat's latest update holds: the
person's hand, the trick on the table, a panel per seat (name, cards in hand, score, and who
plays it: the person, away with the computer in their place, or a computer), and the choices
that are not a card as buttons. A click on a card the update allows sends it. Esc twice leaves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from coteccio_gui.i18n import _
from coteccio_gui.net.keep import keep_finished
from coteccio_gui.storage import save_folder
from coteccio_gui.ui.cardart import back_image, card_image
from coteccio_gui.ui.core import drawlog, keys, theme
from coteccio_gui.ui.core.loop import App, Scene
from coteccio_gui.ui.core.widgets import Button, ButtonGroup
from coteccio_gui.ui.net.cards import action_words, on_table, outcome_words, reader
from coteccio_gui.ui.net.session import JOINED, Session, seat_words
from coteccio_gui.ui.words import card_name, cucco_card_name


class NetTableScene(Scene):
    """One seat's window on a match held by a server."""

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.leaving = False
        self.sent: int | None = None
        """The event number the last action was sent at (the next waits for a newer update)."""
        self.group = ButtonGroup([], horizontal=True)
        self.read, faces = reader(session.state.get("game", "coteccio"))
        self.faces = faces or app.settings.faces
        self.refresh()

    # ---- what the update says ------------------------------------------------------------------

    @property
    def state(self) -> dict[str, Any]:
        """The seat's latest update."""
        return self.session.state

    @property
    def view(self) -> dict[str, Any]:
        """The seat's view (empty before the first deal)."""
        return self.state.get("view") or {}

    def plays(self) -> dict[str, dict[str, Any]]:
        """The cards the person may play now, by code, each with its action."""
        out: dict[str, dict[str, Any]] = {}
        for action in self.state.get("legal", []):
            if "play" in action:
                out.setdefault(str(action["play"]), action)
        return out

    def for_other(self) -> int | None:
        """The seat the person plays for now when it is not their own (a dummy), else None."""
        acting, mine = self.state.get("acting_for"), self.state.get("seat")
        return acting if self.state.get("legal") and acting not in (None, mine) else None

    def refresh(self) -> None:
        """Buttons for the choices that are not a card (or leaving, when the match is over)."""
        if self.state.get("status") == "finished":
            # the match is over: a guest's program has no seat to come back to
            (save_folder(self.app.data_folder) / JOINED).unlink(missing_ok=True)
            keep_finished(save_folder(self.app.data_folder), self.state, self.app.notices.add)
            buttons = [Button(_("Back to the title"), self.leave)]
        else:
            choices = [a for a in self.state.get("legal", []) if "play" not in a]
            buttons = [Button(action_words(a, self.card_name), self._sender(a)) for a in choices]
        self.group = ButtonGroup(buttons, horizontal=True)
        self.resized()

    def _sender(self, action: dict[str, Any]) -> Callable[[], None]:
        """What a choice's button does: send that action."""
        return lambda: self.act(action)

    def act(self, action: dict[str, Any]) -> None:
        """Send an action the update allows."""
        client = self.session.client
        event = self.state.get("event")
        if client.client.my_turn and event != self.sent:  # one action per update: no double click
            self.sent = event
            client.call(client.client.act, action)

    def leave(self) -> None:
        """Leave the table for the title (a guest's seat is played by the computer)."""
        self.session.close()
        self.app.nav.replace("title")

    def closed(self) -> None:
        """The window leaves the table: the connection closes (a host's server stops)."""
        self.session.close()

    # ---- frames ------------------------------------------------------------------------------

    def busy(self) -> bool:
        """Frames run when the table changed."""
        return self.session.changed()

    def update(self, dt: float) -> None:
        """Show the notices and the new update."""
        if not self.session.changed():
            return
        for words in self.session.news():
            self.app.notices.add(words)
        self.refresh()
        self.app.dirty = True

    def resized(self) -> None:
        """The choice buttons sit above the hand."""
        w, h = self.app.screen.get_size()
        s = theme.ui_scale((w, h))
        n = max(1, len(self.group.buttons))
        width = min(w - 40, n * int(240 * s))
        height = int(44 * s)
        top = self.hand_top() - int(70 * s)
        self.group.layout(pygame.Rect((w - width) // 2, top, width, height), height, int(12 * s))

    def card_height(self) -> int:
        """Cards are a fifth of the window's height."""
        return max(60, int(self.app.screen.get_height() * 0.2))

    def hand_top(self) -> int:
        """Where the hand's cards start, from the top."""
        return self.app.screen.get_height() - self.card_height() - int(self.card_height() * 0.12)

    def hand_rects(self) -> list[tuple[str, pygame.Rect]]:
        """Each card of the hand with where it lies (a card that may be played is raised).
        When the person plays for another seat (a dummy), the cards they may play from it."""
        hand = [c for c in self.view.get("hand", []) if c]
        if self.for_other() is not None:
            hand = list(self.plays())
        w = self.app.screen.get_width()
        ch = self.card_height()
        cw = self._card(hand[0], ch).get_width() if hand else 0
        step = min(int(cw * 1.05), (w - 40 - cw) // max(1, len(hand) - 1)) if hand else 0
        x0 = (w - (step * (len(hand) - 1) + cw)) // 2
        plays = self.plays()
        out = []
        for i, code in enumerate(hand):
            lift = int(ch * 0.1) if code in plays else 0
            out.append((code, pygame.Rect(x0 + i * step, self.hand_top() - lift, cw, ch)))
        return out

    def handle(self, event: pygame.event.Event) -> None:
        """A click on a playable card plays it; buttons; Esc twice leaves."""
        if keys.intent(event) == keys.BACK:
            if self.leaving or self.state.get("status") == "finished":
                self.leave()
            else:
                self.leaving = True
                self.app.dirty = True
            return
        if self.group.handle(event):
            self.app.dirty = True
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.leaving = False
            plays = self.plays()
            for code, rect in reversed(self.hand_rects()):
                if rect.collidepoint(event.pos):
                    if code in plays:
                        self.act(plays[code])
                    break
            self.app.dirty = True

    # ---- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Felt, the seats, the trick, the hand, the choices and one line of what happens."""
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill(theme.FELT_DARK)
        pygame.draw.ellipse(
            surface, theme.FELT, surface.get_rect().inflate(-round(w * 0.1), -h // 8)
        )
        self._seats(surface, s)
        self._trick(surface, s)
        plays = self.plays()
        for code, rect in self.hand_rects():
            image = self._card(code, rect.height)
            if plays and code not in plays:  # a card that may not be played now is dimmed
                image = image.copy()
                image.fill((165, 165, 165), special_flags=pygame.BLEND_RGB_MULT)
            surface.blit(image, rect)
            drawlog.mark(surface, "card", rect)
        self.group.draw(surface, int(20 * s))
        theme.blit_text(
            surface,
            self._status(),
            int(22 * s),
            (w // 2, self.hand_top() - int(int(self.card_height() * 0.1) + 8 * s)),
            theme.GOLD,
            "midbottom",
        )
        if self.state.get("status") == "finished":
            self._finished(surface, s)

    def card_name(self, code: str) -> str:
        """A card's name in the player's words, from its code."""
        card = self.read(code)
        return cucco_card_name(card) if self.faces == "cucco" else card_name(card, self.faces)

    def _card(self, code: str, height: int) -> pygame.Surface:
        """The picture of the card with this code."""
        return card_image(self.faces, self.read(code), height, self.app.settings.four_colour)

    def _status(self) -> str:
        """Whose turn it is, or how to leave."""
        if self.leaving:
            return _("Press Esc again to leave the table.")
        if not self.session.client.client.connected:
            return _("The connection to the table is lost: trying again…")
        seats, turn = self.state.get("seats", []), self.view.get("turn", -1)
        other = self.for_other()
        if self.session.client.client.my_turn and other is not None and other < len(seats):
            name = seats[other]["name"]
            return _("You play for {name}: click one of their cards.").format(name=name)
        if self.session.client.client.my_turn:
            return _("Your turn: click a raised card.") if self.plays() else _("Your turn.")
        if 0 <= turn < len(seats):
            return _("{name} is playing…").format(name=seats[turn]["name"])
        return ""

    def _seats(self, surface: pygame.Surface, s: float) -> None:
        """A panel per seat along the top: name, who plays it, cards in hand, score."""
        w = surface.get_width()
        seats = self.state.get("seats", [])
        mine, turn = self.state.get("seat"), self.view.get("turn", -1)
        sizes, scores = self.view.get("hand_sizes", []), self.state.get("scores", [])
        width = min(int(260 * s), (w - 20) // max(1, len(seats)) - 10)
        x0 = (w - len(seats) * (width + 10) + 10) // 2
        for i, seat in enumerate(seats):
            box = pygame.Rect(x0 + i * (width + 10), int(10 * s), width, int(96 * s))
            edge = theme.TURN_GLOW if i == turn else theme.PANEL_EDGE
            theme.panel(surface, box, int(10 * s), theme.PANEL, edge, 3 if i == turn else 2)
            lines = [seat["name"], seat_words(seat) if i != mine else _("you")]
            cards = sizes[i] if i < len(sizes) else 0
            score = scores[i] if i < len(scores) else "–"
            lines.append(_("{cards} cards · score {score}").format(cards=cards, score=score))
            y = box.y + int(8 * s)
            for n, line in enumerate(lines):
                colour = theme.GOLD if n == 0 else theme.CREAM
                y = (
                    theme.blit_text(
                        surface,
                        line,
                        int((22 if n == 0 else 17) * s),
                        (box.centerx, y),
                        colour,
                        "midtop",
                        box=box,
                    ).bottom
                    + 2
                )

    def _trick(self, surface: pygame.Surface, s: float) -> None:
        """The cards on the table with who played each; a complete trick says who took it."""
        w, h = surface.get_size()
        cards, taken = on_table(self.session.client.client.history)
        seats = self.state.get("seats", [])
        ch = int(self.card_height() * 0.9)
        cw = self._card(cards[0][1], ch).get_width() if cards else 0
        gap = int(16 * s)
        x0 = (w - (len(cards) * (cw + gap) - gap)) // 2
        y = int(h * 0.42) - ch // 2
        for i, (seat, code) in enumerate(cards):
            rect = pygame.Rect(x0 + i * (cw + gap), y, cw, ch)
            surface.blit(self._card(code, ch), rect)
            drawlog.mark(surface, "card", rect)
            who = seats[seat]["name"] if 0 <= seat < len(seats) else ""
            theme.blit_text(
                surface, who, int(16 * s), (rect.centerx, rect.bottom + 4), theme.CREAM, "midtop"
            )
        if taken is not None and cards and 0 <= taken < len(seats):
            line = _("{name} takes the trick").format(name=seats[taken]["name"])
            theme.blit_text(
                surface, line, int(20 * s), (w // 2, y - int(8 * s)), theme.GOLD, "midbottom"
            )
        if not cards and not self.view:
            back = back_image(ch, self.faces)
            surface.blit(back, back.get_rect(center=(w // 2, y + ch // 2)))

    def _finished(self, surface: pygame.Surface, s: float) -> None:
        """Over the table: who won."""
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, min(w - 40, int(640 * s)), int(90 * s))
        box.center = (w // 2, int(h * 0.42))
        theme.panel(surface, box, int(12 * s))
        theme.fit_in_box(
            surface, outcome_words(self.state), int(26 * s), box.inflate(-20, -10), theme.GOLD, True
        )

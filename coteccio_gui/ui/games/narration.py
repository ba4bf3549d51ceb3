"""The hand history's words for a game: each step of a hand told in a few lines."""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_gui.engine.events import CardPlayed, HandDealt, TrickWon
from coteccio_gui.engine.game import Action, Event, Game
from coteccio_gui.i18n import _, ngettext
from coteccio_gui.ui.words import the_card


class Narration:
    """How a presentation tells the hand history (a part of :class:`Presentation`)."""

    def card_name(self, card: int, faces: str) -> str:
        """A card as a player reads it."""
        raise NotImplementedError

    def card_in_sentence(self, card: int, faces: str) -> str:
        """A card as a sentence names it, with its article: ``l'Asso di coppe``."""
        return the_card(card, faces)

    def hand_number(self, game: Game) -> int:
        """The hand being played (or about to be dealt), counting from 1."""
        return max(1, sum(1 for a in game.actions if type(a).__name__ == "Deal"))

    def step_lines(
        self,
        kind: str,
        hand: int,
        game: Game,
        events: Sequence[Event],
        action: Action | None,
        names: Sequence[str],
        faces: str,
    ) -> list[str]:
        """What happened at one step of the hand history, in a few lines a player reads:
        ``kind`` is ``start`` (before the first deal), ``deal`` (hand ``hand`` begins) or
        any other step; ``game`` is the match as it stands after the step."""
        if kind == "start":
            dealer = getattr(game, "dealer", 0)
            return [_("The match begins: {name} deals first.").format(name=names[dealer])]
        lines = self.narrate(events, action, names, faces)
        if kind == "deal":
            lines.insert(0, _("Hand {n}").format(n=hand))
        return lines

    def narrate(
        self, events: Sequence[Event], action: Action | None, names: Sequence[str], faces: str
    ) -> list[str]:
        """The lines of one step of the hand history: what its events did."""
        lines = []
        for e in events:
            line = self.narrate_event(e, names, faces)
            if line is None:
                line = self._narrate_play(e, names, faces)
            if line:
                lines.append(line)
        return lines

    def narrate_event(self, e: Event, names: Sequence[str], faces: str) -> str | None:
        """One sentence about an event of the game's own (``None``: not one of those)."""
        return None

    def points_text(self, points: int) -> str:
        """Points as the game counts them (a trick's, a hand's): ``7``, ``2⅓``…"""
        return str(points)

    def _narrate_play(self, e: Event, names: Sequence[str], faces: str) -> str | None:
        if isinstance(e, HandDealt):
            return _("{dealer} deals, {leader} leads.").format(
                dealer=names[e.dealer], leader=names[e.leader]
            )
        if isinstance(e, CardPlayed):
            card = self.card_in_sentence(e.card, faces)
            return _("{name} plays {card}.").format(name=names[e.seat], card=card)
        if isinstance(e, TrickWon):
            shown = self.points_text(e.trick.points)
            # the plural of the number as written: 3 thirds are "1 point", not "1 points"
            count = int(shown) if shown.isdigit() else e.trick.points
            return ngettext(
                "{name} takes trick {n} ({points} point).",
                "{name} takes trick {n} ({points} points).",
                count,
            ).format(name=names[e.seat], n=e.number + 1, points=shown)
        return None

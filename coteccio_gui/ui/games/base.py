"""How the table presents a game: the words, the panels, the dialogs — one object per game.

The table, the hand history, the set-up and the rules screen draw any game from its
:class:`~coteccio_gui.engine.game.Game` and this presentation, found by the game's name
(``ui/games/<name>.py``, module attribute ``PRESENTATION``). A presentation turns the game's
events and values into text and typed choices; it never draws, and it never applies an
action: a dialog's choices carry the actions, and the table applies the one chosen.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, TypeVar

from coteccio_gui.engine.errors import MustFollowSuit
from coteccio_gui.engine.events import CardPlayed
from coteccio_gui.engine.game import Action, Event, Game
from coteccio_gui.i18n import N_, _
from coteccio_gui.ui.board.spreads import Spread
from coteccio_gui.ui.games import order
from coteccio_gui.ui.games.coach_words import Coaching
from coteccio_gui.ui.games.narration import Narration
from coteccio_gui.ui.games.shown import DialogSpec, Panel, Shown
from coteccio_gui.ui.games.tally import Tally
from coteccio_gui.ui.words import card_name, suit_name

RuleCards = tuple[list[tuple[int, str]], str, list[tuple[int, str, str]]]
ViewT = TypeVar("ViewT")

TABLE_TIPS = {
    "your_turn": N_(
        "Your turn. The lifted cards are the ones you may play: click one, or choose with "
        "Left and Right and press Enter."
    ),
    "last_trick": N_(
        "Missed a card? Press L, or the Tricks button, to see every trick of this hand."
    ),
}
"""The tips every game of the table shares."""


class Presentation(Narration, Coaching, Tally):
    """The look of one game at the table. Subclasses fill in their game's words."""

    name = ""
    """The game's name, as in the registry."""
    title_text = ""
    """The game's name as a player reads it (an ``N_`` text: ``title`` translates it)."""
    summary_text = ""
    """One line that says what the game is (an ``N_`` text)."""
    pack = ""
    """The game's own pack, drawn whatever the player's setting ("": the setting's faces)."""
    own_card_name: Callable[[int], str] | None = None
    """How a game with a pack of its own names a card (``il Gatto``), in any faces; ``None``:
    by the faces' names (``Re di coppe``, ``King of hearts``)."""
    tip_texts: Mapping[str, str] = {}
    """The game's own first-match tips, by name (``N_`` texts)."""
    tip_while: Mapping[str, Callable[[Any], bool]] = {}
    """Tips that explain one phase of a hand, by name: shown only while the match is in it."""
    labels: Mapping[str, str] = {}
    """The house rules' names in the set-up, by key (``N_`` texts)."""
    presets: Mapping[str, str] = {}
    """The presets' names in the set-up (``N_`` texts; one not named shows as it is)."""
    hand_order: Callable[[int], int] = staticmethod(order.coteccio)
    """How a player of the game sorts a hand: a sort key of a card (``order``)."""
    clockwise = False
    """The game is played clockwise (seat ``s + 1`` at seat ``s``'s left), not anticlockwise as
    the Italian games: the table seats its players and draws its arrow the other way."""

    # ---- words -------------------------------------------------------------------------

    def title(self) -> str:
        """The game's name as a player reads it."""
        return _(self.title_text)

    def summary(self) -> str:
        """One line that says what the game is, for the choice of a game."""
        return _(self.summary_text) if self.summary_text else ""

    def faces(self, faces: str) -> str:
        """The card faces to draw, given the player's setting (a game with its own pack
        ignores the setting)."""
        return self.pack or faces

    def card_name(self, card: int, faces: str) -> str:
        """A card as a player reads it: ``Re di coppe``, ``King of hearts``, ``il Gatto``."""
        own = self.own_card_name
        return own(card) if own is not None else card_name(card, faces)

    def card_in_sentence(self, card: int, faces: str) -> str:
        """A card as a sentence names it (the Cucco names need no article added)."""
        if self.own_card_name is not None:
            return self.own_card_name(card)
        return super().card_in_sentence(card, faces)

    def tips(self) -> dict[str, str]:
        """The game's own first-match tips, by name (untranslated: ``N_`` texts); the table's
        own (``your_turn``, ``last_trick``) come from ``TABLE_TIPS``."""
        return dict(self.tip_texts)

    def tip_text(self, name: str, faces: str) -> str:
        """A tip in the player's language ("" if the game has none of that name)."""
        text = {**TABLE_TIPS, **self.tips()}.get(name)
        return _(text).format(**self.tip_words(faces)) if text else ""

    def tip_words(self, faces: str) -> dict[str, str]:
        """Words the tips are filled in with (the names of the cards that score…)."""
        return {}

    # ---- the table ---------------------------------------------------------------------

    def board(self, game: Game, names: Sequence[str]) -> Any:
        """The values the panels show, as they stand in ``game`` (the table then keeps them
        up to date event by event through ``see``); ``names``: the seats' (``seat_names``)."""
        raise NotImplementedError

    def see(
        self,
        board: Any,
        event: Event,
        upcoming: Sequence[Event],
        names: Sequence[str],
        faces: str,
    ) -> Shown:
        """Bring ``board`` up to date with ``event`` and say how to show it."""
        return Shown()

    def played(self, board: Any, event: CardPlayed) -> None:
        """A card played (the table draws it, not ``see``): a board showing it elsewhere drops it"""

    def panel(self, board: Any, seat: int, game: Game) -> Panel:
        """What seat ``seat``'s panel says now."""
        raise NotImplementedError

    def info(self, board: Any, game: Game, faces: str) -> list[str]:
        """The lines of the box at the top left (the first is the headline)."""
        return []

    def spreads(self, game: Game, board: Any, names: Sequence[str]) -> list[Spread]:
        """What lies on the table besides the trick, as ``board`` shows ``game`` (a monte, a
        stock, a buon gioco's cards); usually nothing."""
        return []

    def trick_marks(self, game: Game, trick: int) -> dict[int, str]:
        """A word to mark on a card of the trick on the table (``trick``: its number in the
        hand, from 0), by the seat that played it: a signal given with a lead, in some games."""
        return {}

    def waiting(self, game: Game, names: Sequence[str], faces: str) -> str:
        """What the person at the table is asked to do when a choice is theirs but no dialog
        is open: shown instead of the table's "Your turn" while it waits for a card ("" for
        that line)."""
        return ""

    def choice(
        self, game: Game, seat: int, actions: Sequence[Action], names: Sequence[str], faces: str
    ) -> DialogSpec:
        """The dialog for a decision that is not a card to play (``actions`` are the legal ones)."""
        raise NotImplementedError

    def turn_choice(
        self, game: Game, seat: int, actions: Sequence[Action], faces: str, asked: bool
    ) -> DialogSpec | None:
        """Choices besides a card at the person's turn (``asked``: they pressed C), or ``None``;
        each choice's value is an action, or ``None`` to go back to the cards."""
        return None

    def signal_label(self, signal: Any) -> str:
        """A lead signal's name on its button beside the hand (a game with signals says it)."""
        return str(signal)

    def confirm(self, game: Game, action: Action) -> str | None:
        """The question to ask before the person's ``action`` loses the game at once (a claim
        short of the target), or ``None``: no question."""
        return None

    def seat_names(self, game: Game, names: Sequence[str]) -> list[str]:
        """The name of every seat of the game, from the names of the record's players (a
        game with dummy hands names them after the player who plays them)."""
        return list(names)

    def hand_size(self, game: Game, most: int) -> int:
        """How many cards a hand's fan makes room for (``most``: the largest hand now)."""
        return most

    def hand_key(self, card: int) -> int:
        """Where ``card`` goes in a sorted hand: by suit, then by the game's own order."""
        return self.hand_order(card)

    def arrange(self, cards: Sequence[int], sort: bool) -> list[int]:
        """A hand as shown: sorted by ``hand_key`` (``sort``), or as the cards came."""
        return order.arranged(cards, self.hand_key if sort else None)

    def play_action(self, seat: int, card: int) -> Action:
        """The action of ``seat`` playing ``card``, legal or not (to hear why not)."""
        raise NotImplementedError

    def hand_card(self, action: Action) -> int | None:
        """The card of the hand ``action`` is made by clicking (a card played; in some games a
        card given or discarded), or ``None``: an action chosen in a dialog."""
        return getattr(action, "card", None)

    def card_action(self, actions: Sequence[Action], card: int) -> Action | None:
        """The action that plays ``card`` (``None`` if none does): the first legal one."""
        return next((a for a in actions if self.hand_card(a) == card), None)

    def refusal(self, error: Exception, faces: str) -> str:
        """Why a card the person clicked may not be played, in a player's words."""
        if isinstance(error, MustFollowSuit):
            return _("You must follow suit: {suit}.").format(suit=suit_name(error.suit, faces))
        return _("You cannot play that card now.")

    def players_words(self, count: int) -> str | None:
        """What ``count`` players means at the table (dummies…), said in the set-up."""
        return None

    def match_end(self, game: Game, names: Sequence[str]) -> tuple[str, list[str]]:
        """The title and lines of the end-of-match dialog."""
        raise NotImplementedError

    def score_name(self) -> str:
        """What the match score counts, as the score sheet and the standings head it."""
        return _("Score")

    # ---- the set-up and the rules ------------------------------------------------------

    def rule_label(self, key: str) -> str:
        """A house rule's name in the set-up."""
        return _(self.labels[key])

    def rule_value(self, key: str, value: Any) -> str:
        """A house rule's value as the set-up shows it."""
        if isinstance(value, bool):
            return _("yes") if value else _("no")
        return str(value)

    def rule_note(self, key: str, rules: dict[str, Any]) -> str | None:
        """Why a house rule does nothing with these other rules (the row is greyed), if so."""
        return None

    def preset_name(self, preset: str) -> str:
        """A preset's name as the set-up shows it."""
        name = self.presets.get(preset)
        return _(name) if name else preset

    def rules(self, rules: Any | None, faces: str) -> list[tuple[str, str]]:
        """The rules screen's paragraphs: (heading, text); ``rules`` are the house rules of
        the match in play (to say their values), or ``None`` from the title."""
        raise NotImplementedError

    def rule_cards(self, faces: str) -> RuleCards:
        """The cards the rules screen shows: a row of (card, name) for the suits, then a
        caption and a row of (card, name, points) from the highest card to the lowest."""
        return [], "", []

    def stats_columns(self) -> list[tuple[str, str]]:
        """The game's own statistics columns: (counter key, heading)."""
        return []


class GamePresentation(Presentation, Generic[ViewT]):
    """A presentation that knows its game's view class: ``seen`` gives a match as a seat sees it.

    A presentation reads a match only through a seat's view (what that seat may know), so it
    draws a local match and a seat at a network table alike: a network seat's match is its
    latest view (``SeatMatch``), a local match makes the view of any seat it is asked for.
    """

    view_type: type[ViewT]
    """The class of the game's seat view."""

    def seen(self, game: Game, seat: int | None = None) -> ViewT:
        """``game`` as ``seat`` sees it; by default as the match's own seat of view (a
        network seat's), or the seat to act (what every seat may know is the same in any seat's
        view: a presentation reads a seat's own cards only through the seat it is given)."""
        if seat is None:
            seat = viewing_seat(game)
        last = self._seen
        if last is None or last[0] is not game or last[1:3] != (len(game.actions), seat):
            view = game.view(seat)
            assert isinstance(view, self.view_type), type(view)
            last = self._seen = (game, len(game.actions), seat, view)
        found: ViewT = last[3]
        return found

    _seen: tuple[Game, int, int, Any] | None = None
    """The last view made (a frame asks for it once a seat and more): the match it is of, its
    number of actions and its seat, and the view."""


def viewing_seat(game: Game) -> int:
    """The seat whose view stands for ``game`` when no seat is named: a network seat's own
    (``seat``), else the seat to act, else the first."""
    own = getattr(game, "seat", None)
    if isinstance(own, int):
        return own
    return game.turn if game.turn >= 0 else 0


__all__ = ["DialogSpec", "GamePresentation", "Panel", "Presentation", "RuleCards", "Shown"]

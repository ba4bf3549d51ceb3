"""Stovkahra at the table: partners facing, the turned trump card beside the dealer, eldest's
face-up cards, declarations shown and said, "dost", the sides' totals and brčka; German suits by
default, French suits with the English-faces setting."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from coteccio_gui.engine.errors import MustFollowSuit, MustHeadTrick, MustOvertrump, MustTrump
from coteccio_gui.engine.events import CardPlayed
from coteccio_gui.engine.game import Action, Event, Game
from coteccio_gui.games.stovkahra.actions import Dost, Phase, Play
from coteccio_gui.games.stovkahra.cards import SUIT_OF, Rank, card
from coteccio_gui.games.stovkahra.rules import GAME
from coteccio_gui.games.stovkahra.view import StovkahraView
from coteccio_gui.i18n import N_, _
from coteccio_gui.ui.board.spreads import Spread
from coteccio_gui.ui.core.theme import CREAM, GOLD
from coteccio_gui.ui.games.base import DialogSpec, GamePresentation, Panel, RuleCards, Shown
from coteccio_gui.ui.games.stovkahra import board as table_board
from coteccio_gui.ui.games.stovkahra import rules as words
from coteccio_gui.ui.games.stovkahra import talk
from coteccio_gui.ui.games.stovkahra.board import Board, board_of
from coteccio_gui.ui.games.stovkahra.levels import LEVEL_FIGURES, MEASURE
from coteccio_gui.ui.games.stovkahra.words import (
    brcka,
    card_name,
    faces_of,
    rank_name,
    ranks_name,
    suit_name,
    the_card,
)

_POINTS = (6, 5, 4, 3, 0, 0, 0, 0)


def hand_order(c: int) -> int:
    """Stovkahra's order: acorns, leaves, hearts, bells; each from the Ace down to the 7."""
    return c


class StovkahraPresentation(GamePresentation[StovkahraView]):
    """Stovkahra's words and values at the table."""

    name = "stovkahra"
    measure = MEASURE
    level_figures = LEVEL_FIGURES
    figure_spec = ".2f"
    hand_order = staticmethod(hand_order)
    clockwise = True
    view_type = StovkahraView
    title_text = N_("Stovkahra")
    summary_text = N_("4 players, partners facing, German cards: trumps, Sevens and dost, to 100.")
    tip_texts = words.TIPS
    labels = words.LABELS
    presets = words.PRESETS

    # ---- the pack ----------------------------------------------------------------------

    def faces(self, faces: str) -> str:
        """German suits, or the same cards with French suits on the English-faces setting."""
        return faces_of(faces)

    def card_name(self, card: int, faces: str) -> str:
        """``Over of leaves``, or ``Queen of spades`` with English faces."""
        return card_name(card, faces)

    def card_in_sentence(self, card: int, faces: str) -> str:
        """``the Ace of acorns``, ``l'Asso di ghiande``."""
        return the_card(card, faces)

    def suit_in_sentence(self, suit: int, faces: str) -> str:
        """``acorns``, ``ghiande`` (``clubs`` with English faces)."""
        return suit_name(suit, faces)

    def tip_words(self, faces: str) -> dict[str, str]:
        """The names of the Over and the Under on the faces drawn."""
        return _court(faces)

    # ---- the table ---------------------------------------------------------------------

    def board(self, game: Game, names: Sequence[str]) -> Board:
        """The panels' values as they stand in the match (what every seat knows)."""
        return board_of(self.seen(game))

    def see(
        self, board: Any, event: Event, upcoming: Sequence[Event], names: Sequence[str], faces: str
    ) -> Shown:
        """The turned card, declarations, Sevens, "dost", the end of a deal, game and series."""
        return table_board.see(board, event, upcoming, names, faces)

    def panel(self, board: Any, seat: int, game: Game) -> Panel:
        """The side's running total toward 100 and its brčka."""
        b: Board = board
        side = seat % 2
        text = _("{n} of {game} · {brcka}").format(
            n=b.points[side], game=GAME, brcka=brcka(b.brcka[side])
        )
        colour = GOLD if b.points[side] >= GAME else CREAM
        right = str(b.deal_points[side]) if b.deal_points[side] else ""
        return Panel(text=text, colour=colour, right=right)

    def info(self, board: Any, game: Game, faces: str) -> list[str]:
        """The deal and the series, the trump suit."""
        b: Board = board
        v = self.seen(game)
        lines = [_("Deal {n} · series to {series} brčka").format(n=b.deal, series=v.rules.series)]
        if b.trump >= 0:
            lines.append(_("Trumps: {suit}").format(suit=suit_name(SUIT_OF[b.trump], faces)))
        return lines

    def spreads(self, game: Game, board: Any, names: Sequence[str]) -> list[Spread]:
        """The turned card, eldest's face-up cards, the cards declared a moment ago."""
        return table_board.spreads(board)

    def played(self, board: Any, event: CardPlayed) -> None:
        """The card leaves the turned card's or the face-up cards' place; declarations go."""
        table_board.played(board, event)

    def choice(
        self, game: Game, seat: int, actions: Sequence[Action], names: Sequence[str], faces: str
    ) -> DialogSpec:
        """The declarations before the first lead, or settling a game's brčka (in the play,
        "dost" is asked beside the hand: ``turn_choice``)."""
        v = self.seen(game, seat)
        if v.phase is Phase.SETTLE:
            return talk.settle_dialog(v, seat)
        if v.phase is Phase.DECLARE:
            return talk.declare_dialog(v, actions, faces)
        spec = talk.dost_dialog(v, asked=True)  # the table asks "dost" beside the hand
        assert spec is not None
        return spec

    def turn_choice(
        self, game: Game, seat: int, actions: Sequence[Action], faces: str, asked: bool
    ) -> DialogSpec | None:
        """ "Dost" after winning a trick: offered by itself when it wins, else when asked."""
        if Dost(seat) not in actions:
            return None
        return talk.dost_dialog(self.seen(game, seat), asked)

    def confirm(self, game: Game, action: Action) -> str | None:
        """A "dost" under 100 loses the game: asked first."""
        if not isinstance(action, Dost):
            return None
        total = self.seen(game, action.seat).points[action.seat % 2]
        if total >= GAME:
            return None
        return _("Say dost with {n} of {game}? The opponents would win 2 brčka.").format(
            n=total, game=GAME
        )

    def hand_size(self, game: Game, most: int) -> int:
        """Eight cards a hand."""
        return max(most, 8)

    def play_action(self, seat: int, card: int) -> Action:
        """A plain play."""
        return Play(seat, card)

    def refusal(self, error: Exception, faces: str) -> str:
        """Why the card may not go: follow suit, head the trick, trump, overtrump."""
        if isinstance(error, MustFollowSuit):
            return _("You must follow suit: {suit}.").format(suit=suit_name(error.suit, faces))
        if isinstance(error, MustHeadTrick):
            return _("You must head the trick: beat {card}.").format(
                card=the_card(error.best, faces)
            )
        if isinstance(error, MustOvertrump):
            return _("You must overtrump {card}.").format(card=the_card(error.best, faces))
        if isinstance(error, MustTrump):
            return _("You cannot follow suit: you must play a trump ({suit}).").format(
                suit=suit_name(error.suit, faces)
            )
        return _("You cannot play that card now.")

    def match_end(self, game: Game, names: Sequence[str]) -> tuple[str, list[str]]:
        """The winners of the series, each side's brčka."""
        return talk.end_of_series(self.seen(game), names)

    def score_name(self) -> str:
        """The match score counts brčka."""
        return _("Brčka")

    def narrate_event(self, e: Event, names: Sequence[str], faces: str) -> str | None:
        """One sentence for an event of Stovkahra's own."""
        return talk.said(e, names, faces) or None

    # ---- the set-up and the rules ------------------------------------------------------

    def rule_value(self, key: str, value: Any) -> str:
        """The end of a deal, the series and the shuffle in words."""
        return words.rule_value(key, value) or super().rule_value(key, value)

    def rules(self, rules: Any | None, faces: str) -> list[tuple[str, str]]:
        """The whole rules, and the house rules of the match in play if there is one."""
        return words.rules_paragraphs(_court(faces), rules)

    def rule_cards(self, faces: str) -> RuleCards:
        """The four suits, then one suit from the Ace down with each card's points."""
        suits = [(card(s, Rank.ACE), suit_name(s, faces)) for s in range(4)]
        ranks = [
            (card(2, r), rank_name(r, faces), str(_POINTS[r]) if _POINTS[r] else "–")
            for r in range(8)
        ]
        caption = _("From the highest card to the lowest, and the points each one is worth:")
        return suits, caption, ranks

    def stats_columns(self) -> list[tuple[str, str]]:
        """Points declared, tricks taken by Sevens, "dost" right and wrong, games won."""
        return [
            ("declared", _("Points declared")),
            ("sevens", _("Tricks by Sevens")),
            ("dost_right", _("Right dost")),
            ("dost_wrong", _("Wrong dost")),
            ("games", _("Games won")),
        ]


def _court(faces: str) -> dict[str, str]:
    """The names of the Over and the Under (Queen and Jack on English faces), for the rules."""
    return {
        "over": rank_name(Rank.OVER, faces),
        "under": rank_name(Rank.UNDER, faces),
        "overs": ranks_name(Rank.OVER, faces),
        "unders": ranks_name(Rank.UNDER, faces),
    }


PRESENTATION = StovkahraPresentation()

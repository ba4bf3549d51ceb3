"""Tressette at the table: partners, buon gioco, signals, claims, the chiamata del Tre."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from coteccio_gui.engine.events import HandDealt, TrickWon
from coteccio_gui.engine.game import Action, Event, Game
from coteccio_gui.games.tressette.actions import Claim, Play
from coteccio_gui.games.tressette.events import (
    Annulled,
    Called,
    CardDrawn,
    Claimed,
    Declared,
    GameOver,
    GoodGame,
    HandScored,
    PartnerRevealed,
    Signalled,
)
from coteccio_gui.games.tressette.view import TressetteView
from coteccio_gui.i18n import N_, _, ngettext
from coteccio_gui.ui.core.theme import CREAM, GOLD, RED
from coteccio_gui.ui.games import order
from coteccio_gui.ui.games.base import (
    DialogSpec,
    GamePresentation,
    Panel,
    RuleCards,
    Shown,
)
from coteccio_gui.ui.games.rovescino import rules as rovescino_rules
from coteccio_gui.ui.games.tressette import choices as tressette_choices
from coteccio_gui.ui.games.tressette import rules as words
from coteccio_gui.ui.games.tressette.board import Board, board_of, drawn, scored, side_of
from coteccio_gui.ui.games.tressette.choices import claimed, said
from coteccio_gui.ui.games.tressette.levels import LEVEL_FIGURES, MEASURE
from coteccio_gui.ui.games.tressette.lying import declared_cards, tressette_spreads
from coteccio_gui.ui.words import card_name, court_names


def _pairs(v: TressetteView) -> bool:
    """Fixed partners facing each other: a side's two seats share one score."""
    return v.players == 4 and not v.rules.chiamata


class TressettePresentation(GamePresentation[TressetteView]):
    """Tressette's words and values at the table."""

    name = "tressette"
    measure = MEASURE
    level_figures = LEVEL_FIGURES
    hand_order = staticmethod(order.tressette)
    view_type = TressetteView
    title_text = N_("Tressette")
    summary_text = N_("4 players, partners facing: no trumps, be the first side to reach 31.")
    tip_texts = words.TIPS
    labels = words.LABELS
    presets = words.PRESETS

    def tip_words(self, faces: str) -> dict[str, str]:
        """The names of the cards that score."""
        return court_names(faces)

    def board(self, game: Game, names: Sequence[str]) -> Board:
        """The panels' values as they stand in the match (what every seat knows)."""
        return board_of(self.seen(game), names)

    def see(
        self,
        board: Any,
        event: Event,
        upcoming: Sequence[Event],
        names: Sequence[str],
        faces: str,
    ) -> Shown:
        """Buon gioco, signals, the called card, drawn cards, claims, the end of a hand."""
        b: Board = board
        b.names = list(names)
        if isinstance(event, HandDealt):
            n = len(b.scores)
            b.taken, b.won, b.announced = [0] * n, [0] * n, [False] * n
            b.caller, b.called, b.partner = -1, None, None
            b.declared = [0] * n
            b.hand, b.stock, b.playing = b.scored + 1, 40 - 10 * n, True
            b.drawn, b.shown = (), {}
            return Shown(sound="shuffle", tip="tressette")
        if isinstance(event, TrickWon):
            b.taken[event.seat] += event.trick.points
            b.won[event.seat] += 1
            b.drawn, b.shown = (), b.shown if event.number == 0 else {}
            return Shown(tip="last_trick" if event.number == 0 else None)
        if isinstance(event, Called):
            b.caller, b.called = event.seat, event.card
            return Shown(message=said(event, names, faces), seconds=4.0, pause=1.0)
        if isinstance(event, PartnerRevealed):
            b.partner = event.partner
            flash = {event.caller: GOLD, event.partner: GOLD}
            line = said(event, names, faces)
            return Shown(message=line, seconds=3.0, pause=0.8, flash=flash, sound="life")
        if isinstance(event, GoodGame):
            b.announced[event.seat] = True
            line = said(event, names, faces)
            return Shown(message=line, seconds=3.0, pause=0.6, flash={event.seat: GOLD})
        if isinstance(event, Declared):
            b.announced[event.seat] = False
            b.shown[event.seat] = declared_cards(event.declarations)
            for s in self._side(b, event.seat):
                b.scores[s] += event.points
                b.declared[s] += event.points
            line = said(event, names, faces)
            return Shown(message=line, seconds=4.0, pause=1.2, flash={event.seat: GOLD})
        if isinstance(event, Signalled):
            line = said(event, names, faces)
            return Shown(message=line, seconds=3.0, pause=0.5)
        if isinstance(event, CardDrawn):
            return drawn(b, event, upcoming, names, faces)
        if isinstance(event, Annulled):
            b.taken, b.won = [0] * len(b.taken), [0] * len(b.won)
            b.announced, b.playing = [False] * len(b.taken), False
            return Shown(message=said(event, names, faces), seconds=4.0, pause=1.2, cleared=True)
        if isinstance(event, Claimed):
            flash = {event.seat: GOLD if event.right else RED}
            line = said(event, names, faces)
            return Shown(message=line, seconds=5.0, pause=1.5, flash=flash)
        if isinstance(event, HandScored):
            return scored(b, event, names)
        if isinstance(event, GameOver):
            return Shown(sound="win")
        return Shown()

    def _side(self, b: Board, seat: int) -> tuple[int, ...]:
        """The seats that score with ``seat`` when it declares (fixed partners, or alone)."""
        return side_of(len(b.scores), seat)

    def panel(self, board: Any, seat: int, game: Game) -> Panel:
        """The seat's game score, its role with the chiamata, its points this hand."""
        b: Board = board
        v = self.seen(game)
        target = v.rules.target
        text = _("{n} of {target}").format(n=b.scores[seat], target=target)
        if _pairs(v):
            text = ""  # the side's score is in the box at the top left, once
        if seat == b.caller:
            text = _("caller: {score}").format(score=text)
        elif b.partner is not None and seat == b.partner:
            text = _("partner: {score}").format(score=text)
        if b.announced[seat]:
            text = _("buon gioco · {score}").format(score=text) if text else _("buon gioco")
        right = rovescino_rules.points_text(b.taken[seat]) if b.won[seat] else ""
        near = b.scores[seat] >= target - 5
        return Panel(text=text, colour=GOLD if near or b.announced[seat] else CREAM, right=right)

    def trick_marks(self, game: Game, trick: int) -> dict[int, str]:
        """The signal given with the lead, on the led card while the trick lies on the table."""
        signals = self.seen(game).signals
        return {seat: words.signal_name(sig) for n, seat, sig in signals if n == trick}

    def info(self, board: Any, game: Game, faces: str) -> list[str]:
        """The target and stake, the called card (and whether its holder is known), the stock."""
        b: Board = board
        v = self.seen(game)
        lines = [_("Target: {n} points").format(n=v.rules.target)]
        if _pairs(v):
            lines += tressette_choices.side_lines(b.scores, b.names)
        if b.called is not None:
            lines.append(_("Called: {card}").format(card=card_name(b.called, faces)))
            known = b.partner is not None
            lines.append(_("Partner: known") if known else _("Partner: secret"))
        if game.players == 2 and b.playing:
            stock = ngettext("Stock: {n} card", "Stock: {n} cards", b.stock).format(n=b.stock)
            lines.append(stock if b.stock else _("Stock: empty"))
        lines.append(_("Hand {n}").format(n=b.hand))
        return lines

    def choice(
        self, game: Game, seat: int, actions: Sequence[Action], names: Sequence[str], faces: str
    ) -> DialogSpec:
        """The chiamata del Tre: call one of the cards the seat lacks."""
        return tressette_choices.call_dialog(actions, faces)

    def turn_choice(
        self, game: Game, seat: int, actions: Sequence[Action], faces: str, asked: bool
    ) -> DialogSpec | None:
        """Buon gioco and annulling at the first turn; a claim once the count reaches the
        target (or whenever the person asks, at their own risk)."""
        return tressette_choices.turn_dialog(self.seen(game, seat), actions, faces, asked)

    def signal_label(self, signal: Any) -> str:
        """Busso, volo, striscio."""
        return words.signal_name(signal)

    def confirm(self, game: Game, action: Action) -> str | None:
        """A claim short of the target by the person's own count."""
        if not isinstance(action, Claim):
            return None
        return tressette_choices.claim_question(self.seen(game, action.seat), action)

    def hand_size(self, game: Game, most: int) -> int:
        """Ten cards a hand."""
        return max(most, 10)

    def play_action(self, seat: int, card: int) -> Action:
        """A plain play."""
        return Play(seat, card)

    def card_action(self, actions: Sequence[Action], card: int) -> Action | None:
        """The plain play of ``card`` (a signal is chosen in the lead's dialog)."""
        for a in actions:
            if isinstance(a, Play) and a.card == card and a.signal is None:
                return a
        return None

    def points_text(self, points: int) -> str:
        """Thirds of a point: ``2⅓``."""
        return rovescino_rules.points_text(points)

    def match_end(self, game: Game, names: Sequence[str]) -> tuple[str, list[str]]:
        """The winners, why, the stakes, every score."""
        return tressette_choices.end_of_game(self.seen(game), names)

    def ended_scores(
        self, events: Sequence[Event], scores: tuple[int, ...], teams: Sequence[Sequence[int]]
    ) -> tuple[int, ...]:
        """A right claim ends the game at the claimer's whole count."""
        claim = next((e for e in events if isinstance(e, Claimed)), None)
        return tressette_choices.claimed_scores(scores, teams, claim)

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
        """A step of the history; a claim splits its total as the panels show the score."""
        lines = super().step_lines(kind, hand, game, events, action, names, faces)
        for e in events:
            if isinstance(e, Claimed) and said(e, names, faces) in lines:
                score = self.seen(game).scores[e.seat]  # a claim ends the game: it stays
                split = score, e.total - score
                lines[lines.index(said(e, names, faces))] = claimed(e, names, *split)
        return lines

    def narrate_event(self, e: Event, names: Sequence[str], faces: str) -> str | None:
        """One sentence for an event of Tressette's own."""
        if isinstance(e, HandScored):
            shared = ", ".join(f"{names[s]} {p}" for s, p in enumerate(e.points))
            return _("Points of the hand: {list}.").format(list=shared)
        if isinstance(e, GameOver):
            return words.end_line(e.reason, e.special, e.pool, self.two)
        return said(e, names, faces) or None

    def rule_note(self, key: str, rules: dict[str, Any]) -> str | None:
        """The chiamata needs buon gioco off, and the other way round."""
        return words.rule_note(key, rules)

    def rules(self, rules: Any | None, faces: str) -> list[tuple[str, str]]:
        """The whole rules, and the house rules of the match in play if there is one."""
        return words.rules_paragraphs(court_names(faces), self.two, rules)

    two = False
    """Tressette in due (no partners, a stock)."""

    def rule_cards(self, faces: str) -> RuleCards:
        """The four suits, then one suit from the 3 down with each card's points."""
        return rovescino_rules.rule_cards(faces)

    def stats_columns(self) -> list[tuple[str, str]]:
        """Claims right and wrong, points declared, special hands."""
        return [
            ("claims_right", _("Right claims")),
            ("claims_wrong", _("Wrong claims")),
            ("declared", _("Points declared")),
            ("specials", _("Cappotti and more")),
        ]

    spreads = staticmethod(tressette_spreads)  # the stock, the cards drawn, a buon gioco's


PRESENTATION = TressettePresentation()

"""Coteccio at the table: lives as hearts, the pool, capotto and the doctor, and their words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from coteccio_gui.engine import HandDealt, Play, TrickWon
from coteccio_gui.engine.game import Action, Event, Game
from coteccio_gui.games.coteccio import (
    CapottoOffered,
    DoctorCalled,
    DoctorOffered,
    HandAnnulled,
    HandScored,
    LifeGained,
    LifeLost,
    MatchWon,
    Phase,
    Restarted,
    SeatOut,
    SeatView,
)
from coteccio_gui.i18n import N_, _, ngettext
from coteccio_gui.ui.core.theme import DISABLED, GOLD, RED
from coteccio_gui.ui.games.base import (
    DialogSpec,
    GamePresentation,
    Panel,
    RuleCards,
    Shown,
)
from coteccio_gui.ui.games.coach import Coach
from coteccio_gui.ui.games.coteccio import rules as coteccio_rules
from coteccio_gui.ui.games.coteccio import story as coteccio_story
from coteccio_gui.ui.games.coteccio.board import Board
from coteccio_gui.ui.words import court_names

LIFE_PAUSE_S = 0.9


class CoteccioPresentation(GamePresentation[SeatView]):
    """Coteccio's words and values at the table."""

    name = "coteccio"
    view_type = SeatView
    title_text = N_("Coteccio")
    summary_text = N_(
        "2–7 players. Take as few points as you can; the last with lives wins the pool."
    )
    tip_texts = coteccio_rules.TIPS
    labels = coteccio_rules.LABELS
    presets = coteccio_rules.PRESETS

    def tip_words(self, faces: str) -> dict[str, str]:
        """The names of the cards that score, in the face style in use."""
        return court_names(faces)

    def board(self, game: Game, names: Sequence[str]) -> Board:
        """The panels' values as they stand in the match (as every seat sees it)."""
        v = self.seen(game)
        n = game.players
        in_hand = v.phase in (Phase.PLAY, Phase.CAPOTTO)
        return Board(
            lives=list(v.lives),
            pool=v.pool,
            taken=list(v.taken) if in_hand else [0] * n,
            won=[sum(1 for t in v.tricks if t.winner == s) for s in range(n)]
            if in_hand
            else [0] * n,
            scored=v.hands_played,
            hand=v.hands_played + (v.phase is not Phase.FINISHED),
            doctor_calls=sum(v.doctor_calls),
            doctor_seat=v.turn if v.phase is Phase.DOCTOR else -1,
            pool_won=v.phase is Phase.FINISHED,
        )

    def see(
        self,
        board: Any,
        event: Event,
        upcoming: Sequence[Event],
        names: Sequence[str],
        faces: str,
    ) -> Shown:
        """Lives, pool and points as each event comes; the summary at the end of a hand."""
        b: Board = board
        if isinstance(event, HandDealt):
            b.taken = [0] * len(b.taken)
            b.won = [0] * len(b.won)
            b.hand = b.scored + 1
            return Shown(sound="shuffle")
        if isinstance(event, TrickWon):
            b.taken[event.seat] += event.trick.points
            b.won[event.seat] += 1
            return Shown(tip="trick" if event.number == 0 else "last_trick")
        if isinstance(event, CapottoOffered):
            text = _("{name} won the first four tricks: capotto?").format(name=names[event.seat])
            return Shown(message=text, sound="capotto", tip="capotto")
        if isinstance(event, HandAnnulled):
            text = _("{name} annulled the hand: the same dealer deals again.")
            return Shown(message=text.format(name=names[event.seat]), seconds=4.0, pause=1.2,
                         cleared=True)  # fmt: skip
        if isinstance(event, HandScored):
            return self._scored(b, event, upcoming, names)
        if isinstance(event, (LifeLost, LifeGained)):
            return self._life(b, event)
        if isinstance(event, DoctorOffered):
            b.doctor_seat = event.seat
            text = _("{name} has no lives left and may call the doctor.")
            return Shown(message=text.format(name=names[event.seat]), tip="doctor")
        if isinstance(event, DoctorCalled):
            b.lives[event.seat] = event.lives
            b.pool += event.fee
            b.doctor_calls += 1
            b.doctor_seat = -1
            text = _("{name} calls the doctor: {fee} chips to the pool, back with {lives}.")
            line = text.format(name=names[event.seat], fee=event.fee, lives=event.lives)
            return Shown(
                message=line, seconds=5.0, sound="doctor", flash={event.seat: GOLD}, pause=1.5
            )
        if isinstance(event, SeatOut):
            b.lives[event.seat] = 0
            b.doctor_seat = -1
            text = coteccio_rules.out_line(event, names)  # the decision, or why none was asked
            return Shown(message=text, seconds=5.0, pause=1.5)
        if isinstance(event, Restarted):
            b.lives = [event.lives] * len(b.lives)
            text = _("Everyone died together: the match starts again, the pool stays.")
            return Shown(message=text, seconds=5.0, pause=1.5)
        if isinstance(event, MatchWon):
            b.pool_won = True
            return Shown(sound="win")
        return Shown()

    def _life(self, b: Board, e: LifeLost | LifeGained) -> Shown:
        b.lives[e.seat] = e.lives
        if isinstance(e, LifeLost):
            return Shown(sound="life", tip="life", flash={e.seat: RED})
        return Shown(flash={e.seat: GOLD})

    def _scored(
        self, b: Board, e: HandScored, upcoming: Sequence[Event], names: Sequence[str]
    ) -> Shown:
        """The life changes at once, then the end-of-hand summary."""
        changes: list[LifeLost | LifeGained] = []
        for later in upcoming:
            if not isinstance(later, (LifeLost, LifeGained)):
                break
            changes.append(later)
        before = list(b.lives)
        shown = Shown(consume=len(changes), pause=LIFE_PAUSE_S)
        for change in changes:
            step = self._life(b, change)
            shown.flash.update(step.flash)
            shown.sound = shown.sound or step.sound
            shown.tip = shown.tip or step.tip
        b.scored += 1
        shown.dialog = coteccio_story.hand_summary(b.scored, b.lives, e, changes, before, names)
        return shown

    def panel(self, board: Any, seat: int, game: Game) -> Panel:
        """Hearts for the lives, the points taken once the seat has a trick."""
        b: Board = board
        lives = b.lives[seat]
        out = lives == 0 and b.doctor_seat != seat
        right = _("{p} pts").format(p=b.taken[seat]) if b.won[seat] else ""
        if lives:
            return Panel(hearts=lives, right=right)
        text = _("out") if out else _("no lives left")
        return Panel(text=text, colour=DISABLED, right=right, out=out)

    def info(self, board: Any, game: Game, faces: str) -> list[str]:
        """The pool, the doctor and the hand."""
        b: Board = board
        rules = self.seen(game).rules
        if rules.stake == 0:
            doctor = _("No pool, so no doctor")
        elif rules.doctor_limit == 0:
            doctor = _("No doctor in this match")
        elif rules.doctor_limit_per.value == "player":
            doctor = _("Doctor: {n} each, {fee} chips").format(
                n=rules.doctor_limit, fee=rules.doctor_fee
            )
        else:
            left = max(0, rules.doctor_limit - b.doctor_calls)
            doctor = ngettext(
                "Doctor: {n} left, {fee} chips", "Doctor: {n} left, {fee} chips", left
            ).format(n=left, fee=rules.doctor_fee)
        pool = _("Pool won: {n} chips") if b.pool_won and b.pool else _("Pool: {n} chips")
        return [pool.format(n=b.pool), doctor, _("Hand {n}").format(n=b.hand)]

    def choice(
        self,
        game: Game,
        seat: int,
        actions: Sequence[Action],
        names: Sequence[str],
        faces: str,
    ) -> DialogSpec:
        """The capotto choice or the doctor."""
        return coteccio_story.choice(self.seen(game, seat), seat, names)

    def play_action(self, seat: int, card: int) -> Action:
        """Coteccio's play."""
        return Play(seat, card)

    def hand_size(self, game: Game, most: int) -> int:
        """Five cards a hand."""
        return 5

    def hand_number(self, game: Game) -> int:
        """Annulled hands count: the list says where the match stands."""
        v = self.seen(game)
        return v.hands_played + v.hands_annulled + (v.phase is not Phase.DEAL)

    def seat_out(self, event: Event) -> int | None:
        """A seat out of the match (its lives gone, no doctor)."""
        return event.seat if isinstance(event, SeatOut) else None

    def score_name(self) -> str:
        """The score is lives."""
        return _("Lives")

    def match_end(self, game: Game, names: Sequence[str]) -> tuple[str, list[str]]:
        """The winner, the pool and how the match went."""
        return coteccio_story.match_end(self.seen(game), names)

    def narrate(
        self, events: Sequence[Event], action: Action | None, names: Sequence[str], faces: str
    ) -> list[str]:
        """The lines of one step, with life changes said together."""

        def one(e: Event) -> list[str]:
            return super(CoteccioPresentation, self).narrate([e], None, names, faces)

        return coteccio_story.narrate(events, action, names, one)

    def narrate_event(self, e: Event, names: Sequence[str], faces: str) -> str | None:
        """One sentence for an event of Coteccio's own."""
        return coteccio_rules.narrate_event(e, names)

    def rule_value(self, key: str, value: Any) -> str:
        """``per match`` / ``per player`` for the doctor limit."""
        if key == "doctor_limit_per":
            return _("per match") if value == "match" else _("per player")
        return super().rule_value(key, value)

    def rule_note(self, key: str, rules: dict[str, Any]) -> str | None:
        """Without a stake there is no pool, so the doctor rows do nothing."""
        if key.startswith("doctor") and rules.get("stake") == 0:
            return _("no pool with stake 0, so no doctor")
        return None

    def preset_name(self, preset: str) -> str:
        """Trieste, Quick, Long (``Custom`` when the rules match none)."""
        return super().preset_name(preset) if preset in self.presets else _("Custom")

    def rules(self, rules: Any | None, faces: str) -> list[tuple[str, str]]:
        """The whole rules, and the house rules of the match in play if there is one."""
        return coteccio_rules.rules_paragraphs(faces, rules)

    def rule_cards(self, faces: str) -> RuleCards:
        """The four suits, then one suit from the Asso down with each card's points."""
        return coteccio_rules.rule_cards(faces)

    def stats_columns(self) -> list[tuple[str, str]]:
        """Lives lost, capottos made and saved, doctor calls."""
        return [
            ("lives_lost", _("Lives lost")),
            ("capottos_made", _("Capottos made")),
            ("capottos_saved", _("Capottos saved")),
            ("doctor_calls", _("Doctor calls")),
        ]

    def make_coach(self) -> Coach:
        """Coteccio's own coach (``coteccio.coach``): the expert's search, in lives."""
        from coteccio_gui.ui.games.coteccio import coach

        return coach.COACH

    def level_words(self, level: str) -> str | None:
        """A level of Coteccio with its measured strength (``coteccio.coach``)."""
        from coteccio_gui.ui.games.coteccio import coach

        return coach.level_strength(level)


PRESENTATION = CoteccioPresentation()

"""The end of a Tressette trick, hand and game: declarations shown, hands scored, games won."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.game import Outcome
from coteccio_gui.games.tressette.actions import Phase
from coteccio_gui.games.tressette.cards import points
from coteccio_gui.games.tressette.declarations import Combo
from coteccio_gui.games.tressette.events import (
    MULTIPLIER,
    Declared,
    EndReason,
    GameOver,
    HandScored,
    Special,
)
from coteccio_gui.games.tressette.state import TressetteState


class Scoring(TressetteState):
    """Showing declarations, scoring a hand played out, and ending the game."""

    def _show_declarations(self, plays: Sequence[tuple[int, Card]]) -> list[Any]:
        events: list[Any] = []
        for seat, _ in plays:
            found = self.pending[seat]
            if not self.announced[seat]:
                continue
            pts = sum(d.points for d in found)
            self.declared[seat] = found
            for s in self.side(seat):
                self.score[s] += pts
            events.append(Declared(seat, found, pts))
            if any(d.combo is Combo.DECIMA for d in found):
                events.append(
                    self._game_over(self.side(seat), EndReason.SPECIAL, Special.COLLATONDRIONE)
                )
                return events
        return events

    def _score_hand(self) -> list[Any]:
        self.hands_played += 1
        last = self.tricks[-1].winner
        gained = [points(self.side_thirds(s)) for s in range(self.players)]
        found = self.special_hand()
        if found is not None:
            special, side = found
            return [
                HandScored(tuple(gained), last, special),
                self._game_over(side, EndReason.SPECIAL, special),
            ]
        for s in range(self.players):
            self.score[s] += gained[s]
        events: list[Any] = [HandScored(tuple(gained), last, None)]
        best = max(self.score)
        top = tuple(s for s in range(self.players) if self.score[s] == best)
        if best >= self.rules.target and set(top) <= set(self.side(top[0])):
            events.append(self._game_over(top, EndReason.TARGET, None))
            return events
        self.dealer = (self.dealer + 1) % self.players
        self.leader = (self.dealer + 1) % self.players
        self.phase, self.turn = Phase.DEAL, -1
        return events

    def _game_over(
        self, winners: Sequence[int], reason: EndReason, special: Special | None
    ) -> GameOver:
        pool = self.rules.stake * (MULTIPLIER[special] if special else 1)
        self.result = Outcome(tuple(sorted(winners)), pool)
        self.end_reason, self.special = reason, special
        self.phase, self.turn = Phase.OVER, -1
        return GameOver(tuple(sorted(winners)), reason, special, pool)

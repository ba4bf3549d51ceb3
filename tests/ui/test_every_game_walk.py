"""Every game at the table, as a person meets it: chosen from the title, set up, played to the
end by mouse and keyboard, then found in the statistics (under its own game, with its own
columns) and in the hand history, which tells it to the end. One walk for the seven games;
what each game sets up, plays, counts and tells differently is said per game below."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from coteccio_gui.stats import load_stats
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.games import GamesScene
from coteccio_gui.ui.screens.setup import SetupScene
from coteccio_gui.ui.screens.stats import StatsScene
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table.scene import TableScene
from tests.saves_support import home, pilot
from tests.ui.support import (
    bid_the_lowest,
    button_center,
    call_the_first_card,
    history_story,
    play_to_the_end,
    play_with_signals,
)


class Walk:
    """What the walk does and checks of one game (a subclass says what is its own): the game,
    its button in the chooser, a column of its own in the statistics, how the history lists
    the match."""

    game = button = column = listed_as = ""

    def set_up(self, setup: SetupScene) -> None:
        """Checks and changes the set-up before the match starts."""

    def started(self, table: TableScene) -> None:
        """Checks the table as the match starts."""

    def play(self, p: Pilot, table: TableScene) -> list[str]:
        """Plays the match to its end: the titles of the dialogs seen, the last one its end."""
        return play_to_the_end(p, table)

    def ended(self, table: TableScene, titles: list[str]) -> None:
        """Checks the match played."""

    def counted(self, anna: Any, rows: dict, final: Any) -> None:
        """Checks the statistics: Anna's row, every row, the match played."""

    def rows(self, stats: Any) -> dict:
        """The statistics' rows of the game, by who."""
        return dict(stats.ranking(self.game))

    def told(self, story: list[str]) -> None:
        """Checks the lines the history told."""


def _any(lines: list[str], test: Callable[[str], bool]) -> bool:
    return any(test(line) for line in lines)


def _to_21(setup: SetupScene) -> None:
    target = next(f for f in setup.spec.rule_fields() if f.key == "target")
    setup._rule_step(target)(-1)  # 31 → 21: a shorter game
    assert setup.rules["target"] == 21


class Coteccio(Walk):
    game, button, column = "coteccio", "Coteccio", "Lives lost"
    listed_as = "Coteccio — Anna"

    def set_up(self, setup: SetupScene) -> None:
        assert {"Starting lives", "Doctor's fee"} <= {r.label for r in setup.form.rows}
        assert setup.count == 4

    def ended(self, table: TableScene, titles: list[str]) -> None:
        assert titles[-1].endswith("wins!")
        assert sum(1 for lives in table.match.lives if lives > 0) == 1  # the last with lives

    def counted(self, anna: Any, rows: dict, final: Any) -> None:
        assert sum(r.wins for r in rows.values()) >= 1

    def told(self, story: list[str]) -> None:
        assert _any(story, lambda line: line.startswith("Hand "))
        assert _any(story, lambda line: " plays " in line)


class Rovescino(Walk):
    game, button, column = "rovescino", "Rovescino", "Penalty points"
    listed_as = "Rovescino — Anna"

    def set_up(self, setup: SetupScene) -> None:
        labels = [r.label for r in setup.form.rows]
        assert "Target (the first to reach it loses)" in labels and "Thirds of a point" in labels
        assert setup.count == 4

    def ended(self, table: TableScene, titles: list[str]) -> None:
        assert "End of hand 1" in titles and titles[-1].endswith("wins!")
        final = table.match
        assert max(final.totals) >= final.rules.target

    def counted(self, anna: Any, rows: dict, final: Any) -> None:
        assert anna.counts["penalty_points"] == final.totals[0]
        assert sum(r.wins for r in rows.values()) >= 1

    def told(self, story: list[str]) -> None:
        assert _any(story, lambda line: line.startswith("Penalty points:"))
        assert _any(story, lambda line: line.startswith("Lowest score:"))


class Coch(Walk):
    game, button, column = "coch", "Cöch", "Tricks taken"
    listed_as = "Cöch — Anna, Bruno"

    def set_up(self, setup: SetupScene) -> None:
        assert "Hands to win the match" in [r.label for r in setup.form.rows]
        assert setup.count == 4
        setup._step_count(-5)  # two players: each plays a dummy opposite
        assert setup.count == 2

    def started(self, table: TableScene) -> None:
        assert table.names == ["Anna", "Bruno", "Anna's dummy", "Bruno's dummy"]

    def ended(self, table: TableScene, titles: list[str]) -> None:
        assert "End of hand 1" in titles and titles[-1].endswith("wins!")
        final = table.match
        assert max(final.hands_won) == final.rules.target

    def counted(self, anna: Any, rows: dict, final: Any) -> None:
        assert anna.wins == (final.winner == 0)
        # the dummy's tricks with its player's
        assert sum(r.counts.get("tricks", 0) for r in rows.values()) == 10 * final.hands_played

    def told(self, story: list[str]) -> None:
        assert _any(story, lambda line: "Anna's dummy plays" in line)
        assert _any(story, lambda line: "the hand" in line)
        assert _any(story, lambda line: line.endswith("the match."))


class Zifuli(Walk):
    game, button, column = "zifuli", "Zifuli", "Bids made"
    listed_as = "Zifuli — Anna"

    def set_up(self, setup: SetupScene) -> None:
        assert "Times each player deals" in [r.label for r in setup.form.rows]
        assert setup.count == 5
        setup._step_count(-1)  # five players, always
        assert setup.count == 5

    def play(self, p: Pilot, table: TableScene) -> list[str]:
        return play_to_the_end(p, table, call_the_first_card, 80_000)

    def ended(self, table: TableScene, titles: list[str]) -> None:
        assert "Your call, Anna" in titles and _any(titles, lambda t: t.startswith("End of hand"))
        final = table.match
        assert final.hands_played == final.rules.hands == 10
        assert titles[-1].endswith(("wins!", "win!", "the same."))

    def counted(self, anna: Any, rows: dict, final: Any) -> None:
        net = anna.counts.get("stakes_won", 0) - anna.counts.get("stakes_paid", 0)
        assert net == final.balances[0]

    def told(self, story: list[str]) -> None:
        assert _any(story, lambda line: line.startswith("Anna calls"))
        assert _any(story, lambda line: "is the bidder" in line)
        assert _any(story, lambda line: "Stakes:" in line)


class Terziglio(Walk):
    game, button, column = "terziglio", "Terziglio", "Hands as soloist"
    listed_as = "Terziglio — Anna"

    def set_up(self, setup: SetupScene) -> None:
        labels = [r.label for r in setup.form.rows]
        assert "Target (game points)" in labels and "If all pass: redeal unshuffled" in labels
        assert setup.count == 3

    def play(self, p: Pilot, table: TableScene) -> list[str]:
        return play_to_the_end(p, table, bid_the_lowest, 200_000)

    def ended(self, table: TableScene, titles: list[str]) -> None:
        assert "Your bid, Anna" in titles
        ends = [t for t in titles if t.startswith("End of hand")]
        assert ends[0] == "End of hand 1" and ends == [
            f"End of hand {n + 1}" for n in range(len(ends))
        ]
        final = table.match
        assert final.result is not None and max(final.score) >= 21
        assert titles[-1].endswith(("wins!", "win!"))

    def counted(self, anna: Any, rows: dict, final: Any) -> None:
        assert anna.counts.get("points_won", 0) == final.score[0]
        assert anna.counts.get("contracts", 0) >= 1  # she bid chiamo whenever she could

    def told(self, story: list[str]) -> None:
        assert _any(story, lambda line: line.startswith("Anna bids chiamo."))
        assert _any(story, lambda line: " calls " in line)
        assert _any(story, lambda line: line.startswith("Anna discards a card face down."))
        assert _any(story, lambda line: "Game points:" in line)


class Tressette(Walk):
    game, button, column = "tressette", "Tressette", "Right claims"
    listed_as = "Tressette — Anna"

    def set_up(self, setup: SetupScene) -> None:
        labels = [r.label for r in setup.form.rows]
        assert {"Target", "Buon gioco (declarations)", "Claiming the target", "Stake"} <= set(
            labels
        )
        # The chiamata cannot be switched on while buon gioco is: the row says why.
        chiamata = next(f for f in setup.spec.rule_fields() if f.key == "chiamata")
        setup._rule_step(chiamata)(1)
        assert setup.rules["chiamata"] is False
        assert setup.look.rule_note("chiamata", setup.rules) == "Needs buon gioco off."
        _to_21(setup)

    def started(self, table: TableScene) -> None:
        assert table.look.info(table.show.board, table.match, table.faces)[0] == "Target: 21 points"

    def play(self, p: Pilot, table: TableScene) -> list[str]:
        return play_with_signals(p, table, "Busso")

    def ended(self, table: TableScene, titles: list[str]) -> None:
        m = table.match
        assert m.outcome() is not None
        assert titles[-1].endswith(("wins!", "win!"))
        if m.hands_played:
            assert _any(titles, lambda t: t.startswith("End of hand"))

    def told(self, story: list[str]) -> None:
        assert _any(story, lambda line: " — busso" in line)  # Anna's (or a computer's) knock
        assert _any(story, lambda line: "Points of the hand" in line or "claims the game" in line)


class TressetteInDue(Tressette):
    game, button, column = "tressette-in-due", "Tressette in due", "Right claims"
    listed_as = "Tressette in due — Anna"

    def set_up(self, setup: SetupScene) -> None:
        assert "Target" in [r.label for r in setup.form.rows]
        assert setup.count == 2
        _to_21(setup)

    def told(self, story: list[str]) -> None:
        assert _any(story, lambda line: " draws " in line)  # every card drawn from the stock


WALKS = [Coteccio(), Rovescino(), Coch(), Zifuli(), Terziglio(), Tressette(), TressetteInDue()]


@pytest.mark.parametrize("walk", WALKS, ids=lambda w: w.game)
def test_a_match_from_the_title_to_the_history_and_the_statistics(monkeypatch, tmp_path, walk):
    data = home(monkeypatch, tmp_path)
    # One deal sequence every run: the set-up draws the match's seed from the system, and what a
    # walk asserts it was told (a busso, a call…) must not depend on the luck of that draw.
    monkeypatch.setattr(random, "SystemRandom", lambda: random.Random(2026))
    p = pilot()
    p.start(TitleScene(p.app))
    p.click(button_center(p.top, "New match"))
    chooser = p.top
    assert isinstance(chooser, GamesScene) and chooser.names[:2] == ["coteccio", "rovescino"]
    assert walk.game in chooser.names
    p.click(button_center(chooser, walk.button))
    setup = p.top
    assert isinstance(setup, SetupScene) and setup.game == walk.game
    walk.set_up(setup)
    setup.start()
    table = p.top
    assert isinstance(table, TableScene) and table.match.name == walk.game
    walk.started(table)
    titles = walk.play(p, table)
    walk.ended(table, titles)
    final = table.match
    p.key(pygame.K_DOWN)
    p.key(pygame.K_RETURN)  # back to the title
    assert isinstance(p.top, TitleScene)
    # The statistics count it under its game, with the game's own columns.
    stats = load_stats(data)[0]
    rows = walk.rows(stats)
    anna = next(r for who, r in rows.items() if who.name == "Anna" and who.level is None)
    assert anna.matches == 1
    walk.counted(anna, rows, final)
    p.app.push(StatsScene(p.app))
    screen = p.top
    assert screen.game == walk.game  # it opens on the game just played
    assert walk.column in screen.columns()
    assert [n for _l, n, _c in screen.rows()][0][0] == "1"
    p.screenshot()
    p.key(pygame.K_ESCAPE)
    # The history lists it, opens it and steps through it to the end.
    walk.told(history_story(p, walk.listed_as))

"""Statistics per player name and the ledger of the pool: counted once, shown, reset, robust."""

from __future__ import annotations

import random

import pygame
import pytest

from coteccio_gui import stats
from coteccio_gui.games.coteccio import CapottoChoice, HouseRules, Match, Phase
from coteccio_gui.record import dumps_record
from coteccio_gui.stats import count_match, load_stats, record_key
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.screens.stats import StatsScene
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table.setup import SeatSetup
from tests.games.coteccio_scenario import play_tricks
from tests.saves_support import NAMES, home, pilot
from tests.ui.support import coteccio_table, doctor_match


def two_capottos() -> Match:
    """Bruno makes capotto in hand 1, saves Anna's in hand 2, and wins the pool of 20."""
    m = Match(2, HouseRules(starting_lives=2), first_dealer=0)
    hand1 = [{1: "Ac", 0: "4c"}, {1: "Ad", 0: "4d"}, {1: "As", 0: "4s"}, {1: "Ab", 0: "4b"},
             {1: "Rc", 0: "7c"}]  # fmt: skip
    hand2 = [{0: "Ac", 1: "4c"}, {0: "Ad", 1: "4d"}, {0: "As", 1: "4s"}, {0: "Ab", 1: "4b"},
             {0: "7c", 1: "Rc"}]  # fmt: skip
    play_tricks(m, hand1, CapottoChoice.PLAY)
    play_tricks(m, hand2, CapottoChoice.PLAY)
    assert m.winner == 1
    return m


def test_a_finished_match_counts_for_every_name_with_the_pool_in_the_ledger(tmp_path):
    m = two_capottos()
    assert count_match(tmp_path, ["Anna", "Bruno"], m, dumps_record(["Anna", "Bruno"], m)) == ""
    s, message = load_stats(tmp_path)
    anna, bruno = s.players["Anna"], s.players["Bruno"]
    assert message == ""
    assert (bruno.matches, bruno.wins, bruno.capottos_made, bruno.capottos_saved) == (1, 1, 1, 1)
    assert (bruno.lives_lost, bruno.paid, bruno.won, bruno.balance) == (0, 10, 20, 10)
    assert (anna.matches, anna.wins, anna.lives_lost, anna.capottos_made) == (1, 0, 2, 0)
    assert (anna.paid, anna.won, anna.balance) == (10, 0, -10)
    [entry] = s.ledger
    assert entry.paid == {"Anna": 10, "Bruno": 10} and entry.winner == "Bruno" and entry.pool == 20


def _finish(m: Match, seed: int) -> Match:
    rng = random.Random(seed)
    while m.phase is not Phase.FINISHED:
        if m.phase is Phase.DEAL:
            m.deal(rng)
        elif m.phase is Phase.PLAY:
            m.play(m.turn, rng.choice(m.legal_plays(m.turn)))
        elif m.phase is Phase.CAPOTTO:
            m.decide_capotto(m.turn, CapottoChoice.ANNUL)
        else:
            m.decide_doctor(m.turn, True)
    return m


def test_doctor_calls_and_their_fees_count_for_who_called(tmp_path):
    m = doctor_match()
    m.decide_doctor(0, True)
    _finish(m, 3)
    names = NAMES[:4]
    count_match(tmp_path, names, m, dumps_record(names, m))
    s = load_stats(tmp_path)[0]
    assert s.players["Anna"].doctor_calls == m.doctor_calls[0] >= 1
    for seat, name in enumerate(names):
        fees = m.rules.doctor_fee * m.doctor_calls[seat]
        assert s.players[name].paid == m.rules.stake + fees
        assert s.ledger[0].paid[name] == m.rules.stake + fees
    assert s.ledger[0].pool == m.pool == sum(s.ledger[0].paid.values())


def test_the_same_match_counts_once_even_if_filed_again(tmp_path):
    m = two_capottos()
    text = dumps_record(["Anna", "Bruno"], m)
    for _ in range(3):
        count_match(tmp_path, ["Anna", "Bruno"], m, text)
    s = load_stats(tmp_path)[0]
    assert s.players["Bruno"].wins == 1 and len(s.ledger) == 1
    assert s.counted == [record_key(text)]


@pytest.mark.parametrize(
    "content, says",
    [
        ('{"format": "coteccio-stats", "version": 1, "players": {"Anna": {"wins": -3}}}',
         "Anna: wins must be a whole number"),
        ('{"format": "coteccio-stats", "version": 7}', "unknown version 7"),
        ('{"format": "coteccio-stats", "vers', "not valid JSON"),
    ],
)  # fmt: skip
def test_a_broken_statistics_file_is_moved_aside_with_a_message(tmp_path, content, says):
    (tmp_path / stats.STATS).write_text(content, "utf-8")
    s, message = load_stats(tmp_path)
    assert s.players == {} and s.ledger == []
    moved = list(tmp_path.glob("stats.broken-*.json"))
    assert len(moved) == 1 and moved[0].read_text("utf-8") == content
    assert message.startswith("Your statistics could not be read (") and says in message
    assert str(moved[0]) in message
    m = two_capottos()  # and counting goes on from zero
    count_match(tmp_path, ["Anna", "Bruno"], m, dumps_record(["Anna", "Bruno"], m))
    assert load_stats(tmp_path)[0].players["Bruno"].wins == 1


def test_the_screen_shows_the_players_and_resets_only_when_asked(monkeypatch, tmp_path):
    data = home(monkeypatch, tmp_path)
    m = two_capottos()
    count_match(data, ["Anna", "Bruno"], m, dumps_record(["Anna", "Bruno"], m))
    p = pilot()
    p.start(TitleScene(p.app))
    p.click(next(b for b in p.top.group.buttons if b.label == "Statistics").rect.center)
    scene = p.top
    assert isinstance(scene, StatsScene)
    assert [who.name for who, _ in scene.stats.ranking()] == ["Bruno", "Anna"]
    p.screenshot()
    p.key(pygame.K_LEFT)  # focus "Reset statistics"
    p.key(pygame.K_RETURN)
    assert isinstance(p.top, Dialog) and p.top.title == "Reset the statistics?"
    p.key(pygame.K_ESCAPE)  # keep them
    assert p.top is scene and load_stats(data)[0].players["Bruno"].wins == 1
    p.click(next(b for b in scene.group.buttons if b.label == "Reset statistics").rect.center)
    p.click(p.top.group.buttons[0].rect.center)  # "Reset"
    assert p.top is scene and scene.stats.players == {}
    assert load_stats(data)[0].players == {}
    assert "The statistics were reset." in p.app.notices.messages
    p.key(pygame.K_ESCAPE)
    assert isinstance(p.top, TitleScene)


def test_a_match_finished_at_the_table_is_counted_and_filed_in_the_history(monkeypatch, tmp_path):
    data = home(monkeypatch, tmp_path)
    p = pilot()
    seats = [SeatSetup(n, "easy") for n in NAMES[:3]]
    t = coteccio_table(p.app, seats, HouseRules(starting_lives=1, doctor_limit=0), 21)
    p.start(t)
    for _ in range(20000):
        if t.match.phase is Phase.FINISHED:
            break
        if isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
        else:
            p.step()
    assert t.match.phase is Phase.FINISHED
    s = load_stats(data)[0]
    assert s.computers["easy"][NAMES[t.match.winner]].wins == 1  # computers, not people
    assert sorted(s.computers["easy"]) == sorted(NAMES[:3]) and s.players == {}
    filed = list((data / "history").glob("*.json"))
    assert [f.read_text("utf-8") for f in filed] == [t.record_text()]
    assert not (data / "autosave.json").exists()


def test_a_computer_and_a_person_of_the_same_name_are_counted_apart(monkeypatch, tmp_path):
    from coteccio_gui import autosave
    from tests.saves_support import finished_match

    data = home(monkeypatch, tmp_path)
    matches = [
        (two_capottos(), ["human", "normal"]),
        (finished_match(seed=3, players=2), ["normal", "human"]),
    ]
    for m, kinds in matches:
        text = dumps_record(["Anna", "Bruno"], m, {"seats": kinds, "seed": 1})
        (data / autosave.AUTOSAVE).write_text(text, "utf-8")
        TitleScene(pilot().app)  # a finished match in the autosave is filed and counted
    s = load_stats(data)[0]
    # The person Anna played one match, the computer Anna another: two rows, never one.
    assert (s.players["Anna"].matches, s.players["Bruno"].matches) == (1, 1)
    p = pilot()
    p.start(TitleScene(p.app))
    p.app.push(StatsScene(p.app))
    rows = [label for label, _numbers, _colour in p.top.rows()]
    assert sorted(rows) == ["Anna", "Anna (computer, normal)", "Bruno", "Bruno (computer, normal)"]
    assert all(numbers[0] == "1" for _, numbers, _colour in p.top.rows())  # one match each

"""Statistics per player name and the ledger of the pool: counted once, shown, reset, robust."""

from __future__ import annotations

import random

import pygame
import pytest

from coteccio_gui import stats
from coteccio_gui.games.coteccio import CapottoChoice, HouseRules, Match, Phase
from coteccio_gui.record import dumps_record
from coteccio_gui.stats import Who, count_match, load_stats, record_key
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.screens.stats import StatsScene
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table.setup import SeatSetup
from tests.saves_support import NAMES, home, pilot
from tests.stats_support import two_capottos
from tests.ui.support import coteccio_table, doctor_match


def rows(s: stats.Stats) -> dict:
    """Coteccio's rows, by person or computer."""
    return s.games["coteccio"]


def test_a_finished_match_counts_for_every_name_with_the_pool_in_the_ledger(tmp_path):
    m = two_capottos()
    assert count_match(tmp_path, ["Anna", "Bruno"], m, dumps_record(["Anna", "Bruno"], m)) == ""
    s, message = load_stats(tmp_path)
    anna, bruno = rows(s)[Who("Anna")], rows(s)[Who("Bruno")]
    assert message == ""
    made, saved = bruno.count("capottos_made"), bruno.count("capottos_saved")
    assert (bruno.matches, bruno.wins, made, saved) == (1, 1, 1, 1)
    lost, paid, won = (bruno.count(k) for k in ("lives_lost", "paid", "won"))
    assert (lost, paid, won, bruno.balance) == (0, 10, 20, 10)
    lost, made = anna.count("lives_lost"), anna.count("capottos_made")
    assert (anna.matches, anna.wins, lost, made) == (1, 0, 2, 0)
    assert (anna.count("paid"), anna.count("won"), anna.balance) == (10, 0, -10)
    [entry] = s.ledger("coteccio")
    assert entry.paid == {"Anna": 10, "Bruno": 10} and entry.winners == ["Bruno"]
    assert entry.pool == 20


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
    assert rows(s)[Who("Anna")].count("doctor_calls") == m.doctor_calls[0] >= 1
    [entry] = s.ledger("coteccio")
    for seat, name in enumerate(names):
        fees = m.rules.doctor_fee * m.doctor_calls[seat]
        assert rows(s)[Who(name)].count("paid") == m.rules.stake + fees
        assert entry.paid[name] == m.rules.stake + fees
    assert entry.pool == m.pool == sum(entry.paid.values())


def test_the_same_match_counts_once_even_if_filed_again(tmp_path):
    m = two_capottos()
    text = dumps_record(["Anna", "Bruno"], m)
    for _ in range(3):
        count_match(tmp_path, ["Anna", "Bruno"], m, text)
    s = load_stats(tmp_path)[0]
    assert rows(s)[Who("Bruno")].wins == 1 and len(s.ledger("coteccio")) == 1
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
    assert s.games == {} and s.ledgers == {}
    moved = list(tmp_path.glob("stats.broken-*.json"))
    assert len(moved) == 1 and moved[0].read_text("utf-8") == content
    assert message.startswith("Your statistics could not be read (") and says in message
    assert str(moved[0]) in message
    m = two_capottos()  # and counting goes on from zero
    count_match(tmp_path, ["Anna", "Bruno"], m, dumps_record(["Anna", "Bruno"], m))
    assert rows(load_stats(tmp_path)[0])[Who("Bruno")].wins == 1


def test_the_screen_shows_the_players_and_resets_only_when_asked(monkeypatch, tmp_path):
    data = home(monkeypatch, tmp_path)
    m = two_capottos()
    count_match(data, ["Anna", "Bruno"], m, dumps_record(["Anna", "Bruno"], m))
    p = pilot()
    p.start(TitleScene(p.app))
    p.click(next(b for b in p.top.group.buttons if b.label == "Statistics").rect.center)
    scene = p.top
    assert isinstance(scene, StatsScene)
    assert [who.name for who, _ in scene.stats.ranking("coteccio")] == ["Bruno", "Anna"]
    p.screenshot()
    p.key(pygame.K_LEFT)  # focus "Reset statistics"
    p.key(pygame.K_RETURN)
    assert isinstance(p.top, Dialog) and p.top.title == "Reset the statistics?"
    p.key(pygame.K_ESCAPE)  # keep them
    assert p.top is scene and rows(load_stats(data)[0])[Who("Bruno")].wins == 1
    p.click(next(b for b in scene.group.buttons if b.label == "Reset statistics").rect.center)
    p.click(p.top.group.buttons[0].rect.center)  # "Reset"
    assert p.top is scene and scene.stats.games == {}
    assert load_stats(data)[0].games == {}
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
    assert rows(s)[Who(NAMES[t.match.winner], "easy")].wins == 1  # computers, not people
    assert sorted(rows(s)) == [Who(name, "easy") for name in sorted(NAMES[:3])]
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
    assert (rows(s)[Who("Anna")].matches, rows(s)[Who("Bruno")].matches) == (1, 1)
    p = pilot()
    p.start(TitleScene(p.app))
    p.app.push(StatsScene(p.app))
    labels = [label for label, _numbers, _colour in p.top.rows()]
    assert sorted(labels) == [
        "Anna",
        "Anna (computer, normal)",
        "Bruno",
        "Bruno (computer, normal)",
    ]
    assert all(numbers[0] == "1" for _, numbers, _colour in p.top.rows())  # one match each

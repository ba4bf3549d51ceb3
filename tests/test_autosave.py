"""Never lose a match: every action saved atomically, Continue where it stood, broken saves moved aside."""

from __future__ import annotations

import json
import os

import pygame
import pytest

from coteccio_gui import autosave, cli, storage
from coteccio_gui.engine import code
from coteccio_gui.games.coteccio import Match, Phase
from coteccio_gui.record import read_record
from coteccio_gui.stats import Who, load_stats
from coteccio_gui.ui.core.dialogs import Dialog
from coteccio_gui.ui.screens.setup import SetupScene
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table.scene import TableScene
from coteccio_gui.ui.table.setup import SeatSetup
from tests.saves_support import (
    NAMES,
    events_of,
    finished_match,
    home,
    partial_match,
    pilot,
    record_text,
)
from tests.ui.support import bottom_cards, coteccio_table


def advance(p, t: TableScene, done, limit: int = 6000) -> None:
    """Step the table until ``done()``: dialogs get their default, the human a legal card."""
    for _ in range(limit):
        if done():
            return
        if isinstance(p.top, Dialog):
            p.key(pygame.K_RETURN)
        elif t.waiting_for_bottom():
            legal = t.match.legal_plays(t.bottom)
            p.click(t.hand_rects()[bottom_cards(t).index(legal[0])].center)
        else:
            p.step()
    raise AssertionError("the table never got there")


def test_every_action_is_saved_as_it_happens(monkeypatch, tmp_path):
    data = home(monkeypatch, tmp_path)
    p = pilot()
    seats = [SeatSetup(n, "easy") for n in NAMES[:4]]
    t = coteccio_table(p.app, seats, read_record(record_text(partial_match(0))).match.rules, 3)
    p.start(t)
    for target in (1, 7, 25):
        advance(p, t, lambda target=target: len(t.match.actions) >= target)
        saved = (data / autosave.AUTOSAVE).read_text("utf-8")
        assert saved == t.record_text()
        assert len(read_record(saved).match.actions) == len(t.match.actions)
    assert not list(data.glob("*.tmp")), "a temporary file was left behind"


def test_continue_after_the_window_vanished_resumes_the_same_hands_and_turn(monkeypatch, tmp_path):
    data = home(monkeypatch, tmp_path)
    p = pilot()
    seats = [SeatSetup("Anna")] + [SeatSetup(n, "easy") for n in NAMES[1:4]]
    t = coteccio_table(p.app, seats, Match(4).rules, 11)
    p.start(t)
    advance(p, t, lambda: t.waiting_for_bottom() and len(t.match.actions) > 12)
    hands = [list(h) for h in t.match.hands]
    turn, phase, actions = t.match.turn, t.match.phase, list(t.match.actions)
    # The process dies here: nothing is closed. A new run starts at the title.
    q = pilot()
    title = TitleScene(q.app)
    q.start(title)
    assert title.group.buttons[0].label == "Continue" and title.group.focus == 0
    q.key(pygame.K_RETURN)
    again = q.top
    assert isinstance(again, TableScene)
    assert again.match.hands == hands and again.match.turn == turn == 0
    assert again.match.phase is phase is Phase.PLAY and again.match.actions == actions
    assert [s.name for s in again.setup.seats] == NAMES[:4]
    assert [s.kind for s in again.setup.seats] == ["human", "easy", "easy", "easy"]
    q.step(3)
    assert again.waiting_for_bottom() and bottom_cards(again) == hands[0]
    # and the game goes on: the human plays a legal card and it is saved
    legal = again.match.legal_plays(0)
    q.click(again.hand_rects()[bottom_cards(again).index(legal[0])].center)
    assert len(again.match.actions) == len(actions) + 1
    saved = events_of((data / autosave.AUTOSAVE).read_text("utf-8"))
    assert saved[-1] == {"seat": 0, "play": code(legal[0])}


def _illegal_record() -> tuple[str, int]:
    """A record whose event K plays off-suit while the seat holds the suit led."""
    m = partial_match(400, seed=4)
    replay = Match(m.players, m.rules, m.first_dealer)
    for k, action in enumerate(m.actions):
        if replay.phase is Phase.PLAY and replay.trick:
            seat = replay.turn
            wrong = [c for c in replay.hands[seat] if c not in replay.legal_plays(seat)]
            if wrong:
                data = json.loads(record_text(m))
                data["events"][k] = {"seat": seat, "play": code(wrong[0])}
                return json.dumps(data), k
        replay.apply(action)
    raise AssertionError("no seat ever had to follow suit")


def _broken(kind: str) -> tuple[str, str]:
    text = record_text(partial_match(60))
    if kind == "truncated":
        return text[: len(text) * 2 // 3], "not valid JSON"
    if kind == "unknown version":
        data = json.loads(text)
        data["version"] = 2
        return json.dumps(data), "unknown version 2; this game reads version 1"
    bad, k = _illegal_record()
    return bad, f"event {k}: seat {json.loads(bad)['events'][k]['seat']} must follow "


@pytest.mark.parametrize("kind", ["truncated", "unknown version", "illegal event"])
def test_a_broken_save_gives_one_clear_line_is_moved_aside_and_the_rest_works(
    monkeypatch, tmp_path, kind
):
    data = home(monkeypatch, tmp_path)
    text, says = _broken(kind)
    (data / autosave.AUTOSAVE).write_text(text, "utf-8")
    p = pilot()
    title = TitleScene(p.app)
    p.start(title)
    moved = list(data.glob("autosave.broken-*.json"))
    assert len(moved) == 1 and moved[0].read_text("utf-8") == text  # nothing lost
    assert not (data / autosave.AUTOSAVE).exists()
    assert title.message.startswith("Your saved match could not be read (")
    assert says in title.message and str(moved[0]) in title.message
    assert "\n" not in title.message and "Traceback" not in title.message
    assert [b.label for b in title.group.buttons][0] == "New match"
    p.screenshot()
    p.key(pygame.K_RETURN)
    p.key(pygame.K_RETURN)  # Coteccio, the first of the games
    assert isinstance(p.top, SetupScene)
    assert not p.app.crashes


@pytest.mark.parametrize("kind", ["truncated", "unknown version", "illegal event"])
def test_coteccio_open_refuses_a_broken_record_with_one_line_and_status_2(tmp_path, capsys, kind):
    text, says = _broken(kind)
    path = tmp_path / "bad.json"
    path.write_text(text, "utf-8")
    assert cli.main(["open", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and says in err and "Traceback" not in err


def test_a_finished_match_goes_to_history_and_statistics_and_is_not_offered(monkeypatch, tmp_path):
    data = home(monkeypatch, tmp_path)
    m = finished_match(seed=2)
    text = record_text(m)
    (data / autosave.AUTOSAVE).write_text(text, "utf-8")  # killed before it was filed away
    p = pilot()
    title = TitleScene(p.app)
    p.start(title)
    assert "Continue" not in [b.label for b in title.group.buttons]
    filed = list((data / "history").glob("*.json"))
    assert len(filed) == 1 and filed[0].read_text("utf-8") == text
    stats, message = load_stats(data)
    winner = Who(NAMES[m.winner], None if m.winner == 0 else "normal")  # Anna is the person
    assert message == "" and stats.row("coteccio", winner).wins == 1
    assert sum(p.matches for _, p in stats.ranking("coteccio")) == 4
    # A second launch finds nothing to count twice.
    TitleScene(p.app)
    assert load_stats(data)[0].row("coteccio", winner).wins == 1


def test_a_new_match_files_the_unfinished_one_away_instead_of_overwriting_it(monkeypatch, tmp_path):
    data = home(monkeypatch, tmp_path)
    old = record_text(partial_match(33))
    (data / autosave.AUTOSAVE).write_text(old, "utf-8")
    p = pilot()
    t = coteccio_table(p.app, [SeatSetup(n, "easy") for n in NAMES[:4]], Match(4).rules, 8)
    p.start(t)
    advance(p, t, lambda: len(t.match.actions) >= 2)
    kept = [f.read_text("utf-8") for f in (data / "history").glob("*.json")]
    assert kept == [old]
    assert "Your unfinished match was kept in the History." in p.app.notices.messages
    assert (data / autosave.AUTOSAVE).read_text("utf-8") == t.record_text()


def test_a_save_that_cannot_be_written_is_said_and_the_match_goes_on(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)

    def disk_full(path, text, durable=True):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(autosave, "write_atomic", disk_full)
    p = pilot()
    t = coteccio_table(p.app, [SeatSetup(n, "easy") for n in NAMES[:4]], Match(4).rules, 8)
    p.start(t)
    advance(p, t, lambda: len(t.match.actions) >= 1)
    assert t.message == "The match could not be saved: No space left on device"
    advance(p, t, lambda: len(t.match.actions) >= 10)
    assert not p.app.crashes


def test_write_atomic_keeps_the_old_file_when_the_rename_fails(monkeypatch, tmp_path):
    target = tmp_path / "autosave.json"
    storage.write_atomic(target, "old")

    def fail(src, dst):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        storage.write_atomic(target, "new")
    assert target.read_text() == "old"
    assert sorted(os.listdir(tmp_path)) == ["autosave.json"]

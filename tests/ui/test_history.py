"""The hand history: step card by card, trick by trick, hand by hand; export; open; play on."""

from __future__ import annotations

import json

import pygame
import pytest

from coteccio_gui import cli, i18n
from coteccio_gui.record import read_record
from coteccio_gui.ui.app import launch
from coteccio_gui.ui.board.replay import build_steps
from coteccio_gui.ui.screens.chooser import FileChooser
from coteccio_gui.ui.screens.files import HistoryList
from coteccio_gui.ui.screens.history import HistoryScene
from coteccio_gui.ui.screens.title import TitleScene
from coteccio_gui.ui.table.scene import TableScene
from tests.saves_support import finished_match, home, partial_match, pilot, record_text


def _button(scene, label: str):
    return next(b for b in scene.group.buttons if b.label == label)


def test_steps_show_each_deal_play_and_trick_with_every_hand():
    record = read_record(record_text(finished_match(seed=6)))
    steps = build_steps(record)
    assert len(steps) == len(record.match.actions) + 1
    assert steps[0].kind == "start" and not any(steps[0].game.hand(s) for s in range(4))
    deal = steps[1]
    assert deal.kind == "deal" and deal.hand == 1
    assert [len(deal.game.hand(s)) for s in range(4)] == [5] * 4
    first_trick = next(s for s in steps if s.kind == "trick")
    assert len(first_trick.table) == 4 and first_trick.winner is not None
    assert len(first_trick.game.tricks) == 1
    assert [len(first_trick.game.hand(s)) for s in range(4)] == [4] * 4
    assert steps[-1].game.scores() == tuple(record.match.lives)


def test_the_viewer_moves_by_card_trick_and_hand_with_keys_and_buttons(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    record = read_record(record_text(finished_match(seed=6)))
    p = pilot()
    p.start(TitleScene(p.app))
    h = HistoryScene(p.app, record)
    p.app.push(h)
    p.step()
    assert h.index == 0  # a finished match is reviewed from its start
    p.key(pygame.K_RIGHT)
    assert h.steps[h.index].kind == "deal"
    p.key(pygame.K_DOWN)
    assert h.steps[h.index].kind == "trick" and len(h.steps[h.index].game.tricks) == 1
    p.key(pygame.K_DOWN)
    assert len(h.steps[h.index].game.tricks) == 2
    p.key(pygame.K_LEFT)
    assert h.steps[h.index].kind == "play" and len(h.steps[h.index].table) == 3
    p.key(pygame.K_PAGEDOWN)
    assert h.steps[h.index].kind == "deal" and h.steps[h.index].hand == 2
    p.key(pygame.K_PAGEUP)
    assert h.steps[h.index].hand == 1 and h.steps[h.index].kind == "deal"
    p.key(pygame.K_END)
    assert h.index == len(h.steps) - 1 and "wins the match" in " ".join(h_lines(h))
    p.click(_button(h, "‹ Card").rect.center)
    assert h.index == len(h.steps) - 2
    p.click(_button(h, "« Hand").rect.center)
    assert h.steps[h.index].kind == "deal"
    p.key(pygame.K_HOME)
    assert h.index == 0
    p.screenshot()
    p.key(pygame.K_ESCAPE)
    assert isinstance(p.top, TitleScene)
    assert not p.app.crashes


def h_lines(h: HistoryScene) -> list[str]:
    return h.describe(h.steps[h.index])


def test_export_writes_the_record_to_the_exports_folder_and_says_where(monkeypatch, tmp_path):
    data = home(monkeypatch, tmp_path)
    text = record_text(partial_match(70))
    p = pilot()
    h = HistoryScene(p.app, read_record(text))
    p.start(h)
    p.click(_button(h, "Export record").rect.center)
    [exported] = list((data / "exports").glob("*.json"))
    assert exported.read_text("utf-8") == text
    assert f"Record exported to {exported}" in p.app.notices.messages


def test_an_unfinished_record_plays_on_from_its_end(monkeypatch, tmp_path):
    data = home(monkeypatch, tmp_path)
    record = read_record(record_text(partial_match(45)))
    p = pilot()
    h = HistoryScene(p.app, record)
    p.start(h)
    assert h.index == len(h.steps) - 1 and h.play_on.enabled
    p.key(pygame.K_LEFT)
    assert not h.play_on.enabled
    p.key(pygame.K_END)
    p.click(h.play_on.rect.center)
    t = p.top
    assert isinstance(t, TableScene)
    assert t.match.actions == record.match.actions and t.match.hands == record.match.hands
    p.step(5)
    assert len(read_record((data / "autosave.json").read_text()).match.actions) >= 45


def test_open_from_the_command_line_shows_the_record_then_the_title(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    path = tmp_path / "bug.json"
    path.write_text(record_text(partial_match(30)), "utf-8")
    seen = {}
    monkeypatch.setattr("coteccio_gui.ui.app.run_app", lambda **kw: seen.update(kw) or 0)
    monkeypatch.setattr("coteccio_gui.logs.setup_logging", lambda: tmp_path / "coteccio.log")
    assert cli.main(["open", str(path)]) == 0
    record, source = seen["opened"]
    assert len(record.match.actions) == 30 and source == path.resolve()
    p = pilot()
    launch(p.app, opened=seen["opened"])
    p.step()
    assert isinstance(p.top, HistoryScene) and p.top.source == source
    assert p.app.log_path == tmp_path / "coteccio.log"
    p.key(pygame.K_ESCAPE)
    assert isinstance(p.top, TitleScene)


def test_the_history_lists_saved_matches_and_a_broken_one_only_gives_a_line(monkeypatch, tmp_path):
    data = home(monkeypatch, tmp_path)
    (data / "history").mkdir()
    good = record_text(finished_match(seed=9))
    (data / "history" / "match-1.json").write_text(good, "utf-8")
    (data / "history" / "match-2.json").write_text(good[:100], "utf-8")
    p = pilot()
    p.start(TitleScene(p.app))
    p.click(_button(p.top, "History").rect.center)
    lst = p.top
    assert isinstance(lst, HistoryList) and len(lst.entries) == 2
    p.step(3)
    details = sorted(lst.detail(e) for e in lst.entries)
    assert details[0].startswith("Coteccio — Anna, Bruno, Carla, Dario: ") and details[0].endswith(
        " won"
    )
    assert details[1] == "cannot be read"
    broken = next(i for i, e in enumerate(lst.entries) if e.path.name == "match-2.json")
    lst.selected = broken
    p.key(pygame.K_RETURN)
    assert p.top is lst and lst.message.startswith("This record could not be read: not valid JSON")
    lst.selected = 1 - broken
    p.click(lst._row_rects()[1 - broken].center)  # a second click on the chosen line opens it
    assert isinstance(p.top, HistoryScene)
    p.key(pygame.K_ESCAPE)
    assert p.top is lst
    assert not p.app.crashes


def test_a_seven_seat_match_in_the_list_says_who_won_at_a_small_window_in_italian(
    monkeypatch, tmp_path
):
    data = home(monkeypatch, tmp_path)
    (data / "history").mkdir()
    text = record_text(finished_match(seed=9, players=7))
    (data / "history" / "match-1.json").write_text(text, "utf-8")
    i18n.set_language("it")
    try:
        p = pilot((900, 600))
        p.start(TitleScene(p.app))
        lst = HistoryList(p.app)
        p.app.push(lst)
        p.step(3)
        detail = lst.detail(lst.entries[0])
        assert ", Giulia: ha vinto " in detail
        p.screenshot()
        drawn = [d.text for d in p.app.drawn.items if d.kind == "text"]
        assert detail in drawn  # whole: the winner is not cut off with an ellipsis
    finally:
        i18n.set_language("en")


def test_the_file_chooser_walks_folders_and_opens_records(monkeypatch, tmp_path):
    home(monkeypatch, tmp_path)
    folder = tmp_path / "reports" / "deep"
    folder.mkdir(parents=True)
    (folder / "r.json").write_text(record_text(partial_match(12)), "utf-8")
    (folder / "other.json").write_text(json.dumps({"hello": 1}), "utf-8")
    p = pilot()
    chooser = FileChooser(p.app, tmp_path / "reports")
    p.start(chooser)
    assert [e.label for e in chooser.entries] == ["deep/"]
    p.key(pygame.K_RETURN)
    assert chooser.folder == folder and [e.label for e in chooser.entries] == [
        "other.json",
        "r.json",
    ]
    p.key(pygame.K_RETURN)  # other.json: not a record
    assert p.top is chooser and chooser.message == "This file is not a Coteccio match record."
    p.key(pygame.K_DOWN)
    p.key(pygame.K_RETURN)
    assert isinstance(p.top, HistoryScene) and len(p.top.steps) == 13
    p.key(pygame.K_ESCAPE)
    p.key(pygame.K_BACKSPACE)
    assert chooser.folder == tmp_path / "reports"
    p.key(pygame.K_ESCAPE)
    assert p.app.scenes == []


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_viewer_draws_every_step_of_a_seven_seat_match(monkeypatch, tmp_path, size):
    home(monkeypatch, tmp_path)
    record = read_record(record_text(finished_match(seed=2, players=7)))
    p = pilot(size)
    h = HistoryScene(p.app, record)
    p.start(h)
    for index in range(0, len(h.steps), max(1, len(h.steps) // 12)):
        h.go(index)
        p.screenshot()
    assert not p.app.crashes

"""A guest who leaves a network table before the end keeps the match in their History, as far as
their seat saw it: a real loopback server, a host's window and a guest's, the guest leaving by
the menu in the middle of the match; then the guest's History lists the match, opens it, and
draws face up no card the guest's program was not sent."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from coteccio_gui import games
from coteccio_gui.autosave import history_folder
from coteccio_gui.left import SeatRecord, keep_left, load_kept
from coteccio_gui.ui.board import review
from coteccio_gui.ui.screens.history import HistoryScene
from tests.ui.net_support import (
    host_and_join,
    pilot,
    play_by_clicks,
    press,
    table_of,
    texts,
    until,
)

GAME = "coteccio"


def sent_codes(history: list[dict], views: dict[int, dict], codes: set[str]) -> dict[int, set[str]]:
    """``known[k]``: the card codes the seat's program was sent once k actions were applied:
    the events since the hand's deal, and its view then."""
    known: dict[int, set[str]] = {0: set()}
    hand: set[str] = set()
    for entry in history:
        text = json.dumps(entry["events"])
        if '"HandDealt"' in text:
            hand = set()
        hand |= {c for c in codes if f'"{c}"' in text}
        k = entry["n"] + 1
        view = json.dumps(views.get(k))
        known[k] = hand | {c for c in codes if f'"{c}"' in view}
    return known


def drawn_face_up(p, scene: HistoryScene, monkeypatch) -> list[set[int]]:
    """Walk every step of ``scene``: the cards drawn face up at each."""
    drawn: list[int] = []
    face = review.card_image

    def recording(faces, card, height, four=False):
        drawn.append(card)
        return face(faces, card, height, four)

    monkeypatch.setattr(review, "card_image", recording)
    out = []
    for index in range(len(scene.steps)):
        scene.go(index)
        drawn.clear()
        p.screenshot()
        out.append(set(drawn))
    monkeypatch.setattr(review, "card_image", face)
    return out


def leave_by_the_menu(guest) -> None:
    guest.key(pygame.K_ESCAPE)
    press(guest, "Leave the table")
    press(guest, "Leave the table")  # asked first: yes
    until([guest], lambda: type(guest.top).__name__ == "TitleScene")


def close_the_window(guest) -> None:
    for scene in list(guest.app.scenes):  # as the program does when its window closes
        scene.closed()
    guest.app.replace(guest.app.nav.make("title"))


@pytest.mark.parametrize("leave", [leave_by_the_menu, close_the_window])
def test_a_guest_who_leaves_keeps_the_match_as_far_as_their_seat_saw_it(
    tmp_path: Path, monkeypatch, leave
) -> None:
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")
    try:
        host_and_join(host, guest, GAME, 3, {"starting_lives": 3})
        client = table_of(guest).source.client
        play_by_clicks(host, guest, seed=5, stop=lambda: len(client.history) >= 30)
        leave(guest)
        sent, views = list(client.history), dict(client.views)
        kept = sorted(history_folder(guest.app.data_folder).glob("net-*.json"))
        assert [k.name.endswith("-seat1-left.json") for k in kept] == [True]
        assert list(history_folder(host.app.data_folder).glob("net-*.json")) == []

        # The file holds no card the guest's program was not sent at the table.
        pack = games.spec(GAME).pack
        codes = {pack.code(c) for c in range(40)}
        known = sent_codes(sent, views, codes)
        text = kept[0].read_text("utf-8")
        assert {c for c in codes if f'"{c}"' in text} <= set().union(*known.values())
        record = load_kept(kept[0])
        assert isinstance(record, SeatRecord) and record.match.outcome() is None
        assert len(record.steps) == len(sent) >= 30

        # History lists it, in words, and opens it as the guest's seat saw it.
        press(guest, "History")
        listing = guest.top
        until([guest], lambda: not listing.busy())
        detail = listing.detail(listing.entries[0])
        assert detail.startswith(f"Network table {record.head['table']} — ")
        assert ": left in hand " in detail
        guest.click(listing._row_rects()[0].center)
        if guest.top is listing:
            press(guest, "Open")
        history = guest.top
        assert isinstance(history, HistoryScene) and history.left and history.bottom == 1
        shown = " ".join(texts(guest))
        assert "left before the end" in shown
        assert "You left the table here; the match went on without you." in shown
        assert not history.play_on.enabled
        faces = drawn_face_up(guest, history, monkeypatch)
        leaks = [
            (step.actions, {pack.code(c) for c in f} - known[step.actions])
            for step, f in zip(history.steps, faces, strict=True)
            if {pack.code(c) for c in f} - known[step.actions]
        ]
        assert leaks == []
        assert sum(len(f) for f in faces) > 100  # the guest's own hands were shown
        assert history.face_up <= {1}
        assert guest.app.crashes == []
    finally:
        for p in (host, guest):
            p.app.replace(p.app.nav.make("title"))


def test_a_host_or_a_finished_match_keeps_no_seat_record(tmp_path: Path) -> None:
    update = {"status": "finished", "seat": 1, "table": "K7QM3D", "seats": []}
    assert keep_left(tmp_path, update, [{"n": 0, "events": []}], {}) is None
    update["status"] = "playing"
    assert keep_left(tmp_path, update, [], {}) is None  # nothing seen yet


def test_a_guest_who_comes_back_and_leaves_again_keeps_the_views_seen_the_first_time(
    tmp_path: Path,
) -> None:
    update = {"status": "playing", "seat": 1, "table": "K7QM3D", "game": GAME, "seats": []}
    history = [{"n": n, "events": [], "scores": [], "over": False} for n in range(5)]
    first = keep_left(tmp_path, update, history[:3], {1: {"v": 1}, 2: {"v": 2}, 3: {"v": 3}})
    # back at the table: its program is sent the whole history again, views from now on only
    again = keep_left(tmp_path, update, history, {5: {"v": 5}})
    assert first == again is not None
    steps = json.loads(again.read_text("utf-8"))["steps"]
    assert [s["view"] for s in steps] == [{"v": 1}, {"v": 2}, {"v": 3}, None, {"v": 5}]

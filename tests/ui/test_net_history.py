"""A finished network match reaches each person's History and statistics, from their seat.

A host's window and a guest's window play a whole match over a real loopback server (the
other seats computers). Each program keeps the match once, with its own seat as "you"; the
guest's History draws no card face up that the guest's program was not sent at the table; a
final update sent again (a reconnect) keeps nothing twice.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from coteccio_gui import games
from coteccio_gui.autosave import history_folder
from coteccio_gui.net.keep import keep_finished
from coteccio_gui.net.table import Table
from coteccio_gui.players import make_player
from coteccio_gui.record import read_record
from coteccio_gui.seen import seen_by
from coteccio_gui.stats import Who, load_stats
from coteccio_gui.ui.board import review, spreads
from coteccio_gui.ui.board.replay import build_steps
from coteccio_gui.ui.board.seen import SeatSight
from coteccio_gui.ui.games import presentation
from coteccio_gui.ui.net import seat_source
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.screens.history import HistoryScene
from tests.net.leaks import known_codes, leaks
from tests.ui.net_support import (
    host_and_join,
    pilot,
    play_by_clicks,
    press,
    table_of,
    texts,
    until,
)
from tests.ui.support import pilot as support_pilot

GAME = "coteccio"


def kept(folder: Path) -> list[Path]:
    """The network matches in a program's History."""
    return sorted(history_folder(folder).glob("net-*.json"))


def wire_known(history: list[dict[str, Any]], codes: set[str]) -> dict[int, set[str]]:
    """``known[k]``: the card codes the seat's program was sent in the events of this hand,
    once k actions were applied (what its table could show)."""
    known: dict[int, set[str]] = {0: set()}
    hand: set[str] = set()
    for entry in history:
        text = json.dumps(entry["events"])
        if '"HandDealt"' in text:
            hand = set()
        hand |= {c for c in codes if f'"{c}"' in text}
        known[entry["n"] + 1] = set(hand)
    return known


def history_leaks(p: Pilot, scene: HistoryScene, known: dict[int, set[str]], monkeypatch) -> int:
    """Walk every step of ``scene``; how many cards it drew face up that were not sent."""
    code = games.spec(scene.record.game).pack.code
    drawn: list[int] = []
    face = review.card_image

    def recording(faces, card, height, four=False):
        drawn.append(card)
        return face(faces, card, height, four)

    monkeypatch.setattr(review, "card_image", recording)
    leaks = 0
    for index, step in enumerate(scene.steps):
        scene.go(index)
        drawn.clear()
        p.screenshot()
        leaks += len({code(c) for c in drawn} - known[step.actions])
    monkeypatch.setattr(review, "card_image", face)
    return leaks


def open_history(p: Pilot) -> tuple[str, HistoryScene]:
    """From the end of the match: back to the title, History, the newest match, Open."""

    def ending() -> bool:
        labels = [b.label for b in getattr(getattr(p.top, "group", None), "buttons", [])]
        if "Back to the title" not in labels:
            p.key(pygame.K_RETURN)  # the last hand's summary: Continue, as a person would
        return "Back to the title" in labels

    until([p], ending)
    press(p, "Back to the title")
    until([p], lambda: type(p.top).__name__ == "TitleScene")
    press(p, "History")
    listing = p.top
    until([p], lambda: not listing.busy())
    detail = listing.detail(listing.entries[0])
    p.click(listing._row_rects()[0].center)
    if p.top is listing:  # the first click on a row that is not selected only selects it
        press(p, "Open")
    assert isinstance(p.top, HistoryScene)
    return detail, p.top


def test_a_network_match_is_kept_once_by_each_program_from_its_own_seat(
    tmp_path: Path, monkeypatch
) -> None:
    keeps: list[Path | None] = []
    keep = seat_source.keep_finished

    def counted(folder, update, notify=lambda _m: None):
        keeps.append(keep(folder, update, notify))
        return keeps[-1]

    monkeypatch.setattr(seat_source, "keep_finished", counted)
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")
    players = 3  # the host, the guest and a computer
    try:
        host_and_join(host, guest, GAME, players, {"starting_lives": 1})
        source = table_of(guest).source
        session = source.session
        code = session.code
        play_by_clicks(host, guest, seed=5)
        assert len(keeps) == 2 and all(keeps)  # each program kept it as it ended
        # A reconnect sends the final update again: the guest's program keeps nothing twice.
        before, client = session.client.client.state, session.client
        client.loop.call_soon_threadsafe(client.client.drop, True)
        until([host, guest], lambda: client.client.synced and client.client.state is not before)
        assert client.client.state["record"] == before["record"]
        assert source.behind()  # the table takes it at its next frame on top (the end's
        source.news()  # dialog is over it now): as it would
        assert len(kept(guest.app.data_folder)) == 1 and len(keeps) == 2
        host_name = table_of(host).source.seen["seats"][0]["name"]
        for p, seat, name in ((host, 0, host_name), (guest, 1, "Gianni")):
            files = kept(p.app.data_folder)
            assert len(files) == 1
            record = read_record(files[0].read_bytes())
            assert record.meta["net"] == {"table": code, "seat": seat}
            assert record.match.outcome() is not None
            stats, _message = load_stats(p.app.data_folder)
            rows = dict(stats.ranking("coteccio"))
            assert rows[Who(name)].matches == 1  # counted once, as a person
            people = [r.matches for who, r in rows.items() if who.level is None]
            assert sorted(people) == [1, 1]  # host and guest
            assert [r.matches for who, r in rows.items() if who.level is not None] == [1]
            detail, history = open_history(p)
            assert detail.startswith(f"Network table {code} — ")
            assert history.bottom == seat and history.sight is not None
            assert f"Network table {code}" in texts(p)
            history.go(next(i for i, s in enumerate(history.steps) if s.kind == "deal"))
            note = "The cards your seat did not see at the table lie face down."
            assert note in " ".join(texts(p))
        # The guest's History draws face up only cards the guest's program was sent.
        history = guest.top
        codes = {games.spec(GAME).pack.code(c) for c in range(40)}
        known = wire_known(session.client.client.history, codes)
        assert history_leaks(guest, history, known, monkeypatch) == 0
        assert history.face_up <= {1}
        # A test of that check: the same record as a local History shows every finished hand.
        local = HistoryScene(guest.app, read_record(kept(guest.app.data_folder)[0].read_bytes()))
        local.record.meta.pop("net")
        local = HistoryScene(guest.app, local.record)
        guest.app.push(local)
        assert local.sight is None
        assert history_leaks(guest, local, known, monkeypatch) > 0
        for p in (host, guest):
            assert p.app.crashes == []
    finally:
        for p in (host, guest):
            p.app.replace(p.app.nav.make("title"))


def played_out(game: str, seed: int) -> Table:
    """A server's table of ``game`` played to its end by computers (no sockets: the values)."""
    spec = games.spec(game)
    n = spec.min_players
    setup = {"game": game, "players": [f"P{i}" for i in range(n)], "seats": ["easy"] * n}
    table = Table.invite("K7QM3D", setup)
    rng = random.Random(seed)
    table.start(rng)
    players = [make_player("easy", game=game) for _ in range(n)]
    while table.match.outcome() is None:
        m = table.match
        if m.needs_deal():
            table.apply(None, rng)
        else:
            table.apply(players[m.controller(m.turn)].decide(m.view(m.turn), rng))
    return table


@pytest.mark.parametrize("game", games.NAMES)
def test_a_network_seats_history_draws_no_card_it_could_not_know(
    game: str, tmp_path: Path, monkeypatch
) -> None:
    table = played_out(game, seed=3)
    seat = 1
    path = keep_finished(tmp_path, table.update(seat, 0, []))
    assert path is not None and keep_finished(tmp_path, table.update(seat, 0, [])) is None
    record = read_record(path.read_bytes())
    assert seen_by(record.match, seat)[-1] == table.sights[seat].seen  # as the server saw it
    code = games.spec(game).pack.code
    # what the seat may know at each step, rebuilt from the rules (the wire leak test's oracle)
    known = known_codes(game, record, len(record.players))
    p = support_pilot()
    history = HistoryScene(p.app, record)
    p.app.push(history)
    drawn: list[int] = []
    for module in (review, spreads):
        face = module.card_image

        def recording(faces, card, height, four=False, face=face):
            drawn.append(card)
            return face(faces, card, height, four)

        monkeypatch.setattr(module, "card_image", recording)
    leaks, backs = [], 0
    for index, step in enumerate(history.steps):
        history.go(index)
        drawn.clear()
        p.screenshot()
        leaks += [(index, c) for c in {code(c) for c in drawn} - known[step.actions][seat]]
        hands = sum(len(step.game.hand(s)) for s in range(step.game.players))
        backs += hands - len([c for c in drawn if c not in step.table])
    assert leaks == []
    assert backs > 0  # another seat's cards were there, face down
    assert p.app.crashes == []


def test_the_record_goes_out_only_once_the_match_is_over() -> None:
    table = played_out("coteccio", seed=4)
    final = table.update(1, 0, [])
    assert final["status"] == "finished" and final["record"] == table.record()
    assert "record" not in table.update(None, 0, [])  # a connection without a seat saw nothing
    record = read_record(json.dumps(table.record()))
    known = known_codes("coteccio", record, len(record.players))
    codes = {games.spec("coteccio").pack.code(c) for c in range(40)}
    assert leaks([json.dumps(final)], 1, known, codes) == []
    # the wire leak test still catches the record in an update of a match in play
    assert leaks([json.dumps({**final, "status": "playing"})], 1, known, codes) != []
    fresh = Table.invite(
        "K7QM3D", {"game": "coteccio", "players": ["A", "B"], "seats": ["easy"] * 2}
    )
    fresh.start(random.Random(1))
    fresh.apply(None, random.Random(2))
    assert fresh.update(1, 0, [])["status"] == "playing"
    assert "record" not in fresh.update(1, 0, [])


def test_one_folder_keeping_two_seats_counts_the_match_once(tmp_path: Path) -> None:
    # two windows of one person's computer (one data folder) at the same table
    table = played_out("coteccio", seed=5)
    kept_paths = [keep_finished(tmp_path, table.update(seat, 0, [])) for seat in (0, 1)]
    assert all(kept_paths) and len(kept(tmp_path)) == 2  # each seat's History of it
    stats, _message = load_stats(tmp_path)
    assert {who: row.matches for who, row in stats.ranking("coteccio")} == {
        Who("P0", "easy"): 1,
        Who("P1", "easy"): 1,
    }


def test_a_line_naming_a_card_the_seat_never_saw_is_left_out(tmp_path: Path) -> None:
    table = played_out("coteccio", seed=6)
    record = read_record(keep_finished(tmp_path, table.update(1, 0, [])).read_bytes())
    sight = SeatSight.of(record)
    assert sight is not None and sight.seat == 1 and sight.code == "K7QM3D"
    deal = next(step for step in build_steps(record) if step.kind == "deal")
    look = presentation("coteccio")
    other, mine = deal.game.hand(0)[0], deal.game.hand(1)[0]
    lines = [
        f"P0 holds {look.card_in_sentence(other, 'triestine')}.",
        f"P0 holds the {look.card_name(other, 'triestine')}.",
        f"P1 holds {look.card_in_sentence(mine, 'triestine')}.",
    ]
    shown = sight.lines(deal, lines, look, "triestine")
    assert shown[0] == lines[2] and not any(line in shown for line in lines[:2])

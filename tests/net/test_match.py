"""Whole matches over real sockets: a host, two guests and computers, every game, and no
guest ever sent a card of another seat before the table showed it."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from coteccio_gui import games
from coteccio_gui.record import dumps_record, read_record
from tests.net.leaks import known_codes, leaks
from tests.net.support import close_all, play, server_here, table_of


def finished_record(folder: Path, code: str):
    """The record of a finished table, from the server's history folder."""
    [path] = (folder / "history").glob(f"table-{code}*.json")
    data = json.loads(path.read_text("utf-8"))
    return read_record(json.dumps(data["record"]))


@pytest.mark.parametrize("game", games.NAMES)
def test_a_whole_match_over_the_network_leaks_no_card(game: str, tmp_path: Path) -> None:
    async def main():
        async with server_here(tmp_path) as (url, server):
            code, people = await table_of(url, game)
            await people[0].start()
            await asyncio.gather(*(play(c, seed) for seed, c in enumerate(people)))
            await close_all(people)
            return code, people

    code, people = asyncio.run(main())
    record = finished_record(tmp_path, code)
    seats = len(record.players)
    # every client saw the same end: the record's outcome
    outcome = record.match.outcome()
    assert outcome is not None
    for person in people:
        assert person.state["outcome"]["winners"] == list(outcome.winners)
        assert person.state["event"] == len(record.match.actions)
        # its History holds every action once, in order
        assert [h["n"] for h in person.history] == list(range(len(record.match.actions)))
    # the record is one a local match writes, and replays to itself
    again = read_record(dumps_record(record.players, record.match, record.meta))
    assert again.match.actions == record.match.actions
    assert record.meta["seats"][0] == "human" and record.meta["table"] == code
    # the leak test over the wire
    spec = games.spec(game)
    all_codes = {spec.pack.code(c) for c in spec.pack.cards}
    known = known_codes(game, record, seats)
    for seat, guest in enumerate(people[1:], start=1):
        assert guest.raw, "the guest received nothing"
        assert any('"view_changes"' in t for t in guest.raw)  # views sent as changes too
        assert leaks(guest.raw, seat, known, all_codes) == [], (game, seat)
        # and it was shown its own cards and the cards played
        text = "".join(guest.raw)
        assert sum(text.count(f'"{c}"') for c in all_codes) > 40


def test_the_leak_check_catches_a_card_of_another_seat(tmp_path: Path) -> None:
    # A test of the test: another seat's card slipped into a guest's update is found.
    async def main():
        async with server_here(tmp_path) as (url, server):
            code, people = await table_of(url, "coteccio")
            await people[0].start()
            await people[1].wait_for(lambda c: bool((c.state.get("view") or {}).get("hand")))
            live = server.tables[code]
            other = live.table.match.hand(2)
            await close_all(people)
            return people[1], live, other

    guest, live, other = asyncio.run(main())
    record = read_record(json.dumps(live.table.to_file()["record"]))
    known = known_codes("coteccio", record, 4)
    pack = games.spec("coteccio").pack
    all_codes = {pack.code(c) for c in pack.cards}
    first = next(r for r in guest.raw if '"hand":["' in r)
    assert leaks([first], 1, known, all_codes) == []
    message = json.loads(first)
    view = message.get("view") or message["view_changes"]  # whole, or what changed
    view["hand"].append(games.spec("coteccio").pack.code(other[0]))
    assert leaks([json.dumps(message)], 1, known, all_codes) != []

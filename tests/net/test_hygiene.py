"""Input hygiene at the edge: a message that is not UTF-8 text JSON (a lone surrogate too) is
refused before it touches a table, and a name with a control, bidi-override or zero-width
character is refused with its reason; a name is trimmed. Over real loopback sockets."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from coteccio_gui.net.client import TableClient
from coteccio_gui.net.protocol import BadMessage, clean_name, parse
from tests.net.support import close_all, server_here, setup

SURROGATE_JOIN = '{"type":"join","table":"%s","seat":1,"name":"\\ud800x"}'


def test_a_join_with_a_lone_surrogate_is_refused_and_the_table_goes_on(tmp_path: Path) -> None:
    async def main():
        async with server_here(tmp_path) as (url, server):
            host, bad, guest, stranger = (TableClient(url) for _ in range(4))
            for c in (host, bad, guest, stranger):
                await c.connect()
            code = await host.open(setup("coteccio", guests=2))
            await bad.send_raw(SURROGATE_JOIN % code)  # valid JSON, not text
            await bad.wait_for(lambda c: bool(c.errors))
            assert bad.errors == ["a message is UTF-8 text: this one holds a lone surrogate"]
            assert server.tables[code].table.seats[1].token == ""  # the seat is still free
            # everyone else goes on: a stranger looks, a guest sits, the host starts
            assert (await stranger.look(code))["free"] == [1, 2]
            await guest.join(code, 1, "Bruno")
            await host.start()
            for c in (host, guest):
                await c.wait_for(lambda c: c.state.get("status") == "playing")
            assert not host.errors and not guest.errors and not stranger.errors
            await close_all([host, bad, guest, stranger])

    asyncio.run(main())


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("Car\nla", "control characters"),
        ("Carla\x00", "control characters"),
        ("Car\tla", "control characters"),
        ("Car\u2028la", "control characters"),
        ("\u202eCarla", "writing direction"),
        ("Carla\u2066x\u2069", "writing direction"),
        ("Car\u200fla", "writing direction"),
        ("Car\u200bla", "invisible characters"),
        ("Car\u200dla", "invisible characters"),
        ("\ufeffCarla", "invisible characters"),
        ("Car\u2060la", "invisible characters"),
        ("   ", "1 to 32 characters"),
        ("C" * 33, "1 to 32 characters"),
    ],
)
def test_a_name_with_a_hidden_or_controlling_character_is_refused_with_its_reason(
    tmp_path: Path, name: str, why: str
) -> None:
    with pytest.raises(ValueError, match=why):
        clean_name(name, 32)

    async def main():
        async with server_here(tmp_path) as (url, server):
            host, guest = TableClient(url), TableClient(url)
            for c in (host, guest):
                await c.connect()
            code = await host.open(setup("coteccio", guests=1))
            with pytest.raises(ValueError, match=why):  # joining
                await guest.join(code, 1, name)
            assert guest.errors[-1].startswith("join: ") and why in guest.errors[-1]
            players = ["Anna", name, "Carla", "Dario"]
            with pytest.raises(ValueError, match=why):  # opening
                await guest.open({**setup("coteccio"), "players": players})
            assert server.tables[code].table.seats[1].name == "Bruno"
            await close_all([host, guest])

    asyncio.run(main())


def test_names_are_trimmed_and_composed(tmp_path: Path) -> None:
    assert clean_name("  Lucia  ", 32) == "Lucia"
    assert clean_name("Nic\u0301ola", 32) == "Nićola"  # one character, as typed on most keyboards
    assert clean_name("Zoë 🂡", 32) == "Zoë 🂡"

    async def main():
        async with server_here(tmp_path) as (url, server):
            host, guest = TableClient(url), TableClient(url)
            for c in (host, guest):
                await c.connect()
            players = ["  Anna ", "B", "C", "D"]
            code = await host.open({**setup("coteccio", guests=1), "players": players})
            await guest.join(code, 1, "  Bruno  ")
            assert [s.name for s in server.tables[code].table.seats][:2] == ["Anna", "Bruno"]
            await close_all([host, guest])

    asyncio.run(main())


def test_every_string_of_a_message_must_be_text() -> None:
    for text in (
        '{"type":"look","table":"\\udfff"}',
        '{"type":"hello","table":"ABCDEF","token":"x\\ud83d","last":0}',
        '{"type":"open","game":"coteccio","players":["\\ud800"],"seats":["human"]}',
        '{"type":"look","table":"ABCDEF","\\udc00":1}',
    ):
        with pytest.raises(BadMessage, match="lone surrogate"):
            parse(text)
    assert parse('{"type":"look","table":"\\ud83c\\udca1"}')["table"] == "🂡"  # a pair is text
    with pytest.raises(BadMessage, match="not binary"):
        parse(json.dumps({"type": "look", "table": "ABCDEF"}).encode())

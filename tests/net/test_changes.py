"""A view sent as what changed (a client that connects with ``?changes=1``): once applied by
the client it is the whole view a client of whole views is sent, at every update, through
reconnections and updates with no action; a client that did not ask gets whole views."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

from coteccio_gui.net import protocol
from coteccio_gui.net.client import TableClient
from coteccio_gui.net.live import Client, Live, seat_states
from coteccio_gui.net.news import dump
from coteccio_gui.net.presence import Presence
from tests.net.support import close_all, play, server_here, table_of
from tests.net.test_news import table_of as started


def test_a_view_sent_as_changes_is_the_whole_view_once_applied() -> None:
    table = started("coteccio", 11)
    m = table.match
    assert m is not None
    seats = range(len(table.seats))
    live, presence, rng = Live(table), Presence(), random.Random(11)
    whole = [Client(None, seat=s) for s in seats]  # type: ignore[arg-type]
    parts = [Client(None, seat=s, changes=True) for s in seats]  # type: ignore[arg-type]
    readers = [TableClient("ws://127.0.0.1:1") for _ in seats]
    sizes: dict[str, list[int]] = {"view": [], "view_changes": []}

    async def send_all(skip: int = -1) -> None:
        live.clients = whole + parts
        states, made = dump(seat_states(live)), {}
        for s in seats:
            if s == skip:  # this one is not sent this update: the next one is whole
                continue
            sent = json.loads(presence._update_text(live, whole[s], states, made))
            assert "view_changes" not in sent  # it did not ask
            text = presence._update_text(live, parts[s], states, made).decode()
            for key, value in json.loads(text).items():
                if key in sizes:  # how long the view is on the wire
                    sizes[key].append(len(dump(value)))
            await readers[s]._receive(text)
            assert readers[s].state["view"] == sent["view"], (table.events, s)
            assert "view_changes" not in readers[s].state

    async def main() -> None:
        await send_all()
        while m.outcome() is None:
            table.apply(None, rng) if m.needs_deal() else table.apply(rng.choice(m.legal_actions()))
            await send_all(skip=0 if table.events % 13 == 0 else -1)
            if table.events % 7 == 0:
                await send_all()  # someone came or went: the view did not change
            if table.events % 23 == 0:  # a seat's new connection: the whole view first
                s = rng.choice(seats)
                parts[s] = Client(None, seat=s, changes=True, sent=table.events)  # type: ignore[arg-type]

    asyncio.run(main())
    changes, views = sizes["view_changes"], sizes["view"]
    assert len(changes) > 4 * len(views) > 0  # most updates, after a seat's first
    assert sum(changes) / len(changes) < sum(views) / len(views) / 2  # and far smaller


def test_a_client_that_did_not_ask_for_changes_is_sent_whole_views(tmp_path: Path) -> None:
    async def main() -> None:
        async with server_here(tmp_path) as (url, _):
            code, (host, guest) = await table_of(url, "tressette-in-due", guests=1)
            old = TableClient(url, keep_raw=True, changes=False)  # the host's seat, anew
            await old.connect()
            old.host_token = host.host_token
            await host.close()
            await old.hello(code, host.token)
            await old.start()
            await asyncio.gather(play(old, 1), play(guest, 2))
            assert old.finished and guest.finished
            assert not any('"view_changes"' in t for t in old.raw)
            assert any('"view_changes"' in t for t in guest.raw)  # it asked (the default)
            assert protocol.CHANGES not in old.url
            await close_all([old, guest])

    asyncio.run(main())

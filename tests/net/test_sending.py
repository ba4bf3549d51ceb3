"""What goes out: each different update made and serialized once per change (not once per
connection), and a finished match's record sent once to a connection, not on every update
after the end (the client keeps it)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from coteccio_gui.net.client import TableClient
from coteccio_gui.net.table import Table
from tests.net.support import close_all, play, server_here, table_of


def test_a_finished_record_is_sent_once_to_each_connection(tmp_path: Path) -> None:
    async def main():
        async with server_here(tmp_path, away_s=30.0) as (url, _):
            code, (host, guest) = await table_of(url, "tressette-in-due", guests=1)
            await host.start()
            await asyncio.gather(play(host, 1), play(guest, 2))
            await guest.wait_for(lambda c: c.finished and "record" in c.state)
            updates = len(guest.raw)
            host.drop(come_back=True)  # after the end, the host comes back: the guest is told
            await host.wait_for(lambda c: c.connections == 2 and c.synced)
            await guest.wait_for(lambda c: len(c.raw) > updates)
            with_record = [m for m in guest.raw if '"record"' in m]
            assert len(with_record) == 1  # once, not with each update after the end
            assert guest.state["record"]["events"]  # the client keeps it
            assert host.state["record"]["events"]  # a new connection is sent it again
            await close_all([host, guest])

    asyncio.run(main())


def test_each_update_is_made_once_however_many_connections_it_goes_to(
    tmp_path: Path, monkeypatch
) -> None:
    made: list[int | None] = []
    real = Table.update_text

    def counted(self, seat, *args, **kwargs):
        made.append(seat)
        return real(self, seat, *args, **kwargs)

    async def main():
        async with server_here(tmp_path) as (url, server):
            code, people = await table_of(url, "coteccio", guests=2, keep_raw=False)
            watchers = [TableClient(url) for _ in range(3)]  # the host's token, no seat
            for w in watchers:
                await w.connect()
                w.host_token = people[0].host_token
                await w.hello(code, people[0].host_token)
            monkeypatch.setattr(Table, "update_text", counted)
            server._broadcast(server.tables[code])
            assert sorted(made, key=str) == [0, 1, 2, None]  # three seats and one seatless
            await close_all(people + watchers)

    asyncio.run(main())

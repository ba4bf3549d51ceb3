"""The store: each action appended once, one fsync shared by the writes of a moment (group
commit), an older server's table files taken in, a table its host cancelled not resumed."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

from coteccio_gui.net.store import Store, saved_files
from coteccio_gui.net.table import Table
from coteccio_gui.players import make_player
from tests.net.support import close_all, designs, play, server_here, table_of


def test_writes_asked_together_share_a_commit(tmp_path: Path) -> None:
    store = Store(tmp_path, durable=True)

    async def main():
        heads = [Store.head(f"T{i:05d}", {"code": f"T{i:05d}"}, new=True) for i in range(200)]
        await asyncio.gather(*(store.write(h) for h in heads))
        await asyncio.gather(
            *(store.write([Store.action(f"T{i:05d}", 0, {"seat": i})]) for i in range(200))
        )

    try:
        asyncio.run(main())
        assert store.writes == 600  # two rows per head, one per action
        assert store.commits < 40, store.commits  # not one fsync each
        rows = store.db.execute("SELECT COUNT(*) FROM actions").fetchone()[0]
        assert rows == 200
    finally:
        store.close()


def played_table(actions: int) -> Table:
    table = Table.invite("ABCDEF", {"game": "coch", "players": ["A", "B"], "seats": ["human"] * 2})
    rng = random.Random(4)
    table.start(rng)
    bot = make_player("easy", game="coch")
    while table.events < actions:
        m = table.match
        assert m is not None
        if m.needs_deal():
            table.apply(None, rng)  # type: ignore[arg-type]
        else:
            table.apply(bot.decide(m.view(m.turn), rng))
    return table


def test_an_older_servers_table_file_is_taken_in_and_resumed(tmp_path: Path) -> None:
    table = played_table(9)
    (tmp_path / "tables").mkdir()
    door = tmp_path / "tables" / "ABCDEF.json"
    door.write_text(json.dumps(table.to_file()), "utf-8")  # the whole table, as before

    async def main():
        async with server_here(tmp_path) as (_url, server):
            again = server.tables["ABCDEF"].table
            assert again.events == 9 and designs(again.history) == designs(table.history)

    asyncio.run(main())
    assert json.loads(door.read_text("utf-8"))["record"] is None  # now only the door sign
    [kept] = saved_files(tmp_path)
    assert kept["record"]["events"] == table.to_file()["record"]["events"]


def test_a_table_whose_door_sign_went_is_not_resumed(tmp_path: Path) -> None:
    async def main():
        async with server_here(tmp_path) as (url, _):
            code, people = await table_of(url, "coch", keep_raw=False)
            await close_all(people)
        return code

    code = asyncio.run(main())
    assert [t["code"] for t in saved_files(tmp_path)] == [code]
    (tmp_path / "tables" / f"{code}.json").unlink()  # the host cancelled it (its window)

    async def again():
        async with server_here(tmp_path) as (_url, server):
            assert code not in server.tables and server.store.known(code) is None

    asyncio.run(again())


def test_a_finished_table_leaves_its_record_in_history_and_only_its_code(tmp_path: Path) -> None:
    async def main():
        async with server_here(tmp_path) as (url, server):
            code, people = await table_of(url, "coch", keep_raw=False)
            await people[0].start()
            await asyncio.gather(*(play(c, s) for s, c in enumerate(people)))
            await close_all(people)
            while code in server.tables:  # every person had the record: it goes at once
                await asyncio.sleep(0.01)
            assert server.store.known(code) == "finished"
            rows = server.store.reader.execute("SELECT COUNT(*) FROM actions").fetchone()[0]
            assert rows == 0
            return code

    code = asyncio.run(main())
    [path] = (tmp_path / "history").glob(f"table-{code}*.json")
    assert json.loads(path.read_text("utf-8"))["record"]["events"]
    assert not (tmp_path / "tables" / f"{code}.json").exists()

"""1,000 fuzzed and oversized messages: each gets one line of error, the match does not move,
and the server's log holds no traceback."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

from coteccio_gui.net import protocol
from coteccio_gui.net.client import TableClient
from tests.net.support import ServerProcess, close_all, play, table_of

FUZZ = 1000


def fuzzed(rng: random.Random, state: dict, good: list[dict]) -> str | bytes:
    """One message that must be refused: garbage, a wrong shape, a stale or foreign action."""
    event = state["event"]
    choice = rng.randrange(12)
    if choice == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
    if choice == 1:
        return "".join(chr(rng.randrange(32, 0x2FF)) for _ in range(rng.randrange(0, 40)))
    if choice == 2:  # oversized: one line of error, the connection stays
        return json.dumps({"type": "act", "event": event, "pad": "x" * rng.randrange(4100, 60000)})
    if choice == 3:
        return json.dumps(rng.choice([[], None, 3, "act", [{"type": "act"}], {"type": 7}]))
    if choice == 4:
        return json.dumps({"type": rng.choice(["acts", "", "ACT", "leave", "ping"])})
    if choice == 5:  # the right action at the wrong event number
        wrong = rng.choice([event - 1, event + 1, event + 50, -1, 10**12])
        return json.dumps({"type": "act", "event": wrong, "action": rng.choice(good)})
    if choice == 6:  # another seat's action, a card not in hand, junk keys
        action = dict(rng.choice(good))
        action[rng.choice(["seat", "play", "doctor", "x"])] = rng.choice([0, 2, 3, "Ac", None, 9])
        if any(action == g for g in good):
            action["seat"] = 3
        return json.dumps({"type": "act", "event": event, "action": action})
    if choice == 7:
        return json.dumps({"type": "act", "event": str(event), "action": good[0]})
    if choice == 8:
        return json.dumps({"type": "act", "event": True, "action": good[0]})
    if choice == 9:  # a seated connection cannot open, join or say hello again
        return json.dumps(
            rng.choice(
                [
                    {
                        "type": "open",
                        "game": "coteccio",
                        "players": ["A", "B"],
                        "seats": ["human", "human"],
                    },
                    {"type": "join", "table": "AAAAAA", "seat": 1, "name": "Z"},
                    {"type": "hello", "table": "AAAAAA", "token": "x", "last": 0},
                ]
            )
        )
    if choice == 10:
        return json.dumps({"type": "start"})  # a guest does not start (nor twice)
    depth = rng.randrange(50, 3000)
    return "[" * depth + "]" * depth


def test_a_thousand_fuzzed_and_oversized_messages_change_nothing(tmp_path: Path) -> None:
    server = ServerProcess(tmp_path, away=30.0)
    url = server.start()

    async def main():
        code, (host, guest, other) = await table_of(url, "coteccio", keep_raw=False)
        await host.start()
        loops = [asyncio.create_task(play(c, i)) for i, c in enumerate([host, other])]
        # Play on until it is the fuzzing guest's turn: then nothing else can move.
        await play(guest, 5, stop=lambda c: c.my_turn and c.state["event"] > 8)
        before = (guest.state["event"], guest.state["view"], guest.state["legal"])
        rng = random.Random(36)
        for _ in range(FUZZ):
            errors = len(guest.errors)
            await guest.send_raw(fuzzed(rng, guest.state, guest.state["legal"]))
            await guest.wait_for(lambda c, n=errors: len(c.errors) > n, 10)
        assert len(guest.errors) >= FUZZ and guest.connections == 1
        assert all("\n" not in e and len(e) <= 200 for e in guest.errors)
        assert (guest.state["event"], guest.state["view"], guest.state["legal"]) == before
        # A stranger without a seat gets errors too, and is shown the door after ten wrong codes.
        stranger = TableClient(url)
        await stranger.connect()
        for k in range(11):
            await stranger.send(
                {"type": "join", "table": f"ZZZZZ{k % 10}", "seat": 1, "name": "Eve"}
            )
        await stranger.wait_for(lambda c: c.connections == 1 and not c.connected, 10)
        assert all(e == "no table has this code" for e in stranger.errors)
        await stranger.close()
        # A frame over the library's limit closes the connection; the client comes back.
        await guest.send_raw("x" * (protocol.MAX_FRAME + 1))
        await guest.wait_for(lambda c: c.connections == 2 and c.synced, 10)
        assert guest.state["event"] == before[0] and guest.state["legal"] == before[2]
        # The match goes on as if nothing had happened.
        await play(guest, 6)
        await asyncio.gather(*loops)
        await close_all([host, guest, other])
        return guest

    try:
        guest = asyncio.run(main())
    finally:
        server.stop()
    assert guest.finished
    log = server.log.read_text()
    assert "Traceback" not in log and "could not be handled" not in log, log[-2000:]

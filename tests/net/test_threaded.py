"""A window's loop is not asyncio: the server and the client in threads, driven by plain calls."""

from __future__ import annotations

import random
from pathlib import Path

from coteccio_gui.net.live import Limits
from coteccio_gui.net.threaded import ClientThread, ServerThread, addresses
from tests.net.support import setup


def test_a_host_program_hosts_in_a_thread_and_plays_a_match_through_plain_calls(
    tmp_path: Path,
) -> None:
    server = ServerThread(tmp_path, Limits(durable=False, rate=1000.0, burst=1000.0))
    port = server.start(0, "127.0.0.1")
    assert port > 0 and addresses()
    url = f"ws://127.0.0.1:{port}"
    host, guest = ClientThread(url), ClientThread(url)
    try:
        invitation = {**setup("tressette-in-due", guests=1), "rules": {"claiming": False}}
        code = host.call(host.client.open, invitation)
        guest.call(guest.client.join, code, 1, "Carla")
        host.call(host.client.start)
        rng = random.Random(3)
        people = {0: host, 1: guest}
        while not host.client.finished:
            state = host.state()
            event, turn = state["event"], (state["view"] or {}).get("turn", -1)
            if turn < 0:  # the server deals, or the match is over
                host.wait_for(lambda c, e=event: c.state["event"] > e or c.finished)
                continue
            person = people[turn]
            person.wait_for(lambda c, e=event: c.state["event"] >= e and (c.my_turn or c.finished))
            if person.client.finished:
                continue
            person.call(person.client.act, rng.choice(person.state()["legal"]))
            host.wait_for(lambda c, e=event: c.state["event"] > e)
        host.wait_for(lambda c: c.finished)
        guest.wait_for(lambda c: c.finished)
        assert host.state()["outcome"] == guest.state()["outcome"] is not None
        assert guest.state()["seats"][1]["name"] == "Carla"
    finally:
        host.close()
        guest.close()
        server.stop()

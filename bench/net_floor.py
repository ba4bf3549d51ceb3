"""The floor under ``coteccio serve``'s CPU per action: a bare websockets server, no game.

Issue 47 asks for 0.4 ms of server CPU an action at full speed, 100 tables. This bench measures
what the library and Python cost alone, shaped like the real traffic: a websockets (asyncio)
server on loopback in its own process with no game, no store and no checks, and ``--tables``
tables of four connections each, opened from ``--procs`` client processes apart from it. An
action is one client's ``act`` (the real message's shape, 57 bytes); the server decodes it
(``json.loads``) and sends each of the table's four seats its update: a dict of the real
update's shape (views as changes), encoded per seat with ``json.dumps``, padded to
``--update-bytes`` (default 815: the mean of a seat's update in Coteccio matches of two lives,
measured from ``Presence._update_text`` as ``bench/net_table.py`` does). The seat whose turn is
next answers its update at once, ``--actions`` times a table. The server's CPU comes from
``/proc`` (``cpu_s`` of ``bench/net.py``) and is divided by the actions. Ways of sending
(``--modes``; each run ``--repeats`` times on a fresh server, medians printed):

- ``send``: ``await ws.send(text)`` for each seat in turn;
- ``task``: each send its own task, as ``coteccio serve`` does (``Presence._send``);
- ``write``: each seat's text written at once with ``websockets.broadcast([ws], text)``
  (no coroutine, no task);
- ``broadcast``: one text for all four, encoded once, ``websockets.broadcast``;
- ``one``: one update, to the next seat only (one send an action);
- ``none`` (``--no-send``): no update; the clients send at the rate ``send`` reached (or
  ``--rate``), each table's seats in turn, and the server only receives and decodes.

Prints ``name value unit`` lines: ``net_floor_<mode>_server_cpu_ms_per_action`` (``send`` also
as ``net_floor_server_cpu_ms_per_action``) and ``_actions_per_s``; ``net_floor_json_ms_per_action``
(the decode and four encodes, in this process, best of five); ``net_floor_send_ms_each`` (one
send: ``send`` less ``none``, over four); the load average.

    python bench/net_floor.py [--tables 100] [--actions 300] [--repeats 3] [--modes send,none]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from net import cpu_s  # noqa: E402

MODES = ["send", "task", "write", "broadcast", "one", "none"]
CARDS = [rank + suit for suit in "bcds" for rank in "A234567FCR"]
RULES = {"starting_lives": 2, "stake": 10, "doctor_fee": 5, "doctor_limit": 3}
NAMES = ("Anna", "Bruno", "Carla", "Dario")
SEATS = [{"name": n, "kind": "remote", "state": "connected"} for n in NAMES]


def dump(message: dict[str, Any]) -> str:
    """Compact JSON, as ``coteccio_gui.net.protocol.dump``."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def act(event: int, seat: int) -> str:
    """A client's action, as the real client writes it."""
    action = {"seat": seat, "play": CARDS[(event * 7 + seat) % 40]}
    return dump({"type": "act", "event": event, "action": action})


def update(table: str, seat: int | None, event: int, turn: int, pad: list[Any]) -> dict[str, Any]:
    """A seat's update after an action (``seat`` None: one for all), the real one's shape."""
    mine = seat if seat is not None else turn
    legal = [{"seat": turn, "play": c} for c in CARDS[mine * 5 : mine * 5 + 3]]
    played = {"kind": "CardPlayed", "seat": (turn - 1) % 4, "card": CARDS[event % 40]}
    return {
        **{"type": "update", "table": table, "game": "coteccio", "seat": seat, "event": event},
        **{"status": "playing", "rules": RULES, "legal": legal if mine == turn else []},
        **{"acting_for": None, "outcome": None, "scores": [2, 2, 2, 2], "view_from": event - 1},
        "seats": SEATS,
        "history": [{"n": event - 1, "scores": [2] * 4, "over": False, "events": [played]}],
        "view_changes": {
            "turn": turn,
            "hand": CARDS[mine * 5 : mine * 5 + 4],
            "hand_sizes": [4, 4, 3, 3],
            "trick": [[(turn - k) % 4, CARDS[(event + k) % 40]] for k in (2, 1)],
            "tricks": pad,
        },
    }


def padding(size: int) -> list[Any]:
    """The ``tricks`` that bring the four seats' updates to ``size`` bytes on average."""
    pad: list[Any] = []
    while sum(len(dump(update("K7QM3D", s, 12, 2, pad))) for s in range(4)) < 4 * size:
        pad.append([len(pad) % 4, CARDS[len(pad) % 40]])
    return pad


# ---- the server (its own process: ``--serve MODE``) ---------------------------------------


async def serve(mode: str, size: int) -> None:
    """Listen on a free loopback port, print it, serve until killed."""
    from websockets import broadcast
    from websockets.asyncio.server import serve as ws_serve

    pad = padding(size)
    tables: dict[str, list[Any]] = {}
    tasks: set[asyncio.Task[None]] = set()

    async def handler(ws: Any) -> None:
        hello = json.loads(await ws.recv())
        seats = tables.setdefault(hello["table"], [None] * 4)
        seats[hello["seat"]] = ws
        await ws.send("{}")
        async for data in ws:
            message = json.loads(data)
            event, turn = message["event"] + 1, (message["action"]["seat"] + 1) % 4
            code = hello["table"]
            if mode == "send":
                for s, peer in enumerate(seats):
                    await peer.send(dump(update(code, s, event, turn, pad)))
            elif mode == "task":
                for s, peer in enumerate(seats):
                    task = asyncio.create_task(peer.send(dump(update(code, s, event, turn, pad))))
                    tasks.add(task)
                    task.add_done_callback(tasks.discard)
            elif mode == "write":
                for s, peer in enumerate(seats):
                    broadcast([peer], dump(update(code, s, event, turn, pad)))
            elif mode == "broadcast":
                broadcast(seats, dump(update(code, None, event, turn, pad)))
            elif mode == "one":
                await seats[turn].send(dump(update(code, turn, event, turn, pad)))

    async with ws_serve(handler, "127.0.0.1", 0, compression=None, ping_interval=None) as server:
        print("listening", server.sockets[0].getsockname()[1], flush=True)
        await asyncio.Future()


# ---- the clients (``--procs`` processes) ---------------------------------------------------


async def _clients(job: dict[str, Any], ready: Any, go: Any) -> dict[str, Any]:
    from websockets.asyncio.client import connect

    url, actions, first = job["url"], job["actions"], job["first"]
    tables: list[list[Any]] = []
    for k in range(job["count"]):
        seats = [await connect(url, compression=None, ping_interval=None) for _ in range(4)]
        for s, ws in enumerate(seats):
            await ws.send(dump({"type": "hello", "table": f"T{first + k}", "seat": s}))
            await ws.recv()
        tables.append(seats)
    ready.set()
    while not go.is_set():
        await asyncio.sleep(0.01)
    sent = [0]

    async def answer(ws: Any, seat: int, done: asyncio.Event) -> None:
        async for data in ws:
            message = json.loads(data)
            if message["event"] >= actions:
                done.set()
            elif message["view_changes"]["turn"] == seat:
                await ws.send(act(message["event"], seat))
                sent[0] += 1

    async def play(seats: list[Any]) -> None:
        done = asyncio.Event()
        readers = [asyncio.create_task(answer(ws, s, done)) for s, ws in enumerate(seats)]
        await seats[0].send(act(0, 0))
        sent[0] += 1
        await done.wait()
        for reader in readers:
            reader.cancel()

    async def paced(k: int, seats: list[Any], begin: float, every: float) -> None:
        for event in range(actions):  # nothing comes back: each seat sends in turn, on time
            await asyncio.sleep(max(0.0, begin + (event + k / job["tables"]) * every - time.time()))
            await seats[event % 4].send(act(event, event % 4))
            sent[0] += 1

    begin = time.perf_counter()
    if job["rate"]:
        every = job["tables"] / job["rate"]
        now = time.time()
        await asyncio.gather(*(paced(first + k, s, now, every) for k, s in enumerate(tables)))
    else:
        await asyncio.gather(*(play(seats) for seats in tables))
    elapsed = time.perf_counter() - begin
    for seats in tables:
        await asyncio.gather(*(ws.close() for ws in seats))
    return {"sent": sent[0], "elapsed": elapsed}


def clients(job: dict[str, Any], ready: Any, go: Any, out: Any) -> None:
    """A client process: seat ``job["count"]`` tables, wait for ``go``, play, report."""
    out.put(asyncio.run(_clients(job, ready, go)))


# ---- the bench -----------------------------------------------------------------------------


def run(args: argparse.Namespace, mode: str, rate: float) -> tuple[float, float]:
    """One run on a fresh server: its CPU ms an action, and actions a second."""
    cmd = [sys.executable, __file__, "--serve", mode, "--update-bytes", str(args.update_bytes)]
    server = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    assert server.stdout is not None
    url = "ws://127.0.0.1:" + server.stdout.readline().split()[1]
    spawn = multiprocessing.get_context("spawn")
    try:
        procs = max(1, min(args.procs, args.tables))
        ready = [spawn.Event() for _ in range(procs)]
        go, out, workers = spawn.Event(), spawn.Queue(), []
        for k in range(procs):
            first = k * args.tables // procs
            count = (k + 1) * args.tables // procs - first
            job = {"url": url, "first": first, "count": count, "actions": args.actions}
            job |= {"rate": (rate or 2000.0) if mode == "none" else 0.0, "tables": args.tables}
            w = spawn.Process(target=clients, args=(job, ready[k], go, out))
            w.start()
            workers.append(w)
        for r in ready:
            while not r.wait(1):
                if not all(w.is_alive() for w in workers):
                    raise SystemExit("a client process failed (its error is above)")
        cpu0 = cpu_s(server.pid)
        go.set()
        results = [out.get() for _ in workers]
        time.sleep(0.5)  # the server reads what is left (an idle server costs nothing)
        cpu = cpu_s(server.pid) - cpu0
        for w in workers:
            w.join()
    finally:
        server.terminate()
        server.wait()
    sent = sum(r["sent"] for r in results)
    return cpu * 1000 / sent, sent / max(r["elapsed"] for r in results)


def json_ms(size: int) -> float:
    """CPU ms of an action's JSON alone: one ``act`` decoded, four seats' updates encoded."""
    pad, text, best = padding(size), act(11, 1), float("inf")
    made = [update("K7QM3D", s, 12, 2, pad) for s in range(4)]
    for _ in range(5):
        t0 = time.process_time()
        for _ in range(2000):
            json.loads(text)
            for message in made:
                dump(message)
        best = min(best, (time.process_time() - t0) / 2000 * 1000)
    return best


def main() -> int:
    """Run the bench; prints ``name value unit`` lines."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tables", type=int, default=100)
    p.add_argument("--actions", type=int, default=300, help="actions a table")
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--procs", type=int, default=4, help="client processes")
    p.add_argument("--modes", default=",".join(MODES), help="of " + ",".join(MODES))
    p.add_argument("--no-send", action="store_true", help="only the mode none")
    p.add_argument("--rate", type=float, default=0.0, help="actions/s of none (default: send's)")
    p.add_argument("--update-bytes", type=int, default=815, help="a seat's update, mean")
    p.add_argument("--serve", choices=MODES, help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.serve:
        asyncio.run(serve(args.serve, args.update_bytes))
        return 0
    modes = ["none"] if args.no_send else args.modes.split(",")
    pad = padding(args.update_bytes)
    sizes = [len(dump(update("K7QM3D", s, 12, 2, pad))) for s in range(4)]
    print(f"net_floor_update_bytes {statistics.mean(sizes):.0f} B")
    print(f"net_floor_act_bytes {len(act(11, 1))} B")
    print(f"net_floor_json_ms_per_action {json_ms(args.update_bytes):.4f} ms", flush=True)
    cpu: dict[str, float] = {}
    rate = args.rate
    for mode in modes:
        runs = [run(args, mode, rate) for _ in range(args.repeats)]
        cpu[mode] = statistics.median(r[0] for r in runs)
        speed = statistics.median(r[1] for r in runs)
        rate = rate or (speed if mode == "send" else 0.0)
        name = f"net_floor_{mode}_server_cpu_ms_per_action"
        print(f"{name} {cpu[mode]:.3f} ms", flush=True)
        print(f"{name}_min {min(r[0] for r in runs):.3f} ms")
        print(f"{name}_max {max(r[0] for r in runs):.3f} ms")
        print(f"net_floor_{mode}_actions_per_s {speed:.0f} actions/s", flush=True)
    if "send" in cpu:
        print(f"net_floor_server_cpu_ms_per_action {cpu['send']:.3f} ms")
        if "none" in cpu:
            print(f"net_floor_send_ms_each {(cpu['send'] - cpu['none']) / 4:.4f} ms")
    print(f"net_floor_load_avg_1m {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

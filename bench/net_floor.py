"""The floor under ``coteccio serve``'s CPU per action: a bare websockets server, no game.

Issue 47 asks for 0.4 ms of server CPU an action (full speed, 100 tables). This measures what
the library and Python cost alone, on traffic shaped like the real one: a websockets (asyncio)
server on loopback in its own process, no game, store or checks; ``--tables`` tables of four
connections from ``--procs`` client processes. An action: a client sends an ``act`` of the real
shape (57 bytes); the server decodes it and sends each of the four seats its update, a dict of
the real update's shape (views as changes) encoded per seat, ``--update-bytes`` long (815: the
mean of ``Presence._update_text`` over Coteccio matches of two lives, as in ``bench/net_table.py``).
The seat whose turn is next answers at once; ``--actions`` a table. Server CPU from ``/proc``
over the actions; each mode (``--modes``) run ``--repeats`` times on a fresh server, medians:

- ``send``: ``await ws.send(text)`` for each seat in turn;
- ``task``: each send a task of its own, as ``coteccio serve`` does (``Presence._send``);
- ``write``: each seat's text written at once by ``websockets.broadcast([ws], text)``;
- ``broadcast``: one text for the four, encoded once, ``websockets.broadcast``;
- ``one``: one update an action, to the next seat only;
- ``none`` (``--no-send``): no update; the clients send at the rate ``send`` reached (or
  ``--rate``), the seats in turn, and the server only receives and decodes;
- ``picows``, ``picows1`` (asked for; need picows): ``send``, ``broadcast`` on picows (Cython).

Prints ``net_floor_<mode>_server_cpu_ms_per_action`` (``_min``, ``_max``, ``_actions_per_s``),
``net_floor_json_ms_per_action`` (one decode, four encodes, in this process), and
``net_floor_send_ms_each`` (``send`` less ``none``, over 4). ``--uvloop``: the server on uvloop.

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

MODES = ["send", "task", "write", "broadcast", "one", "none"]
PICOWS = MODES + ["picows", "picows1"]
CARDS = [rank + suit for suit in "bcds" for rank in "A234567FCR"]
RULES = {"starting_lives": 2, "stake": 10, "doctor_fee": 5, "doctor_limit": 3}
NAMES = ("Anna", "Bruno", "Carla", "Dario")
SEATS = [{"name": n, "kind": "remote", "state": "connected"} for n in NAMES]


def cpu_s(pid: int) -> float:
    """The CPU time a process has used (Linux), as in ``bench/net.py``."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


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
        "view_changes": {"turn": turn, "hand": CARDS[mine * 5 : mine * 5 + 4], "tricks": pad}
        | {"hand_sizes": [4, 4, 3, 3], "trick": [[(turn - 2) % 4, "Rd"], [(turn - 1) % 4, "Fd"]]},
    }


def padding(size: int) -> list[Any]:
    """The ``tricks`` that bring the four seats' updates to ``size`` bytes on average."""
    pad: list[Any] = []
    while sum(len(dump(update("K7QM3D", s, 12, 2, pad))) for s in range(4)) < 4 * size:
        pad.append([len(pad) % 4, CARDS[len(pad) % 40]])
    return pad


async def serve_picows(pad: list[Any], shared: bool) -> Any:
    """``send`` (or with ``shared``, ``broadcast``) on picows (Cython) in place of websockets."""
    from picows import WSListener, WSMsgType, ws_create_server

    tables: dict[str, list[Any]] = {}

    class Seat(WSListener):  # type: ignore[misc]
        code = ""

        def on_ws_frame(self, transport: Any, frame: Any) -> None:
            if frame.msg_type != WSMsgType.TEXT:
                return transport.disconnect()  # type: ignore[no-any-return]
            message = json.loads(frame.get_payload_as_bytes())
            if not self.code:
                self.code = message["table"]
                tables.setdefault(self.code, [None] * 4)[message["seat"]] = transport
                return transport.send(WSMsgType.TEXT, b"{}")  # type: ignore[no-any-return]
            event, turn = message["event"] + 1, (message["action"]["seat"] + 1) % 4
            one = dump(update(self.code, None, event, turn, pad)) if shared else ""
            for s, peer in enumerate(tables[self.code]):
                text = one or dump(update(self.code, s, event, turn, pad))
                peer.send(WSMsgType.TEXT, text.encode())

    return await ws_create_server(lambda _: Seat(), "127.0.0.1", 0)


async def serve(mode: str, size: int) -> None:
    """Listen on a free loopback port, print it, serve until killed."""
    from websockets import broadcast
    from websockets.asyncio.server import serve as ws_serve

    pad = padding(size)
    tables: dict[str, list[Any]] = {}
    tasks: set[asyncio.Task[None]] = set()

    async def handler(ws: Any) -> None:
        hello = json.loads(await ws.recv())
        (seats := tables.setdefault(hello["table"], [None] * 4))[hello["seat"]] = ws
        await ws.send("{}")
        async for data in ws:
            message = json.loads(data)
            event, turn = message["event"] + 1, (message["action"]["seat"] + 1) % 4
            texts = (dump(update(hello["table"], s, event, turn, pad)) for s in range(4))
            if mode == "send":
                for peer, text in zip(seats, texts, strict=True):
                    await peer.send(text)
            elif mode == "task":
                for peer, text in zip(seats, texts, strict=True):
                    tasks.add(task := asyncio.create_task(peer.send(text)))
                    task.add_done_callback(tasks.discard)
            elif mode == "write":
                for peer, text in zip(seats, texts, strict=True):
                    broadcast([peer], text)
            elif mode == "broadcast":
                broadcast(seats, dump(update(hello["table"], None, event, turn, pad)))
            elif mode == "one":
                await seats[turn].send(dump(update(hello["table"], turn, event, turn, pad)))

    if mode.startswith("picows"):
        server = await serve_picows(pad, mode == "picows1")
    else:
        server = await ws_serve(handler, "127.0.0.1", 0, compression=None, ping_interval=None)
    print("listening", server.sockets[0].getsockname()[1], flush=True)
    await asyncio.Future()


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
    await asyncio.to_thread(go.wait)
    sent = [0]  # acts sent

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
        _ = [reader.cancel() for reader in readers]

    async def paced(k: int, seats: list[Any], begin: float) -> None:
        every = job["tables"] / job["rate"]
        for event in range(actions):  # nothing comes back: each seat sends in turn, on time
            due = begin + (event + k / job["tables"]) * every
            await asyncio.sleep(max(0.0, due - time.perf_counter()))
            await seats[event % 4].send(act(event, event % 4))
            sent[0] += 1

    begin = time.perf_counter()
    await asyncio.gather(
        *(paced(first + k, s, begin) if job["rate"] else play(s) for k, s in enumerate(tables))
    )
    elapsed = time.perf_counter() - begin
    await asyncio.gather(*(ws.close() for seats in tables for ws in seats))
    return {"sent": sent[0], "elapsed": elapsed}


def clients(job: dict[str, Any], ready: Any, go: Any, out: Any) -> None:
    """A client process: seat ``job["count"]`` tables, wait for ``go``, play, report."""
    out.put(asyncio.run(_clients(job, ready, go)))


def run(args: argparse.Namespace, mode: str, rate: float) -> tuple[float, float]:
    """One run on a fresh server: its CPU ms an action, and actions a second."""
    cmd = [sys.executable, __file__, "--serve", mode, "--update-bytes", str(args.update_bytes)]
    cmd += ["--uvloop"] if args.uvloop else []
    server = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    url = "ws://127.0.0.1:" + server.stdout.readline().split()[1]  # type: ignore[union-attr]
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
            workers.append(spawn.Process(target=clients, args=(job, ready[k], go, out)))
            workers[-1].start()
        for r in ready:
            while not r.wait(1):
                if not all(w.is_alive() for w in workers):
                    raise SystemExit("a client process failed (its error is above)")
        cpu0, _ = cpu_s(server.pid), go.set()
        results = [out.get() for _ in workers]
        time.sleep(0.5)  # the server reads what is left (an idle server costs nothing)
        cpu = cpu_s(server.pid) - cpu0
        _ = [w.join() for w in workers]
    finally:
        server.terminate()
        server.wait()
    sent = sum(r["sent"] for r in results)  # the actions
    return cpu * 1000 / sent, sent / max(r["elapsed"] for r in results)


def json_ms(size: int) -> float:
    """CPU ms of an action's JSON alone: one ``act`` decoded, four seats' updates encoded."""
    pad, text, best = padding(size), act(11, 1), float("inf")
    made = [update("K7QM3D", s, 12, 2, pad) for s in range(4)]
    for _ in range(5):
        t0 = time.process_time()
        for _ in range(2000):
            _ = json.loads(text), [dump(message) for message in made]
        best = min(best, (time.process_time() - t0) / 2000 * 1000)
    return best


def main() -> int:
    """Run the bench; prints ``name value unit`` lines."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tables", type=int, default=100)
    p.add_argument("--actions", type=int, default=300, help="actions a table")
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--procs", type=int, default=4, help="client processes")
    p.add_argument("--modes", default=",".join(MODES), help="of " + ",".join(PICOWS))
    p.add_argument("--no-send", action="store_true", help="only the mode none")
    p.add_argument("--rate", type=float, default=0.0, help="actions/s of none (default: send's)")
    p.add_argument("--update-bytes", type=int, default=815, help="a seat's update, mean")
    p.add_argument("--uvloop", action="store_true", help="the server on uvloop's event loop")
    p.add_argument("--serve", choices=PICOWS, help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.serve:
        _ = args.uvloop and __import__("uvloop").install()
        asyncio.run(serve(args.serve, args.update_bytes))
        return 0
    modes = ["none"] if args.no_send else args.modes.split(",")
    sizes = [len(dump(update("K7QM3D", s, 12, 2, padding(args.update_bytes)))) for s in range(4)]
    print(f"net_floor_update_bytes {statistics.mean(sizes):.0f} B")
    print(f"net_floor_act_bytes {len(act(11, 1))} B")
    print(f"net_floor_json_ms_per_action {json_ms(args.update_bytes):.4f} ms", flush=True)
    cpu: dict[str, float] = {}
    rate = args.rate
    for mode in modes:
        runs = sorted(run(args, mode, rate) for _ in range(args.repeats))
        cpu[mode] = statistics.median(r[0] for r in runs)
        speed = statistics.median(r[1] for r in runs)
        rate = rate or (speed if mode == "send" else 0.0)
        for tag, value in (("", cpu[mode]), ("_min", runs[0][0]), ("_max", runs[-1][0])):
            print(f"net_floor_{mode}_server_cpu_ms_per_action{tag} {value:.3f} ms")
            if mode == "send" and not tag:
                print(f"net_floor_server_cpu_ms_per_action {value:.3f} ms")
        print(f"net_floor_{mode}_actions_per_s {speed:.0f} actions/s", flush=True)
    if "send" in cpu and "none" in cpu:
        print(f"net_floor_send_ms_each {(cpu['send'] - cpu['none']) / 4:.4f} ms")
    print(f"net_floor_load_avg_1m {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

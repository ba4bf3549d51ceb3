"""Network tables under load: one ``coteccio serve``, many tables of four scripted clients.

Starts ``coteccio serve`` on loopback (its own folder, fsync on as for a real club unless
``--no-fsync``), and in ``--procs`` client processes apart from it (``bench/net_clients.py``)
opens ``--tables`` tables of Coteccio, four remote people each (a host and three guests, every
one on its own WebSocket), starts them all and lets every client answer its turn with a random
legal action: at once (``--pace full``, until every match is over) or as a person would, a
random 0.5–3 s after its turn comes (``--pace human``, for ``--seconds``). Prints ``name value
unit`` lines:

- ``net_actions_per_s``: record events the server applied per second (actions and deals);
- ``net_action_to_all_ms_p50`` / ``_p95``: from a client sending its action to the moment the
  last of the table's four clients holds the update that shows it;
- ``net_server_cpu_ms_per_action``: the server's CPU time per record event;
- ``net_memory_per_table_kb``: the server's resident memory grown per table (connections,
  matches and their histories), and ``net_server_rss_mb``;
- ``net_load_avg_1m``: the machine's load average at the end (how shared the cores were).

``--abuse`` runs the same twice: alone, then beside a bad neighbour (1,000 wrong codes a second
from 127.0.0.2, and 40 tables of four expert Tressette computers opened from 127.0.0.3, started
and left), and prints the second run's figures as ``net_abuse_*`` with the change of the p95 and the
neighbour's own CPU (``net_abuse_neighbour_cpu_s``: on one machine its CPU is taken from the
server's and the clients'). ``--rounds N`` alternates the two runs N times and prints each
figure's median (the p95 of one run of a minute swings by a third on a shared machine).
``--root DIR`` runs the server of another checkout (the figures before a change).

    python bench/net.py [--tables 100] [--pace full|human] [--seconds 60] [--abuse [--rounds N]]
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

import net_clients  # noqa: E402

UNITS = {
    "tables": "tables",
    "actions": "actions",
    "actions_per_s": "actions/s",
    "action_to_all_ms_p50": "ms",
    "action_to_all_ms_p95": "ms",
    "server_cpu_ms_per_action": "ms",
    "memory_per_table_kb": "kB",
    "server_rss_mb": "MB",
    "server_cpu_s": "s",
    "clients_cpu_s": "s",
    "elapsed_s": "s",
    "load_avg_1m": "",
    "wrong_codes_per_s": "tries/s",
    "wrong_codes_answered": "answers",
    "computer_tables": "tables",
    "neighbour_cpu_s": "s",
    "p95_change_pct": "%",
}


def rss_kb(pid: int) -> int:
    """The resident memory of a process (Linux)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def cpu_s(pid: int) -> float:
    """The CPU time a process has used (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (nearest rank)."""
    ordered = sorted(values) or [0.0]
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def start_server(root: Path, folder: str, fsync: bool) -> subprocess.Popen[str]:
    """``coteccio serve`` of the checkout at ``root``, its limits lifted for one address."""
    env = {**os.environ, "PYTHONPATH": str(root)}
    cmd = [sys.executable, "-m", "coteccio_gui", "serve", "--host", "127.0.0.1", "--port", "0"]
    cmd += ["--folder", folder, "--rate", "100000"] + ([] if fsync else ["--no-fsync"])
    usage = subprocess.run(cmd[:4] + ["--help"], capture_output=True, text=True, env=env, cwd=root)
    usage = usage.stdout
    if "--per-address" in usage:  # every bench client comes from 127.0.0.1
        cmd += ["--per-address", "100000", "--opens-per-address", "100000"]
        cmd += ["--connections", "100000", "--tables", "100000"]
    server = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=env, cwd=root)
    assert server.stdout is not None
    line = server.stdout.readline()
    server.url = "ws://127.0.0.1:" + line.rsplit(":", 1)[1].strip()  # type: ignore[attr-defined]
    return server


def run(args: argparse.Namespace, abuse: bool) -> dict[str, Any]:
    """One run against a fresh server: the figures."""
    spawn = multiprocessing.get_context("spawn")
    with tempfile.TemporaryDirectory(prefix="coteccio-bench-net-") as folder:
        server = start_server(Path(args.root).resolve(), folder, not args.no_fsync)
        pid, url = server.pid, server.url  # type: ignore[attr-defined]
        try:
            base = rss_kb(pid)
            procs = max(1, min(args.procs, args.tables))
            ready = [spawn.Event() for _ in range(procs)]
            go, out = spawn.Event(), spawn.Queue()
            seconds = args.seconds if args.pace == "human" else 10**6
            workers = []
            for k in range(procs):
                first = k * args.tables // procs
                count = (k + 1) * args.tables // procs - first
                job = {"url": url, "first": first, "count": count, "lives": args.lives}
                job |= {"seconds": seconds, "human": args.pace == "human"}
                w = spawn.Process(target=net_clients.people, args=(job, ready[k], go, out))
                w.start()
                workers.append(w)
            for r in ready:
                while not r.wait(1):
                    if not all(w.is_alive() for w in workers):
                        raise SystemExit("a client process failed (its error is above)")
            bad = None
            if abuse:
                job = {"url": url, "seconds": args.seconds, "computer_tables": 40}
                job["wrong_per_s"] = 1000.0
                bad_out = spawn.Queue()
                bad = spawn.Process(target=net_clients.abuser, args=(job, bad_out))
                bad.start()
            cpu0 = cpu_s(pid)
            go.set()
            results = [out.get() for _ in workers]
            cpu = cpu_s(pid) - cpu0
            rss = rss_kb(pid)
            load = os.getloadavg()[0]
            bad_result = bad_out.get() if bad is not None else None
            for w in workers + ([bad] if bad else []):
                w.join()
        finally:
            server.terminate()
            server.wait()
    latencies = [x for r in results for x in r["latencies"]]
    events = sum(r["events"] for r in results)
    elapsed = max(r["elapsed"] for r in results)
    figures: dict[str, Any] = {
        "tables": args.tables,
        "actions": events,
        "actions_per_s": events / elapsed,
        "action_to_all_ms_p50": percentile(latencies, 0.50),
        "action_to_all_ms_p95": percentile(latencies, 0.95),
        "server_cpu_ms_per_action": cpu * 1000 / max(1, events),
        "memory_per_table_kb": (rss - base) / args.tables,
        "server_rss_mb": rss / 1024,
        "server_cpu_s": cpu,
        "clients_cpu_s": sum(r["cpu"] for r in results),
        "elapsed_s": elapsed,
        "load_avg_1m": load,
    }
    if bad_result is not None:
        figures["wrong_codes_per_s"] = bad_result["tries"] / max(1e-9, bad_result["s"])
        figures["wrong_codes_answered"] = bad_result["answers"]
        figures["computer_tables"] = bad_result["opened"]
        figures["neighbour_cpu_s"] = bad_result["cpu"]
    return figures


def show(prefix: str, figures: dict[str, Any]) -> None:
    """Print ``name value unit`` lines."""
    for name, value in figures.items():
        text = f"{value:.3f}" if isinstance(value, float) else str(value)
        print(f"{prefix}{name} {text} {UNITS[name]}".rstrip(), flush=True)


def main() -> int:
    """Run the bench; prints ``name value unit`` lines."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tables", type=int, default=100)
    p.add_argument("--lives", type=int, default=2, help="Coteccio's starting lives")
    p.add_argument("--pace", choices=["full", "human"], default="full")
    p.add_argument("--seconds", type=float, default=60.0, help="how long a human-pace run lasts")
    p.add_argument("--procs", type=int, default=4, help="client processes")
    p.add_argument("--abuse", action="store_true", help="again beside a bad neighbour")
    p.add_argument("--root", default=str(ROOT.parent), help="the checkout whose server runs")
    p.add_argument("--no-fsync", action="store_true")
    p.add_argument("--rounds", type=int, default=1, help="with --abuse: alone and beside, N times")
    args = p.parse_args()
    alone, beside = [], []
    for k in range(max(1, args.rounds) if args.abuse else 1):
        if k:
            time.sleep(2)
        alone.append(run(args, abuse=False))
        if args.abuse:
            time.sleep(2)
            beside.append(run(args, abuse=True))
    first = median_figures(alone)
    show("net_", first)
    if beside:
        second = median_figures(beside)
        base = first["action_to_all_ms_p95"]
        second["p95_change_pct"] = (second["action_to_all_ms_p95"] - base) * 100 / max(base, 1e-9)
        show("net_abuse_", second)
    return 0


def median_figures(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Each figure's median over the runs (the run itself when there is one)."""
    return {name: statistics.median(r[name] for r in runs) for name in runs[0]}


if __name__ == "__main__":
    sys.exit(main())

"""bench/net.py still runs: two tables, a whole match each (no figure is asserted)."""

from __future__ import annotations

import subprocess
import sys

from tests.net.support import ROOT


def test_the_network_bench_plays_its_tables_and_prints_its_figures() -> None:
    proc = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "net.py"), "--tables", "2", "--lives", "1"]
        + ["--no-fsync"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    figures = dict(line.split(" ", 1) for line in proc.stdout.splitlines())
    assert figures["net_tables"] == "2 tables"
    assert int(figures["net_actions"].split()[0]) > 20
    for name in ("net_actions_per_s", "net_action_to_all_ms_p95", "net_memory_per_table_kb"):
        assert float(figures[name].split()[0]) > 0, name


def test_the_table_bench_plays_a_match_and_prints_its_figures() -> None:
    proc = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "net_table.py"), "--matches", "1", "--lives", "1"]
        + ["--repeats", "1"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    figures = dict(line.split(" ", 1) for line in proc.stdout.splitlines())
    assert int(figures["net_table_actions"].split()[0]) > 20
    for name in ("us_per_action", "us_per_action_first", "us_per_action_last", "update_bytes"):
        assert float(figures[f"net_table_{name}"].split()[0]) > 0, name

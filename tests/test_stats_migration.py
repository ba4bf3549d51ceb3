"""``stats.json`` of version 1 (Coteccio's rows at the top, the other games under ``games``)
is read into version 2 (every game under ``games``) with every figure kept, the ledger and the
moves taken back too; counting goes on in version 2. A match counts the same in both."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from coteccio_gui.game_stats import PAID, WON
from coteccio_gui.games.coteccio import HouseRules, Match
from coteccio_gui.record import dumps_record
from coteccio_gui.stats import STATS, VERSION, Stats, Who, count_match, load_stats, parse_stats
from tests.stats_support import counted_matches, finish, two_capottos
from tests.ui.sheet_support import played

V1 = Path(__file__).parent / "data" / "stats-v1.json"
"""Written by the version-1 code from ``counted_matches()`` (see ``tests/stats_support.py``)."""


def _v1() -> dict:
    return json.loads(V1.read_text("utf-8"))


def _every_figure(stats: Stats) -> dict:
    """Every figure of ``stats``, version 1's way: the first game's rows by person and by
    computer with each counter (0 when absent), its ledger, the other games' rows."""
    old = _v1()
    figures: dict = {"players": {}, "computers": {}}
    for who, row in stats.games["coteccio"].items():
        values = {k: row.count(k) for k in next(iter(old["players"].values()))}
        values |= {"matches": row.matches, "wins": row.wins}
        if who.level is None:
            figures["players"][who.name] = values
        else:
            figures["computers"].setdefault(who.level, {})[who.name] = values
    figures["ledger"] = [
        {"when": e.when, "paid": e.paid, "winner": e.winners[0], "pool": e.pool,
         "computers": e.computers}
        for e in stats.ledger("coteccio") if len(e.winners) == 1
    ]  # fmt: skip
    figures["games"] = {
        game: [{"name": w.name, "level": w.level, **r.to_dict()} for w, r in rows.items()]
        for game, rows in stats.games.items()
        if game != "coteccio"
    }
    figures["counted"] = stats.counted
    return figures


def test_every_figure_of_a_version_1_file_survives(tmp_path):
    shutil.copy(V1, tmp_path / STATS)
    stats, message = load_stats(tmp_path)
    assert message == ""
    old = _v1()
    assert old["version"] == 1 and old["players"]["Anna"]["undone"] == 2  # the file as written
    new = _every_figure(stats)
    for part in ("players", "computers", "ledger", "games", "counted"):
        assert new[part] == old[part], part
    row = stats.games["coteccio"][Who("Carla", "normal")]
    assert (row.count(PAID), row.count(WON), row.balance) == (20, 85, 65)
    assert stats.has_pool("coteccio") and not stats.has_pool("tressette")


def test_counting_on_writes_version_2_and_keeps_the_old_figures(tmp_path):
    shutil.copy(V1, tmp_path / STATS)
    m = finish(Match(2, HouseRules(starting_lives=1), 1), 5)
    count_match(tmp_path, ["Anna", "Zeno"], m, dumps_record(["Anna", "Zeno"], m))
    written = json.loads((tmp_path / STATS).read_text("utf-8"))
    assert written["version"] == VERSION == 2 and set(written) == {"format", "version", "games",
                                                                    "counted"}  # fmt: skip
    assert set(written["games"]["coteccio"]) == {"players", "ledger"}
    stats = load_stats(tmp_path)[0]
    assert len(stats.ledger("coteccio")) == len(_v1()["ledger"]) + 1
    anna = stats.games["coteccio"][Who("Anna")]
    assert (anna.matches, anna.count("undone")) == (_v1()["players"]["Anna"]["matches"] + 1, 2)
    zeno = stats.games["coteccio"][Who("Zeno")]
    assert zeno.count(PAID) == 10 and zeno.matches == 1
    before = _every_figure(parse_stats(V1.read_text("utf-8")))
    assert _every_figure(stats)["games"] == before["games"]  # the other games untouched


def test_a_match_counts_the_same_as_version_1_counted_it():
    stats = Stats()
    for c in counted_matches():
        assert stats.add(c.players, c.match, c.key(), c.when, c.kinds, c.undone)
    assert _every_figure(stats) == _every_figure(parse_stats(V1.read_text("utf-8")))


def test_only_a_pool_someone_paid_into_counts_chips_and_goes_in_the_ledger():
    stats = Stats()
    free = finish(Match(3, HouseRules(stake=0, doctor_limit=0), 0), 2)  # no stake: no pool
    stats.add(["Anna", "Bruno", "Carla"], free, "free")
    tressette = played("tressette", 4, seed=3, hands=99)  # its pool: stakes won, not paid in
    assert tressette.outcome() is not None and tressette.outcome().pool > 0
    stats.add(["Anna", "Bruno", "Carla", "Dario"], tressette, "tressette")
    for game in ("coteccio", "tressette"):
        assert stats.played(game) and not stats.has_pool(game) and stats.ledger(game) == []
        assert all(PAID not in r.counts and WON not in r.counts for _w, r in stats.ranking(game))
    paid = two_capottos()
    stats.add(["Anna", "Bruno"], paid, "paid")
    assert stats.has_pool("coteccio") and [e.pool for e in stats.ledger("coteccio")] == [20]


@pytest.mark.parametrize(
    "content, says",
    [
        ('{"format": "coteccio-stats", "version": 2, "games": {"coteccio": []}}',
         "the statistics of 'coteccio' are not readable"),
        ('{"format": "coteccio-stats", "version": 2, "games": {"coteccio": {"ledger": [{}]}}}',
         "ledger entry 0 is not readable"),
        ('{"format": "coteccio-stats", "version": true}', "unknown version True"),
        ('{"format": "coteccio-stats", "version": 1, "ledger": [{"when": "x", "paid": {},'
         ' "winners": ["A"], "pool": 1}]}', "ledger entry 0 is not readable"),
    ],
)  # fmt: skip
def test_a_file_of_either_version_that_is_wrong_is_moved_aside(tmp_path, content, says):
    (tmp_path / STATS).write_text(content, "utf-8")
    stats, message = load_stats(tmp_path)
    assert stats.games == {} and says in message
    assert len(list(tmp_path.glob("stats.broken-*.json"))) == 1

"""Coteccio records replay exactly as they did before the game interface came in.

``tests/data/replay-corpus.json.gz`` was written by the code of commit 28bf7d0 (before any
other game existed): 108 records of random legal matches of 2–7 players, whole and cut
short, with the state ``coteccio replay`` printed for each, and 36 records with one event
broken, with the one-line error it gave. The same records must give the same answers now.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from coteccio_gui.record import RecordError, dumps_record, read_record
from coteccio_gui.replay import state_dict

CORPUS = json.loads(
    gzip.decompress((Path(__file__).parent / "data" / "replay-corpus.json.gz").read_bytes())
)


def test_the_corpus_covers_every_size_and_outcome():
    players = {len(item["record"]["players"]) for item in CORPUS["valid"]}
    statuses = {item["state"]["status"] for item in CORPUS["valid"]}
    assert players == set(range(2, 8))
    assert statuses == {"playing", "finished"}
    assert all(item["error"] for item in CORPUS["broken"])


@pytest.mark.parametrize(
    "item", CORPUS["valid"], ids=lambda item: str(len(item["record"]["events"]))
)
def test_every_record_replays_to_the_same_state(item):
    record = read_record(json.dumps(item["record"]))
    assert state_dict(record.match) == item["state"]
    # and writing it again gives the same record, without a "game" key
    again = json.loads(dumps_record(record.players, record.match, record.meta))
    assert "game" not in again
    assert again == {k: v for k, v in item["record"].items() if k != "meta"}


@pytest.mark.parametrize("item", CORPUS["broken"], ids=lambda item: item["error"][:20])
def test_every_broken_record_is_refused_with_the_same_line(item):
    with pytest.raises(RecordError) as refused:
        read_record(json.dumps(item["record"]))
    assert str(refused.value) == item["error"]

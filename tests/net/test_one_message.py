"""No single message from one connection makes the server refuse another connection's valid
message: for any message hypothesis makes (of every type, any fields, any text — lone
surrogates, controls, bidi and zero-width characters — with the real table's code or not, or
not JSON at all), sent by a stranger from its own address, the honest people of that table
still sit, start and are sent their updates, and a newcomer still looks at the table."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.sync.client import ClientConnection, connect

from coteccio_gui.net.limits import Limits
from coteccio_gui.net.threaded import ServerThread
from tests.net.support import setup

CODE = "<code>"
"""Stands for the table's real code in a message made before the table exists."""
TEXT = st.text(st.characters(codec=None, categories=None), max_size=12) | st.sampled_from(
    ["\ud800", "x\udfff", "\u202eA", "\u200b", "A\x00", "\n", "Bruno", CODE, "remote", "human"]
)
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 2**70) | st.floats() | TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4),
    max_leaves=12,
)
KEYS = ["type", "table", "seat", "name", "token", "last", "event", "action", "game", "players"]
KEYS += ["seats", "rules", "away_level", "host_token"]
MESSAGES = st.fixed_dictionaries(
    {"type": st.sampled_from(["open", "look", "join", "hello", "start", "act"]) | TEXT},
    optional={k: VALUES | st.just(CODE) | st.integers(0, 3) for k in KEYS[1:]},
)

NAMES = TEXT | st.sampled_from(["\ud800x", "Eve\u202e", "E\u200bve", "Eve\n", "\x00"])
NEAR_VALID = st.one_of(  # the protocol's shapes and types, the values anything
    st.fixed_dictionaries(
        {"type": st.just("join"), "table": st.just(CODE), "seat": st.integers(0, 3), "name": NAMES}
    ),
    st.fixed_dictionaries({"type": st.just("look"), "table": st.just(CODE) | TEXT}),
    st.fixed_dictionaries(
        {"type": st.just("hello"), "table": st.just(CODE), "token": TEXT, "last": st.integers()}
    ),
    st.fixed_dictionaries(
        {
            "type": st.just("open"),
            "game": st.sampled_from(["coteccio", "coch"]) | TEXT,
            "players": st.lists(NAMES, min_size=2, max_size=4),
            "seats": st.lists(st.sampled_from(["human", "remote", "easy"]), min_size=2, max_size=4),
        }
    ),
    st.fixed_dictionaries({"type": st.just("act"), "event": st.integers(), "action": VALUES}),
)


def frame(message: Any, code: str) -> str:
    """The message as text, the real code put in (``\\ud800`` escapes kept as JSON has them)."""
    return json.dumps(message).replace(json.dumps(CODE)[1:-1], code)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    # the stranger's own address is never held up here (test_limits.py tests that): each
    # example starts from a stranger that may still sit down
    limits = Limits(durable=False, rate=10_000.0, burst=10_000.0, opens_per_address=100_000)
    limits.wrong_free = limits.wrong_secrets = 10**9
    thread = ServerThread(tmp_path_factory.mktemp("one-message"), limits)
    port = thread.start(0, "127.0.0.1")
    yield f"ws://127.0.0.1:{port}"
    thread.stop()


def ask(ws: ClientConnection, message: dict[str, Any], want: str) -> dict[str, Any]:
    """Send a message and read until an answer of type ``want`` (an error fails the test)."""
    ws.send(json.dumps(message))
    while True:
        answer = json.loads(ws.recv(timeout=30))
        assert answer["type"] != "error", (message, answer)
        if answer["type"] == want:
            return answer


def until(ws: ClientConnection, check: Any) -> dict[str, Any]:
    while True:
        answer = json.loads(ws.recv(timeout=30))
        assert answer["type"] != "error", answer
        if check(answer):
            return answer


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    messages=st.lists(
        (MESSAGES | NEAR_VALID).map(lambda m: ("json", m))
        | st.binary(max_size=40).map(lambda b: ("raw", b)),
        min_size=1,
        max_size=1,
    ),
    seated=st.booleans(),
)
def test_no_message_of_one_connection_stops_another(
    server: str, messages: list[tuple[str, Any]], seated: bool
) -> None:
    with connect(server) as host:
        invitation = setup("coteccio", guests=2)
        opened = ask(host, {"type": "open", **invitation}, "opened")
        code = opened["table"]
        token, host_token = opened["tokens"]["0"], opened["host_token"]
        hello = {"type": "hello", "table": code, "token": token, "last": 0}
        ask(host, {**hello, "host_token": host_token}, "update")
        # the stranger comes from an address of its own (its wrong codes are its own)
        with connect(server, source_address=("127.0.0.2", 0)) as stranger:
            if seated:  # it may sit at the table first, as a guest who turns bad
                ask(stranger, {"type": "join", "table": code, "seat": 2, "name": "Eve"}, "welcome")
            for kind, message in messages:
                stranger.send(message if kind == "raw" else frame(message, code))
                try:
                    stranger.recv(timeout=2)  # whatever it is answered, if anything
                except TimeoutError:
                    pass
                except Exception:  # shown the door: that is its own business
                    break
            # the table's honest people carry on
            with connect(server) as guest, connect(server) as newcomer:
                seen = ask(newcomer, {"type": "look", "table": code}, "table")
                assert seen["seats"][0]["name"] == "Anna"
                assert seen["status"] == "waiting"  # only the host starts
                assert seen["free"], seen  # the stranger holds one seat at most
                seat = seen["free"][0]
                ask(
                    guest, {"type": "join", "table": code, "seat": seat, "name": "Bruno"}, "welcome"
                )
                host.send(json.dumps({"type": "start"}))
                until(host, lambda m: m["type"] == "update" and m["status"] == "playing")
                until(guest, lambda m: m["type"] == "update" and m["status"] == "playing")

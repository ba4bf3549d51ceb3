"""The host's program closed mid-match and started again: the title offers to host the saved
table again, the guest's window comes back by itself, and the match goes on to its end."""

from __future__ import annotations

import random
import socket
from pathlib import Path

import pytest

from coteccio_gui.ui.net.seat_source import NetSource
from coteccio_gui.ui.pilot import Pilot
from tests.ui.net_support import (
    at_table,
    host_and_join,
    person_acts,
    pilot,
    play_by_clicks,
    press,
    settled,
    table_of,
    texts,
    until,
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def says_over(p: Pilot) -> bool:
    """Whether the window says the match is over (its final standings, the way back to the
    title); else its person reads on (a hand's summary still shown is closed, as a person
    would)."""
    shown = texts(p)
    if "Final standings" in shown and "Back to the title" in shown:
        return True
    if settled(p):
        person_acts(p, random.Random(0))
    return False


def test_the_host_comes_back_to_its_table_and_the_guest_reconnects_by_itself(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("coteccio_gui.ui.net.session.PORT", free_port())
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")
    again = pilot(tmp_path / "host")
    try:
        host_and_join(host, guest, "coteccio", 3)
        first = table_of(host).source.session
        until([host, guest], lambda: bool(first.client.client.history))
        event = first.state["event"]
        first.close()  # the host's program ends: its server goes, the table's file stays
        seat = table_of(guest).source
        until([guest], lambda: not seat.client.connected)

        again.start(again.app.nav.make("title"))
        assert "Host your table again" in texts(again)
        press(again, "Host your table again")
        until([again, guest], lambda: at_table(again))
        table = table_of(again)
        assert type(again.top).__name__ == "TableScene" and isinstance(table.source, NetSource)
        hosted = table.source.session
        assert hosted.state["event"] >= event and hosted.code == first.code
        assert table_of(guest).source is seat  # the guest's window stayed at its table
        until([again, guest], lambda: seat.client.synced)
        until([again, guest], lambda: hosted.state["seats"][1]["state"] == "connected")
        play_by_clicks(again, guest, seed=5)
        until([again, guest], lambda: says_over(guest))
        again.app.replace(again.app.nav.make("title"))
        assert "Host your table again" not in texts(again)  # a finished table is not offered
    finally:
        for p in (host, guest, again):
            p.app.replace(p.app.nav.make("title"))


def test_a_guest_whose_program_closed_sits_again_at_its_seat_from_the_title(
    tmp_path: Path,
) -> None:
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")
    again = pilot(tmp_path / "guest")
    try:
        host_and_join(host, guest, "coteccio", 3)
        table_of(guest).source.session.close()  # the guest's program ends; the seat is kept
        seats = lambda: table_of(host).source.session.state["seats"]  # noqa: E731
        until([host], lambda: seats()[1]["state"] != "connected")

        again.start(again.app.nav.make("title"))
        assert "Back to your table" in texts(again)
        press(again, "Back to your table")
        until([host, again], lambda: at_table(again))
        table = table_of(again)
        assert type(again.top).__name__ == "TableScene" and isinstance(table.source, NetSource)
        assert table.source.session.state["seat"] == 1 and table.source.seat == 1
        until([host, again], lambda: seats()[1]["state"] == "connected")
        play_by_clicks(host, again, seed=2)
        again.app.replace(again.app.nav.make("title"))
        assert "Back to your table" not in texts(again)  # the match is over
    finally:
        for p in (host, guest, again):
            p.app.replace(p.app.nav.make("title"))

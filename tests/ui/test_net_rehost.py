"""The host's program closed mid-match and started again: the title offers to host the saved
table again, the guest's window comes back by itself, and the match goes on to its end."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from tests.ui.net_support import host_and_join, pilot, play_by_clicks, press, texts, until


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_the_host_comes_back_to_its_table_and_the_guest_reconnects_by_itself(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("coteccio_gui.ui.net.session.PORT", free_port())
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")
    again = pilot(tmp_path / "host")
    try:
        host_and_join(host, guest, "coteccio", 3)
        first = host.top.session
        until([host, guest], lambda: bool(first.client.client.history))
        event = first.state["event"]
        first.close()  # the host's program ends: its server goes, the table's file stays
        until([guest], lambda: not guest.top.session.client.client.connected)

        again.start(again.app.nav.make("title"))
        assert "Host your table again" in texts(again)
        press(again, "Host your table again")
        until([again, guest], lambda: type(again.top).__name__ == "NetTableScene")
        table = again.top
        assert table.state["event"] >= event and table.session.code == first.code
        until([again, guest], lambda: guest.top.session.client.client.synced)
        until([again, guest], lambda: table.state["seats"][1]["state"] == "connected")
        play_by_clicks(again, guest, seed=5)
        assert "The match is over" in " ".join(texts(guest))
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
        guest.top.session.close()  # the guest's program ends; the server keeps the seat
        until([host], lambda: host.top.state["seats"][1]["state"] != "connected")

        again.start(again.app.nav.make("title"))
        assert "Back to your table" in texts(again)
        press(again, "Back to your table")
        until([host, again], lambda: type(again.top).__name__ == "NetTableScene")
        assert again.top.state["seat"] == 1
        until([host, again], lambda: host.top.state["seats"][1]["state"] == "connected")
        play_by_clicks(host, again, seed=2)
        again.app.replace(again.app.nav.make("title"))
        assert "Back to your table" not in texts(again)  # the match is over
    finally:
        for p in (host, guest, again):
            p.app.replace(p.app.nav.make("title"))

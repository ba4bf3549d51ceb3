"""Joining a table as a guest sees it: the join window shows the game, who already sits there
and the free seats (from ``look``) before the guest picks one, in English and Italian; a full or
started table says so and the way back stays open; a ``wss://`` table (a club's TLS server) is
joined and sat at again after the guest's program closed; a certificate that does not check,
and TLS typed for the wrong server, get a player's words."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from coteccio_gui import i18n
from coteccio_gui.net.client import CA_FILE
from coteccio_gui.net.threaded import ClientThread, ServerThread
from coteccio_gui.storage import save_folder
from coteccio_gui.ui.net.session import JOINED
from coteccio_gui.ui.pilot import Pilot
from tests.net.support import ServerProcess, certificate, setup
from tests.ui.layout_check import layout_problems
from tests.ui.net_support import pilot, press, texts, type_text, until


def scene(p: Pilot) -> str:
    return type(p.top).__name__


def shown(p: Pilot) -> str:
    return " ".join(texts(p))


def host_with(host: Pilot, remote: int) -> None:
    """The host hosts Coteccio with ``remote`` remote seats and waits in the lobby."""
    host.start(host.app.nav.make("host", game="coteccio"))
    for seat in range(1, 1 + remote):
        host.top.seats[seat][1] = "remote"
    press(host, "Start the match")
    until([host], lambda: scene(host) == "LobbyScene")


def reach(guest: Pilot, others: list[Pilot], address: str, code: str) -> None:
    """The guest opens Join a table, types the address and code and connects."""
    guest.start(guest.app.nav.make("join"))
    join = guest.top
    join.address, join.code = address, code
    press(guest, "Connect")
    until([guest, *others], lambda: join.job is None)


def focused(p: Pilot) -> str:
    return p.top.form.rows[p.top.form.focus].label


def sit(guest: Pilot, others: list[Pilot], name: str) -> None:
    guest.top.name = name
    press(guest, "Sit down")
    until([guest, *others], lambda: scene(guest) == "LobbyScene" or guest.top.job is None)


def test_the_join_window_shows_who_sits_before_the_guest_picks_a_free_seat(
    tmp_path: Path,
) -> None:
    host, bruno, carla = (pilot(tmp_path / n) for n in ("host", "bruno", "carla"))
    everyone = [host, bruno, carla]
    try:
        host_with(host, remote=2)
        until(everyone, lambda: bool(host.top.session.state.get("seats")))
        names = [s["name"] for s in host.top.session.state["seats"]]
        where = f"127.0.0.1:{host.top.session.server.port}"
        code = host.top.session.code

        reach(bruno, everyone, where, code)
        assert bruno.top.free == [1, 2]
        text = shown(bruno)
        assert f"Coteccio — {names[0]} (host), {names[3]} (computer); free: seat 2, seat 3" in text
        sit(bruno, everyone, "Bruno")
        assert scene(bruno) == "LobbyScene"

        reach(carla, everyone, where, code)
        assert carla.top.free == [2]
        expected = f"Coteccio — {names[0]} (host), Bruno (joined), {names[3]} (computer)"
        assert f"{expected}; free: seat 3" in shown(carla)
        assert "Seat 3" in [r.value() for r in carla.top.form.rows]
        form = carla.top.form  # the only free seat is said, greyed: no arrows, the keys pass it
        assert form.rows[0].noted() == "Seat 3, the only free one" and form.rows[0].step is None
        assert form.rows[form.focus].label == "Your name"
        carla.key(pygame.K_UP)
        assert form.rows[form.focus].label == "Your name"
        try:  # the same, in Italian; every text in its box at a small and a large window
            for language, size in [("it", (900, 600)), ("en", (900, 600)), ("it", (1600, 1000))]:
                i18n.set_language(language)
                carla.resize(size)
                carla.top.relabel()
                carla.screenshot()
                assert layout_problems(carla.app.drawn, pygame.Rect((0, 0), size)) == []
            assert (
                f"Coteccio — {names[0]} (ha aperto il tavolo), Bruno (al tavolo), {names[3]} (computer); "
                "liberi: posto 3" in shown(carla)
            )
            assert "Posto 3, l'unico libero" in shown(carla)
        finally:
            i18n.set_language("en")
            carla.resize((1280, 800))
            carla.top.relabel()
        sit(carla, everyone, "Carla")
        assert scene(carla) == "LobbyScene"
        until(
            everyone, lambda: "Carla" in shown(host) and "waiting for a friend" not in texts(host)
        )
        assert carla.top.session.state["seat"] == 2
        assert host.app.crashes == bruno.app.crashes == carla.app.crashes == []
    finally:
        for p in everyone:
            p.app.replace(p.app.nav.make("title"))


def test_one_enter_in_the_last_field_connects_then_sits_down_when_the_form_is_complete(
    tmp_path: Path,
) -> None:
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")
    both = [host, guest]
    try:
        host_with(host, remote=1)
        where = f"127.0.0.1:{host.top.session.server.port}"
        code = host.top.session.code
        guest.start(guest.app.nav.make("join"))
        join = guest.top
        assert "Up/Down choose a line, type; Enter in the table code connects" in shown(guest)
        type_text(guest, where)
        guest.key(pygame.K_RETURN)  # Enter in the address goes on to the code
        assert focused(guest) == "Table code" and join.job is None
        type_text(guest, code[:5])
        guest.key(pygame.K_RETURN)  # not complete: on to Connect, saying what is missing
        assert focused(guest) == "Connect" and join.job is None and join.session is None
        assert "The table code has six letters and digits." in shown(guest)
        guest.key(pygame.K_UP)
        type_text(guest, code[5:])
        guest.key(pygame.K_RETURN)  # complete: this one Enter connects
        assert join.job is not None or join.session is not None
        until(both, lambda: join.job is None and join.session is not None)
        assert join.free == [1] and focused(guest) == "Your name"
        assert "Enter in your name sits down" in shown(guest)
        join.name = ""
        guest.key(pygame.K_RETURN)  # no name yet: on to Sit down, saying so
        assert focused(guest) == "Sit down" and join.job is None
        assert "Type your name: the others see it at the table." in shown(guest)
        guest.key(pygame.K_UP)
        type_text(guest, "Bruno")
        guest.key(pygame.K_RETURN)  # one Enter sits down
        until(both, lambda: scene(guest) == "LobbyScene")
        assert guest.top.session.state["seat"] == 1
        assert host.app.crashes == guest.app.crashes == []
    finally:
        for p in both:
            p.app.replace(p.app.nav.make("title"))


def test_a_full_or_started_table_says_so_and_the_guest_goes_back_to_another_code(
    tmp_path: Path,
) -> None:
    host, bruno, late = (pilot(tmp_path / n) for n in ("host", "bruno", "late"))
    everyone = [host, bruno, late]
    try:
        host_with(host, remote=1)
        where = f"127.0.0.1:{host.top.session.server.port}"
        code = host.top.session.code
        reach(bruno, everyone, where, code)
        reach(late, everyone, where, code)  # sees the seat free, then Bruno takes it
        assert late.top.free == [1]
        sit(bruno, everyone, "Bruno")
        late.top.name = "Ugo"
        press(late, "Sit down")
        until(everyone, lambda: late.top.job is None and not late.top.joining)
        until(everyone, lambda: late.top.job is None and not late.top.free)
        text = shown(late)  # it looked again: Bruno sits there now, nothing is free
        assert "Every seat at this table is taken. Go back to type another code." in text
        assert "Bruno (joined)" in text
        assert [r.label for r in late.top.form.rows] == ["Back"]
        press(late, "Back")  # not a dead end: the address and the code, as typed
        assert [r.label for r in late.top.form.rows][:3] == ["Address", "Table code", "Connect"]
        assert late.top.address == where and late.top.code == code

        until(everyone, lambda: host.top.session.state["seats"][1].get("state") == "connected")
        press(host, "Start the match")  # every seat taken: nothing to ask
        until(everyone, lambda: scene(host) == "TableScene")
        press(late, "Connect")
        until(everyone, lambda: late.top.job is None)
        assert "The match at this table has already started: no seat is free." in shown(late)
        assert [r.label for r in late.top.form.rows] == ["Back"]
        late.key(pygame.K_ESCAPE)  # Esc: back to the address and the code too
        assert late.top.session is None and scene(late) == "JoinScene"
    finally:
        for p in everyone:
            p.app.replace(p.app.nav.make("title"))


def test_a_guest_joins_a_wss_table_checks_its_certificate_and_sits_again_over_wss(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cert, key = certificate(tmp_path)
    server = ServerProcess(tmp_path, away=30.0, extra=("--cert", str(cert), "--key", str(key)))
    url = server.start()
    plain = ServerThread(tmp_path / "plain")
    plain_port = plain.start(0, "127.0.0.1")
    guest, again, stranger = (pilot(tmp_path / n) for n in ("guest", "guest", "stranger"))
    anna = None
    try:
        monkeypatch.setenv(CA_FILE, str(cert))  # this computer trusts the club's certificate
        anna = ClientThread(url)
        code = anna.call(anna.client.open, setup("coteccio", guests=1), 0)

        reach(guest, [], url, code)  # typed as wss://127.0.0.1:PORT
        assert guest.top.free == [1] and "Coteccio — Anna (host)" in shown(guest)
        sit(guest, [], "Bruno")
        assert scene(guest) == "LobbyScene"
        kept = json.loads((save_folder(guest.app.data_folder) / JOINED).read_text("utf-8"))
        assert kept["address"] == url and url.startswith("wss://")
        guest.top.session.close()  # the guest's program ends; the seat waits
        anna.wait_for(lambda c: c.state["seats"][1]["state"] != "connected")

        again.start(again.app.nav.make("title"))
        press(again, "Back to your table")
        until([again], lambda: scene(again) == "LobbyScene")
        assert again.top.session.client.client.url == url  # wss:// again
        assert again.top.session.state["seat"] == 1
        anna.wait_for(lambda c: c.state["seats"][1]["state"] == "connected")

        monkeypatch.delenv(CA_FILE)  # a computer that does not know this certificate
        reach(stranger, [], url, code)
        assert "its certificate does not check" in shown(stranger)
        assert stranger.top.session is None and stranger.top.address == url
        reach(stranger, [], url.replace("wss://", "ws://"), code)  # plain ws to a TLS server
        assert "If the table is on a secure server, type the address with wss://" in shown(stranger)
        reach(stranger, [], f"wss://127.0.0.1:{plain_port}", code)  # TLS to a plain server
        assert "No secure connection could be made at this address" in shown(stranger)
        assert stranger.app.crashes == guest.app.crashes == again.app.crashes == []
    finally:
        for p in (guest, again, stranger):
            p.app.replace(p.app.nav.make("title"))
        if anna is not None:
            anna.close()
        plain.stop()
        server.stop()

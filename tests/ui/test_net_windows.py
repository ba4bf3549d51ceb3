"""The windows of network play: Host a table and Join a table from the title, the join form's
messages, the lobby, and a match over a real loopback server where the guest plays a card."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from coteccio_gui.engine.events import CardPlayed
from coteccio_gui.ui.net.seat_source import NetSource
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.frame import frame_of
from tests.ui.net_support import (
    at_table,
    focus,
    host_and_join,
    pilot,
    play_by_clicks,
    press,
    seen_events,
    table_of,
    texts,
    to_play,
    type_text,
    until,
)


def scene(p: Pilot) -> str:
    return type(p.top).__name__


def at_net_table(p: Pilot) -> bool:
    """Whether the window shows the one table with a seat at a server as its source, on top."""
    return scene(p) == "TableScene" and isinstance(table_of(p).source, NetSource)


def event_no(p: Pilot) -> int:
    """How many actions the window's table shows taken (its update's event number)."""
    return int(table_of(p).source.seen.get("event") or 0)


def test_the_title_offers_hosting_and_joining_and_esc_leaves_each_new_screen(
    tmp_path: Path,
) -> None:
    p = pilot(tmp_path)
    p.start(p.app.nav.make("title"))
    press(p, "Host a table")
    assert scene(p) == "HostSetupScene" and "Host a table" in texts(p)
    p.key(pygame.K_ESCAPE)
    assert scene(p) == "TitleScene"
    press(p, "Join a table")
    assert scene(p) == "JoinScene"
    p.key(pygame.K_ESCAPE)
    assert scene(p) == "TitleScene"


def test_the_host_set_up_offers_remote_seats_and_wants_one_for_a_friend(tmp_path: Path) -> None:
    p = pilot(tmp_path)
    p.start(p.app.nav.make("host", game="coteccio"))
    assert p.top.seats[1][1] == "remote"
    assert "Remote: a friend elsewhere" in [r.value() for r in p.top.form.rows]
    p.top.seats[1][1] = "normal"
    press(p, "Start the match")
    assert "Make at least one seat Remote for a friend to join." in texts(p)
    assert scene(p) == "HostSetupScene"
    p.top.seats[0][1] = p.top.seats[1][1] = "remote"  # nobody at the host's screen
    press(p, "Start the match")
    assert "Sit at least one person here (Human); friends sit at Remote seats." in texts(p)
    assert scene(p) == "HostSetupScene"


def test_the_join_form_says_what_is_wrong_in_a_players_words_and_keeps_what_was_typed(
    tmp_path: Path,
) -> None:
    p = pilot(tmp_path)
    p.start(p.app.nav.make("join"))
    focus(p, "Address")
    type_text(p, "127.0.0.1:1")
    focus(p, "Table code")
    type_text(p, "k7q")
    press(p, "Connect")
    assert "The table code has six letters and digits." in texts(p)
    focus(p, "Table code")
    type_text(p, "m3d")
    assert p.top.code == "K7QM3D"  # typed in small letters, shown as the host reads them
    press(p, "Connect")
    until([p], lambda: p.top.job is None)
    shown = " ".join(texts(p))
    assert "Nothing answered at this address." in shown
    assert p.top.address == "127.0.0.1:1" and p.top.code == "K7QM3D"


def test_a_host_and_a_guest_start_a_match_over_loopback_and_the_guest_plays_a_card(
    tmp_path: Path,
) -> None:
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")
    both = [host, guest]
    host.start(host.app.nav.make("host", game="coteccio"))
    press(host, "Start the match")
    until(both, lambda: scene(host) == "LobbyScene")
    lobby = host.top
    try:
        code, port = lobby.session.code, lobby.session.server.port
        assert " ".join(code) in texts(host)  # the code in large type, letter by letter
        assert "waiting for a friend" in texts(host)

        guest.start(guest.app.nav.make("join"))
        focus(guest, "Address")
        type_text(guest, f"127.0.0.1:{port}")
        focus(guest, "Table code")
        type_text(guest, "ZZZZZZ")
        press(guest, "Connect")
        until(both, lambda: guest.top.job is None)
        assert "No table has this code at this address." in " ".join(texts(guest))
        focus(guest, "Table code")
        for _ in range(6):
            guest.key(pygame.K_BACKSPACE)
        type_text(guest, code)
        press(guest, "Connect")
        until(both, lambda: guest.top.job is None and guest.top.session is not None)
        assert guest.top.free == [1]
        focus(guest, "Your name")
        for _ in range(40):
            guest.key(pygame.K_BACKSPACE)
        type_text(guest, "Bruno")
        press(guest, "Sit down")
        until(both, lambda: scene(guest) == "LobbyScene")
        until(both, lambda: "joined" in texts(host) and "waiting for a friend" not in texts(host))
        for lobby in (host, guest):  # both lobbies call the host what the join window did
            until(both, lambda lobby=lobby: "host" in texts(lobby))
            assert texts(lobby).count("joined") == 1  # Bruno only

        press(host, "Start the match")
        until(both, lambda: at_table(host) and at_table(guest))
        assert at_net_table(host) and at_net_table(guest)
        t = table_of(guest)
        # the host's computers and the host play until it is the guest's turn, and the guest's
        # window has taken in that update, the cards dealt and played landed
        play_by_clicks(host, guest, 1, stop=lambda: to_play(guest))
        assert "Your turn: click a card, or use the arrows and Enter." in texts(guest)
        seat = t.source.seat
        look = next(h for h in frame_of(t).hands if h.seat == seat)
        index = min(look.playable)
        card = t.show.cards[seat][index]
        rects = t.turns.hand_rects(seat)
        right = rects[index + 1].left if index + 1 < len(rects) else rects[index].right
        before = event_no(host)
        guest.click(
            ((rects[index].left + min(right, rects[index].right)) // 2, rects[index].centery)
        )
        until(both, lambda: event_no(host) > before)
        played = [e for e in seen_events(host, CardPlayed) if e.seat == seat]
        assert played and played[0].card == card  # the guest's first card, over the wire
        until(both, lambda: card not in t.match.hand(seat))  # the guest's hand lost the card
        until(  # the card lies on the guest's table (or in the trick it made, once gathered)
            both,
            lambda: (
                (seat, card) in t.show.trick
                or any((seat, card) in tr.plays for tr in t.show.tricks)
            ),
        )
        assert guest.app.crashes == [] and host.app.crashes == []
    finally:
        for p in both:
            p.app.replace(p.app.nav.make("title"))


def test_a_dropped_guest_is_announced_and_the_computer_plays_for_them_visibly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # away a second after the connection goes: each line is said long enough to be read
    monkeypatch.setattr("coteccio_gui.ui.net.session.AWAY_S", 1.0)
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")
    both = [host, guest]
    host.start(host.app.nav.make("host", game="coteccio"))
    host.top.seats[2][1] = "remote"  # two remote seats; only one friend comes
    press(host, "Start the match")
    until(both, lambda: scene(host) == "LobbyScene")
    lobby = host.top
    try:
        guest.start(guest.app.nav.make("join"))
        join = guest.top
        join.address, join.code = f"127.0.0.1:{lobby.session.server.port}", lobby.session.code
        press(guest, "Connect")
        until(both, lambda: join.job is None and join.session is not None)
        assert join.free == [1, 2]
        join.name = "Gianni"
        press(guest, "Sit down")
        until(both, lambda: scene(guest) == "LobbyScene")
        until(both, lambda: lobby.session.state["seats"][1].get("state") == "connected")
        press(host, "Start the match")  # a friend's seat is still empty: asked first
        assert scene(host) == "Dialog" and "Start without a friend at seat 3?" in texts(host)
        assert host.top.choices[0].explain == "the computer plays that seat for the whole match."
        press(host, "Wait")  # nothing lost: still waiting for a friend
        assert scene(host) == "LobbyScene" and "waiting for a friend" in texts(host)
        press(host, "Start the match")
        press(host, "Start now")
        until(both, lambda: at_table(host) and at_table(guest))
        assert at_net_table(host) and at_net_table(guest)
        seats = table_of(host).source.session.state["seats"]
        assert [s["state"] for s in seats] == ["connected", "connected", "computer", "computer"]

        shown: set[str] = set()  # every line the host's window has shown since

        def said(line: str) -> bool:
            shown.update(texts(host))
            return line in shown

        link = table_of(guest).source.session.client  # its thread does what a network does
        link.loop.call_soon_threadsafe(link.client.drop)  # the guest's network goes
        until(both, lambda: said("Gianni is away — the computer plays for them."))
        assert said("Gianni lost the connection; their seat waits for them.")
        # on Gianni's seat panel, once the host's window takes in the update that says so
        until(both, lambda: "away — the computer plays" in texts(host))
        link.loop.call_soon_threadsafe(link.client.come_back)
        until(both, lambda: said("Gianni is back at the table."))
    finally:
        for p in both:
            p.app.replace(p.app.nav.make("title"))


def test_esc_opens_the_menu_and_leaving_the_table_is_asked_first(tmp_path: Path) -> None:
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")
    both = [host, guest]
    try:
        host_and_join(host, guest, "coteccio", 3)
        guest.key(pygame.K_ESCAPE)
        assert scene(guest) == "NetMenu"
        assert "Menu" in texts(guest) and "Paused" not in texts(guest)  # the others play on
        assert [b.label for b in guest.top.group.buttons] == [
            "Resume",
            "Rules",
            "Settings",
            "Leave the table",
        ]
        press(guest, "Resume")  # the table again, still at the seat
        assert at_net_table(guest)
        assert table_of(guest).source.client.connected
        guest.key(pygame.K_ESCAPE)
        press(guest, "Leave the table")
        assert scene(guest) == "Dialog" and "Leave the table?" in texts(guest)
        assert "the computer plays your seat until you join again; History keeps" in " ".join(
            texts(guest)
        )
        press(guest, "Stay")  # staying changes nothing
        assert scene(guest) == "NetMenu"
        press(guest, "Leave the table")
        press(guest, "Leave the table")
        assert scene(guest) == "TitleScene"
        until(both, lambda: table_of(host).source.session.state["seats"][1]["state"] != "connected")
        host.key(pygame.K_ESCAPE)
        press(host, "Leave the table")
        assert "the table closes for everyone" in " ".join(texts(host))
        press(host, "Leave the table")
        assert scene(host) == "TitleScene"

        host.start(host.app.nav.make("host", game="coteccio"))
        press(host, "Start the match")
        until(both, lambda: scene(host) == "LobbyScene")
        file = host.top.session.server.server.folder / "tables" / f"{host.top.session.code}.json"
        assert file.exists()
        host.key(pygame.K_ESCAPE)  # the lobby: Esc cancels the table, its file goes
        assert scene(host) == "HostSetupScene" and not file.exists()
        host.app.replace(host.app.nav.make("title"))  # the match left mid-way is offered
        assert "Host your table again" in texts(host)
    finally:
        for p in both:
            p.app.replace(p.app.nav.make("title"))

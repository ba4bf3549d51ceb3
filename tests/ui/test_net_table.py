"""The network table as a person sees it, over a real loopback server: the seats round the
table with the person at the bottom, their hand sorted, a dummy face up and played, a signal
given with a lead reaching the other seat, a refused card said and the person playing again,
the standings and the tricks a key away, and the cards moving at the settings' speed."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest
from coteccio_gui.ui.net.frame import frame_of
from coteccio_gui.ui.net.table import NetTableScene

from coteccio_gui.settings import Speed
from coteccio_gui.ui.core.anim import Flight
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.frame import TableFrame
from tests.ui.net_support import host_and_join, pilot, play_by_clicks, seeded, texts, until


@pytest.fixture
def windows(tmp_path: Path) -> Iterator[tuple[Pilot, Pilot]]:
    """A host's window and a guest's, each left at the title afterwards."""
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")
    yield host, guest
    for p in (host, guest):
        p.app.replace(p.app.nav.make("title"))


def ready(t: NetTableScene) -> Callable[[], bool]:
    """The person may act now and the table is still (what they see is the update)."""
    return lambda: t.session.client.client.my_turn and not t.moving() and not t.session.changed()


def still_frame(pilots: list[Pilot], t: NetTableScene) -> tuple[dict, TableFrame]:
    """The update and the frame the window shows for it, once the table is still (the
    server may send the next update meanwhile: then again)."""
    while True:
        until(pilots, lambda: not t.moving() and not t.session.changed())
        state = t.state
        frame = frame_of(t)
        if t.state is state and not t.moving():
            return state, frame


def events(p: Pilot, kind: str) -> list[dict]:
    """Every event of ``kind`` the window's seat was shown."""
    history = p.top.session.client.client.history
    return [e for h in history for e in h["events"] if e.get("kind") == kind]


def test_the_person_sits_at_the_bottom_the_others_round_the_table_their_hand_sorted(
    windows: tuple[Pilot, Pilot],
) -> None:
    host, guest = windows
    host_and_join(host, guest, "coteccio", 4)
    t = guest.top
    until([host, guest], lambda: bool(t.view.get("hand")) and not t.moving())
    state, frame = still_frame([host, guest], t)
    view = state["view"]
    me = state["seat"]
    spots = {s.seat: s for s in t.layout.spots}
    right, across, left = ((me + k) % 4 for k in (1, 2, 3))
    assert spots[me].bottom and not any(spots[s].bottom for s in (right, across, left))
    # anticlockwise from the person: the next seat to the right, then across, then left
    assert spots[left].panel.centerx < spots[me].hand.centerx < spots[right].panel.centerx
    assert spots[across].panel.bottom < spots[right].panel.top
    assert spots[me].hand.top > max(spots[s].panel.bottom for s in (right, across, left))
    hands = {h.seat: h for h in frame.hands}
    dealt = [t.read(c) for c in view["hand"]]
    assert list(hands[me].cards) == sorted(dealt, key=t.look.hand_key)
    for seat in (right, across, left):  # the others' cards are backs, as many as they hold
        assert hands[seat].cards == (None,) * view["hand_sizes"][seat]
    panels = {spot.seat: look for spot, look in frame.seats}
    assert [panels[s].name for s in range(4)] == ["Anna", "Gianni", "Carla", "Dario"]
    assert [panels[s].text for s in range(4)] == ["joined", "you", "computer", "computer"]
    assert panels[me].right == str(state["scores"][me])
    guest.app.settings.sort_hands = False  # the setting off: the hand as it was dealt
    t.resized()
    state, frame = still_frame([host, guest], t)
    dealt = [t.read(c) for c in state["view"]["hand"]]
    assert [h.cards for h in frame.hands if h.seat == me][0] == tuple(dealt)


def test_a_dummy_lies_face_up_at_its_seat_and_its_partner_plays_it(
    windows: tuple[Pilot, Pilot],
) -> None:
    host, guest = windows
    host_and_join(host, guest, "coch", 2)
    t = guest.top
    dummy = 3  # Gianni (seat 1) plays the dummy across the table
    for_dummy = ready(t)
    play_by_clicks(host, guest, 3, stop=lambda: for_dummy() and t.acting() == dummy)
    assert t.acting() == dummy
    for p in (host, guest):  # face up for everyone, at its own seat
        hands = {h.seat: h for h in frame_of(p.top).hands}
        shown = [p.top.read(c) for c in p.top.view["seen"][dummy]]
        assert sorted(hands[dummy].cards) == sorted(shown)
        assert [s for s in p.top.layout.spots if s.seat == dummy][0].open
    frame = frame_of(t)
    panel = [look for spot, look in frame.seats if spot.seat == dummy][0]
    assert panel.name == "Gianni's dummy" and panel.text == "played by Gianni"
    hands = {h.seat: h for h in frame.hands}
    assert hands[dummy].playable and not hands[1].playable  # the dummy's cards rise, not his
    assert (
        "Your turn for Gianni's dummy: click one of its cards, or use the arrows and Enter."
        in texts(guest)
    )
    code, rect = next((c, r) for c, r in t.hand_rects() if c in t.plays())
    before = t.state["event"]
    guest.click(rect.center)
    until([host, guest], lambda: host.top.state["event"] > before)
    assert {"kind": "CardPlayed", "seat": dummy, "card": code} in events(host, "CardPlayed")


def play_until(
    windows: tuple[Pilot, Pilot],
    table: tuple[str, int],
    seed: int,
    want: Callable[[NetTableScene], bool],
) -> NetTableScene:
    """A table of ``table`` (game, players) played by clicks until the guest may act and
    ``want`` holds for the guest's window; that window."""
    host, guest = windows
    host_and_join(host, guest, *table)
    t = guest.top
    can = ready(t)
    play_by_clicks(host, guest, seed, stop=lambda: can() and want(t))
    return t


def test_a_signal_given_with_a_lead_reaches_the_other_seat(
    windows: tuple[Pilot, Pilot], monkeypatch: pytest.MonkeyPatch
) -> None:
    host, guest = windows
    seeded(monkeypatch, 2)  # the guest leads the first trick (a match may end before another)
    t = play_until(
        windows, ("tressette", 4), 5, lambda t: any("signal" in a for a in t.state["legal"])
    )
    bar = {b.label: b for b in t.signals.buttons()}
    assert "No signal" in bar and "Busso" in bar  # the local table's bar beside the hand
    guest.click(bar["Busso"].rect.center)
    code, rect = next((c, r) for c, r in t.hand_rects() if c in t.plays())
    before = t.state["event"]
    guest.click(rect.center)
    until([host, guest], lambda: host.top.state["event"] > before)
    signal = {"kind": "Signalled", "seat": 1, "card": code, "signal": "busso"}
    assert signal in events(host, "Signalled")  # over the wire, to the host's seat
    until([host, guest], lambda: "Gianni signals: Busso" in texts(host))


def test_a_card_the_server_refuses_is_said_and_the_person_plays_again(
    windows: tuple[Pilot, Pilot],
) -> None:
    host, guest = windows
    t = play_until(
        windows, ("tressette", 4), 7, lambda t: any(c not in t.plays() for c, _r in t.hand_rects())
    )
    client = t.session.client.client
    code, rect = next((c, r) for c, r in t.hand_rects() if c not in t.plays())
    before, errors = t.state["event"], len(client.errors)
    guest.click(rect.center)
    until([host, guest], lambda: len(client.errors) > errors)
    guest.step(2)
    assert "You cannot play that card now: choose a raised card." in texts(guest)
    assert t.state["event"] == before and code in t.view["hand"]  # nothing changed
    code, rect = next((c, r) for c, r in t.hand_rects() if c in t.plays())
    guest.click(rect.center)
    until([host, guest], lambda: t.state["event"] > before)
    assert code not in t.view["hand"] and len(client.errors) == errors + 1


def test_the_standings_and_the_tricks_of_the_hand_are_a_key_away(
    windows: tuple[Pilot, Pilot],
) -> None:
    host, guest = windows
    t = play_until(windows, ("coteccio", 4), 2, lambda t: len(t.view["tricks"]) >= 1)
    guest.key(pygame.K_s)
    shown = texts(guest)
    assert "Score sheet" in shown and "Lives" in shown and "Dario" in shown
    guest.key(pygame.K_ESCAPE)
    assert guest.top is t
    guest.key(pygame.K_l)
    tricks = frame_of(t).tricks
    assert tricks is not None and len(tricks.tricks) == len(t.view["tricks"])
    assert "The tricks of this hand" in texts(guest)
    guest.key(pygame.K_ESCAPE)  # closes the tricks, not the table
    assert guest.top is t and frame_of(t).tricks is None
    winner = t.view["tricks"][0]["winner"]
    pile = t.painter.piles[winner]
    guest.click(pile.center)  # a pile of tricks shows that seat's tricks
    assert f"The tricks taken by {t.names[winner]}" in texts(guest)


def test_a_card_played_flies_into_the_trick_and_the_trick_to_its_winner(
    windows: tuple[Pilot, Pilot],
) -> None:
    host, guest = windows
    for p in windows:
        p.app.settings.speed = Speed.NORMAL
    host_and_join(host, guest, "coteccio", 4)
    t = guest.top

    def played() -> list[Flight]:  # a card flying into the trick (not dealt, not swept)
        tricks = {s.trick for s in t.layout.spots}
        return [f for f in t.moves.anim.flights if f.owner is None and f.end in tricks]

    play_by_clicks(host, guest, 4, stop=lambda: any(f.started for f in played()))
    flight = next(f for f in played() if f.started)
    assert flight.card is not None
    play = next(e for e in events(guest, "CardPlayed") if e["card"] == t.code(flight.card))
    spot = [s for s in t.layout.spots if s.seat == play["seat"]][0]
    assert flight.end == spot.trick and flight.start != flight.end  # toward its player
    assert (play["seat"], flight.card) not in t.show.trick  # on the table once it lands
    until([host, guest], lambda: (play["seat"], flight.card) in t.show.trick)
    play_by_clicks(host, guest, 4, stop=lambda: t.show.taking is not None)
    taker = t.show.taking  # the trick stays a moment, its winning card marked, then goes
    until([host, guest], lambda: t.show.taking is None)
    panel = [s for s in t.layout.spots if s.seat == taker][0].panel.center
    assert t.moves.anim.flights and all(f.end == panel for f in t.moves.anim.flights)


def test_a_claim_is_behind_choices_and_asked_before_it_goes(
    windows: tuple[Pilot, Pilot],
) -> None:
    host, guest = windows
    t = play_until(windows, ("tressette", 4), 1, lambda t: bool(t.plays() and t.choices()))
    assert {"seat": 1, "claim": True} in t.choices() and not t.group.buttons  # cards first
    guest.step()
    assert t.painter.choices.shown and "Choices (C)" in texts(guest)
    guest.key(pygame.K_c)
    before = t.state["event"]
    guest.click(next(b for b in guest.top.group.buttons if b.label == "Claim the win").rect.center)
    assert "Claim the game? A wrong claim loses." in texts(guest)
    guest.key(pygame.K_ESCAPE)  # not claimed: the table again, nothing sent
    assert guest.top is t and t.state["event"] == before and t.sent is None


def test_the_stock_of_tressette_in_due_lies_on_the_table_with_its_count(
    windows: tuple[Pilot, Pilot],
) -> None:
    host, guest = windows
    t = play_until(windows, ("tressette-in-due", 2), 3, lambda t: len(t.view["tricks"]) >= 1)
    state, frame = still_frame([host, guest], t)
    stock = state["view"]["stock"]
    assert [(s.label, s.stacked) for s in frame.spreads][0] == (f"Stock: {stock} cards", True)
    drawn = [s for s in frame.spreads if s.label.endswith("draws")]
    assert sorted(s.label for s in drawn) == ["Anna draws", "Gianni draws"]  # face up to both
    assert all(None not in s.cards for s in drawn)


def test_the_window_offers_only_the_cards_it_shows_while_a_newer_update_waits(
    windows: tuple[Pilot, Pilot],
) -> None:
    """The client's thread may take a newer update between two frames: until the window takes
    it in, the cards it offers are those of the hand it shows (a test once clicked the hand of
    the old deal with the new deal's cards offered)."""
    host, guest = windows
    t = play_until(windows, ("coteccio", 4), 3, lambda t: True)
    offered = t.plays()
    assert offered and set(offered) <= {c for c, _r in t.hand_rects()}
    client = t.session.client.client
    client.state = {**client.state, "event": client.state["event"] + 1, "legal": []}
    turn = "Your turn: click a card, or use the arrows and Enter."
    assert t.plays() == offered and turn in texts(guest)
    until([host, guest], lambda: not t.session.changed())
    assert t.plays() == {} and turn not in texts(guest)

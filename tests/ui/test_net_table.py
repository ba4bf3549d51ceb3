"""The network table as a person sees it, over a real loopback server: the seats round the
table with the person at the bottom, their hand sorted (or as dealt), a dummy face up and
played, a signal given with a lead reaching the other seat, a refused card said and the person
playing again, the score sheet and the tricks a key away, the cards moving at the settings'
speed, a claim asked before it goes, the stock of Tressette in due, and only the cards shown
offered while a newer update waits. The network table is the one table (``TableScene`` with a
seat at a server as its source); ``test_one_table.py`` compares it step by step with a local
table."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from coteccio_gui.engine.events import CardPlayed
from coteccio_gui.games.cucco.cards import design_of
from coteccio_gui.games.tressette.actions import Declare, Signal
from coteccio_gui.games.tressette.events import Signalled
from coteccio_gui.settings import Speed
from coteccio_gui.ui.core.anim import Flight
from coteccio_gui.ui.pilot import Pilot
from coteccio_gui.ui.table.frame import HandLook, frame_of
from coteccio_gui.ui.table.scene import TableScene
from tests.ui.net_support import (
    host_and_join,
    pilot,
    play_by_clicks,
    seeded,
    seen_events,
    still,
    table_of,
    texts,
    to_play,
    until,
)


@pytest.fixture
def windows(tmp_path: Path) -> Iterator[tuple[Pilot, Pilot]]:
    """A host's window and a guest's, each left at the title afterwards."""
    host, guest = pilot(tmp_path / "host"), pilot(tmp_path / "guest")
    yield host, guest
    for p in (host, guest):
        p.app.replace(p.app.nav.make("title"))


def hand(t: TableScene, seat: int) -> HandLook:
    """``seat``'s hand as the frame draws it."""
    return next(h for h in frame_of(t).hands if h.seat == seat)


def click_card(p: Pilot, seat: int, index: int) -> None:
    """Click the part of card ``index`` of ``seat``'s hand that the next card leaves in view."""
    rects = table_of(p).turns.hand_rects(seat)
    right = rects[index + 1].left if index + 1 < len(rects) else rects[index].right
    p.click(((rects[index].left + min(right, rects[index].right)) // 2, rects[index].centery))


def event_no(p: Pilot) -> int:
    """How many actions the window's table shows taken (its update's event number)."""
    return int(table_of(p).source.seen.get("event") or 0)


def play_until(
    windows: tuple[Pilot, Pilot],
    table: tuple[str, int],
    seed: int,
    want: Callable[[TableScene], bool],
) -> TableScene:
    """A table of ``table`` (game, players) played by clicks until the guest may play a card
    and ``want`` holds for the guest's table; that table."""
    host, guest = windows
    host_and_join(host, guest, *table)
    t = table_of(guest)
    play_by_clicks(host, guest, seed, stop=lambda: to_play(guest) and want(t))
    return t


def test_the_person_sits_at_the_bottom_the_others_round_the_table_their_hand_sorted(
    windows: tuple[Pilot, Pilot], monkeypatch: pytest.MonkeyPatch
) -> None:
    host, guest = windows
    guest.app.settings.sort_hands = False  # the guest wants the hand as dealt; the host sorted
    seeded(monkeypatch, 4)
    host_and_join(host, guest, "coteccio", 4)
    both = [host, guest]
    t = table_of(guest)
    until(both, lambda: bool(t.match.hand(t.source.seat)) and still(guest))
    me = t.source.seat
    spots = {s.seat: s for s in t.layout.spots}
    right, across, left = ((me + k) % 4 for k in (1, 2, 3))
    assert spots[me].bottom and not any(spots[s].bottom for s in (right, across, left))
    # anticlockwise from the person: the next seat to the right, then across, then left
    assert spots[left].panel.centerx < spots[me].hand.centerx < spots[right].panel.centerx
    assert spots[across].panel.bottom < spots[right].panel.top
    assert spots[me].hand.top > max(spots[s].panel.bottom for s in (right, across, left))
    dealt = tuple(t.match.hand(me))
    assert hand(t, me).cards == dealt  # as dealt, the setting says
    assert dealt != tuple(sorted(dealt, key=t.look.hand_key))  # (else the check proves nothing)
    for seat in (right, across, left):  # the others' cards are backs, as many as they hold
        assert hand(t, seat).cards == (None,) * t.match.cards_held(seat)
    panels = {spot.seat: look for spot, look in frame_of(t).seats}
    assert [panels[s].name for s in range(4)] == ["Anna", "Gianni", "Carla", "Dario"]
    assert [panels[s].status for s in range(4)] == [""] * 4  # everyone at the table
    h = table_of(host)
    until(both, lambda: bool(h.match.hand(0)) and still(host))
    assert hand(h, 0).cards == tuple(sorted(h.match.hand(0), key=h.look.hand_key))


def test_a_dummy_lies_face_up_at_its_seat_and_its_partner_plays_it(
    windows: tuple[Pilot, Pilot],
) -> None:
    host, guest = windows
    dummy = 3  # Gianni (seat 1) plays the dummy across the table
    t = play_until(windows, ("coch", 2), 3, lambda t: t.turns.active_seat() == dummy)
    for p in (host, guest):  # face up for everyone, at its own seat
        shown = hand(table_of(p), dummy).cards
        assert None not in shown and sorted(shown) == sorted(table_of(p).match.hand(dummy))  # type: ignore[type-var]
        assert [s for s in table_of(p).layout.spots if s.seat == dummy][0].open
    panel = [look for spot, look in frame_of(t).seats if spot.seat == dummy][0]
    assert panel.name == "Gianni's dummy"
    assert hand(t, dummy).playable and not hand(t, 1).playable  # the dummy's cards rise
    assert (
        "Your turn for Gianni's dummy: click one of its cards, or use the arrows and Enter."
        in texts(guest)
    )
    index = min(hand(t, dummy).playable)
    card = t.show.cards[dummy][index]
    before = event_no(host)
    click_card(guest, dummy, index)
    until([host, guest], lambda: event_no(host) > before)
    played = [e.card for e in seen_events(host, CardPlayed) if e.seat == dummy]
    assert [design_of(c) for c in played] == [design_of(card)]  # either copy of the design


def test_a_signal_given_with_a_lead_reaches_the_other_seat(
    windows: tuple[Pilot, Pilot], monkeypatch: pytest.MonkeyPatch
) -> None:
    host, guest = windows
    seeded(monkeypatch, 2)  # the guest leads the first trick (a match may end before another)
    t = play_until(windows, ("tressette", 4), 5, lambda t: bool(t.signals.now()))
    bar = {b.label: b for b in t.signals.buttons()}
    assert "No signal" in bar and "Busso" in bar  # the bar beside the hand
    guest.click(bar["Busso"].rect.center)
    index = min(hand(t, 1).playable)
    card = t.show.cards[1][index]
    before = event_no(host)
    click_card(guest, 1, index)
    until([host, guest], lambda: event_no(host) > before)
    signal = Signalled(1, card, Signal.BUSSO)
    assert signal in seen_events(host, Signalled)  # over the wire, to the host's seat
    name = t.look.card_name(card, t.faces)
    said = f"Gianni leads the {name} — busso: take it if you can, and come back."
    until([host, guest], lambda: said in texts(host))  # said at the host's table too


def must_follow_holding_buon_gioco(t: TableScene) -> bool:
    """Whether the guest must follow suit with some of their cards and may declare buon gioco
    (their choices were offered at this turn)."""
    legal = t.match.legal_actions()
    must_follow = len(hand(t, 1).playable) < len(t.show.cards[1])
    return must_follow and any(isinstance(a, Declare) for a in legal)


def test_a_card_the_server_refuses_is_said_and_the_person_plays_again(
    windows: tuple[Pilot, Pilot], monkeypatch: pytest.MonkeyPatch
) -> None:
    host, guest = windows
    seeded(monkeypatch, 4)  # the guest follows the first trick holding buon gioco
    t = play_until(windows, ("tressette", 4), 7, must_follow_holding_buon_gioco)
    client = t.source.client
    index = next(i for i in range(len(t.show.cards[1])) if i not in hand(t, 1).playable)
    card = t.show.cards[1][index]
    before, errors = event_no(guest), len(client.errors)
    click_card(guest, 1, index)
    until(
        [host, guest], lambda: len(client.errors) > errors and not table_of(guest).source.behind()
    )
    guest.step(3)
    assert guest.top is t  # the choices the person answered are not asked again
    assert "You cannot play that card now: choose a raised card." in texts(guest)
    assert event_no(guest) == before and card in t.show.cards[1]  # nothing changed
    index = min(hand(t, 1).playable)
    card = t.show.cards[1][index]
    click_card(guest, 1, index)
    until([host, guest], lambda: event_no(guest) > before and still(guest))
    assert card not in t.show.cards[1] and len(client.errors) == errors + 1


def test_the_score_sheet_and_the_tricks_of_the_hand_are_a_key_away(
    windows: tuple[Pilot, Pilot],
) -> None:
    host, guest = windows
    t = play_until(windows, ("coteccio", 4), 2, lambda t: len(t.show.tricks) >= 1)
    guest.key(pygame.K_s)
    shown = texts(guest)
    assert "Score sheet: Coteccio (lives)" in shown and "Dario" in shown, shown
    guest.key(pygame.K_ESCAPE)
    assert guest.top is t
    guest.key(pygame.K_l)
    tricks = frame_of(t).tricks
    assert tricks is not None and len(tricks.tricks) == len(t.match.tricks)
    assert "The tricks of this hand" in texts(guest)
    guest.key(pygame.K_ESCAPE)  # closes the tricks, not the table
    assert guest.top is t and frame_of(t).tricks is None
    winner = t.match.tricks[0].winner
    texts(guest)  # drawn: the piles are where the last frame put them
    guest.click(t.painter.piles[winner].center)  # a pile of tricks shows that seat's tricks
    assert f"The tricks taken by {t.names[winner]}" in texts(guest)


def test_a_card_played_flies_into_the_trick_and_the_trick_to_its_winner(
    windows: tuple[Pilot, Pilot],
) -> None:
    host, guest = windows
    for p in windows:
        p.app.settings.speed = Speed.NORMAL
    host_and_join(host, guest, "coteccio", 4)
    t = table_of(guest)

    def played() -> list[Flight]:  # a card flying into the trick (not dealt, not swept)
        tricks = {s.trick for s in t.layout.spots}
        return [f for f in t.anim.flights if f.owner is None and f.end in tricks]

    play_by_clicks(host, guest, 4, stop=lambda: any(f.started for f in played()))
    flight = next(f for f in played() if f.started)
    assert flight.card is not None
    play = next(e for e in seen_events(guest, CardPlayed) if e.card == flight.card)
    spot = [s for s in t.layout.spots if s.seat == play.seat][0]
    assert flight.end == spot.trick and flight.start != flight.end  # toward its player
    assert (play.seat, flight.card) not in t.show.trick  # on the table once it lands
    until([host, guest], lambda: (play.seat, flight.card) in t.show.trick)
    play_by_clicks(host, guest, 4, stop=lambda: t.show.taking is not None)
    taker = t.show.taking  # the trick stays a moment, its winning card marked, then goes
    until([host, guest], lambda: t.show.taking is None)
    panel = [s for s in t.layout.spots if s.seat == taker][0].panel.center
    assert t.anim.flights and all(f.end == panel for f in t.anim.flights)


def test_the_stock_of_tressette_in_due_lies_on_the_table_with_its_count(
    windows: tuple[Pilot, Pilot],
) -> None:
    host, guest = windows
    t = play_until(windows, ("tressette-in-due", 2), 3, lambda t: len(t.show.tricks) >= 1)
    frame = frame_of(t)
    stock = t.match.view(1).stock
    assert [(s.label, s.stacked) for s in frame.spreads][0] == (f"Stock: {stock} cards", True)
    drawn = [s for s in frame.spreads if s.label.endswith("draws")]
    # both cards drawn after the last trick lie face up to both, a card since led only on the trick
    names, lying = ("Anna", "Gianni"), {c for _seat, c in t.show.trick}
    last = t.match.view(1).drawn[-2:]
    assert len(last) == 2
    wanted = [(f"{names[seat]} draws", (card,)) for seat, card in last if card not in lying]
    assert sorted((s.label, s.cards) for s in drawn) == sorted(wanted)


def test_the_window_offers_only_the_cards_it_shows_while_a_newer_update_waits(
    windows: tuple[Pilot, Pilot],
) -> None:
    """The client's thread may take a newer update between two frames: until the window takes
    it in, the cards it offers are those of the hand it shows (a test once clicked the hand of
    the old deal with the new deal's cards offered)."""
    host, guest = windows
    t = play_until(windows, ("coteccio", 4), 3, lambda t: True)
    offered = hand(t, 1).playable
    assert offered and hand(t, 1).cards == tuple(t.show.cards[1])
    client = t.source.client
    client.state = {**client.state, "event": client.state["event"] + 1, "legal": []}
    turn = "Your turn: click a card, or use the arrows and Enter."
    assert hand(t, 1).playable == offered and turn in texts(guest)
    until([host, guest], lambda: not t.source.behind())
    assert not hand(t, 1).playable and turn not in texts(guest)

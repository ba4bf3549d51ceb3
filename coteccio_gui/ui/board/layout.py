"""Where things go on the table: seats round an oval, hands, the trick, at any window size.

Seats sit in anticlockwise play order as seen from above: from the seat at the bottom the
next seat is to the right, then across the top, then down the left (clockwise: the mirror).
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass, replace

import pygame

from coteccio_gui.ui.cardart import card_size

HAND_SIZE = 5
INDEX_SHARE = 0.29
"""The share of a card's width, from its left edge, that its corner index takes (every pack)."""
OPEN_STEP = 0.45
"""How far apart the cards of a face-up hand are spread, as a share of a card's width: the
corner index and a strip of the picture show on each."""
SIDE_STEP = 0.6
"""The same for an open hand at a side of the table, where there is room: more of each
picture shows."""
OPEN_LEAST = 130
"""The height of a card of a face-up hand at which its corner index (about an eighth of the
height) is drawn at the least text size a player is asked to read."""


@dataclass(frozen=True)
class SeatSpot:
    """The places of one seat: its name panel, its hand and where its card lands in a trick."""

    seat: int
    anchor: tuple[int, int]
    """The seat's point on the table's edge."""
    panel: pygame.Rect
    hand: pygame.Rect
    card_height: int
    """Height of this seat's hand cards."""
    trick: tuple[int, int]
    """Centre of the card this seat plays to the trick."""
    bottom: bool
    fan: int = HAND_SIZE
    """How many cards the hand area is laid out for."""
    open: bool = False
    """The hand lies face up for everyone (a dummy's): larger, and spread so each card reads."""


@dataclass(frozen=True)
class TableLayout:
    """Everything placed for one window size and number of seats."""

    size: tuple[int, int]
    oval: pygame.Rect
    spots: tuple[SeatSpot, ...]
    trick_height: int
    centre: tuple[int, int]
    info: pygame.Rect
    """The pool / doctor panel."""
    buttons: pygame.Rect
    """Where the table's own buttons go (last trick, menu)."""
    message: tuple[int, int]
    """Centre of the line that says why a card was refused, whose turn it is..."""
    clockwise: bool = False
    """The play goes clockwise: the next seat sits to the left (the arrow on the felt too)."""


def _angles(others: int) -> list[float]:
    """Angles (degrees from the bottom, anticlockwise) of the seats after the bottom one."""
    if others + 1 <= 4:
        return [360 * k / (others + 1) for k in range(1, others + 1)]
    step = 250 / (others - 1)
    return [55 + step * k for k in range(others)]


def hand_card_positions(spot: SeatSpot, count: int) -> list[pygame.Rect]:
    """The rects of ``count`` cards fanned across a seat's hand area, left to right."""
    w, h = card_size(spot.card_height)
    if count <= 0:
        return []
    step = (spot.hand.width - w) / max(1, spot.fan - 1)
    width = w + step * (count - 1)
    left = spot.hand.centerx - width / 2
    return [pygame.Rect(round(left + i * step), spot.hand.y, w, h) for i in range(count)]


def pile_rect(layout: TableLayout, spot: SeatSpot) -> pygame.Rect:
    """Where a seat's pile of tricks lies: beside its panel, on the side away from the hand
    at the bottom (beyond the hand, if too wide), towards the middle of the table elsewhere —
    unless a card played to the trick, a hand (its own too, if it lies open beside the panel)
    or another panel would be under it there: then on the other side."""
    h = spot.panel.height
    w = max(12, int(h * 0.8))
    gap = max(4, h // 8)
    towards = pygame.Rect(0, spot.panel.y, w, h)
    away = towards.copy()
    if spot.bottom or spot.panel.centerx > layout.centre[0]:
        towards.right = spot.panel.left - gap
        away.left = spot.panel.right + gap
    else:
        towards.left = spot.panel.right + gap
        away.right = spot.panel.left - gap
    card_w = max(8, int(layout.trick_height * 0.56))
    taken = [
        pygame.Rect(0, 0, card_w, layout.trick_height).move(
            other.trick[0] - card_w // 2, other.trick[1] - layout.trick_height // 2
        )
        for other in layout.spots
    ]
    taken += [other.hand for other in layout.spots if other.seat != spot.seat or other.open]
    taken += [other.panel for other in layout.spots if other.seat != spot.seat]
    screen = pygame.Rect((0, 0), layout.size)
    places = [towards, away]
    if spot.bottom:  # a hand too wide for both sides of the panel: the pile goes beyond it
        places.append(towards.move(spot.hand.right + gap - towards.x, 0))
        corner = layout.buttons  # the bottom corner under it holds the table's other buttons
        taken += [spot.hand, pygame.Rect(corner.x, corner.bottom, corner.width, layout.size[1])]
    for rect in places:
        if screen.contains(rect) and rect.collidelist(taken) < 0:
            return rect
    return away if spot.bottom and not screen.contains(towards) else towards


def table_layout(
    size: tuple[int, int],
    players: int,
    bottom_seat: int,
    card_scale: float = 1.0,
    hand_size: int = HAND_SIZE,
    face_up: Collection[int] = (),
    clockwise: bool = False,
) -> TableLayout:
    """Place ``players`` seats round the table, ``bottom_seat`` at the bottom.

    ``card_scale`` (the card-size setting) makes the hand at the bottom and the cards
    played to the trick bigger or smaller; ``hand_size`` is how many cards a hand fans;
    the hands of the seats in ``face_up`` lie open for everyone and are spread wide;
    ``clockwise``: the game is played clockwise, so the seats go round the other way.
    """
    width, height = size
    unit = min(width / 1280, height / 800)
    centre = (width // 2, int(height * 0.43))
    rx, ry = width * 0.39, height * 0.32
    oval = pygame.Rect(0, 0, int(rx * 2), int(ry * 2))
    oval.center = centre

    human_h = max(60, min(int(height * 0.22), int(width * 0.2 * 98 / 53 / 1.6)))
    human_h = max(60, int(human_h * card_scale))
    hw, _ = card_size(human_h)
    fan = max(2, hand_size)
    room = int(min(width * 0.62, width - int(200 * unit) - int(80 * unit)))
    hand_w = hw + min(int(hw * 0.9), max(1, (room - hw) // (fan - 1))) * (fan - 1)
    human_hand = pygame.Rect(0, 0, hand_w, human_h)
    human_hand.midbottom = (width // 2, height - int(12 * unit))
    panel_w, panel_h = int(200 * unit), int(64 * unit)
    human_panel = pygame.Rect(0, 0, panel_w, panel_h)
    human_panel.bottomright = (human_hand.left - int(20 * unit), human_hand.bottom)

    small_h = max(40, int(height * 0.105))
    sw, _ = card_size(small_h)
    small_w = sw + min(int(sw * 0.42), int(sw * 2.2 / (fan - 1))) * (fan - 1)
    trick_h = max(50, int(min(height * 0.15, width * 0.1) * (0.8 if players >= 6 else 1.0)))
    trick_h = max(50, int(trick_h * card_scale))
    spots: list[SeatSpot | None] = [None] * players
    bottom_trick = (centre[0], int(centre[1] + ry * 0.5))
    spots[bottom_seat] = SeatSpot(
        bottom_seat,
        (centre[0], int(centre[1] + ry)),
        human_panel,
        human_hand,
        human_h,
        bottom_trick,
        True,
        fan,
    )
    for k, angle in enumerate(_angles(players - 1), start=1):
        seat = (bottom_seat + k) % players
        a = math.radians(-angle if clockwise else angle)
        x = centre[0] + rx * math.sin(a)
        y = centre[1] + ry * math.cos(a)
        block = small_h + panel_h + int(6 * unit)
        hand = pygame.Rect(0, 0, small_w, small_h)
        hand.midtop = (int(x), int(y - block / 2))
        panel = pygame.Rect(0, 0, panel_w, panel_h)
        panel.midtop = (hand.centerx, hand.bottom + int(6 * unit))
        tx = centre[0] + rx * 0.5 * math.sin(a)
        ty = centre[1] + ry * 0.5 * math.cos(a)
        spots[seat] = SeatSpot(
            seat, (int(x), int(y)), panel, hand, small_h, (int(tx), int(ty)), False, fan
        )
    info = pygame.Rect(int(12 * unit), int(12 * unit), int(215 * unit), int(96 * unit))
    buttons = pygame.Rect(0, 0, int(170 * unit), int(96 * unit))
    buttons.topright = (width - int(12 * unit), int(12 * unit))
    edge = int(12 * unit)  # the room the hand at the bottom leaves below it, kept by all
    open_h = max(int(human_h * 0.8), OPEN_LEAST)  # never larger than the player's own
    open_h = max(small_h, min(human_h, int(height * 0.22), open_h))
    between = pygame.Rect(info.right, 0, buttons.left - info.right, height)
    for k, spot in enumerate(spots):
        if spot is not None and k in face_up and not spot.bottom:
            spots[k] = _open(spot, size, between, open_h, (trick_h, int(8 * unit)), edge)
    placed, trick_h = _clear_tricks([s for s in spots if s is not None], centre, trick_h, unit)
    message = (width // 2, human_hand.top - human_h // 5 - int(22 * unit))
    return TableLayout(
        size,
        oval,
        placed,
        trick_h,
        centre,
        info,
        buttons,
        message,
        clockwise,
    )


def _open(
    spot: SeatSpot,
    size: tuple[int, int],
    room: pygame.Rect,
    h: int,
    trick: tuple[int, int],
    edge: int,
) -> SeatSpot:
    """``spot`` with its hand laid open: cards ``h`` tall, spread by ``OPEN_STEP`` of a card
    (less if the room is short, never less than the index), lifted cards kept in the window;
    across the table the panel goes beside the hand (the two centred in the ``room`` between
    the corner panels, ``edge`` apart and ``edge`` from the top, lifted cards too), and the
    seat's trick card moves clear."""
    width, height = size
    trick_h, gap = trick
    w, _ = card_size(h)
    panel = spot.panel.copy()
    across = abs(spot.anchor[0] - width / 2) < width / 6
    upper = not across and spot.anchor[1] < height * 0.3  # a corner at the top (three seats)
    room_w = room.width - 2 * gap - panel.width - edge if across else int(width * 0.4)
    if upper:  # half the width each, the cards smaller if even their corners would not fit
        room_w = (width - 8 * gap) // 2
        while h > trick_h and w + (math.ceil(w * INDEX_SHARE) + 2) * (spot.fan - 1) > room_w:
            h -= 2
            w, _ = card_size(h)
    lift = h // 8 + h // 16  # a playable card rises, the chosen one a little more
    fits = (room_w - w) // max(1, spot.fan - 1)
    spread = OPEN_STEP if across else SIDE_STEP
    step = max(math.ceil(w * INDEX_SHARE) + 2, min(round(w * spread), fits))
    hand = pygame.Rect(0, 0, w + step * (spot.fan - 1), h)
    tx, ty = spot.trick
    trick_w, _ = card_size(trick_h)
    if across:
        block = hand.width + edge + panel.width
        left = spot.anchor[0] - block // 2
        hand.topleft = (max(room.left + gap, min(left, room.right - gap - block)), edge + lift)
        panel.midleft = (hand.right + edge, hand.centery)
        ty = max(ty, hand.bottom + gap + trick_h // 2)
    else:
        block = lift + h + gap + panel.height
        hand.midtop = (spot.anchor[0], spot.anchor[1] - block // 2 + lift)
        hand.clamp_ip(pygame.Rect(3 * gap, 0, width - 6 * gap, height))  # off the edge
        panel.midtop = (hand.centerx, hand.bottom + gap)
        panel.clamp_ip(pygame.Rect(gap, 0, width - 2 * gap, height))
        if upper:  # the card played goes below the panel
            ty = max(ty, panel.bottom + gap + trick_h // 2)
        elif hand.centerx < width / 2:
            tx = max(tx, hand.right + gap + trick_w // 2)
        else:
            tx = min(tx, hand.left - gap - trick_w // 2)
    return SeatSpot(spot.seat, spot.anchor, panel, hand, h, (tx, ty), False, spot.fan, True)


def _trick_rect(trick: tuple[int, int], h: int) -> pygame.Rect:
    w, _h = card_size(h)
    return pygame.Rect(trick[0] - w // 2, trick[1] - h // 2, w, h)


def _clear_tricks(
    spots: list[SeatSpot], centre: tuple[int, int], trick_h: int, unit: float
) -> tuple[tuple[SeatSpot, ...], int]:
    """The seats with each card played to the trick clear of every name panel and hand (a
    hand's cards lifted to play): drawn in towards the middle as far as need be; and cards
    made smaller until no two cards of a trick overlap."""
    gap = max(2, int(4 * unit))
    solid = [s.panel for s in spots]
    solid += [s.hand.inflate(0, s.card_height // 2).move(0, -s.card_height // 4) for s in spots]
    while True:
        moved = []
        for spot in spots:
            (tx, ty), (cx, cy) = spot.trick, centre
            trick = spot.trick
            for k in range(21):  # from where the oval puts it towards the middle, in steps
                f = 1.0 - 0.04 * k
                trick = (round(cx + (tx - cx) * f), round(cy + (ty - cy) * f))
                if _trick_rect(trick, trick_h).inflate(gap, gap).collidelist(solid) < 0:
                    break
            moved.append(replace(spot, trick=trick))
        rects = [_trick_rect(s.trick, trick_h) for s in moved]
        apart = all(a.collidelist(rects[i + 1 :]) < 0 for i, a in enumerate(rects))
        if apart or trick_h <= 40:
            return tuple(moved), trick_h
        trick_h = max(40, int(trick_h * 0.94))

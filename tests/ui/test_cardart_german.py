"""The German pack of Stovkahra: its 32 faces and back draw at every table size, no two look alike,
the Over and the Under are told apart as in German packs, the English faces map the suits as
agreed, and the Italian and Cucco packs are drawn exactly as before."""

from __future__ import annotations

import hashlib
import math
import re
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from coteccio_gui.engine.cards import Rank, card
from coteccio_gui.ui import cardart
from coteccio_gui.ui.board.layout import INDEX_SHARE
from coteccio_gui.ui.card_sheet import run_cards
from coteccio_gui.ui.cardart import back, cucco, english, german, german_courts, triestine
from coteccio_gui.ui.cardart.parts import CARD_W, load_part
from tests.ui.test_cardart import svg_problems

STYLES = [("german", False), ("german-english", False), ("german-english", True)]
HEIGHTS = [40, 60, 90, 150, 300, 400]


def _pixels(image: pygame.Surface) -> bytes:
    return bytes(pygame.image.tobytes(image, "RGBA"))


@pytest.mark.parametrize("height", HEIGHTS)
@pytest.mark.parametrize(("faces", "four"), STYLES)
def test_every_card_and_the_back_draw_at_table_sizes(faces: str, four: bool, height: int) -> None:
    images = [cardart.card_image(faces, c, height, four) for c in german.DECK]
    images.append(cardart.back_image(height, faces))
    w, h = cardart.card_size(height)
    for image in images:
        assert image.get_size() == (w, h)
        for corner in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)]:
            # rounded off: clear from 90 px up, softened on the tiniest cards (the stock of every pack)
            assert image.get_at(corner).a == 0 or (height < 90 and image.get_at(corner).a < 255)
        assert image.get_at((w // 2, h // 2)).a == 255
        assert image.get_at((w // 2, 2)).a == 255


@pytest.mark.parametrize(("faces", "four"), STYLES)
def test_no_two_faces_look_alike_and_the_back_is_none_of_them(faces: str, four: bool) -> None:
    images = [cardart.card_image(faces, c, 120, four) for c in german.DECK]
    images.append(cardart.back_image(120, faces))
    assert len({_pixels(i) for i in images}) == 33


def test_the_german_backs_are_their_own() -> None:
    backs = [cardart.back_image(120, f) for f in ("german", "german-english", "triestine", "cucco")]
    assert len({_pixels(b) for b in backs}) == 4


def test_over_holds_his_sign_high_and_under_holds_it_low() -> None:
    def sign_box(name: str) -> tuple[float, float]:
        part = load_part(german.PACK, name)
        m = re.search(
            r'id="sign" x="[-\d.]+" y="([-\d.]+)" width="[\d.]+" height="([\d.]+)"', part.body
        )
        assert m, name
        top, height = float(m.group(1)), float(m.group(2))
        return top / part.height, (top + height) / part.height

    over, under, king = sign_box("over"), sign_box("under"), sign_box("king")
    assert over[1] < 0.2  # above the head, at the top of the card
    assert under[0] > 0.6  # by the knee
    assert over[1] < king[0] and king[1] < under[0]  # the King holds his between
    for suit in range(4):
        o, u = (cardart.card_image("german", 8 * suit + r, 120) for r in (2, 3))
        assert _pixels(o) != _pixels(u)


def test_every_composed_drawing_is_one_nanosvg_draws_and_every_sign_is_placed() -> None:
    drawings = [german.face(c) for c in german.DECK] + [german.back(), german.back(True)]
    drawings += [english.face32(c, True) for c in german.DECK]
    for drawing in drawings:
        svg = drawing.svg.decode()
        assert svg_problems(svg) == []
        assert 'id="sign"' not in svg


def test_the_corner_index_shows_in_a_fanned_hand() -> None:
    # the index must lie in the share of the card a fanned hand leaves showing
    room = INDEX_SHARE * CARD_W
    sign_w = german.SIGN_H * max(
        load_part(german.PACK, s).width / load_part(german.PACK, s).height for s in german.SIGNS
    )
    assert room > german.INDEX_X + german.INDEX_W / 2
    assert german.INDEX_X + sign_w / 2 < room
    for c in german.DECK:
        suit, rank = german.suit_rank(c)
        texts = [label.text for label in german.face(c).labels]
        assert texts == [german.RANK_MARKS[rank]] * 2
        assert german.corners(suit, rank)[1][0].max_width == german.INDEX_W


def test_courts_wear_their_suit_colours_and_numerals_carry_their_count_of_signs() -> None:
    for suit in range(4):
        svg = german.face(8 * suit + 1).svg.decode()
        assert all(colour in svg for colour in german_courts.PALETTES[suit])
        assert not any(colour in svg for colour in german_courts.SENTINELS)
    for c in german.DECK:
        suit, rank = german.suit_rank(c)
        if rank >= 4:  # the 10 to 7: that many signs, besides the two in the corners
            body = load_part(german.PACK, german.SIGNS[suit]).body
            assert german.face(c).svg.decode().count(body) == 14 - rank + 2


def test_english_faces_map_the_suits_and_ranks_as_agreed() -> None:
    parts = [english.SUIT_PART[s] for s in english.SUIT_OF_GERMAN]
    assert parts == ["pip_clubs", "pip_spades", "pip_hearts", "pip_diamonds"]
    italian_rank = {0: Rank.ASSO, 1: Rank.RE, 2: Rank.CAVAL, 3: Rank.FANTE, 7: Rank.SETTE}
    for four in (False, True):
        for suit in range(4):
            for rank, same in italian_rank.items():
                # the Ace, King, Queen (Over), Jack (Under) and 7 are the Italian pack's English ones
                ours = cardart.card_image("german-english", 8 * suit + rank, 120, four)
                theirs = cardart.card_image(
                    "english", card(english.SUIT_OF_GERMAN[suit], same), 120, four
                )
                assert _pixels(ours) == _pixels(theirs), (suit, rank, four)
    for c in german.DECK:
        suit, rank = german.suit_rank(c)
        texts = [label.text for label in english.face32(c).labels]
        assert texts == [("A", "K", "Q", "J", "10", "9", "8", "7")[rank]] * 2
    clubs = english.face32(4, True).svg.decode()  # the 10 of acorns: ten green clubs
    assert clubs.count("<circle") == 3 * 12 and "#1e8a3a" in clubs


def test_the_italian_and_cucco_packs_are_drawn_as_before() -> None:
    """The drawings (SVG and printed words) of every existing face and back. If you change that
    art on purpose, write the new digest here."""
    digest = hashlib.sha256()
    faces = [triestine.face(c) for c in range(40)]
    faces += [english.face(c, four) for c in range(40) for four in (False, True)]
    faces += [cucco.face(2 * d) for d in range(20)] + [back.face(), cucco.back()]
    for face in faces:
        digest.update(face.svg)
        digest.update(repr(face.labels).encode())
    assert digest.hexdigest() == ITALIAN_AND_CUCCO


ITALIAN_AND_CUCCO = "ab693368a8a3b2cc76b21596934d90d1ad0ef84c389ef6a1aea4ac8739db14c3"
"""Measured on the drawings before the German pack was added."""


def test_cards_command_writes_the_german_pack_both_ways(tmp_path: Path) -> None:
    codes = {f"{c}.png" for c in german.CODES}
    assert {"Aa.png", "Ol.png", "Uh.png", "10h.png", "7b.png"} <= codes and len(codes) == 32
    for faces in ("german", "german-english"):
        out = tmp_path / faces
        assert run_cards(faces, False, 60, str(out)) == 0
        assert {p.name for p in out.iterdir()} == codes | {"back.png", "contact-sheet.png"}
        sheet = pygame.image.load(str(out / "contact-sheet.png"))
        w, _ = cardart.card_size(60)
        assert sheet.get_width() > 8 * w and sheet.get_height() > 5 * 60  # 4 suits and the back


def test_german_cards_are_refused_outside_the_pack_and_cached() -> None:
    for bad in (-1, 32, 39):
        with pytest.raises(ValueError):
            cardart.card_image("german", bad, 100)
    assert cardart.card_image("german", 31, 100) is cardart.card_image("german", 31, 100)
    assert cardart.back_image(100, "german") is cardart.back_image(100, "german")


def test_the_german_art_is_not_loaded_at_start_up() -> None:
    code = (
        "import sys; import coteccio_gui.ui.cardart as a; "
        "a.card_image('triestine', 0, 60); a.card_image('german-english', 0, 60); "
        "print('coteccio_gui.ui.cardart.german' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip().endswith("False")


def test_the_pack_module_of_the_game_agrees_with_the_art() -> None:
    cards = pytest.importorskip("coteccio_gui.games.stovkahra.cards")
    assert tuple(cards.code(c) for c in cards.DECK) == german.CODES
    assert all(cards.card_from_code(german.CODES[c]) == c for c in german.DECK)


def test_the_printed_rank_mark_lies_in_the_strip_a_fanned_hand_shows() -> None:
    height = 150  # a large window's hand
    w, _ = cardart.card_size(height)
    step = math.ceil(w * INDEX_SHARE) + 2  # the closest a hand's cards are spread
    rows = range(round(height * 40 / 980), round(height * 124 / 980))  # the rank mark's rows
    for c in german.DECK:
        image = cardart.card_image("german", c, height)
        dark = [x for x in range(w // 2) for y in rows if sum(image.get_at((x, y))[:3]) < 150]
        assert dark and max(dark) < step, (c, max(dark), step)

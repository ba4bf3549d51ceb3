"""Card art: every card of both packs draws at table sizes, looks distinct, and stays lint-clean."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from coteccio_gui import paths  # noqa: E402
from coteccio_gui.engine.cards import CODES, DECK, Rank, Suit, card_from_code  # noqa: E402
from coteccio_gui.ui import cardart  # noqa: E402
from coteccio_gui.ui.card_sheet import run_cards  # noqa: E402
from coteccio_gui.ui.cardart import back, courts, english, raster, triestine  # noqa: E402

ASSETS = paths.assets_dir()
STYLES = [("triestine", False), ("english", False), ("english", True)]

_FORBIDDEN = re.compile(
    r"<\s*(text|use|symbol|clipPath|pattern|filter|mask|image|style|foreignObject)\b"
    r"|\b(clip-path|filter|mask)\s*="
)
_GRADIENT = re.compile(r"<\s*(linearGradient|radialGradient)\b[^>]*>")
_PATH_D = re.compile(r'\sd="([^"]*)"')
_ARC = re.compile(r"[Aa]([^A-Za-z]*)")


def svg_problems(svg: str) -> list[str]:
    """What in ``svg`` pygame-ce's nanosvg would skip or misread."""
    problems = [f"unsupported {m.group(0).strip()!r}" for m in _FORBIDDEN.finditer(svg)]
    for m in _GRADIENT.finditer(svg):
        if 'gradientUnits="userSpaceOnUse"' not in m.group(0):
            problems.append("gradient without gradientUnits=userSpaceOnUse")
    for d in _PATH_D.findall(svg):
        for args in _ARC.findall(d):
            tokens = [t for t in re.split(r"[\s,]+", args.strip()) if t]
            if len(tokens) % 7:
                problems.append(f"arc arguments not in sevens (compressed flags?): {args!r}")
                continue
            for i in range(0, len(tokens), 7):
                if tokens[i + 3] not in "01" or tokens[i + 4] not in "01":
                    problems.append(f"arc flags not a lone 0 or 1: {args!r}")
    return problems


def test_lint_catches_what_nanosvg_cannot_draw() -> None:
    bad = [
        '<text x="1">A</text>',
        '<use href="#a"/>',
        '<symbol id="a"/>',
        '<clipPath id="c"/>',
        '<pattern id="p"/>',
        '<g filter="url(#f)"/>',
        '<linearGradient id="g" x1="0" x2="1"/>',
        '<path d="M0 0 A 10 10 0 0110 10"/>',
        '<path d="M0 0 A10 10 0 1 1 10 10 a 5 5 0 0 15 5"/>',
    ]
    for svg in bad:
        assert svg_problems(svg), svg
    assert not svg_problems('<path d="M0 0 A 10 10 0 0 1 10 10 a5,5 0 1,0 5,5 Z"/>')
    assert not svg_problems('<radialGradient gradientUnits="userSpaceOnUse" cx="5"/>')


def test_svg_parts_use_only_what_nanosvg_draws() -> None:
    files = sorted((ASSETS / "cards").rglob("*.svg"))
    assert len(files) >= 20
    for f in files:
        assert svg_problems(f.read_text(encoding="utf-8")) == [], f.name


def test_composed_cards_use_only_what_nanosvg_draws() -> None:
    drawings = [triestine.face(c) for c in DECK] + [english.face(c, True) for c in DECK]
    for drawing in [*drawings, back.face()]:
        svg = drawing.svg.decode()
        assert svg_problems(svg) == []
        assert "prop-" not in svg and 'id="suit"' not in svg  # every marker became a prop


@pytest.mark.parametrize("height", [120, 240, 480])
@pytest.mark.parametrize(("faces", "four"), STYLES)
def test_every_card_and_back_draw_at_size_with_rounded_corners(
    faces: str, four: bool, height: int
) -> None:
    images = [cardart.card_image(faces, c, height, four) for c in DECK]
    images.append(cardart.back_image(height))
    w, h = cardart.card_size(height)
    assert h == height and abs(w - height * 53 / 98) <= 1
    for image in images:
        assert image.get_size() == (w, h)
        assert image.get_flags() & pygame.SRCALPHA
        for corner in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)]:
            assert image.get_at(corner).a == 0, corner
        assert image.get_at((w // 2, h // 2)).a == 255
        assert image.get_at((w // 2, 2)).a == 255  # edges are opaque, only corners round off


@pytest.mark.parametrize(("faces", "four"), STYLES)
def test_no_two_cards_look_the_same(faces: str, four: bool) -> None:
    images = [cardart.card_image(faces, c, 120, four) for c in DECK] + [cardart.back_image(120)]
    pixels = {bytes(pygame.image.tobytes(image, "RGBA")) for image in images}
    assert len(pixels) == 41


def test_rounded_corners_have_no_dark_fringe() -> None:
    image = cardart.card_image("triestine", card_from_code("Rd"), 240)
    edge = sum(raster.EDGE)
    w, h = image.get_size()
    for x in range(12):
        for y in range(12):
            px = image.get_at((x, y))
            if 0 < px.a < 255:
                assert px.r + px.g + px.b >= edge - 30, (x, y, px)


def test_four_colour_turns_diamonds_blue_and_clubs_green_only() -> None:
    def ink_counts(code: str, four: bool) -> tuple[int, int, int]:
        image = cardart.card_image("english", card_from_code(code), 240, four)
        reds = blues = greens = 0
        for x in range(0, image.get_width(), 2):
            for y in range(0, image.get_height(), 2):
                p = image.get_at((x, y))
                reds += p.r > 150 and p.g < 80 and p.b < 80
                blues += p.b > 150 and p.r < 80
                greens += p.g > 100 and p.r < 60 and p.b < 90
        return reds, blues, greens

    assert ink_counts("5d", False)[0] > 200 and ink_counts("5d", True)[1] > 200
    assert ink_counts("5d", True)[0] == 0
    assert ink_counts("5b", True)[2] > 200 and ink_counts("5b", False)[2] == 0
    for code in ("5c", "Rs"):  # hearts and spades keep their two colours
        plain, four = (cardart.card_image("english", card_from_code(code), 120, f) for f in (0, 1))
        assert pygame.image.tobytes(plain, "RGBA") == pygame.image.tobytes(four, "RGBA")


def test_courts_print_their_triestine_names_and_indices() -> None:
    assert courts.band_label(Suit.DENARI, Rank.RE) == "RE DI DANARI"
    assert courts.band_label(Suit.SPADE, Rank.CAVAL) == "CAVAL. DI SPADE"
    assert courts.band_label(Suit.COPPE, Rank.FANTE) == "FANTE DI COPPE"
    for code, index in [("Rb", "13"), ("Cb", "12"), ("Fb", "11"), ("7b", "7"), ("Ab", "1")]:
        texts = [label.text for label in triestine.face(card_from_code(code)).labels]
        assert texts.count(index) == 2, code  # two opposite corners
    ace_texts = " ".join(label.text for label in triestine.face(card_from_code("Ac")).labels)
    assert "Una coppa di buon vin" in ace_texts and "fa coraggio fa morbin" in ace_texts


def test_images_are_cached_per_key_and_bad_requests_refused() -> None:
    a = cardart.card_image("triestine", 5, 200)
    assert cardart.card_image("triestine", 5, 200) is a
    assert cardart.card_image("triestine", 5, 201) is not a
    assert cardart.back_image(200) is cardart.back_image(200)
    for bad_height in (0, -5, 2001):
        with pytest.raises(ValueError):
            cardart.card_image("triestine", 5, bad_height)
    with pytest.raises(ValueError):
        cardart.card_image("triestine", 40, 100)
    with pytest.raises(ValueError):
        cardart.card_image("tarot", 5, 100)


def test_cards_command_writes_every_card_back_and_sheet(tmp_path: Path) -> None:
    assert run_cards("english", True, 60, str(tmp_path / "out")) == 0
    names = {p.name for p in (tmp_path / "out").iterdir()}
    assert names == {f"{c}.png" for c in CODES} | {"back.png", "contact-sheet.png"}
    card = pygame.image.load(str(tmp_path / "out" / "Rc.png"))
    assert card.get_size() == cardart.card_size(60)
    sheet = pygame.image.load(str(tmp_path / "out" / "contact-sheet.png"))
    assert sheet.get_width() > 10 * card.get_width() and sheet.get_height() > 5 * 60


def test_cards_command_refuses_bad_height_and_unwritable_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run_cards("triestine", False, 0, str(tmp_path)) == 2
    assert run_cards("triestine", False, 2001, str(tmp_path)) == 2
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    assert run_cards("triestine", False, 60, str(blocker / "sub")) == 2
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 3 and all(line.startswith("coteccio cards:") for line in lines)


def test_every_asset_file_is_listed_in_assets_md() -> None:
    listed = (ASSETS / "ASSETS.md").read_text(encoding="utf-8")
    files = [p for p in ASSETS.rglob("*") if p.is_file() and p.name != "ASSETS.md"]
    assert files
    missing = [
        str(p.relative_to(ASSETS)) for p in files if f"`{p.relative_to(ASSETS)}`" not in listed
    ]
    assert missing == []


def test_assets_found_from_source_and_from_a_frozen_bundle(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    assert (paths.assets_dir() / "ASSETS.md").is_file()
    assert paths.font_path().is_file()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.assets_dir() == tmp_path / "coteccio_gui" / "assets"


# ---- the Cucco pack -------------------------------------------------------------------------


def test_cucco_drawings_use_only_what_nanosvg_draws() -> None:
    from coteccio_gui.ui.cardart import cucco

    for drawing in [*(cucco.face(2 * d) for d in range(20)), cucco.back()]:
        assert svg_problems(drawing.svg.decode()) == []


@pytest.mark.parametrize("height", [120, 240])
def test_every_cucco_design_and_its_back_draw_with_rounded_corners(height: int) -> None:
    images = [cardart.card_image("cucco", 2 * d, height) for d in range(20)]
    images.append(cardart.back_image(height, "cucco"))
    w, h = cardart.card_size(height)
    for image in images:
        assert image.get_size() == (w, h)
        for corner in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)]:
            assert image.get_at(corner).a == 0
        assert image.get_at((w // 2, h // 2)).a == 255


def test_the_two_copies_of_a_design_are_one_image_and_no_two_designs_look_alike() -> None:
    assert cardart.card_image("cucco", 14, 120) is cardart.card_image("cucco", 15, 120)
    images = [cardart.card_image("cucco", 2 * d, 120) for d in range(20)]
    images += [cardart.back_image(120, "cucco"), cardart.back_image(120)]
    assert len({bytes(pygame.image.tobytes(i, "RGBA")) for i in images}) == 22


def test_cucco_cards_print_their_numbers_names_and_corner_indices() -> None:
    from coteccio_gui.games.cucco.cards import Design
    from coteccio_gui.ui.cardart import cucco

    def texts(design: Design) -> list[str]:
        return [label.text for label in cucco.face(2 * design).labels]

    assert texts(Design.F9).count("VIIII") == 4  # the big number (with its shadow), two corners
    assert {"XIIII", "BRAGON", "hai pigliato Bragon"} <= set(texts(Design.BRAGON))
    assert texts(Design.MATTO).count("MAT") == 2 and "MATTO" in texts(Design.MATTO)
    assert texts(Design.NULLA).count("0") == 2 and "NULLA" in texts(Design.NULLA)
    assert {"XV", "CUCCO"} <= set(texts(Design.CUCCO))
    assert "BRESCIA" in texts(Design.BRESCIA) and texts(Design.BRESCIA).count("BR") == 2


def test_cards_command_writes_the_cucco_pack(tmp_path: Path) -> None:
    from coteccio_gui.games.cucco.cards import DESIGN_CODES

    assert run_cards("cucco", False, 60, str(tmp_path)) == 0
    names = {p.name for p in tmp_path.iterdir()}
    assert names == {f"{c}.png" for c in DESIGN_CODES} | {"back.png", "contact-sheet.png"}

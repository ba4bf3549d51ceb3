"""The third-party notices name every library pygame-ce brings, and say how each may be used."""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

import pytest

from tests.packaging.support import NOTICES, library_name, unnamed

ROOT = Path(__file__).resolve().parent.parent.parent

# What the notices must cover beyond pygame-ce's own libraries (see THIRD-PARTY-NOTICES.md).
COMPONENTS = (
    "pygame-ce",
    "SDL 2",
    "SDL_image",
    "SDL_mixer",
    "SDL_ttf",
    "FreeType",
    "libpng",
    "zlib",
    "libjpeg-turbo",
    "libwebp",
    "libtiff",
    "CPython",
    "platformdirs",
    "websockets",
    "OpenSSL",
    "DejaVu",
    "PyInstaller",
)
LICENCES = ("Zlib", "FTL", "libpng-2.0", "IJG", "PSF-2.0", "LGPL-2.1", "BSD-3-Clause", "MIT")


def _pygame_libraries() -> list[str]:
    files = metadata.files("pygame-ce") or []
    return sorted(
        Path(str(f)).name for f in files if str(f).startswith("pygame_ce.libs/") and ".so" in str(f)
    )


def test_library_names_drop_the_versions_and_hashes() -> None:
    assert library_name("libSDL2-2-50d19f93.0.so.0.3200.10") == "libSDL2"
    assert library_name("libSDL2_image-2-d6906c81.0.so.0.800.12") == "libSDL2_image"
    assert library_name("libpng16-fefdc88d.so.16.58.0") == "libpng16"
    assert library_name("libpython3.11.so.1.0") == "libpython3.11"
    assert library_name("libstdc++.so.6") == "libstdc++"
    assert library_name("libz.so.1") == "libz"
    # A library the notices do not name is caught.
    assert unnamed(["libSDL2-2-50d19f93.0.so.0", "libfoo-0a1b2c3d.so.1"], "`libSDL2`") == [
        "libfoo-0a1b2c3d.so.1"
    ]


@pytest.mark.skipif(not _pygame_libraries(), reason="pygame-ce's wheel here bundles no .so files")
def test_every_library_bundled_with_pygame_ce_is_named() -> None:
    libraries = _pygame_libraries()
    assert any(name.startswith("libSDL2-") for name in libraries)
    assert unnamed(libraries) == []


def test_notices_name_each_component_and_carry_the_licence_texts() -> None:
    text = NOTICES.read_text(encoding="utf-8")
    for component in COMPONENTS:
        assert f"| {component}" in text, component
    for licence in LICENCES:
        assert f"\n### {licence}" in text, licence
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text and "Version 2.1, February 1999" in text
    assert "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2" in text
    assert "Bootloader Exception" in text
    assert "Portions of this software are copyright" in text  # FreeType's required credit
    assert (NOTICES.parent.parent / "fonts" / "DejaVu-LICENSE.txt").is_file()
    # The game's own licence travels with it too (the bundles carry no LICENSE file of their own).
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").strip() in text

"""The frozen build carries the third-party notices, and they name every library it bundles."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.packaging.support import NOTICES, is_shared_library, unnamed

pytestmark = [
    pytest.mark.frozen,
    pytest.mark.skipif(sys.platform != "linux", reason="the frozen tests build the Linux folder"),
]


def test_notices_are_in_the_bundle(package: ModuleType, dist: Path) -> None:
    bundled = package.bundle_root(dist) / "coteccio_gui" / "assets" / "licenses" / NOTICES.name
    assert bundled.read_bytes() == NOTICES.read_bytes()


def test_notices_name_every_shared_library_of_the_bundle(package: ModuleType, dist: Path) -> None:
    libraries = sorted(
        p.name for p in package.bundle_root(dist).rglob("*.so*") if is_shared_library(p)
    )
    # pygame-ce's SDL and codecs, and what PyInstaller takes from the building system.
    assert {"libpython3.11.so.1.0", "libz.so.1"} <= set(libraries)
    assert any(name.startswith("libSDL2_mixer-") for name in libraries)
    assert unnamed(libraries) == []

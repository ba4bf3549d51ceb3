"""What the packaging tests share: the third-party notices and the library names they list."""

from __future__ import annotations

import re
from pathlib import Path

from coteccio_gui import paths

NOTICES = paths.assets_dir() / "licenses" / "THIRD-PARTY-NOTICES.md"
# libSDL2_image-2-d6906c81.0.so.0.800.12 → libSDL2_image; libpython3.11.so.1.0 → libpython3.11;
# libstdc++.so.6 → libstdc++ (auditwheel adds "-<8 hex digits>", sonames add "-<digit>").
_LIBRARY = re.compile(r"^(lib[\w+.]+?)(?:-\d|-[0-9a-f]{8}\.|\.so)")


def library_name(file_name: str) -> str:
    """The name the notices give a shared library file: its ``lib…`` stem without versions."""
    found = _LIBRARY.match(file_name)
    assert found, file_name
    return found.group(1)


def unnamed(file_names: list[str], notices: str | None = None) -> list[str]:
    """The shared libraries among ``file_names`` whose name the notices do not give in backticks."""
    text = notices if notices is not None else NOTICES.read_text(encoding="utf-8")
    return sorted(
        name for name in file_names if ".so" in name and f"`{library_name(name)}`" not in text
    )


def is_shared_library(path: Path) -> bool:
    """Whether ``path`` is an ELF shared library of its own (not a Python extension module)."""
    name = path.name
    return ".so" in name and ".cpython-" not in name and ".abi3." not in name

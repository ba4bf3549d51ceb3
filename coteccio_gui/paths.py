"""Where the bundled files live: the ``assets/`` folder, from source or from a frozen build."""

from __future__ import annotations

import sys
from pathlib import Path

FONT_FILE = "DejaVuSerifCondensed-Bold.ttf"


def assets_dir() -> Path:
    """The ``assets/`` folder: ``sys._MEIPASS/assets`` when frozen, else the repository's."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def font_path() -> Path:
    """The bundled open-licensed font used for card indices, labels and mottoes."""
    return assets_dir() / "fonts" / FONT_FILE

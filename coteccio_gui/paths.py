"""Where files live: the game's ``assets/`` folder and the player's own folders.

The assets have one copy, at the top of the repository (``assets/``); the build maps it into
the package, so an installed wheel has ``coteccio_gui/assets`` and a frozen build has it under
``sys._MEIPASS``. A checkout (an editable install, or the source run as it is) reads the top
folder itself. The player's folders come from platformdirs, so settings, saves, statistics and
logs land where each system keeps them; tests point them at a temporary folder through the XDG
variables (or ``COTECCIO_HOME``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "Coteccio"
FONT_FILE = "DejaVuSerifCondensed-Bold.ttf"


PACKAGE = Path(__file__).parent
"""The folder of the game's modules (``coteccio_gui/``)."""


def assets_dir() -> Path:
    """The ``assets/`` folder: the package's in a frozen build (under ``sys._MEIPASS``) or an
    installed wheel, else the checkout's, beside the package (the one copy in the repository).

    It imports nothing (pygame brought pathlib already): the window's icon is found here before
    the window opens.
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "coteccio_gui" / "assets"
    installed = PACKAGE / "assets"
    return installed if installed.is_dir() else PACKAGE.parent / "assets"


def font_path() -> Path:
    """The bundled open-licensed font used for card indices, labels and mottoes."""
    return assets_dir() / "fonts" / FONT_FILE


def _platform_dir(which: str) -> Path:
    """platformdirs' ``which`` folder for the game (imported here: the window does not wait)."""
    import platformdirs

    return Path(getattr(platformdirs, which)(APP_NAME, appauthor=False))


def _home(kind: str) -> Path | None:
    root = os.environ.get("COTECCIO_HOME")
    return Path(root) / kind if root else None


def config_dir() -> Path:
    """The player's config folder (settings.json); created on first use."""
    path = _home("config") or _platform_dir("user_config_dir")
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    """The player's data folder (autosave, statistics); created on first use."""
    path = _home("data") or _platform_dir("user_data_dir")
    path.mkdir(parents=True, exist_ok=True)
    return path


def log_dir() -> Path:
    """The player's log folder; created on first use."""
    path = _home("logs") or _platform_dir("user_log_dir")
    path.mkdir(parents=True, exist_ok=True)
    return path

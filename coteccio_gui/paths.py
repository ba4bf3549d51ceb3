"""Where files live: the bundled ``assets/`` folder and the player's own folders.

The assets travel inside the package (``coteccio_gui/assets``), so a source checkout, an
installed wheel and a frozen build (``sys._MEIPASS``) all find them through
``importlib.resources``. The player's folders come from platformdirs, so settings,
saves, statistics and logs land where each system keeps them; tests point
them at a temporary folder through the XDG variables (or ``COTECCIO_HOME``).
"""

from __future__ import annotations

import os
import sys
from importlib import resources
from pathlib import Path

import platformdirs

APP_NAME = "Coteccio"
FONT_FILE = "DejaVuSerifCondensed-Bold.ttf"


def assets_dir() -> Path:
    """The package's ``assets/`` folder: under ``sys._MEIPASS`` when frozen, else the package's."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "coteccio_gui" / "assets"
    return Path(str(resources.files("coteccio_gui") / "assets"))


def font_path() -> Path:
    """The bundled open-licensed font used for card indices, labels and mottoes."""
    return assets_dir() / "fonts" / FONT_FILE


def _home(kind: str) -> Path | None:
    root = os.environ.get("COTECCIO_HOME")
    return Path(root) / kind if root else None


def config_dir() -> Path:
    """The player's config folder (settings.json); created on first use."""
    path = _home("config") or Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    """The player's data folder (autosave, statistics); created on first use."""
    path = _home("data") or Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def log_dir() -> Path:
    """The player's log folder; created on first use."""
    path = _home("logs") or Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path

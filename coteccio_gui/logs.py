"""Logging to a file in the player's log folder, and to stderr when there is one.

A windowed build has no console (on Windows ``sys.stderr`` is None), so the log
file is where a crash or a warning can be found afterwards; the crash dialog
names it.
"""

from __future__ import annotations

import logging
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

from coteccio_gui import paths

LOG_FILE = "coteccio.log"
MAX_BYTES = 1_000_000
BACKUPS = 2
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

# The handlers this module added to the root logger, so a second call replaces them.
_installed: list[logging.Handler] = []


def setup_logging(level: int = logging.INFO) -> Path:
    """Send the root logger to a rotating file in ``paths.log_dir()`` (and stderr); return it."""
    path = paths.log_dir() / LOG_FILE
    root = logging.getLogger()
    file_handlers = [h for h in _installed if isinstance(h, RotatingFileHandler)]
    if file_handlers and Path(file_handlers[0].baseFilename) == path.resolve():
        return path
    _remove_installed(root)
    handler = RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    handler.setFormatter(logging.Formatter(FORMAT))
    _installed.append(handler)
    if _usable(sys.stderr):
        console = logging.StreamHandler(sys.stderr)
        # The console shows only what needs attention; the file keeps the whole story.
        console.setLevel(logging.WARNING)
        console.setFormatter(logging.Formatter("coteccio: %(levelname)s: %(message)s"))
        _installed.append(console)
    for h in _installed:
        root.addHandler(h)
    if root.level > level:
        root.setLevel(level)
    logging.captureWarnings(True)
    return path


def close_logging() -> None:
    """Remove and close the handlers ``setup_logging`` added (the log file stays)."""
    _remove_installed(logging.getLogger())
    logging.captureWarnings(False)


def _remove_installed(root: logging.Logger) -> None:
    for h in _installed:
        root.removeHandler(h)
        h.close()
    _installed.clear()


def _usable(stream: object) -> bool:
    # Windowed Windows builds (and pythonw) leave the standard streams at None.
    return stream is not None and hasattr(stream, "write")

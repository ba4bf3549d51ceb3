"""The player's files, kept safe: one atomic write, one way to move a bad file aside.

Autosave, history, statistics and settings all write through here, so every file the game
keeps is either the old one or the new one after a crash, never half of one: a temporary
file in the same folder, flushed and fsynced, renamed over the old one, then the folder
fsynced. A file that cannot be used is renamed beside itself (``name.broken-<time>.json``),
never deleted. Values in, files out: nothing here knows a screen.
"""

from __future__ import annotations

import os
import re
import tempfile
import time
from contextlib import suppress
from pathlib import Path

from coteccio_gui.paths import data_dir


def write_atomic(path: Path, text: str, durable: bool = True) -> None:
    """Write ``text`` to ``path`` so that a crash at any moment leaves the old or the new file.

    ``durable`` also survives a power cut (fsync of the file and the folder, ~10 ms on an
    ordinary disk); without it a killed process still leaves a whole file.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            if durable:
                os.fsync(f.fileno())
        replace(Path(tmp), path)
    except BaseException:
        with suppress(OSError):
            os.unlink(tmp)
        raise
    if durable:
        sync_folder(path.parent)


def replace(src: Path, dst: Path) -> None:
    """``os.replace``, tried again briefly: on Windows a virus scanner may hold the old file."""
    for attempt in range(5):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if attempt == 4:
                raise
            time.sleep(0.02 * (attempt + 1))


def sync_folder(folder: Path) -> None:
    """Make a rename durable: fsync the folder (POSIX; elsewhere the rename is enough)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def stamp() -> str:
    """The local time as it goes into file names: ``20261121-161849``."""
    return time.strftime("%Y%m%d-%H%M%S")


_STAMPED = re.compile(r"(\d{8}-\d{6})(?:-\d+)?$")
"""A file name's ``stamp()``, with the ``-2``… that ``free_name`` may add."""


def file_time(path: Path) -> float:
    """When ``path`` was written, in seconds: the ``stamp()`` in its name if it has one (so a
    copied or restored history keeps its dates), else its modification time (``OSError`` if the
    file is gone)."""
    found = _STAMPED.search(path.stem)
    if found:
        with suppress(ValueError, OverflowError):
            return time.mktime(time.strptime(found.group(1), "%Y%m%d-%H%M%S"))
    return path.stat().st_mtime


def free_name(folder: Path, stem: str, suffix: str = ".json") -> Path:
    """``folder/stem.json``, or ``stem-2.json``… if that is taken."""
    path = folder / f"{stem}{suffix}"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}{suffix}"
        n += 1
    return path


def move_aside(path: Path, kind: str = "broken") -> Path:
    """Rename a file that cannot be used to ``<name>.<kind>-<time>.json`` next to it."""
    target = free_name(path.parent, f"{path.stem}.{kind}-{stamp()}", path.suffix)
    replace(path, target)
    sync_folder(path.parent)
    return target


def save_folder(folder: Path | None = None) -> Path:
    """Where matches, history, exports and statistics are kept: ``folder`` if given (a test's
    or the self-test's), else the player's data folder. Created if missing."""
    folder = folder if folder is not None else data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return folder

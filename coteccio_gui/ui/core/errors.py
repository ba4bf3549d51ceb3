"""One line for an unexpected error: what it was and where in our code it happened."""

from __future__ import annotations

import traceback
from pathlib import Path


def describe_error(error: BaseException) -> str:
    """One line: the error and the place in our code where it happened."""
    text = " ".join(str(error).split()) or "no details"
    where = ""
    ours = str(Path(__file__).resolve().parents[3])  # the game's source (or the bundle)
    for frame in reversed(traceback.extract_tb(error.__traceback__)):
        if frame.filename.startswith(ours) or "coteccio_gui" in frame.filename:
            where = f" ({Path(frame.filename).name}, line {frame.lineno}, in {frame.name})"
            break
    return f"{type(error).__name__}: {text[:200]}{where}"

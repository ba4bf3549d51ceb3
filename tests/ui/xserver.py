"""A real X server for the tests that need a real window: Xvfb on a display it picks itself."""

from __future__ import annotations

import os
import select
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

TOOLS = ("Xvfb", "xdotool", "import")
"""Xvfb for the server, xdotool for real input, ImageMagick's import for screenshots."""


def need(*tools: str) -> None:
    """Skip (or on CI fail) when a tool the test needs is not installed."""
    if sys.platform != "linux":
        pytest.skip("Xvfb is a Linux X server")
    missing = [t for t in tools if shutil.which(t) is None]
    if missing:
        message = f"missing {', '.join(missing)} (apt-get install xvfb xdotool imagemagick)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)


@contextmanager
def xvfb(size: tuple[int, int] = (1600, 1000)) -> Iterator[str]:
    """An Xvfb server on a free display (``-displayfd``: it picks the number and tells us);
    yields ``":N"`` and stops the server afterwards."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size[0]}x{size[1]}x24",
         "-nolisten", "tcp", "-noreset"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    os.close(write)
    try:
        ready, _, _ = select.select([read], [], [], 30)
        number = os.read(read, 32).decode().strip() if ready else ""
        if not number:
            pytest.fail("Xvfb did not start within 30 s")
        yield f":{number}"
    finally:
        os.close(read)
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(10)

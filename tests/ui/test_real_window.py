"""The real app in a real X window (Xvfb): the self-test plays a match through every scene."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.ui.xserver import need, xvfb


def test_self_test_in_a_real_window():
    need("Xvfb")
    with xvfb((1280, 800)) as display:
        env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
               "SDL_AUDIODRIVER": "dummy"}  # fmt: skip
        done = subprocess.run([sys.executable, "-m", "coteccio_gui", "--self-test"], env=env,
                              capture_output=True, text=True, timeout=300)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("self-test: winner seat ")

"""The real app in a real X window (Xvfb): the self-test plays a match through every scene."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time

import pytest

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="Xvfb is a Linux X server")


@pytest.fixture
def display():
    xvfb = shutil.which("Xvfb")
    assert xvfb, "Xvfb is needed for the real-window tests (apt-get install xvfb; .ci/run does)"
    number = 90 + os.getpid() % 9
    server = subprocess.Popen([xvfb, f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    socket = f"/tmp/.X11-unix/X{number}"
    for _ in range(100):
        if os.path.exists(socket):
            break
        time.sleep(0.05)
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(5)


def test_self_test_in_a_real_window(display):
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "coteccio_gui", "--self-test"], env=env,
                          capture_output=True, text=True, timeout=300)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("self-test: winner seat ")

"""The AppImage of the AppDir, made only with the pinned appimagetool (checked by its SHA-256).

The release workflow downloads the pinned release; any other file given as the tool is
refused before it runs. Standard library only.
"""

from __future__ import annotations

import hashlib
import os
import platform
import shutil
import subprocess
from pathlib import Path

# The appimagetool release per machine: https://github.com/AppImage/appimagetool/releases/
# download/<release>/appimagetool-<machine>.AppImage, and its SHA-256.
APPIMAGETOOL = {
    "x86_64": ("1.9.1", "ed4ce84f0d9caff66f50bcca6ff6f35aae54ce8135408b3fa33abfc3cb384eb0"),
}


def check_tool(tool: str, machine: str | None = None) -> str:
    """``tool``'s path once its SHA-256 is the pinned release's; else RuntimeError."""
    machine = machine or platform.machine()
    path = shutil.which(tool) or tool
    if machine not in APPIMAGETOOL:
        raise RuntimeError(f"no appimagetool release is pinned for {machine} in {__file__}")
    release, pinned = APPIMAGETOOL[machine]
    with open(path, "rb") as file:
        digest = hashlib.file_digest(file, "sha256").hexdigest()
    if digest != pinned:
        raise RuntimeError(
            f"{path} is not appimagetool {release} for {machine}: its SHA-256 is {digest}, "
            f"the pinned one {pinned}"
        )
    return path


def build(appdir: Path, target: Path, tool: str) -> Path:
    """``appdir`` packed into the AppImage ``target`` by the pinned ``tool``."""
    cmd = [check_tool(tool), "--no-appstream", str(appdir), str(target)]
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, env=dict(os.environ, ARCH=platform.machine()), check=True)
    return target

"""The AppImage is made only with the pinned appimagetool: another file is refused unrun."""

from __future__ import annotations

import hashlib
import re
import subprocess
from pathlib import Path

import pytest

from tests.frozen.support import package_module

package = package_module()
appimage = package.linux_module("appimage")


def test_the_pinned_release_is_a_sha256_per_machine() -> None:
    assert "x86_64" in appimage.APPIMAGETOOL
    for release, digest in appimage.APPIMAGETOOL.values():
        assert re.fullmatch(r"\d+\.\d+\.\d+", release) and re.fullmatch(r"[0-9a-f]{64}", digest)


def test_a_tool_with_the_pinned_digest_is_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tool = tmp_path / "appimagetool"
    tool.write_bytes(b"the pinned release")
    digest = hashlib.sha256(b"the pinned release").hexdigest()
    monkeypatch.setitem(appimage.APPIMAGETOOL, "x86_64", ("1.9.1", digest))
    assert appimage.check_tool(str(tool), "x86_64") == str(tool)
    with pytest.raises(RuntimeError, match="no appimagetool release is pinned for riscv64"):
        appimage.check_tool(str(tool), "riscv64")


def test_any_other_tool_is_refused_before_it_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tool = tmp_path / "appimagetool"
    tool.write_bytes(b"#!/bin/sh\necho a look-alike\n")
    tool.chmod(0o755)
    ran: list[object] = []
    monkeypatch.setattr(subprocess, "run", lambda *args, **kwargs: ran.append(args))
    monkeypatch.setattr(appimage.platform, "machine", lambda: "x86_64")
    release = appimage.APPIMAGETOOL["x86_64"][0]
    with pytest.raises(RuntimeError, match=f"is not appimagetool {release} for x86_64"):
        package.appimage(tmp_path / "AppDir", tmp_path / "out.AppImage", str(tool))
    assert ran == []

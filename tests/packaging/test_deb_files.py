"""The .deb's own files, checked without building it: the metainfo, the copyright file, the version."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.frozen.support import package_module

package = package_module()
deb = package.linux_module("deb")
METAINFO = deb.LINUX / f"{deb.APP_ID}.metainfo.xml"


def test_metainfo_lists_this_version_and_a_build_of_an_unlisted_one_is_refused(
    tmp_path: Path,
) -> None:
    assert deb.release_listed(package.version(), METAINFO)
    assert not deb.release_listed("9.9.9", METAINFO)
    with pytest.raises(RuntimeError, match='lists no <release version="9.9.9">'):
        deb.build(tmp_path / "no-folder", tmp_path / "out", "9.9.9")
    assert not (tmp_path / "out").exists()


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli is not installed")
def test_metainfo_passes_appstream_validation() -> None:
    proc = subprocess.run(
        ["appstreamcli", "validate", "--no-net", METAINFO], capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_copyright_file_is_machine_readable_and_points_at_the_notices() -> None:
    text = deb.copyright_text()
    paragraphs = text.strip().split("\n\n")
    assert paragraphs[0].startswith("Format: https://www.debian.org/doc/packaging-manuals/")
    assert paragraphs[1].startswith("Files: *\n") and "License: MIT" in paragraphs[1]
    assert "/usr/share/doc/coteccio/THIRD-PARTY-NOTICES.md" in paragraphs[2]
    licence = paragraphs[3].splitlines()
    assert licence[0] == "License: MIT" and all(line.startswith(" ") for line in licence[1:])
    assert " Permission is hereby granted, free of charge" in text

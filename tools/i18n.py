"""Keep the translation catalogs complete with Babel: extract, update, compile, check.

    python tools/i18n.py extract   # pybabel extract: locale/coteccio.pot
    python tools/i18n.py update    # pybabel update: locale/it.po and locale/en.po
    python tools/i18n.py compile   # pybabel compile: assets/locale/<lang>/LC_MESSAGES/
    python tools/i18n.py check     # exit 1 if a message lacks a translation or a .mo is stale
    python tools/i18n.py all       # extract, update, compile, check

Babel does the work; this file only names the folders and adds what Babel does not do: English
takes the source text as its translation, and ``check`` fails on a missing translation or a stale
``.mo``. The template is rewritten only when its messages change, so running ``all`` twice
changes nothing. Placeholders kept in translations are checked by ``tests/test_i18n.py``.
"""

from __future__ import annotations

import io
import subprocess
import sys
import tempfile
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "coteccio_gui"
PO_DIR = ROOT / "locale"
MO_DIR = ROOT / "assets" / "locale"
TEMPLATE = PO_DIR / "coteccio.pot"
LANGUAGES = ("it", "en")
DOMAIN = "coteccio"
# The marking functions of coteccio_gui.i18n, and nothing else.
KEYWORDS = ["_", "N_", "ngettext:1,2", "pgettext:1c,2"]
MARKS = {k.partition(":")[0] for k in KEYWORDS}
# File names without line numbers: a moved line does not touch the catalogs.
LOCATION = "--add-location=file"


def pybabel(*args: str) -> None:
    """Run one ``pybabel`` command with this interpreter; a failure stops the tool."""
    cmd = [sys.executable, "-m", "babel.messages.frontend", *args]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    if done.returncode:
        sys.exit(f"pybabel {args[0]} failed:\n{done.stderr}")


def load(path: Path) -> Catalog:
    """A ``.po`` or ``.pot`` file as a Babel catalog."""
    with path.open("rb") as f:
        return read_po(f)


def _messages(catalog: Catalog) -> list[tuple[object, ...]]:
    return [(m.id, m.context, tuple(m.locations)) for m in catalog if m.id]


def extract() -> Catalog:
    """``pybabel extract`` of every marked message; ``locale/coteccio.pot`` only if they changed."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "coteccio.pot"
        keywords = [f"--keyword={k}" for k in KEYWORDS]
        pybabel(
            "extract",
            "--no-default-keywords",
            *keywords,
            LOCATION,
            "--sort-by-file",
            "--project=coteccio",
            "--charset=UTF-8",
            "-o",
            str(out),
            "coteccio_gui",
        )
        fresh = load(out)
        if not TEMPLATE.exists() or _messages(load(TEMPLATE)) != _messages(fresh):
            TEMPLATE.write_bytes(out.read_bytes())
    return load(TEMPLATE)


def update() -> None:
    """``pybabel update`` of each language from the template; English fills in the source text."""
    for lang in LANGUAGES:
        po = PO_DIR / f"{lang}.po"
        pybabel(
            "update",
            "-i",
            str(TEMPLATE),
            "-o",
            str(po),
            "-l",
            lang,
            "--init-missing",
            "--no-fuzzy-matching",
            "--ignore-obsolete",
        )
        if lang == "en":
            _english_is_the_source(po)


def _english_is_the_source(po: Path) -> None:
    catalog = load(po)
    changed = False
    for m in catalog:
        if not m.id or _translated(m.string):
            continue
        m.string = m.id
        changed = True
    if changed:
        buf = io.BytesIO()
        write_po(buf, catalog, include_previous=False)
        po.write_bytes(buf.getvalue())


def _translated(string: object) -> bool:
    if isinstance(string, tuple | list):
        return all(string)
    return bool(string)


def mo_path(lang: str) -> Path:
    """Where a language's compiled catalog lives, for the game to read."""
    return MO_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def compile_all() -> None:
    """``pybabel compile`` of each language's ``.po`` into its ``.mo``."""
    for lang in LANGUAGES:
        mo_path(lang).parent.mkdir(parents=True, exist_ok=True)
        pybabel("compile", "-i", str(PO_DIR / f"{lang}.po"), "-o", str(mo_path(lang)), "-l", lang)


def mo_bytes(catalog: Catalog) -> bytes:
    """The ``.mo`` that ``pybabel compile`` writes for this catalog."""
    buf = io.BytesIO()
    write_mo(buf, catalog)
    return buf.getvalue()


def problems() -> list[str]:
    """What keeps the catalogs from being complete and current."""
    found = []
    template = load(TEMPLATE)
    for lang in LANGUAGES:
        po = PO_DIR / f"{lang}.po"
        if not po.exists():
            found.append(f"{po.relative_to(ROOT)} is missing")
            continue
        catalog = load(po)
        for m in template:
            if not m.id:
                continue
            e = catalog.get(m.id, context=m.context)
            if e is None or not _translated(e.string) or e.fuzzy:
                where = m.locations[0][0] if m.locations else "?"
                found.append(f"{lang}: no translation for {m.id!r} ({where})")
        mo = mo_path(lang)
        if not mo.exists() or mo.read_bytes() != mo_bytes(catalog):
            found.append(f"{mo.relative_to(ROOT)} is stale: run tools/i18n.py compile")
    return found


def main(argv: list[str]) -> int:
    """Run the steps named on the command line."""
    steps = argv or ["all"]
    if "all" in steps:
        steps = ["extract", "update", "compile", "check"]
    for step in steps:
        if step == "extract":
            print(f"{sum(1 for m in extract() if m.id)} messages")
        elif step == "update":
            update()
        elif step == "compile":
            compile_all()
        elif step == "check":
            found = problems()
            for line in found:
                print(line)
            if found:
                return 1
            print("catalogs complete")
        else:
            print(f"unknown step {step!r}", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

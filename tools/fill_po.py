"""Fill msgstr of a .po from Python dicts of translations: ``python tools/fill_po.py it FILE...``.

Each FILE defines ``T``: ``{msgid: text}``, ``{(context, msgid): text}``, and for plural
messages (keyed by the singular msgid) a list of forms. Existing translations are replaced
only when FILE has one. ``--po-dir DIR`` works on the catalogs in DIR instead of ``locale/``.
"""

from __future__ import annotations

import argparse
import io
import runpy
import sys
from pathlib import Path

from babel.messages.pofile import write_po

sys.path.insert(0, str(Path(__file__).resolve().parent))
import i18n as tool  # noqa: E402

Key = tuple[str | None, str]


def translations(files: list[str]) -> dict[Key, object]:
    """The ``T`` of every file, keyed by (context, msgid); a later file wins."""
    table: dict[Key, object] = {}
    for f in files:
        for key, text in runpy.run_path(f)["T"].items():
            table[key if isinstance(key, tuple) else (None, key)] = text
    return table


def fill(po: Path, table: dict[Key, object]) -> tuple[int, int, list[Key]]:
    """Write ``table`` into the catalog ``po``: (translated, missing, keys it does not have)."""
    catalog = tool.load(po)  # Babel reads an open file, not a path
    used: set[Key] = set()
    translated = missing = 0
    for m in catalog:
        if not m.id:
            continue
        key: Key = (m.context, m.id if isinstance(m.id, str) else m.id[0])
        text = table.get(key)
        if text is not None:
            used.add(key)
            m.string = tuple(text) if isinstance(text, list) else str(text)
            m.flags.discard("fuzzy")
        if tool._translated(m.string):
            translated += 1
        else:
            missing += 1
    buf = io.BytesIO()
    write_po(buf, catalog, include_previous=False)  # as tools/i18n.py writes it
    po.write_bytes(buf.getvalue())
    return translated, missing, [k for k in table if k not in used]


def main(argv: list[str]) -> int:
    """Merge the translations of the files into ``<po-dir>/<lang>.po``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lang")
    parser.add_argument("files", nargs="+")
    parser.add_argument("--po-dir", type=Path, default=tool.PO_DIR)
    args = parser.parse_args(argv)
    translated, missing, unknown = fill(args.po_dir / f"{args.lang}.po", translations(args.files))
    print(f"{translated} translated, {missing} missing")
    for context, msgid in unknown:
        print(f"not in the catalog: {msgid!r}" + (f" ({context})" if context else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

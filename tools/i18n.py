"""Keep the translation catalogs complete: extract, update, compile, check.

    python tools/i18n.py extract   # locale/coteccio.pot: every _(), N_(), ngettext(), pgettext()
    python tools/i18n.py update    # merge the template into locale/it.po and locale/en.po
    python tools/i18n.py compile   # assets/locale/<lang>/LC_MESSAGES/coteccio.mo
    python tools/i18n.py check     # exit 1 if a message lacks a translation or a .mo is stale
    python tools/i18n.py all       # extract, update, compile, check

Standard library only: the source is read with ``ast``, and ``.mo`` files are written
byte for byte the same way each time, so the tests can tell a stale one.
"""

from __future__ import annotations

import ast
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "coteccio_gui"
PO_DIR = ROOT / "locale"
MO_DIR = ROOT / "coteccio_gui" / "assets" / "locale"
LANGUAGES = ("it", "en")
DOMAIN = "coteccio"
HEADER = (
    "Project-Id-Version: coteccio\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Content-Transfer-Encoding: 8bit\n"
    "Language: {lang}\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\n"
)


@dataclass
class Message:
    """One catalog entry."""

    msgid: str
    plural: str | None = None
    context: str | None = None
    strings: list[str] = field(default_factory=list)
    where: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple[str | None, str]:
        """What identifies the entry: its context and its id."""
        return (self.context, self.msgid)


# ---- extraction ---------------------------------------------------------------------------


def _literal(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def extract(source: Path = SOURCE) -> list[Message]:
    """Every marked message in the package, in order of first appearance."""
    found: dict[tuple[str | None, str], Message] = {}
    for path in sorted(source.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            name, args = node.func.id, node.args
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            msg: Message | None = None
            if name in ("_", "N_") and len(args) == 1 and _literal(args[0]) is not None:
                msg = Message(_literal(args[0]) or "")
            elif name == "ngettext" and len(args) == 3:
                one, many = _literal(args[0]), _literal(args[1])
                if one is not None and many is not None:
                    msg = Message(one, plural=many)
            elif name == "pgettext" and len(args) == 2:
                ctx, text = _literal(args[0]), _literal(args[1])
                if ctx is not None and text is not None:
                    msg = Message(text, context=ctx)
            if msg is None:
                continue
            if msg.key in found:
                found[msg.key].where.append(where)
            else:
                msg.where.append(where)
                found[msg.key] = msg
    return sorted(found.values(), key=lambda m: (m.where[0].split(":")[0], m.msgid))


# ---- .po reading and writing --------------------------------------------------------------


def _quote(text: str) -> str:
    body = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    if "\n" not in body or body.endswith("\n") and body.count("\n") == 1:
        return '"' + body.replace("\n", "\\n") + '"'
    parts = body.split("\n")
    lines = [p + "\\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
    return '""\n' + "\n".join(f'"{line}"' for line in lines)


def _unquote(text: str) -> str:
    assert text.startswith('"') and text.endswith('"'), text
    out, i, body = [], 0, text[1:-1]
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
    while i < len(body):
        if body[i] == "\\":
            out.append(escapes[body[i + 1]])
            i += 2
        else:
            out.append(body[i])
            i += 1
    return "".join(out)


def read_po(path: Path) -> dict[tuple[str | None, str], Message]:
    """The entries of a ``.po`` file (the header entry included, with the empty id)."""
    entries: dict[tuple[str | None, str], Message] = {}
    current: dict[str, str] = {}
    last = ""
    where: list[str] = []

    def flush() -> None:
        if "msgid" in current:
            strings = [current[k] for k in sorted(current) if k.startswith("msgstr")]
            msg = Message(
                current["msgid"], current.get("msgid_plural"), current.get("msgctxt"), strings
            )
            msg.where = list(where)
            entries[msg.key] = msg
        current.clear()
        where.clear()

    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line:
            flush()
            continue
        if line.startswith("#:"):
            where.extend(line[2:].split())
            continue
        if line.startswith("#"):
            continue
        if line.startswith('"'):
            current[last] += _unquote(line)
            continue
        keyword, _, rest = line.partition(" ")
        if keyword == "msgctxt" and "msgid" in current:
            flush()
        last = (
            keyword.replace("[", "_").replace("]", "") if keyword.startswith("msgstr[") else keyword
        )
        current[last] = _unquote(rest)
    flush()
    return entries


def write_po(path: Path, lang: str | None, messages: list[Message]) -> None:
    """Write a ``.po`` (or, with no language, the ``.pot`` template)."""
    head = HEADER.format(lang=lang or "")
    chunks = ['msgid ""\nmsgstr ' + _quote(head)]
    for m in messages:
        lines = []
        if m.where:
            lines.append("#: " + " ".join(m.where))
        if m.context is not None:
            lines.append("msgctxt " + _quote(m.context))
        lines.append("msgid " + _quote(m.msgid))
        if m.plural is not None:
            lines.append("msgid_plural " + _quote(m.plural))
            strings = m.strings or ["", ""]
            for i, s in enumerate(strings):
                lines.append(f"msgstr[{i}] " + _quote(s))
        else:
            lines.append("msgstr " + _quote(m.strings[0] if m.strings else ""))
        chunks.append("\n".join(lines))
    path.write_text("\n\n".join(chunks) + "\n", encoding="utf-8")


def update(template: list[Message]) -> None:
    """Merge the template into each language's ``.po``: keep translations, add new, drop gone."""
    for lang in LANGUAGES:
        path = PO_DIR / f"{lang}.po"
        old = read_po(path) if path.exists() else {}
        merged = []
        for m in template:
            known = old.get(m.key)
            strings = known.strings if known and any(known.strings) else []
            if not strings and lang == "en":  # English: the source text is the translation
                strings = [m.msgid, m.plural] if m.plural is not None else [m.msgid]
            merged.append(Message(m.msgid, m.plural, m.context, list(strings), list(m.where)))
        write_po(path, lang, merged)


# ---- .mo ----------------------------------------------------------------------------------


def mo_bytes(entries: dict[tuple[str | None, str], Message], lang: str) -> bytes:
    """A GNU ``.mo`` catalog of the translated entries, sorted by id, header first."""
    pairs = {"": HEADER.format(lang=lang)}
    for m in entries.values():
        if not m.msgid or not all(m.strings):
            continue
        key = m.msgid if m.plural is None else f"{m.msgid}\0{m.plural}"
        if m.context is not None:
            key = f"{m.context}\x04{key}"
        pairs[key] = "\0".join(m.strings)
    keys = sorted(pairs, key=lambda k: k.encode("utf-8"))
    ids = [k.encode("utf-8") for k in keys]
    strs = [pairs[k].encode("utf-8") for k in keys]
    n = len(keys)
    start = 7 * 4 + 16 * n
    offsets, blob = [], b""
    for data in ids:
        offsets.append((len(data), start + len(blob)))
        blob += data + b"\0"
    id_table = list(offsets)
    offsets = []
    for data in strs:
        offsets.append((len(data), start + len(blob)))
        blob += data + b"\0"
    header = struct.pack("Iiiiiii", 0x950412DE, 0, n, 7 * 4, 7 * 4 + 8 * n, 0, 0)
    table = b"".join(struct.pack("ii", *o) for o in id_table)
    table += b"".join(struct.pack("ii", *o) for o in offsets)
    return header + table + blob


def mo_path(lang: str) -> Path:
    """Where the compiled catalog of ``lang`` lives."""
    return MO_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def compile_all() -> None:
    """Compile every ``.po`` into its ``.mo``."""
    for lang in LANGUAGES:
        out = mo_path(lang)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(mo_bytes(read_po(PO_DIR / f"{lang}.po"), lang))


def problems() -> list[str]:
    """What keeps the catalogs from being complete and current."""
    found = []
    template = extract()
    for lang in LANGUAGES:
        path = PO_DIR / f"{lang}.po"
        if not path.exists():
            found.append(f"{path.relative_to(ROOT)} is missing")
            continue
        entries = read_po(path)
        for m in template:
            e = entries.get(m.key)
            if e is None or not e.strings or not all(e.strings):
                found.append(f"{lang}: no translation for {m.msgid!r} ({m.where[0]})")
        if not mo_path(lang).exists() or mo_path(lang).read_bytes() != mo_bytes(entries, lang):
            found.append(f"{mo_path(lang).relative_to(ROOT)} is stale: run tools/i18n.py compile")
    return found


def main(argv: list[str]) -> int:
    """Run the steps named on the command line."""
    steps = argv or ["all"]
    if "all" in steps:
        steps = ["extract", "update", "compile", "check"]
    template: list[Message] = []
    for step in steps:
        if step == "extract":
            template = extract()
            write_po(PO_DIR / f"{DOMAIN}.pot", None, template)
            print(f"{len(template)} messages")
        elif step == "update":
            update(template or extract())
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

"""The message catalogues under locale/: 简体中文 written from 繁體中文 by OpenCC, and every catalogue
compiled to its .mo with Babel (pure Python: no system gettext needed to build or run the site).

Quotations of the books inside a message (`<span lang="zh-Hant">…</span>`) are never converted.
"""
from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Final

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from .terms import in_script

DOMAIN: Final = "django"
TRADITIONAL: Final = "zh_Hant"
SIMPLIFIED: Final = "zh_Hans"
# Kept as written in 简体中文: a quotation of the books, and 日本語訳, the Japanese name the reader's Japanese column
# goes by in every language.
QUOTED: Final = re.compile(r'(<span lang="zh-Hant">.*?</span>|日本語訳)', re.DOTALL)


def po_path(locale_dir: Path, locale: str) -> Path:
    return locale_dir / locale / "LC_MESSAGES" / f"{DOMAIN}.po"


def read_catalogue(path: Path) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, abort_invalid=True)


def simplified(text: str) -> str:
    """A traditional message in simplified characters, quotations of the books (and 日本語訳) kept as written."""
    return "".join(part if QUOTED.fullmatch(part) else in_script(part, "zh-hans") for part in QUOTED.split(text))


def simplified_catalogue(traditional: Catalog) -> Catalog:
    result = Catalog(locale=SIMPLIFIED, domain=DOMAIN, project=traditional.project, version=traditional.version,
                     header_comment="# 简体中文: written by `manage.py build_messages` from zh_Hant by OpenCC (t2s).\n"
                                    "# Do not edit: edit locale/zh_Hant/LC_MESSAGES/django.po.",
                     language_team="简体中文", creation_date=traditional.creation_date,
                     revision_date=traditional.revision_date, fuzzy=False)
    for message in traditional:
        if not message.id:
            continue
        string = tuple(simplified(s) for s in message.string) if isinstance(message.string, tuple) \
            else simplified(message.string)
        result.add(message.id, string, locations=message.locations, flags=message.flags,
                   auto_comments=message.auto_comments, context=message.context)
    return result


def po_text(catalogue: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_po(buffer, catalogue, width=0, omit_header=False, sort_output=False)
    return buffer.getvalue()


def write_simplified(locale_dir: Path) -> bool:
    """Write zh_Hans from zh_Hant; True when the file changed."""
    text = po_text(simplified_catalogue(read_catalogue(po_path(locale_dir, TRADITIONAL))))
    target = po_path(locale_dir, SIMPLIFIED)
    if target.exists() and target.read_bytes() == text:
        return False
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(text)
    return True


def compile_all(locale_dir: Path) -> list[Path]:
    """Every locale's .po compiled to its .mo (fuzzy entries left out, as msgfmt does)."""
    written = []
    for po in sorted(locale_dir.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        catalogue = read_catalogue(po)
        mo = po.with_suffix(".mo")
        with mo.open("wb") as handle:
            write_mo(handle, catalogue, use_fuzzy=False)
        written.append(mo)
    return written

"""The qualities step's decade and table (遁干 六親 旬空 長生 旺相), written in Python: as a template with a
row tag it cost four times what it writes. The values are page.decade_explanation's and page.quality_rows'.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from django.utils.safestring import SafeString, mark_safe

from languages.reader import gettext
from languages.wording import terms_lang
from liuren_site.markup import escaped, filled, terms_written


def qualities_table(day_name: str, decade: Mapping[str, Any], qualities: Sequence[Mapping[str, Any]]) -> SafeString:
    """The decade the day belongs to and its void branches, the kin and life stages explained, then the table."""
    decade_text = filled(gettext(
        "旬 · decade: %(day)s belongs to the <b>%(head)s旬</b>; its ten days give each branch a hidden stem (遁干), and "
        "the two branches it leaves out, <b>%(void)s</b>, are void (旬空, marked 空 in the drawing)."),
        day=day_name, head=decade["head"], void=decade["void"])
    kin_text = filled(gettext(
        "六親 · kin, relative to the day stem %(stem)s (%(element)s): what generates it is 父母, the same element 兄弟, "
        "what it generates 子孫, what it overcomes 妻財, what overcomes it 官鬼. 十二長生 · life stages of "
        "%(element)s, from 長生 at %(growth)s"), stem=decade["stem"], element=decade["element"], growth=decade["growth"])
    backward = (gettext(", counted backward (陽順陰逆: a yin stem's 長生 is its yang partner's 死)")
                if decade["backward"] else "")
    void_stems = (" " + gettext("The void branches take the next decade's 甲 and 乙 (六壬指南).")
                  if decade["void_stems"] else "")
    label = gettext("遁干 六親 長生 of each branch")
    lang = terms_lang()
    lang_attribute = f' lang="{lang}"' if lang else ""
    return mark_safe(
        f"<p>{decade_text}</p>\n<p>{kin_text}{backward}.{void_stems}</p>\n"
        f'<div class="table-scroll" tabindex="0" role="region" aria-label="{label}"><table class="qualities"{lang_attribute}>\n'
        f'{_rows(qualities, decade["void_stems"])}\n  </tbody>\n</table></div>\n')


def _rows(qualities: Sequence[Mapping[str, Any]], void_stems: bool) -> str:
    """The head and rows of the table, one column a branch: element, hidden stem (空 on a void branch, with the
    next decade's stem where `void_stems`), kin, life stage, seasonal state (with a month)."""
    written_term = terms_written()

    def row(label: str, cells: Iterable[str]) -> str:
        return f'<tr><th scope="row">{written_term(label)}</th>{"".join(cells)}</tr>'

    void = ' class="void"'
    heads = (f'<th scope="col" data-branches="{escaped(q["branch"])}"{void if q["void"] else ""}>'
             f'{escaped(q["branch"])}</th>' for q in qualities)
    stems = (f'<td class="void">空{escaped(q["hidden_stem"]) if void_stems else ""}</td>' if q["void"]
             else f'<td class="">{escaped(q["hidden_stem"])}</td>' for q in qualities)
    lines = [f"  <thead>{row('支', heads)}</thead>", "  <tbody>",
             "    " + row("五行", (f"<td>{escaped(q['element'])}</td>" for q in qualities)),
             "    " + row("遁干", stems),
             "    " + row("六親", (f"<td>{written_term(q['kin'])}</td>" for q in qualities)),
             "    " + row("長生", (f"<td>{written_term(q['stage'])}</td>" for q in qualities)),
             "    " + (row("旺相", (f"<td>{written_term(q['state'])}</td>" for q in qualities)) if qualities[0]["state"] else "")]
    return "\n".join(lines)

"""The generals step's noble (貴人) and the order of the twelve generals, written in Python: which noble the
day stem takes by the verse of the chosen table, day or night, where it stands and which way the generals run
(docs/engine-rules.md §4). The values are page.noble_explanation's.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.safestring import SafeString, mark_safe

from languages.reader import gettext
from languages.wording import said
from liuren_site.markup import escaped, filled, terms_written


def noble_explained(noble: Mapping[str, Any]) -> SafeString:
    """The verse and its source, the noble of the day, why day or night, its ground and direction, the order."""
    which = (gettext("For a %(stem)s day the day noble is <b>%(branch)s</b>.") if noble["daytime"]
             else gettext("For a %(stem)s day the night noble is <b>%(branch)s</b>."))
    direction = (gettext("On the heaven plate %(branch)s stands on earth <b>%(ground)s</b>: the generals run "
                         "<b>forward (順)</b>, since the noble stands on 亥子丑寅卯辰.") if noble["forward"]
                 else gettext("On the heaven plate %(branch)s stands on earth <b>%(ground)s</b>: the generals run "
                              "<b>backward (逆)</b>, since the noble stands on 巳午未申酉戌."))
    source = "" if noble["verse_source"] is None else said(noble["verse_source"])
    written_term = terms_written()
    order = "".join(f'<li data-branches="{escaped(branch)}"><span>{written_term(general)}</span> <b>{escaped(branch)}</b></li>'
                    for general, branch in noble["order"])
    the_noble = gettext("貴人 · the noble:")
    return mark_safe(
        f'<p>{the_noble} <span lang="zh-Hant">「{escaped(noble["verse"])}」</span> ({escaped(source)}). '
        f'{filled(which, stem=noble["stem"], branch=noble["branch"])} {escaped(noble["reason"])}</p>\n'
        f'<p>{filled(direction, branch=noble["branch"], ground=noble["ground"])}</p>\n'
        f'<ol class="general-order">{order}</ol>\n')

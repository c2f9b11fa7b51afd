"""The 四課 step written in Python: how each lesson is read off the plates, upper over lower, and whether one
overcomes the other (賊 below over above, 剋 above over below). The values are page.lesson_columns'.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django.utils.safestring import SafeString, mark_safe

from languages.reader import gettext
from liuren_site.markup import escaped, filled, term_written


def lessons_step(lessons: Sequence[Mapping[str, Any]]) -> SafeString:
    """一課 to 四課 (the columns run right to left, the explanation from 一課 on), then which lessons are 陽."""
    out = ['<ol class="lesson-steps">\n']
    for lesson in reversed(lessons):
        out.append(_lesson(lesson))
    out.append('\n</ol>\n<p class="muted">' + gettext(
        "一課 and 三課 are the 陽 lessons (the stem's and the branch's own), 二課 and 四課 the 陰. The drawing reads right "
        "to left, as the books print it.") + "</p>")
    return mark_safe("".join(out))


def _lesson(lesson: Mapping[str, Any]) -> str:
    values = {"lower": lesson["lower"], "upper": lesson["upper"]}
    number = lesson["number"]
    if number == 1:
        read = filled(gettext("(干上): the day stem %(lower)s lodges in %(lodging)s (寄宮); over earth %(lodging)s stands "
                              "<b>%(upper)s</b>."), lodging=lesson["lower_branch"], **values) + "\n    "
    elif number == 2:
        read = filled(gettext(": over earth %(lower)s, the upper of 一課, stands <b>%(upper)s</b>."), **values) + "\n    "
    elif number == 3:
        read = filled(gettext("(支上): over the day branch %(lower)s stands <b>%(upper)s</b>."), **values) + "\n    "
    else:
        read = filled(gettext(": over earth %(lower)s, the upper of 三課, stands <b>%(upper)s</b>."), **values)
    elements = filled(gettext("%(upper)s (%(upper_element)s) over %(lower)s (%(lower_element)s):"),
                      upper_element=lesson["upper_element"], lower_element=lesson["lower_element"], **values)
    if lesson["relation"] == "賊":
        relation = gettext('the lower overcomes the upper, <b class="zei">賊</b> (下賊上).') + "\n    "
    elif lesson["relation"] == "剋":
        relation = gettext('the upper overcomes the lower, <b class="ke">剋</b> (上剋下).') + "\n    "
    else:
        relation = gettext("neither overcomes the other.")
    parts = escaped(lesson["part"]) + (" " + escaped(lesson["lower_part"]) if lesson["lower_part"] else "")
    return (f'\n  <li data-parts="{parts}"><b>{term_written(lesson["name"])}</b>\n    {read}\n    {elements}\n    '
            f"{relation}\n  </li>\n")

"""The catalog's codes in a reader's words: the inputs a pattern needs and the flags on a match.

The matcher speaks in the catalog's codes (inputs `MB`, flags `void:勿實論`, `校改：底本作…`); a page
shows words. The codes themselves stay in URLs and the JSON.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from django.utils.functional import lazy
from django.utils.translation import gettext, pgettext
from django.utils.translation import gettext_lazy as _

from divination.patterns.facts import INPUT_NAMES, ordered_inputs

# The flags of pattern-catalog.md (§3 void rule V1, §6 the text-critical register, R-EMEND), each with
# the one line a reader needs: what it says about the match.
FLAG_MEANINGS: Final = {
    "void:勿實論": ("勿實論", _("not taken at face value: a transmission is void (空亡).")),
    "校改": ("校改", _("the text is emended here; the match follows the corrected reading.")),
    "校改(規則化)": (_("校改 · regularised"), _("holds only on the regular order the printed list breaks; the printed "
                                         "order differs.")),
    "依底本": ("依底本", _("holds only on the order as printed, which the editors doubt.")),
    "原文無斷": ("原文無斷", _("the text names this case but gives it no reading.")),
    "校補": ("校補", _("a character the printed text lacks is supplied, as the gloss reads it.")),
    "脫文": ("脫文", _("words are lost from the printed text here: the name or the reading is missing.")),
    "重出": ("重出", _("the text gives this order twice, under two names.")),
    "名稱脫誤": ("名稱脫誤", _("the text's name for this order is lost or garbled.")),
    "推補": ("推補", _("the text's list stops short; this case is supplied by analogy.")),
    "傳統補": ("傳統補", _("not in this text: the later tradition adds it.")),
}
EMENDED_FROM: Final = "校改：底本作"


@dataclass(frozen=True)
class FlagWords:
    """A flag as a page shows it: a short label and what it means (on hover and focus)."""

    label: str
    meaning: str

    @property
    def sentence(self) -> str:
        return f"{self.label} — {self.meaning}"


def flag_words(flag: str) -> FlagWords:
    """「校改：底本作巳辰酉」 → 校改, "emended: the printed text reads 巳辰酉"; an unknown flag is shown as it is."""
    if flag.startswith(EMENDED_FROM):
        printed = flag.removeprefix(EMENDED_FROM)
        return FlagWords("校改", gettext("the text is emended here; the printed text reads 「%(printed)s」.")
                         % {"printed": printed})
    label, meaning = FLAG_MEANINGS.get(flag, (flag, _("a remark of the pattern catalog on this match.")))
    return FlagWords(str(label), str(meaning))


def _joined(words: list[str]) -> str:
    if len(words) == 1:
        return words[0]
    return gettext("%(some)s and %(last)s") % {"some": pgettext("between the items of a list", ", ").join(words[:-1]),
                                                "last": words[-1]}


def inputs_sentence(codes) -> str:
    """What a pattern reads, in words: "the 課 alone", or "the 課 and the month (月建)"."""
    if list(ordered_inputs(codes)) == ["C"]:
        return gettext("the 課 alone")
    return _joined([gettext(INPUT_NAMES[code]) for code in ordered_inputs(codes)])


# The catalog's rows are computed once for every reader: their sentence is written when shown.
inputs_sentence_lazily = lazy(inputs_sentence, str)


def missing_words(codes) -> str:
    """What a chart lacks for a pattern, in words: "the month (月建) and the year (太歲)"."""
    words = [gettext(INPUT_NAMES[code]) for code in ordered_inputs(codes) if code != "C"]
    return _joined(words or [gettext("nothing more")])

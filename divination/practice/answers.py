"""Reading what a student typed: forgiving where a person would be, a message naming anything else.

Spaces and full-width forms are dropped or folded (NFKC), simplified and Japanese forms become the
traditional ones the chart uses (OpenCC through sources.variants: 伝 → 傳, 贼克 → 賊剋), and the
spellings the literature itself varies in are accepted (騰蛇 for 螣蛇, 反吟 for 返吟, 克 for 剋, a
trailing 課, the one-character names charts print: 蛇 for 螣蛇, 財 for 妻財). The names are the
chart JSON's (divination.engine.chart.Chart.to_dict).

Every answer has a flat name, the one the checker marks: `monthly_general`, `heaven_plate.子`,
`lessons.1`, `method`, `subname`, `initial`, `depths`, `middle`, `final`, `noble.branch`,
`noble.direction`, `generals.initial`, `void`, `hidden_stems.middle`, `kin.final` …
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from divination.engine.cycles import BRANCHES, STEMS
from divination.engine.generals import GENERALS
from divination.engine.qualities import KIN
from divination.engine.transmissions import NINE_METHODS
from divination.practice.messages import say
from divination.practice.steps import PracticeStep
from sources.variants import query_variants

TRANSMISSIONS: Final = ("initial", "middle", "final")
LESSON_NUMBERS: Final = ("1", "2", "3", "4")

# The sub-names each method can give (docs/engine-rules.md §3), in the order the rules name them.
SUBNAMES: Final = {
    "伏吟": ("自任", "自信", "杜傳"), "返吟": ("無依", "井欄射"), "八專": ("獨足",),
    "賊剋": ("重審", "元首"), "比用": ("知一",), "涉害": ("見機", "察微", "綴瑕", "比用格"),
    "遙剋": ("蒿矢", "彈射"), "別責": (), "昴星": ("虎視", "冬蛇掩目"),
}
METHOD_OF_SUBNAME: Final = {sub: method for method, subs in SUBNAMES.items() for sub in subs}
FORWARD, BACKWARD = "順", "逆"
DIRECTIONS: Final = {"順": FORWARD, "逆": BACKWARD, "forward": FORWARD, "backward": BACKWARD}

# Spellings the books vary in, after OpenCC: the form the chart uses.
VARIANT_SPELLINGS: Final = {"克": "剋", "騰": "螣", "反吟": "返吟", "勾陣": "勾陳"}
# The one-character names charts print for the generals and the kin.
GENERAL_ABBREVIATIONS: Final = dict(zip("貴蛇雀合勾龍空虎常玄陰后", GENERALS))
KIN_ABBREVIATIONS: Final = {"父": "父母", "兄": "兄弟", "子": "子孫", "財": "妻財", "官": "官鬼"}
# What a student writes for "no hidden stem" (a void branch takes none).
NONE_WORDS: Final = frozenset({"空", "無", "无", "none", "-", "—", "－", "x", "×", "/"})
SEPARATORS: Final = re.compile(r"[\s、,，;；:：/·・.。]+")
SUFFIXES: Final = ("課", "课", "法", "將", "将", "時", "时")


class AnswerError(ValueError):
    """An answer no reading makes sense of; `field` is its flat name (e.g. `lessons.2`)."""

    def __init__(self, message: str, field: str):
        super().__init__(message)
        self.field = field

    @property
    def message(self) -> str:
        return str(self.args[0])


@dataclass(frozen=True)
class Vocabulary:
    """The words one kind of answer may be: the chart's own forms, and the other forms accepted."""

    words: tuple[str, ...]
    kind: str                       # how a message names them: "branch", "method", …
    aliases: Mapping[str, str] = field(default_factory=dict)

    def find(self, text: str) -> str | None:
        folded = _folded(text)
        if folded in self.words:  # as the chart writes it: no conversion needed
            return folded
        for form in _forms(text):
            if form in self.words:
                return form
            if form in self.aliases:
                return self.aliases[form]
        return None


def _folded(text: str) -> str:
    """NFKC (full-width letters and digits, compatibility ideographs) without any spaces."""
    return "".join(unicodedata.normalize("NFKC", text).split())


def _forms(text: str) -> list[str]:
    """The typed text, its traditional forms, and each of those with the books' spellings and without a suffix."""
    forms: list[str] = []
    for variant in query_variants(_folded(text)):
        spelled = variant
        for wrong, right in VARIANT_SPELLINGS.items():
            spelled = spelled.replace(wrong, right)
        for form in (variant, spelled):
            forms.append(form)
            forms.extend(form[:-1] for suffix in SUFFIXES if len(form) > 1 and form.endswith(suffix))
    return list(dict.fromkeys(forms))


BRANCH_WORDS: Final = Vocabulary(tuple(BRANCHES), "branch")
STEM_WORDS: Final = Vocabulary(tuple(STEMS), "stem")
METHOD_WORDS: Final = Vocabulary(NINE_METHODS, "method")
SUBNAME_WORDS: Final = Vocabulary(tuple(METHOD_OF_SUBNAME), "subname")
GENERAL_WORDS: Final = Vocabulary(GENERALS, "general", GENERAL_ABBREVIATIONS)
KIN_WORDS: Final = Vocabulary(KIN, "kin", KIN_ABBREVIATIONS)
DIRECTION_WORDS: Final = Vocabulary(tuple(DIRECTIONS), "direction")


def _text(value: Any, field: str) -> str:
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise AnswerError(say("answer.not_text", field=field), field)
    text = str(value)
    if len(text) > 40:
        raise AnswerError(say("answer.too_long", field=field, length=len(text)), field)
    return text


def _word(vocabulary: Vocabulary, value: Any, field: str) -> str:
    text = _text(value, field)
    found = vocabulary.find(text)
    if found is None:
        raise AnswerError(say(f"answer.not_a_{vocabulary.kind}", given=text.strip(), field=field), field)
    return found


def read_branch(value: Any, field: str) -> int:
    return BRANCHES.index(_word(BRANCH_WORDS, value, field))


def read_method(value: Any, field: str) -> str:
    text = _text(value, field)
    subname = SUBNAME_WORDS.find(text)
    if METHOD_WORDS.find(text) is None and subname is not None:
        raise AnswerError(say("answer.subname_as_method", given=subname, method=METHOD_OF_SUBNAME[subname]), field)
    return _word(METHOD_WORDS, value, field)


def read_subname(value: Any, field: str) -> str | None:
    """A sub-name, or None for "none" (left blank: the method gives no sub-name here)."""
    if value is None or not _folded(_text(value, field)) or _folded(str(value)) in NONE_WORDS:
        return None
    method = METHOD_WORDS.find(str(value))
    if method is not None:
        raise AnswerError(say("answer.method_as_subname", given=method), field)
    return _word(SUBNAME_WORDS, value, field)


def read_general(value: Any, field: str) -> str:
    return _word(GENERAL_WORDS, value, field)


def read_kin(value: Any, field: str) -> str:
    return _word(KIN_WORDS, value, field)


def read_direction(value: Any, field: str) -> str:
    return DIRECTIONS[_word(DIRECTION_WORDS, value, field)]


def read_hidden_stem(value: Any, field: str) -> int | None:
    """A stem, or None for a branch that takes none (null, 空, —)."""
    if value is None or _folded(_text(value, field)).lower() in NONE_WORDS:
        return None
    return STEMS.index(_word(STEM_WORDS, value, field))


def _branch_list(value: Any, field: str) -> list[Any]:
    """One-character answers as a list, or as one string of them (戌亥, 戌 亥, 戌、亥)."""
    if isinstance(value, list):
        return value
    parts = [p for p in SEPARATORS.split(unicodedata.normalize("NFKC", _text(value, field))) if p]
    return parts if len(parts) > 1 else list(parts[0] if parts else "")


def read_void(value: Any, field: str) -> frozenset[int]:
    """The void pair: two distinct branches, in either order."""
    items = _branch_list(value, field)
    branches = [read_branch(item, field) for item in items]
    if len(branches) != 2 or branches[0] == branches[1]:
        raise AnswerError(say("answer.void_pair", given=str(value)[:20]), field)
    return frozenset(branches)


DEPTH_ITEM: Final = re.compile(r"([^\d\s、,，;；/·・=:：]+)\s*[=:：]?\s*(\d+)")


def read_depths(value: Any, field: str) -> dict[int, int]:
    """涉害 depths as counted: {"亥": 6, "丑": 2}, or typed as 亥6 丑2 (亥 6，丑 2; 亥=6 …)."""
    if isinstance(value, Mapping):
        pairs = list(value.items())
    else:
        text = unicodedata.normalize("NFKC", _text(value, field))
        pairs = [(m.group(1), m.group(2)) for m in DEPTH_ITEM.finditer(text)]
        rest = " ".join(part for part in SEPARATORS.split(DEPTH_ITEM.sub(" ", text)) if part)
        if rest or not pairs:
            raise AnswerError(say("answer.depth_item", given=rest or text.strip()), field)
    depths: dict[int, int] = {}
    for name, count in pairs:
        branch = read_branch(name, field)
        if isinstance(count, bool) or not str(count).isdigit() or not 0 <= int(count) <= 30:
            raise AnswerError(say("answer.depth_count", branch=BRANCHES[branch], given=str(count)[:10]), field)
        depths[branch] = int(count)
    return depths


# Each flat answer name (by its first part) and how it is read.
READERS: Final[dict[str, Callable[[Any, str], Any]]] = {
    "monthly_general": read_branch, "query_hour": read_branch, "heaven_plate": read_branch,
    "lessons": read_branch, "method": read_method, "subname": read_subname, "initial": read_branch,
    "depths": read_depths, "middle": read_branch, "final": read_branch, "noble.branch": read_branch,
    "noble.direction": read_direction, "generals": read_general, "void": read_void,
    "hidden_stems": read_hidden_stem, "kin": read_kin,
}
OPTIONAL: Final = frozenset({"depths"})


def item_names(step: PracticeStep) -> tuple[str, ...]:
    """The flat names of a step's answers, in the order the page asks them."""
    names: list[str] = []
    for answer in step.answers:
        if answer == "heaven_plate":
            names += [f"heaven_plate.{b}" for b in BRANCHES]
        elif answer == "lessons":
            names += [f"lessons.{n}" for n in LESSON_NUMBERS]
        elif answer == "noble":
            names += ["noble.branch", "noble.direction"]
        elif answer in ("generals", "hidden_stems", "kin"):
            names += [f"{answer}.{t}" for t in TRANSMISSIONS]
        else:
            names.append(answer)
            if answer == "initial":
                names.append("depths")
    return tuple(names)


def read_item(name: str, value: Any) -> Any:
    """One flat answer, read: a branch index, a name, a set, a mapping …"""
    reader = READERS.get(name) or READERS[name.split(".", 1)[0]]
    return reader(value, name)


def _listed(value: Any, name: str, length: int, what: str) -> list[Any]:
    """A list answer of `length` items; branches and stems may also come as one string (巳卯丑亥)."""
    items = value if name in ("generals", "kin") else _branch_list(value, name)
    if not isinstance(items, list) or len(items) != length:
        raise AnswerError(say("answer.list_length", field=name, length=length, what=what), name)
    return items


def read_answers(step: PracticeStep, answers: Any) -> dict[str, Any]:
    """The API's `answers` object as flat answers, each read; AnswerError names the first it cannot read.

    Lists give every item in order (null for one not answered, except `hidden_stems`, where null is
    the answer "no stem", as in the chart JSON); `heaven_plate` any subset of the earth branches.
    """
    if not isinstance(answers, Mapping) or not answers:
        raise AnswerError(say("answer.not_an_object"), "answers")
    allowed = set(step.answers) | ({"depths"} if "initial" in step.answers else set())
    flat: dict[str, Any] = {}
    for name, value in answers.items():
        if name not in allowed:
            raise AnswerError(say("answer.not_of_step", name=str(name)[:30], step=step.slug,
                                  names=", ".join(sorted(allowed))), name)
        if name == "heaven_plate":
            if not isinstance(value, Mapping) or not value:
                raise AnswerError(say("answer.plate_object"), name)
            for earth, heaven in value.items():
                flat[f"heaven_plate.{BRANCHES[read_branch(earth, name)]}"] = heaven
        elif name == "noble":
            if not isinstance(value, Mapping) or not set(value) <= {"branch", "direction"}:
                raise AnswerError(say("answer.noble_object"), name)
            flat.update({f"noble.{key}": item for key, item in value.items()})
        elif name == "lessons":
            flat.update(zip((f"lessons.{n}" for n in LESSON_NUMBERS), _listed(value, name, 4, "upper branches")))
        elif name in ("generals", "hidden_stems", "kin"):
            items = _listed(value, name, 3, "answers, one per transmission")
            flat.update(zip((f"{name}.{t}" for t in TRANSMISSIONS), items))
        else:
            flat[name] = value
    read: dict[str, Any] = {}
    for name, value in flat.items():
        if value is None and not name.startswith("hidden_stems") and name != "subname":
            continue
        read[name] = read_item(name, value)
    return read

"""三奇 of 大六壬心鏡 (xj:L123–L131): 日奇, 月奇 and 星奇 (死奇) and where they stand.

日奇 is the 日宿 = the monthly general (福德); 月奇 the 月宿's branch (刑); 星奇 = 死奇 = the dipper,
represented by 天罡 辰. 死奇卦: 「月宿在天罡之宮而發用」 — the 月宿 is in 辰's palace (角亢) and 辰 is the
initial. Where the dipper then stands says who suffers (加孟 the stem's 長生: 父母; 仲 帝旺: 己身兄弟;
季 墓: 妻子奴僕, 「加盛開季」 read 加戌季 by the gloss) and on 日, 辰 or 太歲 how soon. 星奇 or 月奇 on
日上, 辰上 or 歲上 brings death or illness, unless 日奇 stands on one of them too (日出則星月沒). 日照免災 is
that remedy (「星月奇臨主死患，其中日照免災傾」; 註 「星月二奇別主凶惡，或日辰太歲上有日奇，則星月不能為殃」):
it needs a 星奇 or 月奇 to cancel; the setting `riqi` marvel reads 日奇 there as a 奇 of its own (「日為福德」,
「看是何奇，又加何位，即可知之」). The catalog gives 三奇 itself no trigger; here it holds when any of these
readings does, so it needs the year as well.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Final

from divination.engine.messages import _
from divination.patterns.clauses import any_of, remembered
from divination.patterns.facts import Facts
from divination.patterns.registry import Outcome, Test, make_entry
from divination.patterns.settings import PatternSettings
from divination.patterns.xinjing.common import CHEN, all_clauses, any_clause, branch, extended, merged

JIA_JI_EMENDED: Final = ("校改",)  # 「加盛開季」 → 「加戌季」 (gloss xj:L129)

Marvel = Callable[[Facts], int]
DIPPER: Final[Marvel] = lambda f: CHEN       # 星奇 = 死奇 = 北斗, by 天罡
SUN: Final[Marvel] = lambda f: f.J           # 日奇 = 日宿 = the monthly general
MOON: Final[Marvel] = lambda f: f.Ym         # 月奇 = 月宿
# 日上, 辰上, 歲上 (「日主旬中辰月裡，歲上一年之內程」) and the chart part each one is.
PLACES: Final = {
    "lesson:1": lambda f, x: x in f.gan_uppers,
    "lesson:3": lambda f, x: x in f.zhi_uppers,
    "year": lambda f, x: f.up(f.Y) == x,
}
EVERY_PLACE: Final = tuple(PLACES)


def _marvel_on(marvel: Marvel, *places: str) -> Test:
    """The 奇 stands on one of the places; 歲上 is read last, so a chart without a year still counts the others.
    Built once per 奇 and places (a module constant below), not per chart."""
    def on(place: str) -> Test:
        def clause(f: Facts, s: PatternSettings) -> Outcome | None:
            return Outcome(components=(place,)) if PLACES[place](f, marvel(f)) else None

        return clause

    clauses = tuple(on(place) for place in places)
    return lambda f, s: any_clause(f, s, *clauses)


_dipper_on_day: Final = _marvel_on(DIPPER, "lesson:1")
_dipper_on_branch: Final = _marvel_on(DIPPER, "lesson:3")
_dipper_on_year: Final = _marvel_on(DIPPER, "year")
# Each read by the presence of the others (日照 meets 星 or 月 where they stand), once a chart.
_sun_placed: Final = remembered(_marvel_on(SUN, *EVERY_PLACE))
_star_placed: Final = remembered(_marvel_on(DIPPER, *EVERY_PLACE))
_moon_on_a_place: Final = remembered(_marvel_on(MOON, *EVERY_PLACE))


def _initial_is_dipper(f: Facts, s: PatternSettings) -> Outcome | None:
    return Outcome(components=("initial", branch(CHEN))) if f.chu == CHEN else None


def _moon_mansion_in_dipper(f: Facts, s: PatternSettings) -> Outcome | None:
    return Outcome(components=("moon",)) if f.Ym == CHEN else None


@remembered
def death_marvel(f: Facts, s: PatternSettings) -> Outcome | None:
    """死奇卦: the 月宿 is in 天罡's palace (角 亢) and 辰 is the initial."""
    return all_clauses(f, s, _initial_is_dipper, _moon_mansion_in_dipper)


def dipper_stage(stage: str) -> Test:
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        if f.down(CHEN) != f.stage_branch(stage):
            return None
        found = death_marvel(f, s)
        return extended(found, flags=JIA_JI_EMENDED if stage == "墓" else ()) if found else None

    test.__doc__ = f"死奇卦, the dipper on the day stem's {stage}."
    return test


def dipper_on_day(f: Facts, s: PatternSettings) -> Outcome | None:
    """死奇加日，吉凶在旬內: 辰 on the stem."""
    return all_clauses(f, s, _dipper_on_day, death_marvel)


def dipper_on_branch(f: Facts, s: PatternSettings) -> Outcome | None:
    """加辰，吉凶在月內: 辰 on the day branch."""
    return all_clauses(f, s, _dipper_on_branch, death_marvel)


def dipper_on_year(f: Facts, s: PatternSettings) -> Outcome | None:
    """加太歲，吉凶在今年內: 辰 on the year branch."""
    return all_clauses(f, s, death_marvel, _dipper_on_year)


@remembered
def _moon_placed(f: Facts, s: PatternSettings) -> Outcome | None:
    found = _moon_on_a_place(f, s)
    return extended(found, "moon") if found else None


@remembered
def star_marvel_present(f: Facts, s: PatternSettings) -> Outcome | None:
    """星奇加，主死: 辰 on 日上, 辰上 or 歲上, and no 日奇 there."""
    found = _star_placed(f, s)
    return None if found is None or _sun_placed(f, s) else found


@remembered
def moon_marvel_present(f: Facts, s: PatternSettings) -> Outcome | None:
    """月奇加，主患: the 月宿's branch on 日上, 辰上 or 歲上, and no 日奇 there."""
    found = _moon_placed(f, s)
    return None if found is None or _sun_placed(f, s) else found


@remembered
def sun_marvel_present(f: Facts, s: PatternSettings) -> Outcome | None:
    """日照免災: 日奇 on 日上, 辰上 or 歲上 while 星奇 or 月奇 stands there too (setting `riqi` marvel: alone)."""
    sun = _sun_placed(f, s)
    if sun is None or s.riqi == "marvel":
        return sun
    harm = any_clause(f, s, _star_placed, _moon_placed)
    return merged([sun, harm]) if harm else None


# 三奇: a 死奇卦, or a 奇 on 日上, 辰上 or 歲上 (日奇 only as the remedy of one, unless `riqi` marvel).
three_marvels = any_of({"xinjing.sanqi.siqi": death_marvel, "xinjing.sanqi.xingqi_lin": star_marvel_present,
                        "xinjing.sanqi.yueqi_lin": moon_marvel_present, "xinjing.sanqi.riqi_jie": sun_marvel_present})


ENTRIES = (
    make_entry("xinjing.sanqi", ("三奇 (日奇 / 月奇 / 星奇)", "三奇"), "xj:L123/L125", "C,LD,YR", "extra+ambiguous",
                  "天有三奇日月星，日為福德月為刑，星為死奇。", "天有三奇日月星，日為福德月為刑", three_marvels),
    make_entry("xinjing.sanqi.siqi", ("死奇卦", "死奇"), "xj:L123/L125", "C,LD", "extra+ambiguous",
                  _("死奇 (北斗 governs life and death)"), "月宿在天罡之宮而發用為死奇卦", death_marvel),
    make_entry("xinjing.sanqi.jia_meng", ("死奇·加孟 (所生)", "死奇"), "xj:L127/L129", "C,LD", "extra+ambiguous",
                  "憂父母", "如加孟主憂父母", dipper_stage("長生")),
    make_entry("xinjing.sanqi.jia_zhong", ("死奇·臨仲", "死奇"), "xj:L127/L129", "C,LD", "extra+ambiguous",
                  "己身及兄弟", "加仲主己身及兄弟", dipper_stage("帝旺")),
    make_entry("xinjing.sanqi.jia_ji", ("死奇·加季", "死奇"), "xj:L127/L129", "C,LD", "extra+ambiguous",
                  "子孫、妻妾、奴僕", "加季子孫妻妾奴僕", dipper_stage("墓")),
    make_entry("xinjing.sanqi.jia_ri", ("死奇·加日 (吉凶在旬內)", "死奇"), "xj:L131/L133", "C,LD", "extra+ambiguous",
                  "吉凶在旬內", "死奇加日吉凶在旬內", dipper_on_day),
    make_entry("xinjing.sanqi.jia_chen", ("死奇·加辰 (吉凶在月內)", "死奇"), "xj:L131/L133", "C,LD",
                  "extra+ambiguous", "吉凶在月內", "加辰吉凶在月內", dipper_on_branch),
    make_entry("xinjing.sanqi.jia_sui", ("死奇·加太歲 (吉凶在年內)", "死奇"), "xj:L131/L133", "C,LD,YR",
                  "extra+ambiguous", "吉凶在今年內", "加太歲吉凶在今年內", dipper_on_year),
    make_entry("xinjing.sanqi.xingqi_lin", ("星奇臨 (主死)", "星奇"), "xj:L131/L133", "C,YR", "extra+ambiguous",
                  "星奇加，主死", "星奇加，主死", star_marvel_present),
    make_entry("xinjing.sanqi.yueqi_lin", ("月奇臨 (主患)", "月奇"), "xj:L131/L133", "C,LD,YR", "extra+ambiguous",
                  "月奇加，主患", "月奇加，主患", moon_marvel_present),
    make_entry("xinjing.sanqi.riqi_jie", ("日照免災 (日奇解)", "日奇"), "xj:L131/L133", "C,LD,YR", "extra",
                  _("cancels the harm of the 星奇 or 月奇 it meets (「日出則星月沒」)"), "其中日照免災傾", sun_marvel_present),
)

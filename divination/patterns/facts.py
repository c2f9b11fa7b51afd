"""The facts of one chart in the catalog's own symbols (docs/pattern-rules.md §2), computed once.

`Facts(chart, settings)` exposes D, Z, T, J, k, G, up(), down(), L1–L4 with rel(), 干上/干陰/支上/
支陰, chu/zhong/mo, the generals, 旬空, 遁干, stages, 六親, the 局 predicates, the branch relations
and the fixed derived points; then the calendar fields (M, m, seasons, 旺相休囚死, Y, MP, the lunar
date, 月宿, the 四立/分至 flags, yesterday's pillar) and the querent's (N, sex). A field whose input
the chart lacks raises `MissingInput(code)` with the catalog's input code (MB YR MP LD JQ XN SX).
Settings that change a fact (A-GAN, A-FRONT, A-VOID2, A-SEASON, A-MONTH, A-LEAP, A-XING, A-YIMA,
A-BI, A-GANJU, A-MOON, A-XINGNIAN; A-CS from the engine's options) are applied here, so every predicate reads the chosen
reading. Tables come from the engine.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any, Final, Generic, TypeVar

from divination.engine.chart import Chart
from divination.engine.cycles import (
    BRANCH_ELEMENT,
    EARTH,
    FIRE,
    METAL,
    STEM_ELEMENT,
    STEM_LODGING,
    WATER,
    WOOD,
    generates,
    is_yang_branch,
    is_yang_stem,
    overcomes,
)
from divination.engine.generals import GENERALS
from divination.engine.lessons import KE, ZEI, Lesson
from divination.engine.lunar_date import lunar_date
from divination.engine.lunar_mansion import PALACE, moon_mansion
from divination.engine.messages import _
from divination.engine.moon_phases import principal_phase
from divination.engine.qualities import (
    EARTH_GROWTH,
    GROWTH_START,
    LIFE_STAGES,
    MONTH_RULER,
    SEASON_STATES,
    kin,
    life_stage,
    seasonal_state,
)
from divination.engine.relations import BREAK, HARM, HARMONY, PUNISHMENT, STEM_PARTNER, TRINES, clash, post_horse
from divination.engine.solar_terms import SILI, terms_around
from divination.engine.spirits import VIRTUE_STEM, earth_net, heaven_net, month_number
from divination.patterns.settings import DEFAULT_SETTINGS, PatternSettings

# The catalog's input codes (docs/patterns.md, input legend).
MONTH, YEAR, MOON_PHASE, LUNAR_DATE, SOLAR_TERM_DAY, TRAVEL_YEAR, SEX = "MB", "YR", "MP", "LD", "JQ", "XN", "SX"
INPUT_NAMES: Final = {
    "C": _("the 課"),
    MONTH: _("the month (月建)"),
    YEAR: _("the year (太歲)"),
    MOON_PHASE: _("the moon's phase on the day (弦望晦朔)"),
    LUNAR_DATE: _("the lunar date (for 月宿)"),
    SOLAR_TERM_DAY: _("the day of a solar term and the day before it"),
    TRAVEL_YEAR: _("the querent's birth year and sex (for 行年)"),
    SEX: _("the querent's sex"),
}

# The catalog's input legend, in its order.
INPUT_ORDER: Final = ("C", MONTH, YEAR, MOON_PHASE, LUNAR_DATE, SOLAR_TERM_DAY, TRAVEL_YEAR, SEX)


def ordered_inputs(codes) -> list[str]:
    """Input codes in the legend's order."""
    return [code for code in INPUT_ORDER if code in codes]


class MissingInput(Exception):
    """A fact needs an input the chart was built without; `code` is the catalog's input code."""

    def __init__(self, code: str):
        super().__init__(f"needs {INPUT_NAMES[code]}")
        self.code = code


T = TypeVar("T")


class cached_property(Generic[T]):  # noqa: N801 (named as the functools one it replaces)
    """A fact computed once per chart, and so is its lack: a field the chart cannot give raises the same
    MissingInput on every later read without computing again. One Facts serves one thread, so unlike
    functools.cached_property it takes no lock (the matcher reads a hundred fields of each chart).

    Where the Facts counts what is read of the moment and the querent (`Facts.moment_reads`), a field
    computed from them is kept with what it read, and every later read of it counts those reads again: an
    entry reading it second depends on the moment as much as the entry that computed it. Other fields are
    plain attributes once computed."""

    def __init__(self, compute: Callable[..., T]):
        self.compute = compute
        self.name = compute.__name__
        self.__doc__ = compute.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, facts: Any, owner: type | None = None) -> T:
        reads = facts.moment_reads
        kept = facts.kept.get(self.name)
        if kept is not None:
            value, read = kept
            if reads is not None:
                reads.extend(read)
            if isinstance(value, MissingInput):
                raise value.with_traceback(None)  # a kept lack re-raised: its traceback would grow each time
            return value
        start = len(reads) if reads is not None else 0
        try:
            value = self.compute(facts)
        except MissingInput as lack:
            facts.kept[self.name] = (lack, tuple(reads[start:]) if reads is not None else ())
            raise
        if reads is not None and len(reads) > start:
            facts.kept[self.name] = (value, tuple(reads[start:]))
        else:
            facts.__dict__[self.name] = value
        return value


# 祿 (docs/pattern-rules.md §2, used by the alternative readings A-GAN, A-HE): 甲寅 乙卯 丙戊巳 丁己午 庚申 辛酉 壬亥 癸子.
LU: Final = (2, 3, 5, 6, 5, 6, 8, 9, 11, 0)

# A-GANJU huaqi: the element each pair of stems turns into (干五合化氣): 甲己土 乙庚金 丙辛水 丁壬木 戊癸火.
HUAQI: Final = (EARTH, METAL, WATER, WOOD, FIRE, EARTH, METAL, WATER, WOOD, FIRE)

# A-MOON one: one lunar day for each of 弦望晦朔 (「弦望晦朔為四正日」, xj:L91 註); 晦 is the month's last day.
ONE_DAY_PHASES: Final = {1: "朔", 8: "上弦", 15: "望", 23: "下弦"}
NEW_MOON, DARK_MOON = "朔", "晦"

# 三合局 by element (TRIAD); 稼穡's four 季 are earth's, any three of them (A-EARTHJU).
TRIAD: Final = {BRANCH_ELEMENT[t[1]]: frozenset(t) for t in TRINES}
JI_BRANCHES: Final = frozenset({1, 4, 7, 10})

# The twelve generals' procession: 前一…前五 and 後一…後五 of the noble (§2.1).

# 六親 classes in the texts' words (§2.2): the 五用神; and, under A-BI, what 比 is not.
YIN, DAO, GUI, CAI, JIE = "印", "盜", "鬼", "財", "劫"
OWN_BRANCH, SHOULDER = "本", "比肩"

# Rules of the lessons: 上克下 (剋) and 下賊上 (賊).
SHANG_KE, XIA_ZEI = KE, ZEI

# The four seasons by 月建 (S4): 寅卯辰 春 … 亥子丑 冬.
SEASONS: Final = ("spring", "summer", "autumn", "winter")
SEASON_NAMES: Final = {"spring": "春", "summer": "夏", "autumn": "秋", "winter": "冬"}
# The season's element outside 土旺用事 (A-SEASON tuwang).
SEASON_ELEMENT: Final = {"spring": WOOD, "summer": FIRE, "autumn": METAL, "winter": WATER}
_TUWANG_DAYS: Final = 18


def season_of_month_branch(month_branch: int) -> str:
    """S4: 寅卯辰 spring, 巳午未 summer, 申酉戌 autumn, 亥子丑 winter."""
    return SEASONS[(month_branch - 2) % 12 // 3]


def gen(a: int, b: int) -> bool:
    """Branch a's element 生 branch b's (§2.1 gen)."""
    return generates(BRANCH_ELEMENT[a], BRANCH_ELEMENT[b])


def ctl(a: int, b: int) -> bool:
    """Branch a's element 克 branch b's (§2.1 ctl)."""
    return overcomes(BRANCH_ELEMENT[a], BRANCH_ELEMENT[b])


def same(a: int, b: int) -> bool:
    """比: the same element (§2.1 same)."""
    return BRANCH_ELEMENT[a] == BRANCH_ELEMENT[b]


def chong(a: int, b: int) -> bool:
    return clash(a) == b


def po(a: int, b: int) -> bool:
    return BREAK[a] == b


def hai(a: int, b: int) -> bool:
    return HARM[a] == b


def he6(a: int, b: int) -> bool:
    return HARMONY[a] == b


def he5(s: int, t: int) -> bool:
    return STEM_PARTNER[s] == t


# The engine's 六親 in the texts' words for the 五用神 (§2.2 lq).
KIN_CLASS: Final = {"父母": YIN, "子孫": DAO, "官鬼": GUI, "妻財": CAI, "兄弟": JIE}


def kin_class(element: int, of_element: int) -> str:
    """lq (§2.2): 印 if it generates the stem, 盜 if generated, 鬼 if it overcomes, 財 if overcome, 劫 if 比."""
    return KIN_CLASS[kin(element, of_element)]


@cache  # five elements under five rulers, read a hundred times a chart
def state_of(element: int, ruler: int) -> str:
    """旺相休囚死 of an element under a ruling element (the engine's rule, read from a month it rules)."""
    return seasonal_state(element, MONTH_RULER.index(ruler))


class Facts:
    """docs/pattern-rules.md §2 for one chart under one set of pattern settings."""

    def __init__(self, chart: Chart, settings: PatternSettings = DEFAULT_SETTINGS, count_moment_reads: bool = False):
        self.chart = chart
        self.settings = settings
        ke = chart.ke
        self.D: int = ke.day_stem
        self.Z: int = ke.day_branch
        self.T: int = chart.query_hour
        self.J: int = chart.monthly_general
        self.k: int = ke.k
        self.G: int = STEM_LODGING[self.D]
        """寄宮 of the day stem: the lessons are built on it."""
        self.GR: int = LU[self.D] if settings.gan_branch == "lu" else self.G
        """The branch standing for the stem in branch relations (R-GAN; A-GAN)."""
        self.eD: int = STEM_ELEMENT[self.D]
        self.L: tuple[Lesson, Lesson, Lesson, Lesson] = ke.lessons
        self.L1, self.L2, self.L3, self.L4 = ke.lessons
        self.ganshang, self.ganyin, self.zhishang, self.zhiyin = (l.upper for l in ke.lessons)
        t = ke.transmissions
        self.chu, self.zhong, self.mo = t.initial, t.middle, t.final
        self.seq3: tuple[int, int, int] = (t.initial, t.middle, t.final)
        self.set3: frozenset[int] = frozenset(self.seq3)
        self.distinct3: bool = len(self.set3) == 3
        self.chu_src: int | None = t.source_lesson
        g = chart.generals
        self._on_branch = g.on_branch
        self.gui_dir: int = 1 if g.forward else -1
        self.XK: tuple[int, int] = chart.decade.void
        self.memo: dict[object, Any] = {}
        """Results shared by several entries on this chart (a parent and its sub-conditions)."""
        self.moment_reads: list[str] | None = [] if count_moment_reads else None
        """If counted: input codes of the moment and the querent the tests read, whether the chart has them or
        not and whether or not a test caught MissingInput (the matcher clears it before each entry)."""
        self.kept: dict[str, tuple[Any, tuple[str, ...]]] = {}
        """Fields that read the moment or the querent, or that the chart cannot give: value or lack, and the reads."""

    @property
    def asked(self) -> set[str]:
        """The moment's and the querent's inputs read since `moment_reads` was last cleared."""
        return set(self.moment_reads or ())

    def _reads_moment(self, code: str) -> None:
        if self.moment_reads is not None:
            self.moment_reads.append(code)

    # --- plates and lessons (§2.2) ---------------------------------------------------------
    def up(self, g: int) -> int:
        """上神: the heaven branch standing on earth branch g."""
        return (g + self.k) % 12

    def down(self, x: int) -> int:
        """The earth branch under heaven branch x (x 臨/加 down(x))."""
        return (x - self.k) % 12

    def rel(self, n: int) -> str | None:
        """Lesson n's rule: SHANG_KE (上克下), XIA_ZEI (下賊上) or None; lesson 1's lower is the stem."""
        return self.L[n - 1].relation

    def lesson_upper(self, n: int) -> int:
        return self.L[n - 1].upper

    @cached_property
    def gan_uppers(self) -> tuple[int, ...]:
        """「干上/日上」: 干上, and 干陰 too under A-GANSHANG yin."""
        return (self.ganshang, self.ganyin) if self.settings.ganshang == "yin" else (self.ganshang,)

    @cached_property
    def zhi_uppers(self) -> tuple[int, ...]:
        """「支上/辰上」: 支上, and 支陰 too under A-GANSHANG yin."""
        return (self.zhishang, self.zhiyin) if self.settings.ganshang == "yin" else (self.zhishang,)

    # --- generals (§2.2) -----------------------------------------------------------------
    def gen_on(self, x: int) -> str:
        """The general riding heaven branch x."""
        return GENERALS[self._on_branch[x]]

    def pos(self, general: str) -> int:
        """The heaven branch carrying a general."""
        return self._on_branch.index(GENERALS.index(general))

    def gpos(self, general: str) -> int:
        """The earth branch under a general."""
        return self.down(self.pos(general))

    def _noble_distance(self, g: int) -> int:
        step = self.gui_dir if self.settings.front == "procession" else 1
        return ((g - self.gpos("貴人")) * step) % 12

    def front(self, g: int) -> bool:
        """Earth branch g lies 前一…前五 of the noble (R-FRONT; A-FRONT)."""
        return 1 <= self._noble_distance(g) <= 5

    def back(self, g: int) -> bool:
        """Earth branch g lies 後一…後五 of the noble."""
        return 7 <= self._noble_distance(g) <= 11

    # --- decade, stages, kin (§2.2) ----------------------------------------------------------
    def void(self, x: int) -> bool:
        """旬空: x is one of the decade's two void branches (A-VOID2 seated: or stands on one)."""
        if x in self.XK:
            return True
        return self.settings.void2 == "seated" and self.down(x) in self.XK

    @cached_property
    def void3(self) -> tuple[int, ...]:
        """The transmissions that are void, by index 0–2 (初 中 末)."""
        return tuple(i for i, x in enumerate(self.seq3) if self.void(x))

    def dungan(self, x: int) -> int | None:
        """遁干 of branch x in the day's decade (None for a void branch)."""
        return self.chart.decade.hidden_stem(x)

    def _growth_start(self, element: int) -> int:
        """長生 of an element (A-CS: earth by the engine's earth_growth)."""
        return EARTH_GROWTH[self.chart.options.earth_growth] if element == EARTH else GROWTH_START[element]

    @cached_property
    def _stem_runs_backward(self) -> bool:
        """The engine's life_order yin_backward (陽順陰逆, A-CS): a yin day stem runs backward from 7 branches
        after its element's 長生."""
        return self.chart.options.life_order == "yin_backward" and not is_yang_stem(self.D)

    def stage(self, x: int) -> str:
        """十二長生 stage of branch x for the day stem (A-CS: the engine's earth_growth and life_order)."""
        return life_stage(x, self.eD, self.chart.options.earth_growth, self._stem_runs_backward)

    def stage_branch(self, stage: str, element: int | None = None) -> int:
        """The branch holding a stage (e.g. 長生, 帝旺, 墓) for an element, or for the day stem by default."""
        index = LIFE_STAGES.index(stage)
        if element is None and self._stem_runs_backward:
            return (self._growth_start(self.eD) + 7 - index) % 12
        return (self._growth_start(self.eD if element is None else element) + index) % 12

    def lq(self, x: int) -> str:
        """六親 / 五用神 class of branch x relative to the day stem: 印 盜 鬼 財 劫.

        A-BI other: the stem's own branch is not 比 (class 本); polarity: the same element of the stem's
        polarity is 比肩, not 劫.
        """
        found = kin_class(BRANCH_ELEMENT[x], self.eD)
        if found != JIE:
            return found
        if self.settings.bi == "other" and x == self.G:
            return OWN_BRANCH
        if self.settings.bi == "polarity" and is_yang_branch(x) == is_yang_stem(self.D):
            return SHOULDER
        return found

    def lq_element(self, element: int) -> str:
        return kin_class(element, self.eD)

    # --- the 局 (§2.2) -------------------------------------------------------------------------
    def triad(self, element: int) -> frozenset[int]:
        return TRIAD[element]

    def ju3(self, element: int) -> bool:
        """三傳合局: the three distinct transmissions form the element's triad (earth: three of the 季)."""
        if not self.distinct3:
            return False
        if element == EARTH:
            return self.set3 <= JI_BRANCHES
        return self.set3 == TRIAD[element]

    @cached_property
    def ju3_element(self) -> int | None:
        """The element whose 局 the transmissions form (earth = 稼穡), or None."""
        return next((e for e in (WATER, WOOD, FIRE, METAL, EARTH) if self.ju3(e)), None)

    def ju_gz(self, element: int) -> bool:
        """三傳干支合局 (A-GZJU): the triad lies in the transmissions with G and Z."""
        if element == EARTH:
            return False
        triad = TRIAD[element]
        in_chain = len(triad & self.set3)
        rule = self.settings.gzju
        if rule == "ju3":
            return self.ju3(element) and bool(triad & {self.G, self.Z})
        if self.ju3(element):
            return False
        return triad <= (self.set3 | {self.G, self.Z}) and in_chain >= (2 if rule == "two" else 1)

    def _ju_side(self, element: int, root: int, uppers: tuple[int, int], stem_side: bool = False) -> bool:
        rule = self.settings.ganju
        if rule == "huaqi" and stem_side:
            return element == HUAQI[self.D]
        if element == EARTH:
            return False
        triad = TRIAD[element]
        if rule in ("full", "huaqi"):
            return {root, *uppers} == triad
        if root not in triad:
            return False
        if rule == "half":
            return any(u in triad and u != root for u in uppers)
        others = (set(u.upper for u in self.L) | self.set3) - {root}
        return triad - {root} <= others

    def ju_zhi(self, element: int) -> bool:
        """支合局: {Z, 支上, 支陰} form the triad (A-GANJU)."""
        return self._ju_side(element, self.Z, (self.zhishang, self.zhiyin))

    def ju_gan(self, element: int) -> bool:
        """干合局: {G, 干上, 干陰} form the triad (A-GANJU; huaqi: the element of the stem's 五合, earth too)."""
        return self._ju_side(element, self.G, (self.ganshang, self.ganyin), stem_side=True)

    # --- branch relations (§2.1; A-XING, A-HE) ------------------------------------------------
    def xing(self, a: int, b: int) -> bool:
        """a 刑 b, directed as the gloss of jw:L93 lists it (A-XING mutual: either way)."""
        if PUNISHMENT[a] == b:
            return True
        return self.settings.xing == "mutual" and PUNISHMENT[b] == a

    def he_gan(self, x: int) -> bool:
        """「合干」 (A-HE): x forms a 六合 with the lodging; or its 遁干 a 干合 with D; or a 六合 with 祿."""
        rule = self.settings.he
        if rule == "he5":
            hidden = self.dungan(x)
            return hidden is not None and he5(hidden, self.D)
        return he6(x, LU[self.D] if rule == "he6_lu" else self.GR)

    # --- fixed derived points (§2.1, §9.2) -----------------------------------------------------
    @cached_property
    def YIMA(self) -> int:
        """驛馬 (A-YIMA): by the day branch, or the month (月馬) or the year (歲馬)."""
        basis = {"day": lambda: self.Z, "month": lambda: self.M, "year": lambda: self.Y}[self.settings.yima]()
        return post_horse(basis)

    @cached_property
    def TL(self) -> int:
        """天羅: the branch after the stem's lodging (日前一辰, xj:L159)."""
        return heaven_net(self.D)

    @cached_property
    def DW(self) -> int:
        """地網: the clash of 天羅 (xj:L159)."""
        return earth_net(self.D)

    @cached_property
    def RIDE(self) -> int:
        """日德 as a stem (xj:L27 「乙德在庚」)."""
        return VIRTUE_STEM[self.D]

    @cached_property
    def ride_branch(self) -> int:
        """日德's branch: the lodging of RIDE(D) (TV11: 癸 → 戊 → 巳)."""
        return STEM_LODGING[self.RIDE]

    # --- calendar (§2.3) ---------------------------------------------------------------------
    def _calendar(self, code: str):
        self._reads_moment(code)
        if self.chart.calendar is None:
            raise MissingInput(code)
        return self.chart.calendar

    @cached_property
    def M(self) -> int:
        """月建 (MB)."""
        if self.chart.month_branch is None:
            raise MissingInput(MONTH)
        return self.chart.month_branch

    @cached_property
    def m(self) -> int:
        """The month number of the monthly 煞 tables (A-MONTH): 寅月 = 1 by 月建, or the lunar month."""
        if self.settings.month_count == "lunar":
            return self.lunar_month
        return month_number(self.M)

    @cached_property
    def season4(self) -> str:
        """S4 (A-SEASON): by 月建, or by lunar month (正二三 spring)."""
        if self.settings.season == "lunar":
            return SEASONS[(self.lunar_month - 1) // 3]
        return season_of_month_branch(self.M)

    @cached_property
    def ruler5(self) -> int:
        """S5 ruling element: whole 辰未戌丑 months earth (gloss jw:L117); A-SEASON tuwang: 18 days before each 立."""
        if self.settings.season == "tuwang":
            return EARTH if self._in_tuwang else SEASON_ELEMENT[season_of_month_branch(self.M)]
        return MONTH_RULER[self.M]

    @cached_property
    def _in_tuwang(self) -> bool:
        cal = self._calendar(SOLAR_TERM_DAY)
        term = terms_around(cal.instant_utc).next_minor
        days = (term.china.date() - cal.pillar_date).days
        return term.index in SILI and 1 <= days <= _TUWANG_DAYS

    def state(self, x: int) -> str:
        """旺相休囚死 of branch x in the month (S5)."""
        return state_of(BRANCH_ELEMENT[x], self.ruler5)

    def state_stem(self) -> str:
        """旺相休囚死 of the day stem."""
        return state_of(self.eD, self.ruler5)

    def youqi(self, x: int) -> bool:
        """有氣: 旺 or 相."""
        return self.state(x) in SEASON_STATES[:2]

    @cached_property
    def Y(self) -> int:
        """太歲 (YR; the boundary is the engine's year_boundary, A-YEAR)."""
        return self._calendar(YEAR).year_branch

    @cached_property
    def MP(self) -> str | None:
        """弦望晦朔 of the day (A-MOON `moon_days`): one lunar day each, the engine's two-day convention, or
        the day of the astronomical phase (朔 and 晦 are 初一 and the last day either way), or None."""
        cal = self._calendar(MOON_PHASE)
        rule = self.settings.moon_days
        if rule == "two":
            return cal.moon_phase
        if cal.lunar_day == lunar_date(cal.pillar_date).month_length:
            return DARK_MOON
        if rule == "astronomical":
            return NEW_MOON if cal.lunar_day == 1 else principal_phase(cal.pillar_date)
        return ONE_DAY_PHASES.get(cal.lunar_day)

    @cached_property
    def lunar_month(self) -> int:
        return self._calendar(LUNAR_DATE).lunar_month

    @cached_property
    def lunar_day(self) -> int:
        return self._calendar(LUNAR_DATE).lunar_day

    @cached_property
    def is_leap(self) -> bool:
        return self._calendar(LUNAR_DATE).lunar_is_leap

    @cached_property
    def yuesu(self) -> str:
        """月宿 by the rule of 心鏡 (xj:L83); a leap month starts like the month it repeats (A-LEAP)."""
        cal = self._calendar(LUNAR_DATE)
        if not (cal.lunar_is_leap and self.settings.leap == "next"):
            return cal.moon_mansion
        return moon_mansion(cal.lunar_month % 12 + 1, cal.lunar_day)

    @cached_property
    def Ym(self) -> int:
        """The 月宿's branch (PALACE)."""
        return PALACE[self.yuesu]

    @cached_property
    def sili_day(self) -> bool:
        """Today is the day of 立春/立夏/立秋/立冬 (JQ)."""
        return self._calendar(SOLAR_TERM_DAY).is_sili_day

    @cached_property
    def fenzhi_day(self) -> bool:
        """Today is the day of 春分/夏至/秋分/冬至 (JQ)."""
        return self._calendar(SOLAR_TERM_DAY).is_fenzhi_day

    @cached_property
    def D_prev(self) -> int:
        return self._calendar(SOLAR_TERM_DAY).previous_day_pillar[0]

    @cached_property
    def Z_prev(self) -> int:
        return self._calendar(SOLAR_TERM_DAY).previous_day_pillar[1]

    # --- querent (§2.3) ---------------------------------------------------------------------
    @cached_property
    def N(self) -> int:
        """行年 (XN): the branch of the querent's travel year (A-XINGNIAN, the engine's rule by nominal age;
        setting `travel_age` actual: by full years, one place back along the querent's direction)."""
        self._reads_moment(TRAVEL_YEAR)
        q = self.chart.querent
        if q is None:
            raise MissingInput(TRAVEL_YEAR)
        if self.settings.travel_age == "actual":
            return (q.travel_year[1] - (1 if q.sex == "male" else -1)) % 12
        return q.travel_year[1]

    @cached_property
    def upN(self) -> int:
        """行年上神."""
        return self.up(self.N)

    @cached_property
    def sex(self) -> str:
        """男 or 女 (SX)."""
        self._reads_moment(SEX)
        if self.chart.querent is None:
            raise MissingInput(SEX)
        return "男" if self.chart.querent.sex == "male" else "女"


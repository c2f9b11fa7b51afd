"""The pattern settings: every reading the texts leave open (docs/pattern-rules.md §4), each with its default.

Choices that change the chart itself are engine options (A-CS earth_growth and life_order, A-GUI
noble_table and the `noble` parameter, A-YEAR year_boundary, A-DASHI dashi, the time basis). The rest change only which patterns a
chart shows, and live here: the catalog's ambiguity register and the readings its errata add
(懸胎/關隔/稼穡 membership, 日照免災, 八迍·三, the scope of 重陽). Each default is the text's plainest
reading; the explanation of a value says which passage decides. `PatternSettings.to_token()` writes
every setting explicitly, like the engine's Options token, so a chart link (URL parameter `p`) shows
the same patterns after a default changes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Final

from divination.engine.messages import _
from divination.engine.options import OptionSpec, SpecSettings

# The engine's spec shape: name, one-letter key, value → code, default, label, one explanation per value.
PATTERN_SETTING_SPECS: Final = (
    OptionSpec(
        "void_rule", "v", {"v1": "1", "v0": "0"}, "v1", _("旬空 · R-VOID"),
        {"v1": _("Flag every 經緯 pattern anchored on the initial when the initial is void (the void patterns imply it)."),
         "v0": _("Flag 勿實論 only where the text says so (懸胎 關隔 稼穡, the 局, the twelve generals).")},
    ),
    OptionSpec(
        "gan_branch", "g", {"lodge": "j", "lu": "l"}, "lodge", _("干之支 · A-GAN"),
        {"lodge": _("The stem enters branch relations by its lodging (寄宮), as the lessons are built."),
         "lu": _("The stem enters branch relations by its 祿 (甲寅 乙卯 丙戊巳 丁己午 庚申 辛酉 壬亥 癸子).")},
    ),
    OptionSpec(
        "ganju", "j", {"full": "f", "half": "h", "any": "a", "huaqi": "q"}, "full", _("干合局/支合局 · A-GANJU"),
        {"full": _("The stem's lodging (the day branch) with its two lesson uppers form a whole triad."),
         "half": _("半合: the lodging (day branch) and one of its two lesson uppers belong to one triad."),
         "any": _("The lodging (day branch) and any two chart branches (lesson uppers, transmissions) form the triad."),
         "huaqi": _("干合局 is the element the stem's 五合 turns into (甲己土 乙庚金 丙辛水 丁壬木 戊癸火), fixed by the "
                  "day (the catalog rejects it: not read from the chart); 支合局 as full.")},
    ),
    OptionSpec(
        "gzju", "z", {"two": "2", "one": "1", "ju3": "3"}, "two", _("三傳干支合局 · A-GZJU"),
        {"two": _("The triad lies in the transmissions with the lodging and day branch, two of it from the transmissions."),
         "one": _("As above, but one member from the transmissions is enough."),
         "ju3": _("The transmissions form the triad themselves and the lodging or day branch belongs to it.")},
    ),
    OptionSpec(
        "earth_ju", "e", {"split": "s", "never": "n"}, "split", _("稼穡作土局 · A-EARTHJU"),
        {"split": _("稼穡 counts as a 土局 for 五用神, 孤哀…失群 and 及時…, not for 和合 (which speaks of 三合 only)."),
         "never": _("稼穡 is never a 局.")},
    ),
    OptionSpec(
        "ganshang", "s", {"yang": "y", "yin": "i"}, "yang", _("干上/支上 · A-GANSHANG"),
        {"yang": _("干上 is the first lesson's upper, 支上 the third's."),
         "yin": _("心鏡's 「日上/辰上」 also covers the 陰神 (second and fourth lesson uppers).")},
    ),
    OptionSpec(
        "bi", "b", {"element": "e", "other": "o", "polarity": "p"}, "element", _("比 · A-BI"),
        {"element": _("比 is the same element, the identical branch and both polarities included (gloss)."),
         "other": _("比 is the same element on a different branch only."),
         "polarity": _("劫財 is the same element of the other polarity only; the same polarity is 比肩, a class these "
                     "texts do not name (劫財 and 失群 only).")},
    ),
    OptionSpec(
        "pair", "a", {"both": "b", "each": "e"}, "both", _("「A、B」 · A-PAIR"),
        {"both": _("A listed pair holds only when both halves hold (one joint reading)."),
         "each": _("Each half alone is reported, as a partial match.")},
    ),
    OptionSpec(
        "shang", "h", {"either": "e", "both": "b"}, "either", _("干支上乘此 · A-SHANG"),
        {"either": _("On the stem's upper or the branch's upper."),
         "both": _("On both uppers.")},
    ),
    OptionSpec(
        "season", "n", {"jian": "j", "lunar": "l", "tuwang": "t"}, "jian", _("四時 · A-SEASON"),
        {"jian": _("Seasons by 月建; for 旺相休囚死 the whole 辰未戌丑 months are earth's (gloss jw:L117)."),
         "lunar": _("The four seasons by lunar month (正二三 spring …)."),
         "tuwang": _("Earth rules the 18 days before each 立 (土旺用事); the rest of a 季 month keeps its season.")},
    ),
    OptionSpec(
        "month_count", "m", {"jian": "j", "lunar": "l"}, "jian", _("正月…十二月 · A-MONTH"),
        {"jian": _("The monthly 煞 tables count months by 月建 (寅月 = 正月)."),
         "lunar": _("They count lunar months.")},
    ),
    OptionSpec(
        "yima", "y", {"day": "d", "month": "m", "year": "y"}, "day", _("驛馬 · A-YIMA"),
        {"day": _("驛馬 by the day branch."),
         "month": _("月馬: by the month branch (月建)."),
         "year": _("歲馬: by the year branch (太歲).")},
    ),
    OptionSpec(
        "he", "c", {"he6": "6", "he5": "5", "he6_lu": "l"}, "he6", _("合干 · A-HE"),
        {"he6": _("The branch forms a 六合 with the stem's lodging."),
         "he5": _("The branch's hidden stem (遁干) forms a 干合 with the day stem."),
         "he6_lu": _("The branch forms a 六合 with the stem's 祿.")},
    ),
    OptionSpec(
        "xing", "x", {"directed": "d", "mutual": "m"}, "directed", _("刑 · A-XING"),
        {"directed": _("刑 runs one way, as the gloss of jw:L93 lists it (寅刑巳, not 巳刑寅)."),
         "mutual": _("Either branch of a 刑 pair punishes the other.")},
    ),
    OptionSpec(
        "scope", "p", {"ground": "g", "initial": "i", "anywhere": "a"}, "ground", _("十二將所臨 · A-SCOPE"),
        {"ground": _("A general's twelve positions apply when it rides the initial, at the earth branch under it."),
         "initial": _("P1: when it rides the initial, at the initial's own branch."),
         "anywhere": _("P2: wherever the general stands (one position for every general: twelve matches a chart).")},
    ),
    OptionSpec(
        "front", "f", {"procession": "p", "clockwise": "c"}, "procession", _("貴人前後 · A-FRONT"),
        {"procession": _("Before the noble is along the generals' procession (counter-clockwise when it runs backward)."),
         "clockwise": _("Before the noble is always clockwise.")},
    ),
    OptionSpec(
        "li", "l", {"branch": "b", "ground": "g"}, "branch", _("立卯酉 · A-LI"),
        {"branch": _("「用神/行年立卯酉」: the branch itself is 卯 or 酉."),
         "ground": _("It stands on 卯 or 酉 of the earth plate.")},
    ),
    OptionSpec(
        "di", "d", {"equals": "e", "stands_on": "s"}, "equals", _("行年抵宿 · A-DI"),
        {"equals": _("行年 is the mansion's branch."),
         "stands_on": _("The mansion's branch stands on the 行年 (行年上神).")},
    ),
    OptionSpec(
        "lixi", "i", {"prev_day": "p", "fixed": "f", "ym": "m"}, "prev_day", _("離神 · A-LIXI"),
        {"prev_day": _("離神 is yesterday's day branch."),
         "fixed": _("離神 is 寅/巳/申/亥 fixed by the 分至."),
         "ym": _("The 月宿 branch is the 離神 itself, rather than standing on it.")},
    ),
    OptionSpec(
        "true_mansion", "V", {"any": "a", "true": "t"}, "any", _("真月宿 · A-LIXI"),
        {"any": _("天寇 takes the 月宿 of the day, whichever it is (xj:L107 「占時月宿居寅上」)."),
         "true": _("Only a true 月宿 counts: 心 危 張 畢, the moon's four mansions (xj:L107 註 「遇此乃真月宿也」).")},
    ),
    OptionSpec(
        "qiu", "q", {"ground": "g", "stem": "s"}, "ground", _("仰丘俯仇 · A-QIU"),
        {"ground": _("丘 and 仇 are judged from the earth branch under the initial."),
         "stem": _("They are judged from the day stem.")},
    ),
    OptionSpec(
        "ganhe", "k", {"chu": "c", "ganshang": "g", "season": "s"}, "chu", _("干合 verses · A-GANHE"),
        {"chu": _("The day stem and the initial's hidden stem form the pair, in the named season (tentative)."),
         "ganshang": _("The day stem and the hidden stem of the first lesson's upper form the pair."),
         "season": _("The day stem's pair and the season alone.")},
    ),
    OptionSpec(
        "leap", "r", {"same": "s", "next": "n"}, "same", _("閏月月宿 · A-LEAP"),
        {"same": _("A leap month starts its 月宿 like the month it repeats."),
         "next": _("A leap month starts like the following month.")},
    ),
    OptionSpec(
        "void2", "w", {"heaven": "h", "seated": "s"}, "heaven", _("空 · A-VOID2"),
        {"heaven": _("A branch is void when it is one of the decade's two void branches."),
         "seated": _("It is also void when it stands on one of them (坐空).")},
    ),
    OptionSpec(
        "fayong", "u", {"stated": "s", "loose": "l", "strict": "t"}, "stated", _("發用 · A-STRICT-FAYONG"),
        {"stated": _("Each entry's 發用 requirement as the catalog states it."),
         "loose": _("No entry requires the spirit to be the initial."),
         "strict": _("Every such entry requires the spirit to be the initial.")},
    ),
    OptionSpec(
        "tengshe", "T", {"gloss": "g", "traditional": "t"}, "gloss", _("螣蛇 辰戌 · TC jw:L143"),
        {"gloss": _("The gloss: 辰 入冢, 戌 象龍."),
         "traditional": _("The tradition: 辰 象龍, 戌 入冢.")},
    ),
    OptionSpec(
        "liuhe", "L", {"gloss": "g", "traditional": "t"}, "gloss", _("六合 卯辰戌 · TC jw:L151"),
        {"gloss": _("The gloss: 卯 違理, 戌 入室."),
         "traditional": _("The tradition: 卯 入室, 辰 違理, 戌 亡羞.")},
    ),
    OptionSpec(
        "baihu", "B", {"text": "t", "extended": "e"}, "text", _("白虎 巳亥 · TC jw:L167"),
        {"text": _("As the text: 白虎 on 巳 or 亥 has no positional name."),
         "extended": _("The tradition adds 巳 焚身 and 亥 溺水 (傳統補).")},
    ),
    OptionSpec(
        "jinju", "J", {"gloss": "g", "alt_a": "a", "alt_b": "b"}, "gloss", _("金局逆序 · TC jw:L31"),
        {"gloss": _("As the gloss: 酉巳丑 is both 反射 and 操會 (重出), 巳丑酉 法罡, 丑酉巳 unnamed."),
         "alt_a": _("反射 = 丑酉巳 (the smallest change that fills the gap)."),
         "alt_b": _("The names follow the 逆 header: 反射 巳丑酉, 法罡 丑酉巳, 操會 酉巳丑.")},
    ),
    OptionSpec(
        "membership", "X", {"gloss": "g", "emended": "e", "catalog": "c"}, "gloss", _("懸胎/關隔/稼穡 · TC-XT"),
        {"gloss": _("The gloss's definition (jw:L5, L13, L21 「三傳全落在…四孟之位」): all three transmissions on the "
                  "孟, the 仲 or the 季; 順/逆 and the seasonal names only on the printed orders."),
         "emended": _("As the gloss, with the printed 順懸胎 申寅亥 read 申寅巳 (one character, a chain the 伏吟 gives)."),
         "catalog": _("The catalog's reading: only the listed orders, the printed ones 「依底本」 and the regular "
                    "巳申亥, 申亥寅 added 「校改(規則化)」 (a conjecture neither the gloss nor the Japanese makes).")},
    ),
    OptionSpec(
        "moon_days", "M", {"one": "1", "two": "2", "astronomical": "a"}, "one", _("弦望晦朔 · A-MOON"),
        {"one": _("One day each (xj:L91 註 「弦望晦朔為四正日」): 朔 初一, 上弦 初八, 望 十五, 下弦 廿三, 晦 the "
                "month's last day."),
         "two": _("The catalog's lunar-day convention: 上弦 初七/初八, 望 十五/十六, 下弦 廿二/廿三, with 朔 and 晦."),
         "astronomical": _("The day (China time) holding the astronomical quarter or full moon; 朔 初一, 晦 the last day.")},
    ),
    OptionSpec(
        "travel_age", "N", {"nominal": "n", "actual": "a"}, "nominal", _("行年 · A-XINGNIAN"),
        {"nominal": _("The engine's 行年, by nominal age (虛歲: 1 in the birth year), male from 丙寅 forward, female "
                    "from 壬申 backward. These texts use 行年 without defining it."),
         "actual": _("The same start, counted by full years (周歲): one place back; the chart still prints the 虛歲 行年.")},
    ),
    OptionSpec(
        "riqi", "R", {"remedy": "r", "marvel": "m"}, "remedy", _("日照免災 · xj:L131"),
        {"remedy": _("日奇 is the remedy of a 星奇 or 月奇 present (註 「星月二奇別主凶惡，或日辰太歲上有日奇，則星月"
                   "不能為殃」): 日照免災 needs one of them."),
         "marvel": _("日奇 on 日上, 辰上 or 歲上 is a 奇 of its own, 福德 (xj:L123 「日為福德」; 「看是何奇，又加何位」).")},
    ),
    OptionSpec(
        "zhun3", "Z", {"both": "b", "either": "e"}, "both", _("八迍·三 · xj:L35"),
        {"both": _("仰見丘 and 俯見仇 together, as the example counts one 迍 for both (「甲木墓於未，仰見丘，未土畏木"
                 "俯見仇，為三迍」)."),
         "either": _("Either half counts as the third 迍.")},
    ),
    OptionSpec(
        "chongyang", "Y", {"standalone": "s", "jiuchou": "j"}, "standalone", _("重陽/重陰 · xj:L79 註"),
        {"standalone": _("As the 註 defines them, on any chart (「剛日日辰在天乙前，為重陽…柔日辰在天乙後，為重陰」)."),
         "jiuchou": _("Only on a 九丑 chart, where the verse stands (then 重陽 cannot occur: see its page).")},
    ),
)


@dataclass(frozen=True)
class PatternSettings(SpecSettings):
    """The readings the matcher follows (docs/patterns.md (settings)); defaults named in PATTERN_SETTING_SPECS."""

    SPECS: ClassVar[tuple[OptionSpec, ...]] = PATTERN_SETTING_SPECS
    TOKEN_PARAM: ClassVar[str] = "p"
    CANNOT_BE: ClassVar[str] = _("Pattern setting %(name)s cannot be 「%(value)s」: choose one of %(choices)s.")
    NAMES_NONE: ClassVar[str] = _("「%(part)s」 in 「%(token)s」 names no pattern setting.")
    # dashi (t<code>) became the engine option of that name: an older `p` still reads, its t<code> goes to
    # the chart's options (divination.engine.params.options_from_params).
    MOVED: ClassVar[frozenset[str]] = frozenset({"t"})
    __hash__ = SpecSettings._kept_hash

    void_rule: str = "v1"
    gan_branch: str = "lodge"
    ganju: str = "full"
    gzju: str = "two"
    earth_ju: str = "split"
    ganshang: str = "yang"
    bi: str = "element"
    pair: str = "both"
    shang: str = "either"
    season: str = "jian"
    month_count: str = "jian"
    yima: str = "day"
    he: str = "he6"
    xing: str = "directed"
    scope: str = "ground"
    front: str = "procession"
    li: str = "branch"
    di: str = "equals"
    lixi: str = "prev_day"
    true_mansion: str = "any"
    qiu: str = "ground"
    ganhe: str = "chu"
    leap: str = "same"
    void2: str = "heaven"
    fayong: str = "stated"
    tengshe: str = "gloss"
    liuhe: str = "gloss"
    baihu: str = "text"
    jinju: str = "gloss"
    membership: str = "gloss"
    moon_days: str = "one"
    travel_age: str = "nominal"
    riqi: str = "remedy"
    zhun3: str = "both"
    chongyang: str = "standalone"


DEFAULT_SETTINGS: Final = PatternSettings()
# The pattern settings' defaults of each version of the permanent links (divination.engine.params.
# OPTIONS_BY_VERSION): `v=1` always reads these. Never change a version once written; add one.
SETTINGS_BY_VERSION: Final = {
    "1": "v1.gj.jf.z2.es.sy.be.ab.he.nj.mj.yd.c6.xd.pg.fp.lb.de.ip.Va.qg.kc.rs.wh.us.Tg.Lg.Bt.Jg.Xg.M1.Nn.Rr.Zb.Ys",
}

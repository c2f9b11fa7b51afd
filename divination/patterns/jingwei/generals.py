"""The twelve generals on the initial (干貴 … 干婦) and the twelve positions each one names.

docs/patterns.md (jw:L139–L183): 「初傳乘X曰<name>」, then 「X臨子曰…」 for the
earth branches under it (R-SCOPE; setting `scope`). Each paragraph ends 「X空勿實論」: a void
initial (under scope "anywhere", a void branch carrying X) flags every match of the paragraph.
The tables follow the text; where the text is damaged the branch is the reading the catalog adopts,
with the alternatives as settings (`tengshe`, `liuhe`, `baihu`) and badges (R-EMEND).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from divination.engine.cycles import BRANCHES
from divination.patterns.facts import Facts
from divination.patterns.jingwei.common import VOID, branch_set
from divination.patterns.registry import Entry, Outcome, Test, make_entry
from divination.patterns.settings import PatternSettings


@dataclass(frozen=True)
class Position:
    """「X臨<branches>曰<name>」 with its reading."""

    key: str
    name: str
    at: str                        # the earth branches, as the adopted reading gives them
    reading: str
    difficulty: str = "simple"
    flags: tuple[str, ...] = ()
    words: str | None = None       # the defining words, where the text does not print 「臨<at>曰<name>」
    alternatives: Mapping[tuple[str, str], str] = field(default_factory=dict)  # (setting, value) → branches
    extensions: Mapping[tuple[str, str], str] = field(default_factory=dict)    # (setting, value) → added branches
    shown: str | None = None       # the name as displayed, where it differs from the printed one


@dataclass(frozen=True)
class General:
    key: str
    name: str
    general: str
    source: str
    reading: str
    positions: tuple[Position, ...]


EMENDED, LOST, SUPPLIED, TRADITION = "校改", "脫文", "校補", "傳統補"

GENERALS: Final = (
    General("gangui", "干貴", "貴人", "jw:L139/L141 (JP ja:L141)", "事起於干貴謁貴", (
        Position("jiefen", "解紛", "子", "必囑事於童僕"),
        Position("shengtang", "升堂", "丑", "宜投書於公府"),
        Position("pingji", "憑几", "寅", "可謁見於其家"),
        Position("dengche", "登車", "卯", "宜訴詞於路"),
        Position("tianlao", "天牢", "辰", "下憂上辱"),
        Position("diyu", "地獄", "戌", "下憂上辱"),
        Position("shougong", "受貢", "巳午", "君喜臣歡"),
        Position("liexi", "列席", "未", "有酒筵之娛"),
        Position("yitu", "移途", "申", "有求干之榮", words="臨申為移途"),
        Position("rusishi", "入私室", "酉", "不遑寧處"),
        Position("dengtianmen", "登天門", "亥", "還絳宮坦然安居"),
    )),
    General("kongju", "恐懼", "螣蛇", "jw:L143/L145 (JP ja:L145)", "事起於驚恐怪異", (
        Position("yanmu", "掩目", "子", "無患無憂"),
        Position("pangui", "蟠龜", "丑", "禍消福善"),
        Position("shengjiao", "生角", "寅", "禍福兩途"),
        Position("luchi", "露齒", "酉", "禍福兩途"),
        Position("chengwu", "乘霧", "巳", "休祥不辨"),
        Position("feikong", "飛空", "午", "休祥不辨"),
        Position("rulin", "入林", "未", "鋒不可砍"),
        Position("zhuishui", "墜水", "亥", "從心無患"),
        Position("dangmen", "當門", "卯", "總是成災"),
        Position("xianjian", "銜劍", "申", "總是成災"),
        # TC-SHE: 「臨辰曰入冢，臨辰曰象龍」; the gloss reads the second 辰 as 戌, the tradition swaps them.
        Position("ruzhong", "入冢", "辰", "併為釋難", "ambiguous", (EMENDED,),
                 alternatives={("tengshe", "traditional"): "戌"}),
        Position("xianglong", "象龍", "戌", "併為釋難", "ambiguous", (EMENDED,), words="臨辰曰象龍",
                 alternatives={("tengshe", "traditional"): "辰"}),
    )),
    General("wenshu", "文書", "朱雀", "jw:L147/L149 (JP ja:L149)", "事起於文書信息", (
        Position("sunyu", "損羽", "子", "自傷難逃"),
        Position("yanmu", "掩目", "丑", "動靜得昌"),
        Position("anchao", "安巢", "寅卯", "遲滯沉溺"),
        Position("touwang", "投網", "辰戌", "乖錯遺忘"),
        Position("lizui", "厲嘴", "申", "怪異經官語訟"),
        Position("xianfu", "銜符", "午", "怪異經官語訟"),
        Position("linfen", "臨墳", "未", "悲哀且在雞窗"),
        Position("rushui", "入水", "亥", "悲哀且在雞窗"),
        Position("yezao", "夜噪", "酉", "因官災起"),
        # TC-QUE: 「朱雀臨曰。有音信至」 lost branch and name; 巳 is the one branch left (trad. 晝翔).
        Position("lost", "(脫文)", "巳", "有音信至", "ambiguous", (LOST,), words="朱雀臨曰。有音信至"),
    )),
    General("jiaohe", "交合", "六合", "jw:L151/L153 (JP ja:L153)", "事起於交涉和合", (
        Position("daiming", "待命", "亥", "和同"),
        Position("buxie", "不諧", "巳", "驚悖"),
        Position("fanmu", "反目", "子", "無禮之事端"),
        Position("sicuan", "私竄", "酉", "不明之囚地"),
        Position("chengxuan", "乘軒", "寅", "從媒妁而成歡"),
        Position("jiefa", "結髮", "申", "從媒妁而成歡"),
        # TC-HE: 臨卯 twice (違理, 入室), 戌 missing; the gloss moves 入室 to 戌, the tradition
        # reads 卯 入室, 辰 違理, 戌 亡羞 (setting `liuhe`).
        Position("weili", "違理", "卯", "因妄冒而加罪", "ambiguous",
                 alternatives={("liuhe", "traditional"): "辰"}),
        Position("wangxiu", "亡羞", "辰", "因妄冒而加罪", "ambiguous",
                 alternatives={("liuhe", "traditional"): "戌"}),
        Position("shengtang", "升堂", "午", "併為已就之占"),
        Position("rushi", "入室", "戌", "併為已就之占", "ambiguous", ("校改：底本作臨卯曰入室",), words="臨卯曰入室",
                 alternatives={("liuhe", "traditional"): "卯"}),
        Position("nacai", "納采", "丑", "欲成之例"),
        Position("zhuangyan", "妝嚴", "未", "欲成之例"),
    )),
    General("zhengsong", "爭訟", "勾陳", "jw:L155/L157 (JP ja:L157)", "事起於爭訟牽連", (
        Position("shouyue", "受越", "丑", "被辱暗遭毒害"),
        Position("touji", "投機", "子", "被辱暗遭毒害"),
        Position("zaoqiu", "遭囚", "寅", "宜上書"),
        Position("pengyin", "捧印", "巳", "有封拜"),
        Position("linmen", "臨門", "卯", "家不和"),
        Position("piren", "披刃", "酉", "身遭責"),
        Position("shengtang", "升堂", "辰", "有獄吏以勾連"),
        Position("fanmu", "反目", "午", "因他人而逆戾"),
        Position("ruyi", "入驛", "未", "往返詞訟稽留", words="臨未入驛"),
        Position("xiayu", "下獄", "戌", "往返詞訟稽留"),
        Position("quhu", "趨戶", "申", "反覆勾連改革"),
        Position("qianshang", "褰裳", "亥", "反覆勾連改革"),
    )),
    General("xiqing", "喜慶", "青龍", "jw:L159/L161 (JP ja:L161)", "事起於一應喜慶", (
        Position("zailu", "在陸", "未", "所謀未遂"),
        Position("panni", "蟠泥", "丑", "所謀未遂"),
        Position("dengkui", "登魁", "戌", "小人爭財"),
        Position("feitian", "飛天", "辰", "君子欲動"),
        Position("chengyun", "乘雲", "寅", "利以經營", words="臨寅曰乘云"),
        Position("qulei", "驅雷", "卯", "利以經營"),
        Position("shanglin", "傷鱗", "申", "宜乎安靜"),
        Position("cuijiao", "摧角", "酉", "宜乎安靜"),
        Position("shaoshen", "燒身", "午", "因財有不測之虞憂"),
        Position("yanmu", "掩目", "巳", "因財有不測之虞憂"),
        Position("ruhai", "入海", "子", "因動有非常之喜慶"),
        Position("youjiang", "遊江", "亥", "因動有非常之喜慶"),
    )),
    General("chaotian", "朝天", "天空", "jw:L163/L165 (JP ja:L165)", "事起於虛詐對奏", (
        Position("fushi", "伏室", "子", "患生發(婢)女"),
        Position("jujia", "居家", "戌", "事起奴婢"),
        Position("shice", "侍側", "丑", "詐尊長言"),
        Position("qujin", "趨進", "未", "騙貨財利"),
        Position("fanlao", "犯牢", "寅", "公私口舌"),
        Position("chuhu", "出戶", "酉", "奴婢逃亡"),
        Position("zaimao", "在卯", "卯", "欺凌必至", "ambiguous"),
        Position("ruchen", "入辰", "辰", "暴客來傷", "ambiguous"),
        Position("shouru", "受辱", "巳", "奸人謀害"),
        Position("wuci", "誣詞", "亥", "奸人謀害"),
        Position("shizi", "識字", "午", "情偽難分"),
        Position("gushe", "鼓舌", "申", "情偽難分"),
    )),
    General("zaisang", "災喪", "白虎", "jw:L167/L169 (JP ja:L169)", "事起於一應災喪", (
        # The text has no 巳 or 亥; the tradition adds 巳 焚身, 亥 溺水 (setting `baihu`, 傳統補).
        Position("nishui", "溺水", "子", "音書不至", extensions={("baihu", "extended"): "亥"}),
        Position("fenshen", "焚身", "午", "禍害反昌", extensions={("baihu", "extended"): "巳"}),
        Position("linmen", "臨門", "卯酉", "傷折人口"),
        Position("zaiye", "在野", "丑未", "損壞牛羊"),
        Position("dengshan", "登山", "寅", "掌生殺之權"),
        Position("luojing", "落阱", "戌", "脫桎梏之殃"),
        Position("xiandie", "銜牒", "申", "無凶即可持其喜信"),
        Position("dieren", "咥人", "辰", "有害終不見乎休祥"),
    )),
    General("yanhui", "宴會", "太常", "jw:L171/L173 (JP ja:L173)", "事起於衣冠筵會", (
        Position("zaojia", "遭枷", "子", "必值決罰"),
        Position("cemu", "側目", "寅", "須遭讒佞"),
        Position("yiguan", "遺冠", "卯", "財物相傷"),
        Position("niming", "逆命", "戌", "尊卑起訟"),
        Position("xianbei", "銜杯", "申", "不轉職而遷官"),
        Position("shoujue", "受爵", "丑", "不轉職而遷官"),
        Position("zhuyin", "鑄印", "巳", "不征而喜慶"),
        Position("penggu", "捧觚", "未", "不征而喜慶"),
        Position("chengxuan", "乘軒", "午", "有改拜之封"),
        Position("peiyin", "佩印", "辰", "有用遷之命"),
        Position("zhengzhao", "徵召", "亥", "雖喜而必下憎"),
        Position("quanshu", "券書", "酉", "雖順而防後競"),
    )),
    General("taotuo", "逃脫", "玄武", "jw:L175/L177 (JP ja:L177)", "事起於逃賊失脫", (
        # 「臨子曰發」: probably 散髮 with 散 lost (trad.); the gloss keeps 發.
        Position("fa", "發", "子", "有畏捕之心", "ambiguous", shown="(散)發"),
        Position("shengtang", "升堂", "丑", "有干求之意"),
        Position("rulin", "入林", "寅", "難尋"),
        Position("shilu", "失路", "辰", "自制"),
        Position("kuihu", "窺戶", "卯", "家有盜賊"),
        Position("fangu", "反顧", "巳", "虛獲驚悸"),
        Position("fucang", "伏藏", "亥", "隱於深邃之鄉"),
        Position("bucheng", "不成", "未", "必敗於酒食之地"),
        Position("jielu", "截路", "午", "懷惡攻之而反傷"),
        Position("bajian", "拔劍", "酉", "懷惡攻之而反傷"),
        Position("zhezu", "折足", "申", "失勢擒之而可得"),
        Position("zaoqiu", "遭囚", "戌", "失勢擒之而可得"),
    )),
    General("anmei", "闇昧", "太陰", "jw:L179/L181 (JP ja:L181)", "事起於婢妾闇昧", (
        # 「臨子曰簾」: the gloss silently reads 垂簾 (= trad.).
        Position("chuilian", "簾", "子", "妾婦相侮", flags=(SUPPLIED,), shown="(垂)簾"),
        Position("runei", "入內", "丑", "尊貴相蒙"),
        Position("beicha", "被察", "戌", "當憂怪異"),
        Position("zaoting", "造庭", "辰", "宜備乖事"),
        Position("xianzu", "跣足", "寅", "財物文書暗動"),
        Position("tuojin", "脫巾", "午", "財物文書暗動"),
        Position("luoxing", "裸形", "亥", "盜賊口舌憂驚"),
        Position("fuzhen", "伏枕", "巳", "盜賊口舌憂驚"),
        Position("bihu", "閉戶", "酉", "雅稱士人之政"),
        Position("guanshu", "觀書", "未", "雅稱士人之政"),
        Position("weixing", "微行", "卯", "偏宜君子之貞"),
        Position("zhizheng", "執政", "申", "偏宜君子之貞"),
    )),
    General("ganfu", "干婦", "天后", "jw:L183/L185 (JP ja:L185)", "事起於婦人女子", (
        Position("shougui", "守閨", "子", "動止多宜"),
        Position("zhishi", "治事", "亥", "動止多宜"),
        Position("yihu", "倚戶", "酉", "姦淫未足"),
        Position("linmen", "臨門", "卯", "姦淫未足"),
        Position("qianwei", "褰帷", "戌", "非嘆息而呻吟"),
        Position("fuzhen", "伏枕", "午", "非嘆息而呻吟"),
        Position("luoti", "裸體", "巳", "不哭泣而羞辱"),
        Position("huizhuang", "毀妝", "辰", "不哭泣而羞辱"),
        Position("lifa", "理髮", "寅", "優遊閒暇"),
        Position("xiurong", "修容", "申", "優遊閒暇"),
        # TC-HOU: 「臨子曰偷窺」 repeats 子 (守閨); the gloss emends to 丑 (= trad.).
        Position("toukui", "偷窺", "丑", "悚懼驚惶", flags=("校改：底本作臨子曰偷窺",), words="臨子曰偷窺"),
        Position("muyu", "沐浴", "未", "悚懼驚惶"),
    )),
)


def ground_of(f: Facts, s: PatternSettings, general: str) -> int | None:
    """The branch a position is read from (R-SCOPE): the earth under the initial the general rides
    (default), the initial itself (P1), or the earth under the general wherever it stands (P2)."""
    if s.scope == "anywhere":
        return f.gpos(general)
    if f.gen_on(f.chu) != general:
        return None
    return f.chu if s.scope == "initial" else f.down(f.chu)


def void_flag(f: Facts, s: PatternSettings, general: str) -> tuple[str, ...]:
    """「X空勿實論」: the branch carrying X is void (the initial, in the default scope)."""
    carrier = f.pos(general) if s.scope == "anywhere" else f.chu
    return (VOID,) if f.void(carrier) else ()


def rides_initial(general: str) -> Test:
    """初傳乘X."""
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        if f.gen_on(f.chu) != general:
            return None
        return Outcome(("initial", f"general:{general}"), void_flag(f, s, general))
    return test


def position_reading(position: Position, s: PatternSettings) -> tuple[frozenset[int], tuple[str, ...], str]:
    """The position's earth branches as the settings read it, with its badges and variant."""
    at, flags, variant = branch_set(position.at), position.flags, "default"
    for (name, value), other in position.alternatives.items():
        if getattr(s, name) == value:
            at, flags, variant = branch_set(other), (EMENDED,), f"alt-{value}"
    return at, flags, variant


def position_extension(position: Position, s: PatternSettings) -> frozenset[int]:
    """The branches the tradition adds to the position under a setting (傳統補), else none."""
    return next((branch_set(more) for (name, value), more in position.extensions.items()
                 if getattr(s, name) == value), frozenset())


def stands_at(general: str, position: Position) -> Test:
    """X臨<branch>: the branch from ground_of is one of the position's, as the settings read it."""
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        ground = ground_of(f, s, general)
        if ground is None:
            return None
        at, flags, variant = position_reading(position, s)
        extension = position_extension(position, s)
        if ground in extension:
            flags, variant = flags + (TRADITION,), "alt-extended"
        elif ground not in at:
            return None
        part = "initial" if s.scope != "anywhere" else f"general:{general}"
        return Outcome((part, f"general:{general}", f"branch:{BRANCHES[ground]}"),
                       flags + void_flag(f, s, general), variant=variant)
    return test


def _general_entries(g: General) -> list[Entry]:
    found = [make_entry(f"jingwei.{g.key}", (f"{g.name} (初傳乘{g.general})", g.name), g.source, "C", "simple",
                        g.reading, f"初傳乘{g.general}曰", rides_initial(g.general))]
    for p in g.positions:
        shown = p.shown or p.name
        label = f"{g.general}臨{'/'.join(p.at)}「{shown}」"
        found.append(make_entry(f"jingwei.{g.key}.{p.key}", (label, shown), g.source, "C", p.difficulty,
                                p.reading, p.words or f"臨{p.at}曰{p.name}", stands_at(g.general, p)))
    return found


ENTRIES: Final = tuple(item for g in GENERALS for item in _general_entries(g))

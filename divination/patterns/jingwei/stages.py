"""十二長生 × 天將: a life stage of the initial, counted for the day stem, ridden by its general.

docs/patterns.md (jw:L79, L83, L87): 「S煞乘Gn為初傳曰<name>」. The table pairs each of the
twelve stages with one general and one name. Stages follow the engine's option earth_growth (A-CS).
"""
from __future__ import annotations

from typing import Final

from divination.patterns.facts import Facts
from divination.patterns.jingwei.common import void_of_initial
from divination.patterns.registry import Outcome, Test, make_entry
from divination.patterns.settings import PatternSettings

# key, name, stage, general, paragraph, reading, badges
STAGE_GENERALS: Final = (
    ("xialing", "遐齡", "長生", "青龍", "jw:L79/L81 (JP ja:L81)", "攸遠年高", ()),
    ("jieji", "潔己", "沐浴", "玄武", "jw:L79/L81 (JP ja:L81)", "去汙潔身", ()),
    ("xiongfu", "凶服", "冠帶", "白虎", "jw:L79/L81 (JP ja:L81)", "齊衰孝服", ()),
    ("yilu", "衣祿", "臨官", "太常", "jw:L79/L81 (JP ja:L81)", "出仕食祿", ()),
    ("chongwei", "崇位", "帝旺", "貴人", "jw:L83/L85 (JP ja:L85)", "近帝極貴", ()),
    ("huangyin", "荒淫", "衰", "天后", "jw:L83/L85 (JP ja:L85)", "淫色傷身", ("校改：底本作凡中人占事",)),
    ("jiuhuan", "久患", "病", "勾陳", "jw:L83/L85 (JP ja:L85)", "疾病纏綿", ()),
    ("ansi", "暗死", "死", "太陰", "jw:L83/L85 (JP ja:L85)", "死亡不明", ()),
    ("jinxi", "禁繫", "墓", "天空", "jw:L87/L89 (JP ja:L89)", "困守辦(拘)禁", ()),
    ("juejue", "決絕", "絕", "朱雀", "jw:L87/L89 (JP ja:L89)", "議說斷決", ()),
    ("yuner", "孕兒", "胎", "六合", "jw:L87/L89 (JP ja:L89)", "隱匿懷胎", ()),
    ("yichan", "異產", "養", "螣蛇", "jw:L87/L89 (JP ja:L89)", "生產異怪", ()),
)


def stage_with_general(stage: str, general: str, badges: tuple[str, ...]) -> Test:
    """stage(chu) = S ∧ gen_on(chu) = Gn."""
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        if f.stage(f.chu) != stage or f.gen_on(f.chu) != general:
            return None
        return Outcome(("initial", f"general:{general}"), badges + void_of_initial(f, s))
    return test


ENTRIES: Final = tuple(
    make_entry(f"jingwei.cs.{key}", (f"{name} ({stage}+{general})", name), source, "C", "ambiguous", reading,
               f"{stage}煞乘{general}為初傳", stage_with_general(stage, general, badges))
    for key, name, stage, general, source, reading, badges in STAGE_GENERALS
)

"""十天干神煞 and 十二地支神煞: the spirits 六壬大全 卷一 places by the day stem and by the day branch.

Rows as printed (docs/spirits.md). 日盜 and the second 福星 row are printed among the month's spirits
but are read by the day stem; the verse 「劫殺災殺歲殺知…」 names twelve spirits of the day branch's
trine in order, read as consecutive palaces from 劫殺, which the row 支馬 anchors (驛馬 is the tenth).
"""
from __future__ import annotations

from typing import Final

from divination.engine.cycles import BRANCHES
from divination.engine.messages import Message, _
from divination.engine.relations import post_horse

from .rows import AUSPICIOUS as A
from .rows import DAY_BRANCH, DAY_STEM, Row
from .rows import INAUSPICIOUS as X
from .rows import NEUTRAL as N

_S, _B, _M = "十天干神煞", "十二地支神煞", "月令雜列神煞"

DAY_STEM_ROWS: Final = (
    Row("fu_xing", "福星", DAY_STEM, A, _S, "子丑子子未未丑丑巳巳",
        note=_("printed again among the month's spirits: 「福星甲丙丁在子乙庚辛在丑戊巳在未壬癸在巳」, the same row")),
    Row("day_virtue", "日德", DAY_STEM, A, _S, "寅申巳亥巳寅申巳亥巳", note=_("also 心鏡 xj:L27, L31")),
    Row("ri_lu", "日祿", DAY_STEM, A, _S, "寅卯巳午巳午申酉亥子"),
    Row("ri_yi", "日醫", DAY_STEM, A, _S, "卯亥丑未巳卯亥丑未巳"),
    Row("zhi_fu", "直符", DAY_STEM, N, _S, "巳辰卯寅丑午未申酉戌"),
    Row("yi_shen", "儀神", DAY_STEM, A, _S, "午巳辰卯寅丑未申酉戌"),
    Row("you_du", "游都", DAY_STEM, X, _S, "丑子寅巳申丑子寅巳申"),
    Row("tian_dao", "天盜", DAY_STEM, X, _S, "子亥卯申巳子亥卯申巳"),
    Row("tian_zei", "天賊", DAY_STEM, X, _S, "辰午申亥寅辰午申亥寅"),
    Row("jia_se", "稼穡", DAY_STEM, N, _S, "丑丑辰辰未未戌戌戌戌"),
    Row("yang_ren", "羊刃", DAY_STEM, X, _S, "卯辰午未午未酉戌子丑", note=_("「日前一位」: one past 日祿")),
    Row("heaven_net", "天羅", DAY_STEM, X, _S, "卯巳午申午申酉亥子寅", note=_("also 心鏡 xj:L159 「日前一辰天羅殺」")),
    Row("tian_jie_day", "天解", DAY_STEM, A, _S, "亥申未丑酉亥申未丑酉"),
    Row("ri_dao", "日盜", DAY_STEM, X, _M, "甲己子、乙庚亥、丙辛卯、丁壬申、戊癸巳", reading="子亥卯申巳子亥卯申巳"),
)

# The verse's twelve, in its order; 劫殺 stands three past the 驛馬 of the day branch's trine.
TRINE_VERSE: Final = (("jie_sha", "劫殺", X), ("zai_sha_day", "災殺", X), ("sui_sha_day", "歲殺", X),
                      ("tian_sha_day", "天殺", X), ("yue_sha_day", "月殺", X), ("di_sha", "地殺", X),
                      ("wang_shen", "亡神", X), ("jiang_xing", "將星", A), ("pan_an", "扳鞍", A),
                      ("yi_ma_verse", "驛馬", A), ("liu_e", "六厄", X), ("hua_gai", "華蓋", N))


def _verse_row(position: int) -> str:
    return "".join(BRANCHES[(post_horse(b) + 3 + position) % 12] for b in range(12))


DAY_BRANCH_ROWS: Final = (
    Row("zhi_de", "支德", DAY_BRANCH, A, _B, "巳午未申酉戌亥子丑寅卯辰", note="「支前五辰」"),
    Row("post_horse", "支馬", DAY_BRANCH, A, _B, "寅亥申巳寅亥申巳寅亥申巳", note=_("驛馬; also 心鏡's 驛馬")),
    Row("zhi_xing", "支刑", DAY_BRANCH, X, _B, "卯戌巳子辰申午丑寅酉未亥"),
    Row("zhi_po", "支破", DAY_BRANCH, X, _B, "酉辰亥午丑申卯戌巳子未寅"),
    Row("zhi_chong", "支衝", DAY_BRANCH, X, _B, "即對宮"),
    Row("zhi_hai", "支害", DAY_BRANCH, X, _B, "未子巳辰卯寅丑子亥戌酉申", "未午巳辰卯寅丑子亥戌酉申",
        _("丑 printed 子, but 子丑 are a 六合 pair and 午 already takes 丑 (午丑); 校改 午 (子未 丑午 …, the six harms)")),
    Row("shi_sha", "時煞", DAY_BRANCH, X, _B, "巳寅亥申巳寅亥申巳寅亥申"),
    Row("zhi_yi", "支儀", DAY_BRANCH, A, _B, "午巳辰卯寅丑未申酉戌亥子"),
    Row("jin_shen_day", "金神", DAY_BRANCH, X, _B, "酉巳丑酉巳丑酉巳丑酉巳丑"),
    Row("ma_dao", "馬倒", DAY_BRANCH, X, _B, "驛馬前一位", reading="卯子酉午卯子酉午卯子酉午"),
    *(Row(key, name, DAY_BRANCH, nature, _B, "劫殺災殺歲殺知，天殺月殺地殺齊。亡神將星扳鞍是，驛馬六厄華蓋馳",
          reading=_verse_row(position), note=Message(_("name %(number)d of the verse, %(count)d palaces past 劫殺"),
                                                           {"number": position + 1, "count": position}))
      for position, (key, name, nature) in enumerate(TRINE_VERSE) if name != "驛馬"),
)

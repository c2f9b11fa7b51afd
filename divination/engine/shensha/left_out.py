"""The rows of 六壬大全 卷一 神煞立成 that no chart can place, each with why (docs/spirits.md §4)."""
from __future__ import annotations

from typing import Final

from divination.engine.messages import _

# (name, where in 卷一, as printed, why it is not placed)
LEFT_OUT: Final = (
    ("力士", _("歲神煞 verse"), "太歲前維力士位", _("stands on a 維 (the corners 艮巽坤乾), between two branches: no palace")),
    ("蠶室", _("歲神煞 verse"), "對衝蠶室有災星", _("the clash of 力士, on a 維: no palace")),
    ("奏書", _("歲神煞 verse"), "奏書後維", _("on the 維 behind the year: no palace")),
    ("博士", _("歲神煞 verse"), "衝博士", _("the clash of 奏書, on a 維: no palace")),
    ("畜官", _("歲神煞 verse"), "前四畜官官符神", _("read as another name of 官符 (placed, 歲前四辰); the verse gives no place of its own")),
    (_("金神 (verse)"), _("歲神煞 verse"), "金神之殺隨年乾，納音金位同庚辛",
     _("by the year stem and the 納音 of metal, which names 干支 rather than palaces; the table's row 金神 (酉巳丑) is placed")),
    ("伏兵", _("歲神煞 verse"), "三合中衝兩邊去，便是伏兵大禍神",
     _("the two palaces beside the clash of the trine's middle, but the verse does not say which is 伏兵 and which 大禍")),
    (_("大禍 (verse)"), _("歲神煞 verse"), "三合中衝兩邊去，便是伏兵大禍神", _("as 伏兵; the 逐月 table's 大禍 is placed")),
    (_("白虎 (verse)"), _("歲神煞 verse"), "後四白虎是凶神", _("the row 歲虎 (歲後四辰), placed under that name")),
    ("三竒", "十天干神煞", "乙丙丁 / 甲戊庚 / 辛壬癸", _("three sets of stems, not palaces")),
    ("收魂", "十二地支神煞", "凡墓神為元武皆是",
     _("a condition on the chart (a 墓 carrying 玄武), not a palace; the text does not say whose 墓")),
    (_("驛馬 (verse)"), _("十二地支神煞 verse"), "劫殺災殺歲殺知…驛馬六厄華蓋馳", _("the row 支馬, placed under that name")),
    ("轉煞", "月令雜列神煞", "轉煞", _("printed without any value")),
    ("天赦", "月令雜列神煞", "春戊寅夏甲午秋戊申冬甲子",
     _("a day 干支 of each season, not a palace; the 逐月 table's 天赦 (未戌丑辰) is placed")),
    ("天轉", "月令雜列神煞", "春乙卯夏丙午秋辛酉冬壬子", _("a day 干支 of each season, not a palace")),
    ("地轉", "月令雜列神煞", "春辛卯夏戊午秋癸酉冬丙子", _("a day 干支 of each season, not a palace")),
    (_("天煞 (rest)"), "月令雜列神煞", "見之戌逆十二並朱雀克日主怪異",
     _("the rest of the 天煞 row is too damaged to read as a place; its first part (正月丑逆行四季) is placed")),
    ("旬盜", "月令雜列神煞", "旬前一辰是也",
     _("by the decade, but 「旬前一辰」 may be the branch before the decade's head or the one past its end: not placed")),
    (_("福星 (second)"), "月令雜列神煞", "福星甲丙丁在子乙庚辛在丑戊巳在未壬癸在巳",
     _("the same row as 十天干神煞's 福星, placed once")),
    ("內天罡行十二經絡", "月令雜列神煞", "每日寅罡在肺經…", _("the meridians of the body by the hour: no spirit on a palace")),
)

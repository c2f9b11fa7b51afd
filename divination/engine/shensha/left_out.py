"""The rows of 六壬大全 卷一 神煞立成 that no chart can place, each with why (docs/spirits.md §4)."""
from __future__ import annotations

from typing import Final

# (name, where in 卷一, as printed, why it is not placed)
LEFT_OUT: Final = (
    ("力士", "歲神煞 verse", "太歲前維力士位", "stands on a 維 (the corners 艮巽坤乾), between two branches: no palace"),
    ("蠶室", "歲神煞 verse", "對衝蠶室有災星", "the clash of 力士, on a 維: no palace"),
    ("奏書", "歲神煞 verse", "奏書後維", "on the 維 behind the year: no palace"),
    ("博士", "歲神煞 verse", "衝博士", "the clash of 奏書, on a 維: no palace"),
    ("畜官", "歲神煞 verse", "前四畜官官符神", "read as another name of 官符 (placed, 歲前四辰); the verse gives no place of its own"),
    ("金神 (verse)", "歲神煞 verse", "金神之殺隨年乾，納音金位同庚辛",
     "by the year stem and the 納音 of metal, which names 干支 rather than palaces; the table's row 金神 (酉巳丑) is placed"),
    ("伏兵", "歲神煞 verse", "三合中衝兩邊去，便是伏兵大禍神",
     "the two palaces beside the clash of the trine's middle, but the verse does not say which is 伏兵 and which 大禍"),
    ("大禍 (verse)", "歲神煞 verse", "三合中衝兩邊去，便是伏兵大禍神", "as 伏兵; the 逐月 table's 大禍 is placed"),
    ("白虎 (verse)", "歲神煞 verse", "後四白虎是凶神", "the row 歲虎 (歲後四辰), placed under that name"),
    ("三竒", "十天干神煞", "乙丙丁 / 甲戊庚 / 辛壬癸", "three sets of stems, not palaces"),
    ("收魂", "十二地支神煞", "凡墓神為元武皆是",
     "a condition on the chart (a 墓 carrying 玄武), not a palace; the text does not say whose 墓"),
    ("驛馬 (verse)", "十二地支神煞 verse", "劫殺災殺歲殺知…驛馬六厄華蓋馳", "the row 支馬, placed under that name"),
    ("轉煞", "月令雜列神煞", "轉煞", "printed without any value"),
    ("天赦", "月令雜列神煞", "春戊寅夏甲午秋戊申冬甲子",
     "a day 干支 of each season, not a palace; the 逐月 table's 天赦 (未戌丑辰) is placed"),
    ("天轉", "月令雜列神煞", "春乙卯夏丙午秋辛酉冬壬子", "a day 干支 of each season, not a palace"),
    ("地轉", "月令雜列神煞", "春辛卯夏戊午秋癸酉冬丙子", "a day 干支 of each season, not a palace"),
    ("天煞 (rest)", "月令雜列神煞", "見之戌逆十二並朱雀克日主怪異",
     "the rest of the 天煞 row is too damaged to read as a place; its first part (正月丑逆行四季) is placed"),
    ("旬盜", "月令雜列神煞", "旬前一辰是也",
     "by the decade, but 「旬前一辰」 may be the branch before the decade's head or the one past its end: not placed"),
    ("福星 (second)", "月令雜列神煞", "福星甲丙丁在子乙庚辛在丑戊巳在未壬癸在巳",
     "the same row as 十天干神煞's 福星, placed once"),
    ("內天罡行十二經絡", "月令雜列神煞", "每日寅罡在肺經…", "the meridians of the body by the hour: no spirit on a palace"),
)

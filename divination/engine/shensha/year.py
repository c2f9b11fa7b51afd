"""歲神煞: the spirits 六壬大全 卷一 places by the year (太歲), each row as printed (docs/spirits.md).

The table's rows come first, then those only the verse 「太歲排輪十二宮…」 names with a place that can
be read from it. 歲君, 歲德 and 歲合 are stems: they stand at the stem's lodging (寄宮).
"""
from __future__ import annotations

from typing import Final

from divination.engine.messages import _

from .rows import AUSPICIOUS as A
from .rows import INAUSPICIOUS as X
from .rows import NEUTRAL as N
from .rows import YEAR, YEAR_STEM, Row

_S = "歲神煞"
_V = "歲神煞 太歲神煞歌"  # the rows 卷一 gives in its verse of the year's spirits

YEAR_ROWS: Final = (
    Row("sui_jun", "歲君", YEAR, N, _S, "甲見甲之類", reading="甲乙丙丁戊己庚辛壬癸", index=YEAR_STEM,
        note=_("the year's stem, at its lodging: 「年中天子之象，統攝諸位神煞」")),
    Row("tai_sui", "太歲", YEAR, N, _S, "子年見子之類", reading="子丑寅卯辰巳午未申酉戌亥",
        note="「利仕人不利常人」"),
    Row("jiang_jun", "將軍", YEAR, X, _S, "酉酉子子子卯卯卯午午午酉", note=_("「占行人用」; the verse: 亥子丑年將軍酉")),
    Row("sui_xing", "歲刑", YEAR, X, _S, "卯戌巳子辰申午丑寅酉未亥"),
    Row("sui_po", "歲破", YEAR, X, _S, "午未申酉戌亥子丑寅卯辰巳"),
    Row("sui_sha", "歲煞", YEAR, X, _S, "未辰丑戌未辰丑戌未辰丑戌"),
    Row("da_hao", "大耗", YEAR, X, _S, "午未申酉戌亥子丑寅卯辰巳", note=_("「即歲衝也」: on 歲破")),
    Row("xiao_hao", "小耗", YEAR, X, _S, "巳午未申酉戌亥子丑寅卯辰", note="「歲建前執也」"),
    Row("sang_men", "喪門", YEAR, X, _S, "歲前二辰"),
    Row("diao_ke", "吊客", YEAR, X, _S, "歲後二辰"),
    Row("sui_mu", "歲墓", YEAR, X, _S, "歲後五位", note="「如子年見未」"),
    Row("sui_de", "歲德", YEAR, A, _S, "即歲君，陰年從陽", reading="甲庚丙壬戊甲庚丙壬戊", index=YEAR_STEM,
        note=_("「如己年見甲」: a yin year takes its yang partner, at that stem's lodging")),
    Row("sui_he", "歲合", YEAR, A, _S, "即甲年見己", reading="己庚辛壬癸甲乙丙丁戊", index=YEAR_STEM,
        note=_("the year stem's partner (干合), at its lodging")),
    Row("nian_yue_san_sha", "年月三煞", YEAR, X, _S, "未辰丑戌未辰丑戌未辰丑戌", note=_("the same row as 歲煞")),
    Row("jin_shen", "金神", YEAR, X, _S, "酉巳丑酉巳丑酉巳丑酉巳丑", note="「即破碎」"),
    Row("sui_zhai", "歲宅", YEAR, X, _S, "歲前五位", note="「如子年見巳」"),
    Row("bing_fu", "病符", YEAR, X, _S, "歲後一辰"),
    Row("sui_hu", "歲虎", YEAR, X, _S, "歲後四辰", note=_("the verse's 「後四白虎」")),
    Row("si_fu", "死符", YEAR, X, _V, "前五死符並小耗", reading="歲前五辰"),
    Row("tai_yin", "太陰", YEAR, X, _V, "後二太陰並吊客", reading="歲後二辰"),
    Row("guan_fu", "官符", YEAR, X, _V, "前四畜官官符神", reading="歲前四辰"),
    Row("wu_gui", "五鬼", YEAR, X, _V, "五鬼逆行子加辰", reading="辰卯寅丑子亥戌酉申未午巳"),
    Row("huang_fan", "黃幡", YEAR, X, _V, "黃幡只向三合來", reading="辰丑戌未辰丑戌未辰丑戌未",
        note=_("read as the trine's 墓 (申子辰 辰), as the month row 黃幡 戌未辰丑 places it for 寅月")),
    Row("bao_wei", "豹尾", YEAR, X, _V, "對衝豹尾不虛云", reading="戌未辰丑戌未辰丑戌未辰丑", note=_("the clash of 黃幡")),
)

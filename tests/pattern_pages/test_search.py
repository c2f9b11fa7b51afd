"""The next moments showing a pattern: the same 時辰 as building the chart of every 時辰 one by one.

The reference below walks the middles of the 時辰 (even hours of China standard time, or of the
local clock under the `local` time basis) and builds each chart from its moment; the search must
find exactly the moments where that chart fully matches the entry.
"""
import datetime as dt
from zoneinfo import ZoneInfo

from divination.engine.cycles import BRANCHES
from divination.engine.ke import all_ke
from divination.engine.moment import chart_from_moment
from divination.engine.options import Options
from divination.patterns.registry import MATCH, entry, match_chart
from divination.patterns.search import Querent, next_moments

SHANGHAI = ZoneInfo("Asia/Shanghai")


def every_shichen(start_local: dt.datetime, days: int, tz: str, item, options=Options(), querent=Querent()):
    """Reference: the wall times (in `tz`) of the 時辰 whose live chart matches `item`."""
    found = []
    for step in range(days * 12):
        local = start_local + dt.timedelta(hours=2 * step)
        chart = chart_from_moment(local, tz, options=options, birth_year=querent.birth_year, sex=querent.sex)
        if any(m.entry.id == item.id and m.status == MATCH for m in match_chart(chart)):
            found.append(local)
    return found


def searched(item, start, days, tz="Asia/Shanghai", options=Options(), querent=Querent()):
    moments = next_moments([item], start, tz=tz, count=1000, days=days, options=options, querent=querent)[item.id]
    return [m.local.replace(tzinfo=None) for m in moments]


def test_a_ke_only_pattern_is_found_on_the_same_shichen_as_charting_each_one():
    item = entry("jingwei.shuiju.shun.chengdou")
    start = dt.datetime(2026, 12, 1, 0, 0)
    expected = every_shichen(start, 30, "Asia/Shanghai", item)
    assert expected  # 呈斗 falls in these thirty days
    assert searched(item, start.replace(tzinfo=SHANGHAI), 30) == expected


def test_a_seasonal_pattern_crossing_a_month_boundary_matches_the_reference():
    # 順懸胎·冬 needs 月建 in 亥子丑 (S4): from 2027-01-20 to 2027-02-20 the 寅 month (立春, 2027-02-04) ends it.
    item = entry("jingwei.xuantai.shun.winter")
    start = dt.datetime(2027, 1, 20, 0, 0)
    expected = every_shichen(start, 31, "Asia/Shanghai", item)
    assert expected and all(m < dt.datetime(2027, 2, 5) for m in expected)
    assert searched(item, start.replace(tzinfo=SHANGHAI), 31) == expected


def test_a_lunar_date_pattern_goes_live_and_matches_the_reference():
    # 地煩 reads the 月宿 (lunar date, xj:L83), which only a chart from a moment has.
    item = entry("xinjing.difan")
    start = dt.datetime(2026, 12, 1, 0, 0)
    expected = every_shichen(start, 30, "Asia/Shanghai", item)
    assert expected
    assert searched(item, start.replace(tzinfo=SHANGHAI), 30) == expected


def test_a_moon_phase_pattern_goes_live_only_where_its_test_reads_the_phase():
    # 三光不仁 reads the moon's phase after the 課's own conditions: the 時辰 whose 課 fails them are skipped.
    item = entry("jingwei.guange.shun.autumn.sanguang_buren")
    start = dt.datetime(2026, 8, 8, 0, 0)
    expected = every_shichen(start, 90, "Asia/Shanghai", item)
    assert expected
    assert searched(item, start.replace(tzinfo=SHANGHAI), 90) == expected


def test_the_local_time_basis_in_another_zone_matches_the_reference():
    item = entry("jingwei.shuiju.shun.chengdou")
    start = dt.datetime(2026, 12, 1, 0, 0)
    options = Options(time_basis="local")
    expected = every_shichen(start, 30, "Europe/Berlin", item, options)
    assert searched(item, start.replace(tzinfo=ZoneInfo("Europe/Berlin")), 30, "Europe/Berlin", options) == expected


def test_a_travel_year_pattern_is_searched_for_the_querent():
    item = entry("xinjing.longzhan.xingde")
    querent = Querent(1985, "female")
    start = dt.datetime(2026, 12, 1, 0, 0)
    expected = every_shichen(start, 30, "Asia/Shanghai", item, querent=querent)
    assert searched(item, start.replace(tzinfo=SHANGHAI), 30, querent=querent) == expected


def test_it_stops_at_the_count_asked_for_and_starts_no_earlier_than_asked():
    item = entry("jingwei.xuantai")
    start = dt.datetime(2026, 12, 1, 9, 30, tzinfo=SHANGHAI)
    moments = next_moments([item], start, count=5)[item.id]
    assert len(moments) == 5
    assert all(start <= m.local for m in moments)
    assert [m.local for m in moments] == sorted(m.local for m in moments)


def test_a_pattern_no_chart_can_show_yields_nothing():
    # 逆水局「循順」 is 辰子申 (jw:L43), and no 課 of the 720 transmits 辰 子 申.
    assert not any(tuple(BRANCHES[b] for b in ke.transmissions.branches) == ("辰", "子", "申") for ke in all_ke())
    item = entry("jingwei.shuiju.ni.xunshun")
    assert next_moments([item], dt.datetime(2026, 12, 1, tzinfo=SHANGHAI), days=30)[item.id] == []

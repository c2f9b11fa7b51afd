"""The machine interface: `manage.py chart` (--json, --batch) and `manage.py ke_table`."""
import io
import json
import subprocess
import sys

import pytest
from django.conf import settings
from django.core.management import call_command


def run(*args, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "manage.py", *args], cwd=settings.BASE_DIR, input=stdin,
                          capture_output=True, text=True)


def chart_json(*args) -> dict:
    out = io.StringIO()
    call_command("chart", *args, "--json", stdout=out)
    return json.loads(out.getvalue())


def test_chart_from_a_ke_prints_the_documented_keys():
    data = chart_json("--day", "丁卯", "--general", "亥", "--hour", "丑")
    for key in ("pillars", "monthly_general", "query_hour", "daytime", "heaven_plate", "lessons", "transmissions",
                "noble", "generals", "hidden_stems", "void", "kin", "options", "warnings"):
        assert key in data
    assert len(data["heaven_plate"]) == 12 and len(data["lessons"]) == 4
    assert data["lessons"][0]["lower"] == "丁"
    t = data["transmissions"]
    assert (t["initial"], t["middle"], t["final"], t["method"]) == ("亥", "酉", "未", "涉害")


def test_chart_shehai_option_on_the_command_line():
    t = chart_json("--day", "丁卯", "--general", "亥", "--hour", "丑", "--shehai", "mengzhongji")["transmissions"]
    assert t["initial"] + t["middle"] + t["final"] == "丑亥酉"


def test_chart_biyong_ge_is_a_flag():
    assert chart_json("--day", "丁卯", "--general", "亥", "--hour", "丑", "--biyong-ge")["options"]["biyong_ge"] == "yes"


def test_chart_noble_flag_forces_day_or_night():
    assert chart_json("--day", "甲戌", "--general", "戌", "--hour", "寅", "--noble", "day")["noble"]["branch"] == "丑"
    assert chart_json("--day", "甲戌", "--general", "戌", "--hour", "寅")["noble"]["branch"] == "未"


def test_chart_from_a_moment_in_shanghai():
    """2026-11-30 14:30 CST: after 小雪 (亥將 gives way to 寅將), 未 hour, day 戊申."""
    data = chart_json("--at", "2026-11-30T14:30", "--tz", "Asia/Shanghai")
    assert data["pillars"]["day"] == "戊申"
    assert data["monthly_general"] == "寅" and data["query_hour"] == "未"


def test_impossible_ganzhi_exits_2_naming_the_problem():
    result = run("chart", "--day", "甲丑", "--general", "亥", "--hour", "丑")
    assert result.returncode == 2
    assert "甲丑" in result.stderr


def test_unknown_zone_exits_2():
    result = run("chart", "--at", "2026-11-30T14:30", "--tz", "Nowhere/Land")
    assert result.returncode == 2 and "Nowhere/Land" in result.stderr


def test_batch_writes_one_chart_or_error_a_line():
    lines = "\n".join([
        json.dumps({"day": "丁卯", "general": "亥", "hour": "丑"}),
        json.dumps({"at": "2026-11-30T14:30", "tz": "Asia/Shanghai"}),
        json.dumps({"day": "甲丑", "general": "亥", "hour": "丑"}),
        "{not json",
    ])
    result = run("chart", "--batch", stdin=lines)
    assert result.returncode == 0
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(out) == 4
    assert out[0]["transmissions"]["initial"] == "亥"
    assert out[1]["pillars"]["day"] == "戊申"
    assert out[2]["field"] == "day" and "甲丑" in out[2]["error"]
    assert "not JSON" in out[3]["error"]


@pytest.mark.parametrize("school", ["depth", "mengzhongji"])
def test_ke_table_prints_720_rows(school):
    out = io.StringIO()
    call_command("ke_table", "--format", "tsv", "--shehai", school, stdout=out)
    lines = out.getvalue().splitlines()
    assert lines[0].split("\t") == ["day", "k", "lessons", "transmissions", "method", "subname"]
    assert len(lines) == 721
    row = next(line.split("\t") for line in lines if line.startswith("丁卯\t10\t"))
    assert row[3] == ("亥酉未" if school == "depth" else "丑亥酉")
    assert row[2] == "巳/丁 卯/巳 丑/卯 亥/丑"


def test_ke_table_json():
    out = io.StringIO()
    call_command("ke_table", "--format", "json", stdout=out)
    data = json.loads(out.getvalue())
    assert len(data["ke"]) == 720 and data["options"]["shehai"] == "depth"


def test_chart_json_lists_the_patterns_with_their_passages():
    """庚辰日 寅時 午將: 三傳 申子辰 in order is 順水局「呈斗」 (jw:L43), and 心鏡's 潤下."""
    data = chart_json("--day", "庚辰", "--general", "午", "--hour", "寅")
    found = {p["id"]: p for p in data["patterns"]}
    assert found["jingwei.shuiju.shun.chengdou"]["passage"] == "/classics/jingwei/2/11/"
    assert "xinjing.runxia" in found
    assert data["pattern_settings"].startswith("v1.")


def test_batch_refuses_an_unknown_parameter():
    result = run("chart", "--batch", stdin=json.dumps({"day": "丁卯", "general": "亥", "hour": "丑", "colour": "red"}))
    assert json.loads(result.stdout)["field"] == "colour"


def test_chart_takes_a_birth_date_and_time_on_the_command_line():
    """Born 1990-01-20 08:15 (before 立春 1990): 本命 己巳, the 1989 pillar."""
    data = chart_json("--at", "2026-11-30T14:30", "--tz", "Asia/Shanghai", "--birth-date", "1990-01-20",
                      "--birth-time", "08:15", "--sex", "female")
    assert data["querent"]["natal_year"] == "己巳" and data["querent"]["birth_time"] == "08:15"


def test_chart_school_options_of_issue_9_on_the_command_line():
    data = chart_json("--day", "甲戌", "--general", "戌", "--hour", "寅", "--daynight", "zhanshi", "--dashi", "common",
                      "--time-basis", "china")
    assert data["noble"]["branch"] == "丑" and data["options"]["dashi"] == "common"


def test_bad_birth_date_exits_2():
    result = run("chart", "--at", "2026-11-30T14:30", "--tz", "Asia/Shanghai", "--birth-date", "1990-02-30",
                 "--sex", "male")
    assert result.returncode == 2 and "1990-02-30" in result.stderr


def test_a_zone_folder_exits_2_with_the_message():
    result = run("chart", "--at", "2026-01-01T12:00", "--tz", "Asia")
    assert result.returncode == 2
    assert result.stderr.strip().splitlines()[-1] == (
        "CommandError: tz: 「Asia」 is a region, not a time zone: give a zone in it, such as Asia/Aden.")


def test_a_place_on_a_ke_chart_exits_2():
    result = run("chart", "--day", "丁卯", "--general", "亥", "--hour", "丑", "--lat", "30")
    assert result.returncode == 2 and "lat belongs to a chart from a moment" in result.stderr


def test_batch_answers_a_zone_folder_with_an_error_line_and_goes_on():
    lines = "\n".join(json.dumps(line) for line in (
        {"at": "2026-01-01T12:00", "tz": "Asia"}, {"at": "2026-01-01T12:00", "tz": "Factory"},
        {"day": "丁卯", "general": "亥", "hour": "丑"}))
    result = run("chart", "--batch", stdin=lines)
    assert result.returncode == 0
    first, second, third = (json.loads(line) for line in result.stdout.splitlines())
    assert (first["field"], first["line"]) == ("tz", 1) and "is a region" in first["error"]
    assert (second["field"], second["line"]) == ("tz", 2)
    assert third["transmissions"]["initial"] == "亥"


def test_batch_refuses_a_page_parameter_as_the_api_does():
    result = run("chart", "--batch", stdin=json.dumps({"day": "丁卯", "general": "亥", "hour": "丑", "step": "plates"}))
    assert json.loads(result.stdout) == {
        "error": "Unknown parameter 「step」: step chooses a step of the chart page (/chart/); the JSON holds every step.",
        "field": "step", "line": 1}

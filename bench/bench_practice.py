"""Practice mode (issue 14): checking one step in-process, median ≤ 2 ms; the practice page under 20 clients
beside the chart page of the same charts (gunicorn, 2 workers, loopback, as bench_pages serves them).

A practice page carries its form's CSRF token, so unlike a chart page it is rendered for every request
(no page cache); the figures show what that costs.
"""
from __future__ import annotations

import json

from django.urls import reverse

from bench.bench_pages import REQUESTS, SECONDS, _canonical, chart_queries
from bench.load import get, load, served_app
from bench.timing import measure, report

BUDGET_CHECK_US = 2000
SAMPLE = (("丁卯", "亥", "丑"), ("癸酉", "亥", "午"), ("庚戌", "申", "辰"), ("己未", "酉", "未"), ("辛丑", "亥", "巳"),
          ("壬辰", "酉", "酉"), ("丙辰", "辰", "卯"), ("戊申", "辰", "卯"))
WRONG = {"plates": {"heaven_plate": {"子": "子", "丑": "亥"}}, "lessons": {"lessons": ["未", "巳", "卯", "丑"]},
         "initial": {"method": "昴星", "subname": "虎視", "initial": "子"}, "transmissions": {"middle": "子",
                                                                                         "final": "丑"},
         "generals": {"noble": {"branch": "子", "direction": "逆"}, "generals": ["貴", "蛇", "雀"]},
         "qualities": {"void": "子丑", "hidden_stems": ["甲", None, "乙"], "kin": ["父", "兄", "子"]}}


def _right_answers(chart, step):
    """The chart's own answers for a step, in the API's form (the JSON the page's checker reads)."""
    data = chart.to_dict()
    t = data["transmissions"]
    by_transmission = [t["initial"], t["middle"], t["final"]]
    return {
        "plates": {"heaven_plate": data["heaven_plate"]},
        "lessons": {"lessons": [lesson["upper"] for lesson in data["lessons"]]},
        "initial": {"method": t["method"], "subname": t["subname"], "initial": t["initial"]},
        "transmissions": {"middle": t["middle"], "final": t["final"]},
        "generals": {"noble": {"branch": data["noble"]["branch"], "direction": data["noble"]["direction"]},
                     "generals": [data["generals"][b] for b in by_transmission]},
        "qualities": {"void": data["void"], "hidden_stems": [data["hidden_stems"][b] for b in by_transmission],
                      "kin": [data["kin"][b] for b in by_transmission]},
    }[step]


def in_process() -> None:
    from divination.engine.chart import chart_from_ke
    from divination.practice.answers import read_answers
    from divination.practice.checker import check
    from divination.practice.steps import STEP_BY_SLUG

    charts = [chart_from_ke(day, general, hour) for day, general, hour in SAMPLE]
    for step in WRONG:
        cases = [(chart, answers) for chart in charts for answers in (_right_answers(chart, step), WRONG[step])]
        it = iter(cases * 400)

        def one(step=step, it=it):
            chart, answers = next(it)
            return check(chart, step, read_answers(STEP_BY_SLUG[step], answers)).to_dict(reveal=True)
        report(f"check one step: {step} (read + check, right and wrong)", measure(one, repeat=1000), BUDGET_CHECK_US)


def under_load() -> None:
    from divination.engine.params import chart_from_params

    ke, moments = chart_queries()
    queries = ke[:60] + moments[:20]
    with served_app() as port:
        chart_pages = [_canonical(port, q) for q in queries]
        practice_pages = []
        for path in chart_pages:
            status, location, _, _ = get(port, path.replace("/chart/", "/practice/", 1))
            if status != 302 or not location:
                raise RuntimeError(f"expected a redirect to the practice page, got {status}")
            practice_pages.append(location)
        practice_steps = [p.rsplit("&step=", 1)[0] + f"&step={step}" for p in practice_pages[:40]
                          for step in ("lessons", "initial", "generals")]
        fresh = practice_pages + practice_steps
        print(load(port, fresh, each_once=True, requests=len(fresh)).line("practice page, first view of a URL", 20))
        for label, paths in (("chart page again (the same charts)", chart_pages),
                             ("practice page again (課 and moment, several steps)", practice_pages + practice_steps)):
            load(port, paths, requests=len(paths) * 2)
            print(load(port, paths, requests=REQUESTS, seconds=SECONDS).line(label, 20))
        bodies = []
        for q in queries:
            chart = chart_from_params(q)
            for step in WRONG:
                bodies.append(json.dumps({"chart": q, "step": step, "answers": _right_answers(chart, step)},
                                         ensure_ascii=False).encode())
        check = reverse("practice:api_check")
        print(load(port, [check] * len(bodies), bodies=bodies, requests=REQUESTS, seconds=SECONDS,
                   headers={"Content-Type": "application/json"}).line("POST /api/practice/check (every step, right "
                                                                      "answers)", 20))


def main() -> None:
    in_process()
    under_load()

"""The interface languages: every page in 繁體中文, 简体中文 and 日本語 within 10 % of the English page.

Budget (issue 16): a page in any language takes at most 1.10 × the English page's median. Measured
in process through Django's test client, as bench_classics does: the chart page rendered anew (the
page cache emptied before each request: the cost of a first view), the chart page from the cache,
a htmx step region, the start page, the methods page, a reading page, the pattern catalog, a pattern page
and the 720-課 browser. English pays for marking
its Chinese words where they are written (languages.lang_marks); the other languages for their catalogues and scripts.
"""
from __future__ import annotations

from bench.timing import measure, report, site_client

LANGUAGES = {"en": "en-GB,en;q=0.9", "zh-hant": "zh-TW,zh;q=0.9", "zh-hans": "zh-CN,zh;q=0.9", "ja": "ja-JP,ja;q=0.9"}
BUDGET_RATIO = 1.10


def _fetch(client, url, accept, *, fresh=False, **headers):
    from django.core.cache import cache

    def fetch():
        if fresh:
            cache.clear()
        response = client.get(url, HTTP_ACCEPT_LANGUAGE=accept, **headers)
        assert response.status_code == 200, (url, response.status_code)

    return fetch


def main() -> None:
    from django.core.management import call_command

    call_command("migrate", verbosity=0, interactive=False)
    call_command("load_corpus", verbosity=0)
    with site_client() as client:
        chart = client.get("/chart/", {"day": "丁卯", "general": "亥", "hour": "丑"})["Location"]
        targets = (
            ("chart page, first view", chart, {"fresh": True}, 40),
            ("chart page, cached", chart, {}, 200),
            ("chart step region (htmx), first "
             "view", chart + "&step=initial", {"fresh": True, "HTTP_HX_REQUEST": "true"}, 40),
            ("start page", "/", {}, 100),
            ("methods page 涉害", "/methods/shehai/", {}, 100),
            ("passage page jingwei-2-1", "/classics/jingwei/2/1/", {}, 50),
            ("pattern catalog", "/patterns/", {}, 50),
            ("pattern page 刑傷 (clauses, 278 課)", "/patterns/jingwei.xingshang/", {}, 50),
            ("720-課 browser, 涉害", "/ke/?method=涉害", {}, 50),
        )
        over = []
        for label, url, options, repeat in targets:
            figures = {language: measure(_fetch(client, url, accept, **options), repeat=repeat, warmup=5)
                       for language, accept in LANGUAGES.items()}
            english = figures["en"]["median_us"]
            for language, found in figures.items():
                ratio = found["median_us"] / english
                report(f"{label} [{language}] ×{ratio:.2f}", found)
                if ratio > BUDGET_RATIO:
                    over.append(f"{label} [{language}] ×{ratio:.2f}")
        print("every language within 10 % of English" if not over else "OVER BUDGET (×1.10): " + "; ".join(over))

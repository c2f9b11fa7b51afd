"""Classics: volume page render and search over the whole corpus (budgets: 50 ms median each).

Runs through Django's test client against the configured database, after `migrate` and `load_corpus`
(both idempotent; `make bench` runs them in `setup` anyway).
"""
from __future__ import annotations

from bench.timing import measure, report, site_client

BUDGET_US = 50_000


def _fetch(client, url):
    def fetch():
        response = client.get(url)
        assert response.status_code == 200, (url, response.status_code)

    return fetch


def main() -> None:
    from django.core.management import call_command

    call_command("migrate", verbosity=0, interactive=False)
    call_command("load_corpus", verbosity=0)
    with site_client() as client:
        report("volume page 六壬經緯 卷2 (46 "
               "passages)", measure(_fetch(client, "/classics/jingwei/2/"), repeat=50), BUDGET_US)
        report("volume page 大六壬心鏡 卷3 (40 "
               "passages)", measure(_fetch(client, "/classics/xinjing/3/"), repeat=50), BUDGET_US)
        report("passage page xinjing-3-1", measure(_fetch(client, "/classics/xinjing/3/1/"), repeat=100))
        report("search 关隔 (simplified)", measure(_fetch(client, "/classics/search/?q=关隔"), repeat=100), BUDGET_US)
        report("search 三傳 (many hits)", measure(_fetch(client, "/classics/search/?q=三傳"), repeat=100), BUDGET_US)

"""Python's cycle collector told that what a worker starts with stays, and that what outlives a full collection
stays too: frozen (gc.freeze) once the application is loaded and warmed, in gunicorn's master, whose workers
inherit it; then, in each worker, after every full collection, which it runs between two requests.

A chart page allocates its objects by the hundred thousand, so the collector runs several times a page, and
every run of its oldest generation walked all that the process had built to start (the modules, the URL patterns,
the translations, the tables of liuren_site.warmup), some 170,000 objects, though none of them is ever garbage.
Frozen, they are left out of every run: a new 課's page cost about 2.5–5 ms less CPU in process (blocks of 100
pages alternately frozen and not, 28.3 → 25.5 ms on this project's busy 2-core machine, where the spread is as
large), and the workers' shared memory is no longer written by the collector's bookkeeping.

What a worker keeps later (the caches' entries: the matcher's steps, the kept fragments) grew to some 270,000
objects after 600 new 課, and each full collection walked them all again (~130 ms, every ~200 pages: 0.67 ms a
page). A worker now runs its full collections itself, at the start of a request, when Python would have: what
survives one is what the caches keep (a request's own objects are gone by then), and it is frozen, so the next
walks only what came since. The collector cost a new 課's page 1.0–1.3 ms, now 0.55 ms; after 2,000 pages nothing
frozen is garbage (gc.unfreeze, then gc.collect, found none) and the memory is the same. A frozen object is still
freed when nothing refers to it (a cache's entry dropped): only a cycle of them would wait, and none was found.
"""
from __future__ import annotations

import gc

# CPython's own rule (gc.set_threshold's third value): a full collection once ten of the middle generation's ran.
FULL_AFTER = 10
_NEVER = 1 << 30


def freeze_what_is_built() -> None:
    """Move every object the collector tracks now to its permanent generation (the workers forked later keep it),
    and leave the full collections to `collect_between_requests`."""
    gc.collect()
    gc.freeze()
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, _NEVER)


def collect_between_requests() -> None:
    """Before a request (gunicorn's pre_request): the full collection Python would have run by now, if it is due,
    and what survived it frozen."""
    if gc.get_count()[2] >= FULL_AFTER:
        gc.collect()
        gc.freeze()

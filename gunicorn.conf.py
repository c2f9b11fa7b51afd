"""gunicorn's settings for the site, read from the directory it starts in (`gunicorn liuren_site.wsgi`).

The application is loaded once in the master, which then builds what a first request would otherwise pay
for in every worker (the 720-課 browser's table, some seconds: liuren_site.warmup) before it forks the
workers: they start with it built, and share its memory. It also tells glibc's allocator to keep the big
blocks a page is made of (liuren_site.allocator), and the cycle collector to leave alone all it has built
(liuren_site.collector), which the workers inherit; each worker runs its full collections between requests.
"""
preload_app = True


def when_ready(server):
    from liuren_site.allocator import keep_large_blocks
    from liuren_site.collector import freeze_what_is_built
    from liuren_site.warmup import warm_up

    keep_large_blocks()
    warm_up()
    freeze_what_is_built()


def pre_request(worker, req):
    from liuren_site.collector import collect_between_requests

    worker.log.debug("%s %s", req.method, req.path)  # what gunicorn's own pre_request does
    collect_between_requests()

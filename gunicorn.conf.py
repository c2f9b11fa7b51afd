"""gunicorn's settings for the site, read from the directory it starts in (`gunicorn liuren_site.wsgi`).

The application is loaded once in the master, which builds what a first request would otherwise pay for in every
worker (liuren_site.warmup) before it forks the workers: they start with it built and share its memory. What the
master built is then frozen for the cycle collector (gc.freeze, as Python's documentation advises before a fork),
so the workers' collections never walk it and never write to the memory they share.
"""
preload_app = True


def when_ready(server):
    import gc

    from liuren_site.warmup import warm_up

    warm_up()
    gc.collect()
    gc.freeze()

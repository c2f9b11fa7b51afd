"""One load of the corpus at a time: a second `load_corpus` waits for the first, then says another is running.

On PostgreSQL the lock is an advisory lock of the database, held by the loading session (so two machines
loading into one database exclude each other too); on SQLite, whose writers would otherwise fail with
"database is locked", a lock on a file named after the database file. Both end with the process that
holds them, so a killed load leaves no lock behind.
"""
from __future__ import annotations

import fcntl
import hashlib
import tempfile
import time
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from django.db import connection

POLL_SECONDS = 0.2
# The advisory lock's number: any fixed 32-bit number the project uses for nothing else.
ADVISORY_KEY = zlib.crc32(b"classics.load_corpus")


class LoadRunning(Exception):
    """Another load of the corpus held the lock for longer than we were to wait."""

    def __init__(self, waited: float):
        super().__init__(f"another load of the corpus is running (waited {waited:g} s for it): "
                         "run load_corpus again when it has finished")


@contextmanager
def exclusive_load(wait: float) -> Iterator[None]:
    """Hold the corpus's load lock for the block, waiting up to `wait` seconds for it."""
    if connection.vendor == "sqlite" and connection.is_in_memory_db():
        yield  # no other process can reach a database in this process's memory
        return
    take, release = _advisory_lock() if connection.vendor == "postgresql" else _file_lock()
    held = False
    try:
        deadline = time.monotonic() + wait
        while not (held := take()):
            if time.monotonic() >= deadline:
                raise LoadRunning(wait)
            time.sleep(POLL_SECONDS)
        yield
    finally:
        release(held)


def _advisory_lock():
    def take() -> bool:
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_try_advisory_lock(%s)", [ADVISORY_KEY])
            return bool(cursor.fetchone()[0])

    def release(held: bool) -> None:
        if held:
            with connection.cursor() as cursor:
                cursor.execute("SELECT pg_advisory_unlock(%s)", [ADVISORY_KEY])
    return take, release


def lock_file_path(vendor: str, name: str) -> Path:
    """The lock file of a database: in the temporary folder, named after the database's own name."""
    digest = hashlib.sha256(f"{vendor}:{name}".encode()).hexdigest()[:16]
    return Path(tempfile.gettempdir()) / f"liuren-load-corpus-{digest}.lock"


def _file_lock():
    handle = lock_file_path(connection.vendor, str(connection.settings_dict["NAME"])).open("a")

    def take() -> bool:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def release(held: bool) -> None:
        if held:
            fcntl.flock(handle, fcntl.LOCK_UN)
        handle.close()
    return take, release

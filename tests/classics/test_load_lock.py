"""Two loads of the corpus at once, in two real processes on one SQLite file: the second waits for the first
(or, told not to wait, says another load is running); neither dies with "database is locked"."""
import fcntl
import os
import sqlite3
import subprocess
import sys

import pytest
from django.conf import settings

from classics.load_lock import lock_file_path


@pytest.fixture(scope="module")
def database(tmp_path_factory):
    """A migrated SQLite file of its own, and the environment that points manage.py at it."""
    path = tmp_path_factory.mktemp("load-lock") / "db.sqlite3"
    env = {name: value for name, value in os.environ.items() if not name.startswith("DJANGO_")}
    env |= {"DATABASE_URL": f"sqlite:///{path}"}
    subprocess.run([sys.executable, "manage.py", "migrate", "--noinput", "-v0"], cwd=settings.BASE_DIR, env=env,
                   check=True, timeout=120)
    return path, env


def _load(env, *args) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "manage.py", "load_corpus", *args], cwd=settings.BASE_DIR, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _passages(path) -> int:
    with sqlite3.connect(path) as db:
        return db.execute("SELECT count(*) FROM classics_passage").fetchone()[0]


@pytest.mark.parametrize("trial", range(2))
def test_two_loads_at_once_both_finish_one_after_the_other(database, trial):
    path, env = database
    first, second = _load(env), _load(env)
    results = [(process.wait(timeout=300), *process.communicate()) for process in (first, second)]
    assert [code for code, _, _ in results] == [0, 0], results
    assert all(out.startswith("corpus loaded: 86 passages") for _, out, _ in results)
    assert _passages(path) == 86


def test_a_load_that_may_not_wait_says_another_load_is_running(database):
    path, env = database
    with lock_file_path("sqlite", str(path)).open("a") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        process = _load(env, "--wait", "0.5")
        code, (_, err) = process.wait(timeout=120), process.communicate()
    assert code == 1
    assert err.strip() == ("CommandError: corpus not loaded (nothing changed): another load of the corpus is running "
                           "(waited 0.5 s for it): run load_corpus again when it has finished")

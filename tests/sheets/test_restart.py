"""Everything survives a restart: what one server process saved, a new process serves (nothing lives in memory)."""
import os
import subprocess
import sys
import textwrap

from django.conf import settings

SAVE = textwrap.dedent("""
    import django; django.setup()
    from django.test import Client
    from django.test.utils import setup_test_environment
    setup_test_environment()
    c = Client()
    assert c.post("/accounts/signup/", {"username": "teacher", "password1": "tortoise-shell-oracle-17",
                                        "password2": "tortoise-shell-oracle-17"}).status_code == 302
    assert c.post("/sheets/new/", {"title": "Kept sheet", "visibility": "link"}).status_code == 302
    from sheets.models import Sheet
    sheet = Sheet.objects.get()
    assert c.post(f"/sheets/{sheet.token}/items/", {"kind": "passage", "passage": "jingwei-2-1", "highlight": "順懸胎",
                                                    "version": sheet.version}).status_code == 302
    assert c.post("/notebook/add/", {"chart": "/ke/丁卯/亥/丑/", "title": "Kept note", "text": "**kept**"}).status_code == 302
    print(sheet.token)
""")
READ = textwrap.dedent("""
    import sys
    import django; django.setup()
    from django.test import Client
    from django.test.utils import setup_test_environment
    setup_test_environment()
    from tests.pages import unmarked
    c = Client()
    assert "<mark>順懸胎</mark>" in unmarked(c.get(f"/sheets/{sys.argv[1]}/").content.decode())
    assert c.post("/accounts/login/", {"username": "teacher", "password": "tortoise-shell-oracle-17"}).status_code == 302
    from notebook.models import Note
    assert "<strong>kept</strong>" in unmarked(c.get(f"/notebook/{Note.objects.get().pk}/").content.decode())
    print("served")
""")


def run(args, env):
    result = subprocess.run([sys.executable, *args], cwd=settings.BASE_DIR, env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout.strip()


def test_a_sheet_and_a_note_survive_a_restart(tmp_path):
    env = dict(os.environ, DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}", DJANGO_SETTINGS_MODULE="liuren_site.settings")
    # The new processes serve pages as production does (the manifest of collected static files), as `make run` sets up.
    run(["manage.py", "collectstatic", "--noinput", "-v0"], env)
    run(["manage.py", "migrate", "--noinput", "-v0"], env)
    run(["manage.py", "load_corpus", "-v0"], env)
    # A served process reads its static files through the manifest, as make run's collectstatic leaves it.
    run(["manage.py", "collectstatic", "--noinput", "-v0"], env)
    token = run(["-c", SAVE], env).splitlines()[-1]
    assert run(["-c", READ, token], env).endswith("served")

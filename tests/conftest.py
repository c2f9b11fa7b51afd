"""Shared test fixtures."""
import pytest


@pytest.fixture(autouse=True)
def _static_files_without_manifest(settings):
    # The manifest exists only after collectstatic; tests read static files from the finders.
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }

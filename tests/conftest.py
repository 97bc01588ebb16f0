"""Shared fixtures: a fresh app per test (flaskr style), its client, and a fixed 'today'."""
import datetime as dt
import os

import pytest

os.environ.setdefault("SCREENER_ENV", "test")  # the built-in key and in-memory limits are fine here

from screener import create_app  # noqa: E402

TODAY = dt.date(2026, 11, 29)


@pytest.fixture
def app():
    """Return an app in testing mode with 'today' frozen at 2026-11-29."""
    return create_app({"TESTING": True, "SCREENER_TODAY": TODAY.isoformat(), "RATELIMIT_ENABLED": False})


@pytest.fixture
def client(app):
    """Return a test client for ``app``."""
    return app.test_client()


@pytest.fixture
def today():
    """Return the frozen date the tests run 'on'."""
    return TODAY

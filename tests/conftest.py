"""Shared fixtures: one app for the session (tests that change it ask for a fresh one), its
client, and a fixed 'today'.

Most tests only read the app, so they share one: a fresh app per test compiles every
template again, which cost most of the suite's time. A test that changes the app's config
or adds hooks is marked ``@pytest.mark.fresh_app`` and gets its own; a test that changes the
shared app's config fails.
"""
import os

import pytest

os.environ.setdefault("SCREENER_ENV", "test")  # the built-in key and in-memory limits are fine here

from screener import create_app  # noqa: E402

from support import CONFIG  # noqa: E402,F401 - the shared app's config (tests/support.py)
from support import TODAY  # noqa: E402
from support import load_bench  # noqa: E402


def pytest_configure(config):
    """Declare the ``fresh_app`` marker."""
    config.addinivalue_line("markers", "fresh_app: the test changes its app (config, hooks): give it its own")


@pytest.fixture(scope="session")
def shared_app():
    """Return the app most tests share (testing mode, 'today' frozen at 2026-11-29)."""
    return create_app(dict(CONFIG))


@pytest.fixture
def app(request, shared_app):
    """Return an app in testing mode with 'today' frozen at 2026-11-29 (the shared one unless marked ``fresh_app``)."""
    if request.node.get_closest_marker("fresh_app"):
        yield create_app(dict(CONFIG))
        return
    before = dict(shared_app.config)
    yield shared_app
    changed = sorted(k for k in set(before) | set(shared_app.config) if before.get(k) != shared_app.config.get(k))
    assert not changed, f"the test changed the shared app's config {changed}: mark it @pytest.mark.fresh_app"


@pytest.fixture
def client(app):
    """Return a test client for ``app``."""
    return app.test_client()


@pytest.fixture
def today():
    """Return the frozen date the tests run 'on'."""
    return TODAY


@pytest.fixture(scope="session")
def bench():
    """bench/chat.py as a module: its grading (``parse_item``) and its figures."""
    return load_bench()


@pytest.fixture(autouse=True)
def _rate_limits_cleared():
    """Start every test with the limiter's counts empty: the apps of one worker share its storage,
    and a fast run of earlier tests (600 page steps a minute from 127.0.0.1) answered a later
    test's pages 429 (the full suite at 19462a6: 53 `test_flow_paths` cases, alone they pass).
    A test of the limits still counts its own requests from zero."""
    from screener.extensions import limiter
    try:
        limiter.reset()
    except Exception:  # (no app has initialised the limiter's storage yet)
        pass
    yield

"""Rate limits on every entry point that costs CPU, shared by all workers and instances.

The limiter (:data:`screener.extensions.limiter`) keeps its counts in ``RATELIMIT_STORAGE_URI``
(Redis in production, so every worker of every instance shares one count per address;
``memory://`` only in development and tests). It keys on the client's address as the reverse
proxy reports it: with ``TRUSTED_PROXY_HOPS`` = N, Werkzeug's ``ProxyFix`` takes the address N
hops back in ``X-Forwarded-For`` (and the scheme from ``X-Forwarded-Proto``); with 0 (no proxy)
the socket's peer address is used and forwarded headers are ignored, so nobody can pick a key.

Over a limit: a 429 with ``Retry-After`` (seconds) and the kind page in the reader's language,
or the contract's JSON errors under ``/api`` (:mod:`screener.errors`).

Use :func:`limited` on a view with the name of the setting that holds its limit::

    from screener.ratelimit import limited

    @bp.post("/upload")
    @limited("UPLOAD_RATELIMIT")
    def upload(): ...
"""
import time

from flask import current_app
from werkzeug.middleware.proxy_fix import ProxyFix

from .extensions import limiter


def limited(setting: str, methods=None):
    """Return a decorator limiting a view to the limit in config ``setting`` (Flask-Limiter
    syntax, e.g. ``"600 per minute"``), per client address; ``methods`` limits only those."""
    return limiter.limit(lambda: current_app.config[setting], methods=methods)


def shared(setting: str, scope: str, methods=None):
    """Like :func:`limited`, but every view decorated with the same ``scope`` shares one count."""
    return limiter.shared_limit(lambda: current_app.config[setting], scope=scope, methods=methods)


def retry_after(default: int = 60) -> int:
    """Return the seconds until the broken limit lets a request through again (at least 1)."""
    try:
        limit = limiter.current_limit
        return max(1, int(limit.reset_at - time.time())) if limit is not None else default
    except Exception:  # noqa: BLE001 - the limiter's storage may be unreachable: fall back
        return default


def init_app(app):
    """Trust ``TRUSTED_PROXY_HOPS`` proxies for the client address and scheme; start the limiter."""
    hops = int(app.config.get("TRUSTED_PROXY_HOPS") or 0)
    if hops:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops)
    if not app.config.get("RATELIMIT_STORAGE_URI"):
        app.config["RATELIMIT_STORAGE_URI"] = "memory://"
    limiter.init_app(app)

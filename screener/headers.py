"""Security and caching headers on every response (no cookies, but the SMS webhook's for Twilio)."""
from flask import current_app
from flask import request

from .embed.allow import frame_ancestors


def _frame_ancestors() -> str:
    return frame_ancestors(current_app.config.get("EMBED_ALLOWED_ORIGINS"))


def add_headers(resp):
    """Set CSP, referrer, sniffing and caching headers; pages vary on htmx and language."""
    csp = (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "form-action 'self'; base-uri 'none'; connect-src 'self'; frame-src 'self'; "
        f"frame-ancestors {_frame_ancestors()}"
    )
    resp.headers.setdefault("Content-Security-Policy", csp)
    resp.headers["Referrer-Policy"] = "no-referrer"
    resp.headers["X-Content-Type-Options"] = "nosniff"
    resp.headers.setdefault("Permissions-Policy", "interest-cohort=(), browsing-topics=()")
    resp.vary.add("HX-Request")
    resp.vary.add("Accept-Language")
    if not request.path.startswith("/static/"):
        resp.headers.setdefault("Cache-Control", "no-store")
    if request.endpoint != "sms.twilio":  # the one cookie: Twilio keeps it (screener/sms/state.py)
        resp.headers.pop("Set-Cookie", None)
    if request.path.startswith("/api/"):
        # The API holds no credentials and sets no cookie: any site's script may call it.
        resp.headers["Access-Control-Allow-Origin"] = "*"
        resp.headers["Access-Control-Allow-Methods"] = "GET, POST, OPTIONS"
        resp.headers["Access-Control-Allow-Headers"] = "Content-Type, Accept-Language"
        resp.headers["Access-Control-Max-Age"] = "86400"
    return resp


def init_app(app):
    """Register :func:`add_headers` on ``app``."""
    app.after_request(add_headers)

"""Security and caching headers on every response (no cookies, but the SMS webhook's for Twilio)."""
from flask import current_app
from flask import request

from .embed.allow import frame_ancestors


# Browser features the screener never uses, denied to it and to anything it embeds. Only names
# Chromium recognises (an unknown name is a console error on every page: ambient-light-sensor,
# bluetooth and web-share are not).
DENIED_FEATURES = (
    "accelerometer", "autoplay", "browsing-topics", "camera",
    "display-capture", "encrypted-media", "geolocation", "gyroscope", "hid", "identity-credentials-get",
    "idle-detection", "interest-cohort", "local-fonts", "magnetometer", "microphone", "midi", "otp-credentials",
    "payment", "publickey-credentials-create", "publickey-credentials-get", "screen-wake-lock", "serial",
    "storage-access", "usb", "window-management", "xr-spatial-tracking",
)
PERMISSIONS_POLICY = ", ".join(f"{feature}=()" for feature in DENIED_FEATURES)


def _frame_ancestors() -> str:
    return frame_ancestors(current_app.config.get("EMBED_ALLOWED_ORIGINS"))


def content_security_policy() -> str:
    """Return the CSP: only this site's own scripts, styles and forms; framing per :func:`_frame_ancestors`."""
    return (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "form-action 'self'; base-uri 'none'; connect-src 'self'; frame-src 'self'; "
        f"frame-ancestors {_frame_ancestors()}"
    )


def add_headers(resp):
    """Set CSP, referrer, sniffing and caching headers; pages vary on htmx and language."""
    resp.headers.setdefault("Content-Security-Policy", content_security_policy())
    resp.headers["Referrer-Policy"] = "no-referrer"
    resp.headers["X-Content-Type-Options"] = "nosniff"
    resp.headers.setdefault("Permissions-Policy", PERMISSIONS_POLICY)
    if not request.path.startswith("/static/"):  # a static file is the same for every reader
        resp.vary.add("HX-Request")
        resp.vary.add("Accept-Language")
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

"""Friendly error pages (HTML) and JSON errors (under /api): never a bare 500."""
import logging

from flask import jsonify
from flask import make_response
from flask.json.provider import DefaultJSONProvider
from flask import render_template
from flask import request
from markupsafe import escape
from werkzeug.datastructures import CombinedMultiDict
from werkzeug.datastructures import ImmutableMultiDict
from werkzeug.exceptions import HTTPException

from .i18n import N_
from .i18n import render
from .locale import get_lang

MESSAGES = {
    400: N_("Something in that request didn't make sense. Please try again."),
    404: N_("We couldn't find that page."),
    405: N_("That page can't be used that way."),
    413: N_("That was too much to send at once."),
    429: N_("Too many requests. Please wait a minute and try again."),
    500: N_("Something went wrong on our side. Your answers were not lost: go back and try again."),
}


class SafeJSONProvider(DefaultJSONProvider):
    """JSON whose too-deeply-nested input counts as invalid JSON (a 400), not a crash."""

    def loads(self, s, **kwargs):
        """Parse ``s``; raise ValueError for nesting too deep for Python's parser."""
        try:
            return super().loads(s, **kwargs)
        except RecursionError:
            raise ValueError("JSON nested too deeply") from None


def _status(e) -> int:
    return e.code if isinstance(e, HTTPException) and e.code else 500


def forget_unreadable_body():
    """Treat a body that can't be parsed (too large, malformed) as empty for the error page."""
    if "form" in request.__dict__:
        return
    try:
        request.form  # noqa: B018 - parse now, or learn that it can't be parsed
    except Exception:  # noqa: BLE001
        request.__dict__["form"] = ImmutableMultiDict()
        request.__dict__["files"] = ImmutableMultiDict()
        request.__dict__["values"] = CombinedMultiDict([request.args])


def handle(e):
    """Render an error as JSON under /api, else as a page in the reader's language."""
    code = _status(e)
    if code == 500:
        # Log the error type only: never the request body, which may hold answers.
        logging.getLogger(__name__).error("unhandled %s on %s", type(e).__name__, request.path)
    forget_unreadable_body()
    lang = get_lang()
    text = render(MESSAGES.get(code, MESSAGES[400 if code < 500 else 500]), lang)
    if request.path.startswith("/api/"):
        resp = jsonify({"errors": [{"field": None, "message": text}]})
        resp.status_code = code
        return _with_protocol_headers(resp, e)
    try:
        return _with_protocol_headers(make_response(render_template("error.html", code=code, message=text), code), e)
    except Exception as exc:  # noqa: BLE001 - the error page itself failed: plain HTML, still kind
        logging.getLogger(__name__).error("error page failed: %s", type(exc).__name__)
        page = f'<!doctype html><html lang="{escape(lang)}"><title>{code}</title><p>{escape(text)}</p><p><a href="/">⟵</a></p></html>'
        return _with_protocol_headers(make_response(page, code), e)


def _with_protocol_headers(resp, e):
    """Keep the headers the error itself carries (``Allow`` on a 405, ...); a 429 says when to retry."""
    if isinstance(e, HTTPException):
        for name, value in e.get_headers():
            if name.lower() != "content-type":
                resp.headers[name] = value
    if resp.status_code == 429:
        from .ratelimit import retry_after

        resp.headers["Retry-After"] = str(retry_after())
    return resp


def init_app(app):
    """Register :func:`handle` for HTTP errors and any uncaught exception; too-deep JSON is a 400."""
    app.json = SafeJSONProvider(app)
    app.register_error_handler(HTTPException, handle)
    app.register_error_handler(Exception, handle)

"""Choose the request's language: ``?lang=`` (or a form field), then Accept-Language, then English."""
from flask import current_app
from flask import request

from .i18n import babel_locale
from .i18n import language_code
from .i18n import normalize_language


def get_lang() -> str:
    """Return the request's language code ("en" or "es"); any ``es-*`` header gives Spanish."""
    supported = current_app.config["LANGUAGES"]
    explicit = request.args.get("lang") or _form_lang()
    said = _json_lang() if not explicit else None
    if language_code(said) in supported:
        explicit = said  # (the chat body's language, only when it is one: "xx" falls to the header, test_pseudo_locale)
    if explicit:
        lang = normalize_language(explicit)
        if lang in supported:
            return lang
    best = request.accept_languages.best_match(supported, default=supported[0])
    return normalize_language(best)


def _form_lang():
    """Return the ``lang`` form field of a form POST, or None (never raises, even on a huge body)."""
    if request.method != "POST" or request.mimetype not in ("application/x-www-form-urlencoded", "multipart/form-data"):
        return None
    try:
        return request.form.get("lang")
    except Exception:  # noqa: BLE001 - e.g. 413 while parsing; the error page still needs a language
        return None


def _json_lang():
    """Return the ``lang`` field of a JSON object POSTed (the chat API's), or None (never raises).

    A refusal made before the view reads the body (a 429 from the rate limit) then speaks the
    language the body asks for, as the view's own answers do (fix42f: it was English)."""
    if request.method != "POST" or not request.is_json:
        return None
    try:
        body = request.get_json(silent=True)
    except Exception:  # noqa: BLE001 - e.g. 413 while reading; the error still needs a language
        return None
    lang = body.get("lang") if isinstance(body, dict) else None
    return lang if isinstance(lang, str) else None


def get_locale() -> str:
    """Return the Babel locale for formatting and catalogs (``es_US`` for Spanish)."""
    return babel_locale(get_lang())

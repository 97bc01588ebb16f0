"""What every template gets: the page language, link builders, and money and date filters."""
import datetime as dt
from functools import lru_cache

from babel import Locale
from babel.core import UnknownLocaleError
from flask import current_app
from flask import has_request_context

from ..i18n import format_day
from ..i18n import format_money
from ..i18n import format_month
from ..i18n import format_number
from ..locale import get_lang
from .nav import answers_token
from .nav import embedded
from .nav import here
from .nav import link


@lru_cache(maxsize=64)
def language_name(code: str) -> str:
    """Return a language's name in that language ("English", "Español"), from CLDR."""
    try:
        name = Locale.parse(code).get_display_name(code)
    except (ValueError, TypeError, LookupError, UnknownLocaleError):
        return code
    return name[:1].upper() + name[1:] if name else code


def language_links() -> list:
    """Return the language switch's items: this page in each language, named in that language."""
    current = get_lang()
    return [
        {"code": code, "name": language_name(code), "href": here(lang=code), "current": code == current}
        for code in current_app.config["LANGUAGES"]
    ]


def template_globals() -> dict:
    """Return the names every template may use."""
    if not has_request_context():
        return {"lang": "en", "embed": False}
    return {"lang": get_lang(), "embed": embedded(), "link": link, "language_links": language_links,
            "answers_token": answers_token}


def _money(amount) -> str:
    """Format whole US dollars in the page language."""
    return format_money(amount, get_lang())


def _day(day) -> str:
    """Format a date (or an ISO "YYYY-MM-DD" string) in the long form of the page language."""
    if isinstance(day, str):
        day = dt.date.fromisoformat(day)
    return format_day(day, get_lang())


def _month(day) -> str:
    """Format a month and year (a date or an ISO "YYYY-MM-DD" string) in the page language."""
    if isinstance(day, str):
        try:
            day = dt.date.fromisoformat(day)
        except ValueError:
            return day
    return format_month(day, get_lang())


def _number(value) -> str:
    """Format a plain number in the page language."""
    return format_number(value, get_lang())


FILTERS = {"money": _money, "day": _day, "month": _month, "number": _number}

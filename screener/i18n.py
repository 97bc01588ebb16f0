"""Translate and format messages without Flask (the engine, the CLI and the web share it).

Messages are built as :class:`Msg` (a gettext msgid with named ``%(x)s`` parameters) and
rendered per language at the edge, so the rules stay pure. Money, dates and GPAs are
formatted with Babel in ``en_US`` or ``es_US`` (``$5,000``, ``1 de marzo de 2027``).
"""
from __future__ import annotations

import datetime as dt
import decimal
from dataclasses import dataclass
from functools import lru_cache

from babel import Locale
from babel.dates import format_date
from babel.dates import format_skeleton
from babel.numbers import parse_pattern
from babel.support import NullTranslations
from babel.support import Translations

from .paths import TRANSLATIONS

TRANSLATIONS_DIR = TRANSLATIONS
LANGUAGES = ("en", "es")
DEFAULT_LANGUAGE = "en"


def N_(text: str) -> str:
    """Mark ``text`` for extraction into the catalog; translate later with :func:`render`."""
    return text


@lru_cache(maxsize=1)
def available_languages() -> tuple:
    """Return the language codes with a catalog in ``translations/`` (English always).

    Cached: call :func:`refresh_languages` after adding a catalog to a running process.
    """
    found = {p.name for p in TRANSLATIONS_DIR.glob("*") if (p / "LC_MESSAGES").is_dir()}
    return (DEFAULT_LANGUAGE,) + tuple(sorted(found - {DEFAULT_LANGUAGE}))


def refresh_languages() -> None:
    """Forget cached catalogs and language lists (after ``translate init`` or in tests)."""
    available_languages.cache_clear()
    babel_locale.cache_clear()
    _locale.cache_clear()
    translations.cache_clear()


def language_code(lang) -> str | None:
    """Return the supported language code ``lang`` names ("es-MX" -> "es"), else None."""
    if not lang or not isinstance(lang, str):
        return None
    code = lang.replace("_", "-").split("-")[0].strip().lower()
    return code if code in available_languages() else None


def normalize_language(lang) -> str:
    """Return a supported language code for ``lang`` ("es-MX" -> "es"), else English."""
    return language_code(lang) or DEFAULT_LANGUAGE


@lru_cache(maxsize=64)
def babel_locale(lang: str) -> str:
    """Return the Babel locale used to format numbers and dates for ``lang``.

    US English and US Spanish (``es_US``: ``$5,000.00``, not ``5.000,00 US$``); another
    language formats in its own US locale when CLDR has one, else the bare language.
    """
    lang = normalize_language(lang)
    for candidate in (f"{lang}_US", lang):
        try:
            Locale.parse(candidate)
            return candidate
        except Exception:  # noqa: BLE001 - CLDR has no such locale
            continue
    return "en_US"


@lru_cache(maxsize=16)
def translations(lang: str):
    """Return the gettext translations for ``lang`` (NullTranslations for English)."""
    lang = normalize_language(lang)
    if lang == DEFAULT_LANGUAGE:
        return NullTranslations()
    return Translations.load(str(TRANSLATIONS_DIR), [lang], domain="messages")


def gettext(text: str, lang: str) -> str:
    """Return ``text`` translated into ``lang``."""
    return translations(lang).ugettext(text)


class Money(float):
    """A USD amount, shown in whole dollars."""


class Gpa(float):
    """A grade point average, shown with as many decimals as given (up to four)."""


class Day(dt.date):
    """A calendar date, shown in the long form ("March 1, 2027")."""

    @classmethod
    def of(cls, d: dt.date) -> "Day":
        """Return ``d`` as a :class:`Day`."""
        return cls(d.year, d.month, d.day)


class MonthYear(dt.date):
    """A month, shown as "June 2021"."""

    @classmethod
    def of(cls, d: dt.date) -> "MonthYear":
        """Return the month of ``d`` as a :class:`MonthYear`."""
        return cls(d.year, d.month, 1)


class Words(tuple):
    """Words (msgids or proper names) shown each in the language, joined by commas ("single, married")."""


@dataclass(frozen=True)
class Msg:
    """A translatable message: ``text`` is the English msgid, ``params`` its named values.

    Parameter values may be :class:`Money`, :class:`Gpa`, :class:`Day`, :class:`MonthYear`,
    nested :class:`Msg`, :class:`Words`, or plain strings and numbers (shown as they are).
    """

    text: str
    params: tuple = ()

    @classmethod
    def of(cls, text: str, **params) -> "Msg":
        """Build a message from a msgid and keyword parameters."""
        return cls(text, tuple(params.items()))

    def render(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """Return the message translated into ``lang`` with its values formatted."""
        return render(self, lang)

    def with_note(self, note: "Msg | None") -> "Msg":
        """Return this message followed by ``note`` (itself when there is none)."""
        return self if note is None else Msg.of(N_("%(main)s %(note)s"), main=self, note=note)


@lru_cache(maxsize=64)
def _locale(lang: str) -> Locale:
    """Return the parsed Babel :class:`~babel.Locale` for ``lang`` (parsed once per language)."""
    return Locale.parse(babel_locale(lang))


@lru_cache(maxsize=16)
def _pattern(pattern: str):
    """Return the parsed number pattern ``pattern`` (parsed once, not at every number)."""
    return parse_pattern(pattern)


def format_money(amount, lang: str = DEFAULT_LANGUAGE) -> str:
    """Return ``amount`` (USD) in ``lang``'s US format: "$5,000", or "$100,000.50" with cents.

    A fraction of a cent is rounded up to the cent, so an amount just over a limit never shows
    as the limit ("$150,000.01", not "$150,000"; an inclusive limit's "at most" holds of the
    figure shown) and no more than cents are shown (a newcomer's finding: "$100,000.9999")."""
    value = decimal.Decimal(repr(float(amount))).quantize(decimal.Decimal("0.01"), rounding=decimal.ROUND_CEILING)
    cents = value != value.to_integral_value()
    pattern = _pattern("¤#,##0.00" if cents else "¤#,##0")
    return pattern.apply(value if cents else int(value), _locale(lang), currency="USD", currency_digits=False)


def format_decimal(value, format: str, locale: Locale) -> str:  # noqa: A002 - Babel's own name
    """Return ``value`` with the number pattern ``format`` in ``locale`` (Babel's, with the pattern cached)."""
    return _pattern(format).apply(value, locale)


def format_day(day: dt.date, lang: str = DEFAULT_LANGUAGE) -> str:
    """Return ``day`` in the long form of ``lang`` ("March 1, 2027", "1 de marzo de 2027")."""
    return format_date(day, "long", locale=_locale(lang))


def format_month(day: dt.date, lang: str = DEFAULT_LANGUAGE) -> str:
    """Return the month of ``day`` in ``lang``'s own pattern ("June 2021", "junio de 2021", "juin 2021")."""
    return format_skeleton("yMMMM", day, locale=_locale(lang))


def format_month_name(day: dt.date, lang: str = DEFAULT_LANGUAGE) -> str:
    """Return the name of the month of ``day`` in ``lang`` ("June", "junio")."""
    return format_date(day, "LLLL", locale=_locale(lang))


def format_number(value, lang: str = DEFAULT_LANGUAGE) -> str:
    """Return a plain number in ``lang``'s US format (up to four decimals, so 5.999 is not "6")."""
    return format_decimal(value, format="#,##0.####", locale=_locale(lang))


def format_gpa(value, lang: str = DEFAULT_LANGUAGE) -> str:
    """Return a GPA as grades are written: one decimal at least ("3.0", not "3"; "2.75"), and as
    many as given, so a GPA just under a minimum never shows as the minimum ("2.2999999", not "2.3")."""
    return format_decimal(round(float(value), 10), format="0.0#########", locale=_locale(lang))


def _format_value(value, lang: str) -> str:
    if isinstance(value, Msg):
        return render(value, lang)
    if isinstance(value, Words):
        return ", ".join(gettext(w, lang) for w in value)
    if isinstance(value, Money):
        return format_money(value, lang)
    if isinstance(value, Gpa):
        return format_gpa(value, lang)
    if isinstance(value, MonthYear):
        return format_month(value, lang)
    if isinstance(value, dt.date):
        return format_day(value, lang)
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, (int, float)):
        return format_number(value, lang)
    return str(value)


def render(msg, lang: str = DEFAULT_LANGUAGE) -> str:
    """Return ``msg`` (a :class:`Msg` or plain string) translated and formatted for ``lang``."""
    if msg is None:
        return ""
    if isinstance(msg, str):
        return gettext(msg, lang)
    text = gettext(msg.text, lang)
    if not msg.params:
        return text
    values = {k: _format_value(v, lang) for k, v in msg.params}
    try:
        return text % values
    except (KeyError, ValueError, TypeError):
        # A broken translation must never break a page: fall back to English.
        return msg.text % values

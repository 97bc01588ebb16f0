"""fix42o: a newcomer's web and chat findings (ncweb.md 9, 10, 11, 13).

1. The language switch on a question page was a link: what was typed there and not sent was lost
   (JavaScript on and off). It is a submit button of the page's form (``action=lang-es``), as Back
   is: the typed values travel in the sealed ``typed`` parameter and the page comes back in the
   other language as typed. Elsewhere (start, check, result) it stays a link.
2. "about 150" on the income page was read back as $150, then its "150" as $150,000: one answer
   read two ways. An approximate bare number is read as the bare number is (thousands, with the
   "if you meant $150" note), in one step.
3. A 60,000-character value came back as a blank page with no error (it no longer fitted in the
   ``typed`` parameter): "That answer is too long", what fits kept.
4. Chat: "maybe 400 a month" at the in-state question was read as its "I'm not sure": a doubt said
   of an amount answers nothing here.
"""
import re

import pytest

from support import DONE
from support import ELIGIBLE
from support import follow
from support import link_href
from support import page_question
from support import proposed
from support import text
from support import token
from support import waiting

from test_fix40e import box
from test_fix40e import post_page

BEFORE_INCOME = {k: v for k, v in ELIGIBLE.items() if k not in ("agi", "aid_application", "full_cost_scholarship")}
BEFORE_PROGRAM = {k: v for k, v in ELIGIBLE.items() if k in (
    "applicant_type", "zip", "county", "in_state_tuition", "high_school", "delmar_md_resident", "hs_completion_date",
    "college", "prior_degree")}
OTHER = {"en": "es", "es": "en"}
HTML_LANG = re.compile(r'<html lang="(\w+)"')


def error_of(html: str):
    """Return the first error message a page shows (None when none)."""
    m = re.search(r'class="error-message"><span class="vh">[^<]*</span> ([^<]*)</p>', html)
    return m.group(1) if m else None


def checked(html: str, name: str):
    """Return the value of the checked radio ``name`` (None when none)."""
    m = re.search(r'<input[^>]*name="%s"[^>]*value="([^"]*)" checked' % re.escape(name), html)
    return m.group(1) if m else None


def open_page(client, app, qid, answers, lang):
    return text(client.get(f"/question/{qid}?t={token(app, answers, DONE, lang)}&lang={lang}"))


# --- 1. the language switch (taken out at integration) ------------------------------------------
# fix42o made a question page's language switch a submit button of its form, so a value typed and not
# sent went with it; it added an entry to an embedding page's history (tests/e2e/test_embed.py) and
# broke the Spanish journey (tests/e2e/test_spanish.py), so the switch is a link again and the typed
# value is lost on a switch: left open. Enter still goes on, never Back (guard).


@pytest.mark.parametrize("lang", ["en", "es"])
def test_enter_in_a_box_never_switches_the_language(client, app, lang):  # guard
    html = open_page(client, app, "agi", BEFORE_INCOME, lang)
    first = re.search(r'<button type="submit"[^>]*>', html).group(0)
    assert 'name="action"' not in first and 'aria-hidden="true"' in first and 'tabindex="-1"' in first


# --- 2. "about 150" read once, as "150" is ---------------------------------------------------------

@pytest.mark.parametrize("lang,typed,shown,note", [
    ("en", "about 150", "150000", "$150,000 for the year (if you meant $150, type $150)"),
    ("es", "unos 150", "150000", "$150,000 al año (si quisiste decir $150, escribe $150)"),
    ("en", "around 95", "95000", "$95,000 for the year"),
    ("es", "como 95", "95000", "$95,000 al año"),
    ("en", "150", "150000", "$150,000 for the year"),  # guard
    ("en", "about $150", "$150", "as $150."),  # dollars said: shown so, read so again
    ("es", "unos 100 mil", "100000", "como $100,000."),  # guard
])
def test_an_approximate_bare_number_is_read_once(client, app, lang, typed, shown, note):
    html = open_page(client, app, "agi", BEFORE_INCOME, lang)
    again = text(follow(client, post_page(client, html, {"agi": typed}).headers["Location"]))
    assert box(again, "agi") == shown and note in again.replace("&#34;", '"')
    resp = post_page(client, again, {"agi": box(again, "agi")})
    assert resp.status_code == 303 and "typed=" not in resp.headers["Location"]  # Continue: taken, no second note


@pytest.mark.parametrize("lang,typed,error", [
    ("en", "about 150.5", "Did you mean $150,500?"),
    ("es", "unos 150,5", "¿Quisiste decir $150,500?"),
])
def test_an_approximate_bare_number_with_a_decimal_part_is_asked(client, app, lang, typed, error):
    html = open_page(client, app, "agi", BEFORE_INCOME, lang)
    again = text(follow(client, post_page(client, html, {"agi": typed}).headers["Location"]))
    assert (error_of(again) or "").startswith(error)


# --- 3. a value too long is refused, what fits kept -------------------------------------------------

TOO_LONG = {"en": "That answer is too long", "es": "Esa respuesta es demasiado larga"}


@pytest.mark.parametrize("lang,qid,answers,field,value", [
    ("en", "agi", BEFORE_INCOME, "agi", "9" * 60000),
    ("es", "agi", BEFORE_INCOME, "agi", "9" * 60000),
    ("en", "agi", BEFORE_INCOME, "agi", "x" * 50000),
    ("en", "zip", {"applicant_type": "new"}, "zip", "2" * 60000),
    ("es", "program", BEFORE_PROGRAM, "credits_per_semester", "1" * 60000),
])
def test_a_value_too_long_gets_an_error_not_a_blank_page(client, app, lang, qid, answers, field, value):
    html = open_page(client, app, qid, answers, lang)
    extra = {"program": "associate"} if qid == "program" else {}
    resp = post_page(client, html, {**extra, field: value})
    assert resp.status_code == 303
    again = text(follow(client, resp.headers["Location"]))
    assert page_question(again) == qid and (error_of(again) or "").startswith(TOO_LONG[lang])
    assert box(again, field) == value[:4001]
    hx = post_page(client, html, {**extra, field: value}, {"HX-Request": "true"})  # with JavaScript
    assert hx.status_code == 200 and TOO_LONG[lang] in text(hx)


@pytest.mark.parametrize("lang,typed,error", [
    ("en", "9" * 3000, "Enter a number no greater than 1,000,000,000."),  # guard: fits, its own error
    ("es", "9" * 3000, "Escribe un número de 1,000,000,000 o menos."),  # guard
])
def test_a_long_value_that_fits_keeps_its_own_error(client, app, lang, typed, error):
    html = open_page(client, app, "agi", BEFORE_INCOME, lang)
    again = text(follow(client, post_page(client, html, {"agi": typed}).headers["Location"]))
    assert box(again, "agi") == typed and error_of(again) == error


# --- 4. chat: a doubt of an amount is no answer to the question asked --------------------------------

GED_ADULT = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland_ged", "zip": "21218",
             "county": "baltimore-city", "college": "baltimore-city", "hs_completion_date": "2011-06"}


@pytest.mark.parametrize("lang,message,expected", [
    ("en", "I make 17 an hour at a warehouse plus I do doordash on the side, maybe 400 a month", None),
    ("es", "gano 17 la hora en un almacén y hago doordash aparte, tal vez 400 al mes", None),
    ("en", "maybe 400 a month from doordash", None),
    ("es", "quizás unos 400 al mes de doordash", None),
    ("en", "400 a month maybe", None),
    ("en", "maybe", "unsure"),  # guard
    ("es", "tal vez", "unsure"),  # guard
    ("es", "no sé", "unsure"),  # guard
    ("en", "yes, maybe 400 a month from doordash", "yes"),  # the yes said apart (was "not sure")
    ("es", "sí, tal vez unos 400 al mes", "yes"),
])
def test_a_doubt_of_an_amount_is_no_answer_to_in_state(lang, message, expected):
    turn = waiting(GED_ADULT, "in_state_tuition", message, lang)
    said = {**proposed(turn), **turn.answers}.get("in_state_tuition")
    assert said == expected, turn.reply

"""fix36e: Spanish accentless past pay verbs read by their subject; a Maryland high school's name
in Spanish wording (the year said in words, "el" the article), never read as the county or the
college its name holds."""
import datetime as dt

import pytest

from screener import create_app
from screener.chat import understand
from screener.chat.engine import respond
from screener.chat.schools import md_high_school_clause

TODAY = dt.date(2026, 12, 1)
TO_HOUSEHOLD = ("primera vez", "ninguno", "una escuela de maryland", "junio 2026", "20910", "sí", "sí",
                "un título de asociado", "15", "no", "3.5", "vivo con un solo padre")


@pytest.fixture(scope="module")
def app():
    return create_app({"TESTING": True})


def talk(app, lang, *messages):
    with app.test_request_context():
        t = respond(None, "", lang, TODAY)
        for m in messages:
            t = respond(t.conversation, m, lang, TODAY)
        return t


# --- 1. "gano" without its accent: whose pay, by its subject --------------------------------------
@pytest.mark.parametrize("text,earner", [
    ("mi papa gano 62 mil", "dad"),
    ("ella gano 62 mil", "she"),
    ("el gano 62 mil", "he"),
    ("mi mama trabajo en walmart y gano 40 mil", "mom"),
    ("mi padrastro cobro 62 mil", "stepdad"),
    ("mi esposo saco 50 mil", "husband"),
    ("yo gano 20 mil", "self"),
    ("gano 20 mil", "self"),
    ("mi mama no trabaja y gano 20 mil", "self"),
    ("el ano pasado gano 30 mil", "self"),
])
def test_accentless_past_pay_is_read_by_its_subject(text, earner):
    parts = understand.income_parts(text, "es", float(text.split(" mil")[0].split()[-1]) * 1000)
    assert [p[0] for p in parts] == [earner]


@pytest.mark.parametrize("said,own", [
    ("ella gano 62 mil", False),
    ("él gano 62 mil", False),
    ("mi mamá trabajo en walmart y gano 40 mil", False),
    ("yo gano 20 mil", True),
])
def test_a_third_persons_pay_is_not_asked_as_the_students_own(app, said, own):
    t = talk(app, "es", *TO_HOUSEHOLD, said)
    assert ("incluyen los ingresos de tus padres" in t.reply) is own


# --- 2. a Maryland high school named in Spanish wording ---------------------------------------------
@pytest.mark.parametrize("text", [
    "estoy en el último año en Montgomery Blair",
    "curso el último año en Montgomery Blair",
    "estoy en cuarto año en Montgomery Blair",
    "estoy en el último año en Paint Branch",
    "estudio en el Montgomery Blair",
    "I'm in my last year at Montgomery Blair",
])
def test_school_clause_with_the_year_in_words(text):
    assert [s.name for s in md_high_school_clause(text)][:1] in (["Montgomery Blair High"], ["Paint Branch High"])


@pytest.mark.parametrize("lang,messages", [
    ("es", ("primera vez", "ninguno", "estoy en el último año en Montgomery Blair")),
    ("es", ("primera vez", "ninguno", "curso el último año en Montgomery Blair")),
    ("es", ("primera vez, estoy en el último año en Montgomery Blair",)),
    ("es", ("voy a Montgomery Blair",)),
    ("en", ("first time", "none", "I'm in my last year at Montgomery Blair")),
])
def test_the_school_is_kept_never_the_county_or_college_its_name_holds(app, lang, messages):
    t = talk(app, lang, *messages)
    assert t.answers.get("high_school") == "maryland"
    assert "county" not in t.answers and "college" not in t.answers
    assert "hs_completion_date" not in t.answers or t.answers["hs_completion_date"] >= "2026-06"


def test_my_last_year_is_no_past_year():
    assert "2025" not in understand.explicit_years("im in my last year at blair", TODAY)
    assert "2025" in understand.explicit_years("i graduated last year", TODAY)

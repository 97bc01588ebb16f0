"""An income typed too small for a year, on the web form and in a counselor's roster (a newcomer's
findings, English and Spanish).

"152.5" on the income page was kept as $152.50 and the student told "likely eligible" (they meant
$152,500). One rule, :func:`screener.parsing.short_income`, shared with the chat: a bare amount
under $1,000 with a decimal part is asked back ("Did you mean $152,500?"), never kept; a whole
one ("150") is read as the chat reads it, in thousands, and shown back to confirm; "$150" is
taken as typed. A roster can't ask back: the row is flagged. A roster's "45.000" means the same
whatever the page's language; its numbers in words are read as the chat reads them; the Spanish
page's template has Spanish cells. A GPA typed with its scale ("3.2/4.0") is read, or a clear
message says what to type.
"""
import csv
import io
import re
from html import unescape

import pytest

from support import ELIGIBLE
from support import shown_again
from support import state_of
from support import text
from support import token
from support import url_state
from test_web_amounts import error_of
from test_web_amounts import note_of
from test_web_amounts import value_of

BEFORE_AGI = {k: v for k, v in ELIGIBLE.items() if k not in ("agi", "aid_application", "full_cost_scholarship",
                                                             "prior_degree", "household_size")}
CUT_SHORT = {"en": "Did you mean {amount}? Write your household's income for the year in dollars, like {number}.",
             "es": "¿Quisiste decir {amount}? Escribe el ingreso de tu hogar en todo el año, en dólares, como {number}."}
READ_AS_THOUSANDS = {
    "en": "We read “{typed}” as {amount} for the year (if you meant {small}, type {small}). Check it, then continue.",
    "es": "Leímos “{typed}” como {amount} al año (si quisiste decir {small}, escribe {small}). Revísalo y luego continúa."}


def summary_of(html: str) -> list:
    """Return the error summary's ``(text, href)`` items (an empty list when there is none)."""
    m = re.search(r'<div class="error-summary" id="error-summary".*?</div>', html, re.S)
    return [(unescape(t), h) for h, t in re.findall(r'<li><a href="([^"]*)">([^<]*)</a></li>', m.group(0))] if m else []


# --- the web form: a decimal income under $1,000 is asked back, never kept ----------------------


@pytest.mark.parametrize("lang,typed,amount,number", [
    ("en", "152.5", "$152,500", "152,500"), ("es", "152.5", "$152,500", "152,500"),
    ("en", "45.5", "$45,500", "45,500"), ("es", "45,5", "$45,500", "45,500"),
    ("en", "98.75", "$98,750", "98,750"), ("es", "98.75", "$98,750", "98,750"),
])
def test_a_decimal_income_under_1000_is_asked_back_with_what_was_typed(client, app, lang, typed, amount, number):
    """JavaScript off: the page comes back (POST-redirect-GET) with the error summary linking to
    the input, the message under it, and what was typed kept; nothing is stored."""
    html = text(shown_again(client, "/question/agi", {"t": token(app, BEFORE_AGI, lang=lang), "lang": lang, "agi": typed}))
    message = CUT_SHORT[lang].format(amount=amount, number=number)
    assert summary_of(html) == [(message, "#agi")]
    assert error_of(html, "agi") == message
    assert value_of(html, "agi") == typed and note_of(html, "agi") is None
    assert "agi" not in state_of(app, html).answers


@pytest.mark.parametrize("lang", ["en", "es"])
def test_with_javascript_the_decimal_income_is_asked_back_in_place(client, app, lang):
    resp = client.post("/question/agi", data={"t": token(app, BEFORE_AGI, lang=lang), "lang": lang, "agi": "152.5"},
                       headers={"HX-Request": "true"})
    html = text(resp)
    assert resp.status_code == 200
    assert error_of(html, "agi") == CUT_SHORT[lang].format(amount="$152,500", number="152,500")
    assert value_of(html, "agi") == "152.5"


# --- a whole income under $1,000: read in thousands, as the chat reads it, and shown to confirm -----


@pytest.mark.parametrize("lang,typed,meant,small", [
    ("en", "150", 150000, "$150"), ("es", "150", 150000, "$150"), ("en", "45", 45000, "$45"), ("es", "98", 98000, "$98"),
])
def test_a_whole_income_under_1000_is_read_in_thousands_and_shown_back(client, app, lang, typed, meant, small):
    t = token(app, BEFORE_AGI, lang=lang)
    html = text(shown_again(client, "/question/agi", {"t": t, "lang": lang, "agi": typed}))
    amount = f"${meant:,}"
    assert note_of(html, "agi").startswith(READ_AS_THOUSANDS[lang].format(typed=typed, amount=amount, small=small))
    assert value_of(html, "agi") == str(meant) and summary_of(html) == []
    assert "agi" not in state_of(app, html).answers  # not kept until the student continues
    resp = client.post("/question/agi", data={"t": t, "lang": lang, "agi": value_of(html, "agi")})
    assert resp.status_code == 303 and url_state(resp.headers["Location"], app).answers["agi"] == meant


@pytest.mark.parametrize("lang,typed,value", [
    ("en", "$150", 150), ("es", "$150", 150), ("en", "$152.50", 152.5), ("en", "0", 0), ("es", "0", 0),
    ("en", "45000.50", 45000.5), ("es", "152.500", 152500), ("en", "152,500", 152500),
])
def test_dollars_said_zero_and_whole_amounts_go_through_as_before(client, app, lang, typed, value):
    resp = client.post("/question/agi", data={"t": token(app, BEFORE_AGI, lang=lang), "lang": lang, "agi": typed})
    assert resp.status_code == 303 and "typed=" not in resp.headers["Location"]
    assert url_state(resp.headers["Location"], app).answers["agi"] == value


def test_the_tuition_page_keeps_its_small_amounts():
    """The rule is the income's: a grant of $152.50 is no year's income cut short."""
    from screener.flow import load_flow
    from screener.web.forms import read_form
    from werkzeug.datastructures import MultiDict

    updates, errors = read_form(load_flow().question("tuition"), MultiDict({"tuition": "4500", "grant_aid": "152.5"}), "en")
    assert not errors and updates["grant_aid"] == 152.5


# --- the roster: the same income flagged on its row; "45.000" the same in both languages -----------

HEADER = ["student", "county", "in_state_tuition", "high_school", "hs_completion_date", "college", "program",
          "credits_per_semester", "hs_gpa", "household", "agi", "household_size", "aid_application",
          "full_cost_scholarship", "prior_degree"]


def row(name: str, agi: str, **cells) -> list:
    base = {"student": name, "county": "howard", "in_state_tuition": "yes", "high_school": "maryland",
            "hs_completion_date": "2026-06", "college": "howard", "program": "associate", "credits_per_semester": "12",
            "hs_gpa": "3.2", "household": "single_parent", "agi": agi, "household_size": "3",
            "aid_application": "fafsa", "full_cost_scholarship": "no", "prior_degree": "none", **cells}
    return [base[h] for h in HEADER]


def roster(client, rows, lang: str, header=HEADER):
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(header)
    writer.writerows(rows)
    resp = client.post(f"/counselor/upload?lang={lang}", data={"roster": (io.BytesIO(buf.getvalue().encode()), "class.csv"),
                                                               "lang": lang}, content_type="multipart/form-data")
    assert resp.status_code == 200
    return text(resp)


def statuses(html: str) -> dict:
    return {int(n): s for n, s in re.findall(r'<tr id="row-(\d+)" data-status="([a-z_]+)"', html)}


def results_csv(client, html: str, lang: str = "en") -> list:
    sealed = re.search(r'name="roster" value="([^"]+)"', html).group(1)
    body = client.post(f"/counselor/results.csv?lang={lang}", data={"roster": sealed, "lang": lang}).get_data().decode("utf-8-sig")
    return list(csv.DictReader(io.StringIO(body)))


CELL = {"en": "agi: Check the income: {small} is very little for a year. Did you mean {amount}? Write the income for the "
              "year in dollars, like {number} (or {small} if that is right).",
        "es": "agi: Revisa el ingreso: {small} es muy poco para un año. ¿Quisiste decir {amount}? Escribe el ingreso del "
              "año en dólares, como {number} (o {small} si es correcto)."}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_small_income_cell_is_flagged_on_its_row_never_screened_as_dollars(client, lang):
    html = roster(client, [row("Ana", "152.5"), row("Ben", "45,5"), row("Cruz", "150"), row("Dee", "$150"),
                           row("Eva", "45000")], lang)
    assert statuses(html) == {2: "error", 3: "error", 4: "error", 5: "likely_eligible", 6: "likely_eligible"}
    out = results_csv(client, html, lang)
    assert out[0]["messages"] == CELL[lang].format(small="$152.50", amount="$152,500", number="152,500")
    assert out[1]["messages"] == CELL[lang].format(small="$45.50", amount="$45,500", number="45,500")
    assert out[2]["messages"] == CELL[lang].format(small="$150", amount="$150,000", number="150,000")
    assert "$152.50" not in (out[0]["estimate"] or "")


ASKED_DOT = {"en": "agi: Did you mean $45,000? Type the amount without a dot, like 45000.",
             "es": "agi: ¿Quisiste decir $45,000? Escribe la cantidad sin punto, así: 45000."}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_dotted_thousands_cell_means_the_same_on_an_english_and_a_spanish_page(client, lang):
    """"45.000" was $45,000 on the Spanish page and an error on the English one: it is asked
    about on both (one dot before three digits: thousands in Spanish usage, a decimal in
    English); amounts that read one way only read the same on both."""
    html = roster(client, [row("Ana", "45.000"), row("Ben", "45,000"), row("Cruz", "1.250.000"), row("Dee", "45.000,00")],
                  lang)
    assert statuses(html) == {2: "error", 3: "likely_eligible", 4: "likely_ineligible", 5: "likely_eligible"}
    assert results_csv(client, html, lang)[0]["messages"] == ASKED_DOT[lang]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("cells", [
    {"agi": "forty five thousand", "credits_per_semester": "twelve", "household_size": "three"},
    {"agi": "cuarenta y cinco mil", "credits_per_semester": "doce", "household_size": "tres"},
])
def test_numbers_in_words_are_read_as_the_chat_reads_them_whatever_the_page(client, lang, cells):
    html = roster(client, [row("Ana", **cells)], lang)
    assert statuses(html) == {2: "likely_eligible"}
    assert results_csv(client, html)[0]["estimate"] != ""


# --- the Spanish counselor page: its template and its examples in Spanish -------------------------


def test_the_spanish_template_has_spanish_cells_and_reads_as_the_english_one(client):
    en = client.get("/counselor/template.csv?lang=en").get_data().decode("utf-8-sig")
    es = client.get("/counselor/template.csv?lang=es").get_data().decode("utf-8-sig")
    en_rows, es_rows = list(csv.DictReader(io.StringIO(en))), list(csv.DictReader(io.StringIO(es)))
    assert list(es_rows[0]) == list(en_rows[0])  # the same column names: no column step
    assert es_rows[0]["student"] == "Ana Ejemplo" and en_rows[0]["student"] == "Ana Example"
    assert es_rows[0]["household"] == "monoparental" and es_rows[0]["in_state_tuition"] == "sí"
    assert es_rows[0]["full_cost_scholarship"] == "no" and es_rows[0]["prior_degree"] == "ninguno"
    assert "yes" not in es.splitlines()[1]
    results = {}
    for lang, body in (("en", en), ("es", es)):
        resp = client.post(f"/counselor/upload?lang={lang}", data={"roster": (io.BytesIO(body.encode()), "t.csv"), "lang": lang},
                           content_type="multipart/form-data")
        results[lang] = statuses(text(resp))
    assert results["es"] == results["en"] and results["es"] and "error" not in results["es"].values()


def test_the_spanish_template_download_in_excel_too(client):
    from openpyxl import load_workbook

    book = load_workbook(io.BytesIO(client.get("/counselor/template.xlsx?lang=es").get_data()))
    cells = [c.value for c in list(book.active.iter_rows())[1]]
    assert "Ana Ejemplo" in cells and "monoparental" in cells and "sí" in cells


def test_the_spanish_column_help_gives_yes_and_no_in_spanish(client):
    html = client.get("/counselor/?lang=es").get_data(as_text=True)
    help_list = html[html.index('class="columns-help"'):html.index("</dl>")]
    dream = help_list[help_list.index("<code>dream_act</code>"):]
    assert dream.split("</dd>")[0].endswith("<code>sí</code> (Sí) · <code>no</code> (No)")


# --- a GPA typed with its scale -------------------------------------------------------------------

WEIGHTED = {"en": "A GPA out of 5.0 is weighted, and a weighted GPA isn't converted to the 4.0 scale the law uses. "
                  "Enter your unweighted GPA out of 4.0, like 3.2: your transcript or counselor has it.",
            "es": "Un promedio (GPA) sobre 5.0 es ponderado, y un promedio ponderado no se convierte a la escala de 4.0 "
                  "que usa la ley. Escribe tu promedio no ponderado sobre 4.0, como 3.2: está en tu certificado de notas "
                  "(transcript), o pregúntale a tu consejero o consejera."}


@pytest.mark.parametrize("lang,typed", [
    ("en", "3.2/4.0"), ("en", "3.2 out of 4"), ("en", "3.2 / 4"), ("es", "3,2 de 4"), ("es", "3.2 sobre 4.0"),
    ("es", "3.2/4.0"),
])
def test_a_gpa_typed_with_the_4_scale_is_the_gpa(client, app, lang, typed):
    resp = client.post("/question/hs_gpa", data={"t": token(app, ELIGIBLE, lang=lang), "lang": lang, "hs_gpa": typed,
                                                  "gpa_scale": "4"})
    assert resp.status_code == 303 and "typed=" not in resp.headers["Location"]
    assert url_state(resp.headers["Location"], app).answers["hs_gpa"] == 3.2


@pytest.mark.parametrize("lang,typed,message", [
    ("en", "3.2/5", WEIGHTED["en"]), ("es", "3,2 de 5", WEIGHTED["es"]),
    ("en", "85/100", "Enter the GPA alone, like 85, and choose its scale under it."),
    ("es", "85 de 100", "Escribe solo el promedio (GPA), como 85, y elige su escala debajo."),
])
def test_a_gpa_on_another_scale_says_what_to_type(client, app, lang, typed, message):
    html = text(shown_again(client, "/question/hs_gpa", {"t": token(app, ELIGIBLE, lang=lang), "lang": lang,
                                                         "hs_gpa": typed, "gpa_scale": "4"}))
    assert error_of(html, "hs_gpa") == message and value_of(html, "hs_gpa") == typed


@pytest.mark.parametrize("lang,cells", [
    ("en", {"agi": "forty five thousand", "hs_completion_date": "June 2026", "household": "single parent"}),
    ("es", {"agi": "cuarenta y cinco mil", "hs_completion_date": "junio de 2026", "household": "monoparental"}),
])
def test_a_students_plan_reads_the_cells_as_the_results_did(app, lang, cells):
    """A plan (and its QR link) took its answers from the cells without the reader of typed
    text: a cell read for the results ("cuarenta y cinco mil", "junio de 2026") was missing
    from the plan."""
    from screener.cli import RosterLayout
    from screener.counselor.plans import answers_of
    from screener.counselor.screening import Row

    given = dict(zip(HEADER, row("Ana", **cells)))
    layout = RosterLayout.of(HEADER)
    answers = answers_of(Row(2, "Ana", "likely_eligible", {}, input=given), layout, lang)
    assert answers["agi"] == 45000 and answers["hs_completion_date"] == "2026-06" and answers["household"] == "single_parent"


WEIGHTED_SAID = {"en": "A weighted GPA isn't converted to the 4.0 scale the law uses. Enter your unweighted GPA out of 4.0, "
                       "like 3.2: your transcript or counselor has it.",
                 "es": "Un promedio (GPA) ponderado no se convierte a la escala de 4.0 que usa la ley. Escribe tu promedio "
                       "no ponderado sobre 4.0, como 3.2: está en tu certificado de notas (transcript), o pregúntale a tu "
                       "consejero o consejera."}


@pytest.mark.parametrize("lang,typed", [("en", "4.0 weighted"), ("en", "3.8 weighted gpa"), ("es", "4,2 ponderado")])
def test_a_gpa_said_weighted_asks_for_the_unweighted_one(client, app, lang, typed):
    # A newcomer's finding: "4.0 weighted" got only "Enter a number, like 3.4."
    html = text(shown_again(client, "/question/hs_gpa", {"t": token(app, ELIGIBLE, lang=lang), "lang": lang,
                                                         "hs_gpa": typed, "gpa_scale": "4"}))
    assert error_of(html, "hs_gpa") == WEIGHTED_SAID[lang] and value_of(html, "hs_gpa") == typed


@pytest.mark.parametrize("lang,typed,gpa", [("en", "2.3 unweighted", 2.3), ("en", "3.1 un-weighted gpa", 3.1),
                                            ("es", "3,1 no ponderado", 3.1)])
def test_a_gpa_said_unweighted_is_the_gpa(client, app, lang, typed, gpa):
    resp = client.post("/question/hs_gpa", data={"t": token(app, ELIGIBLE, lang=lang), "lang": lang, "hs_gpa": typed,
                                                  "gpa_scale": "4"})
    assert resp.status_code == 303 and "typed=" not in resp.headers["Location"]
    assert url_state(resp.headers["Location"], app).answers["hs_gpa"] == gpa

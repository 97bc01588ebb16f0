"""fix31d. The web's income page says what the page offers: "150" read as $150,000 beside the
$150,000 limit told the student to answer “yes” on a page with no "yes" to press. The page says to
continue only if the amount is the exact AGI, or to type the exact amount; Continue keeps it
(JavaScript off, and on). English and Spanish."""
import datetime as dt
import re

import pytest

from screener.i18n import render
from screener.rules import income_limit_near
from screener.serialize import run

from support import ELIGIBLE
from support import shown_again
from support import state_of
from support import text
from support import token
from support import url_state
from test_web_amounts import note_of
from test_web_amounts import value_of

BEFORE_AGI = {k: v for k, v in ELIGIBLE.items() if k not in ("agi", "aid_application", "full_cost_scholarship",
                                                             "prior_degree", "household_size")}
YES = {"en": ("“yes”", "answer"), "es": ("“sí”", "responde")}
CONTINUE = {"en": "continue only if $150,000 is your AGI exactly", "es": "continúa solo si $150,000 es exactamente tu AGI"}
EXACT = {"en": "If it isn't, type the exact amount.", "es": "Si no lo es, escribe la cantidad exacta."}


def _buttons(html: str) -> list:
    form = re.search(r'<form[^>]*id="question-form".*?</form>', html, re.S).group(0)
    return re.findall(r'<button[^>]*>', form)


@pytest.mark.parametrize("lang,typed", [("en", "150"), ("es", "150"), ("en", "about 150k"), ("es", "como 150 mil")])
def test_the_near_limit_note_asks_for_what_the_page_offers(client, app, lang, typed):
    t = token(app, {**BEFORE_AGI, "household": "two_parent"}, lang=lang)
    html = text(shown_again(client, "/question/agi", {"t": t, "lang": lang, "agi": typed}))
    note = note_of(html, "agi")
    assert "$150,000" in note and "1040" in note, note
    assert CONTINUE[lang] in note and note.endswith(EXACT[lang]), note
    assert not any(word in note for word in YES[lang]), note  # no "yes" to answer on this page
    assert any('id="continue"' in b for b in _buttons(html))  # …and the Continue the note names is there
    assert value_of(html, "agi") == "150000" and "agi" not in state_of(app, html).answers
    resp = client.post("/question/agi", data={"t": t, "lang": lang, "agi": value_of(html, "agi")})
    assert resp.status_code == 303 and url_state(resp.headers["Location"], app).answers["agi"] == 150000


@pytest.mark.parametrize("lang", ["en", "es"])
def test_with_javascript_the_note_is_the_same(client, app, lang):
    t = token(app, {**BEFORE_AGI, "household": "two_parent"}, lang=lang)
    resp = client.post("/question/agi", data={"t": t, "lang": lang, "agi": "150"}, headers={"HX-Request": "true"})
    assert resp.status_code == 200 and CONTINUE[lang] in note_of(text(resp), "agi")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_chat_still_asks_for_its_yes(lang):
    """The chat reads the amount back with Yes and No: its wording stays (the rules' default)."""
    said = render(income_limit_near({"agi": 150000, "household": "two_parent"},
                                    run({"household": "two_parent"}, dt.date(2026, 12, 1)).policy), lang)
    assert YES[lang][0] in said

"""The web questionnaire through the Flask test client: pages, errors, tokens, htmx, .ics."""
import re
from html import unescape

import pytest

from support import DONE
from support import ELIGIBLE
from support import NEW
from support import Student
from support import follow
from support import link_href
from support import page_question
from support import page_status
from support import page_token
from support import shown_again
from support import state_of
from support import text
from support import token
from support import url_state
from screener.serialize import run

# --- Start page and layout -----------------------------------------------------------------


def test_start_page_links_to_the_first_question(client):
    resp = client.get("/")
    html = text(resp)
    assert resp.status_code == 200
    assert '<html lang="en">' in html
    assert 'class="skip-link"' in html and 'id="main-content"' in html
    assert link_href(html, "start").startswith("/question/applicant_type")
    assert 'hreflang="es"' in html and 'lang="es"' in html


def test_pages_have_no_inline_script_or_style_and_no_other_hosts(client, app):
    pages = ["/", "/question/applicant_type", f"/result?t={token(app, ELIGIBLE, DONE)}", "/nope"]
    for url in pages:
        html = text(client.get(url))
        assert "style=" not in html, url
        assert not re.search(r"<script(?![^>]*\bsrc=)", html), url
        assert not re.search(r'(src|href)="(https?:)?//(?!localhost)[^"]*\.(js|css)', html), url


def test_htmx_config_is_valid_json_read_before_htmx_and_turns_its_inline_styles_off(client, app):
    # htmx 2 adds a <style> for its indicators unless the htmx-config meta (read when the
    # page's DOM is parsed) says includeIndicatorStyles: false; the CSP (style-src 'self')
    # blocks that <style> and logs an error. app.css styles the indicator instead.
    import json

    for url in ["/", "/question/applicant_type", f"/result?t={token(app, ELIGIBLE, DONE)}", "/?embed=1"]:
        html = text(client.get(url))
        meta = re.search(r"<meta name=\"htmx-config\" content='([^']*)'>", html)
        assert meta, url
        config = json.loads(meta.group(1))
        assert config["includeIndicatorStyles"] is False and config["allowEval"] is False
        assert meta.start() < html.index("/static/js/htmx.min."), url
    assert "style-src 'self'" in client.get("/").headers["Content-Security-Policy"]


@pytest.mark.parametrize("path", ["/static/js/app.js", "/static/js/frame.js", "/static/js/embed-kit.js", "/embed.js"])
def test_our_scripts_inject_no_inline_style(client, path):
    with client.get(path) as resp:
        js = resp.get_data(as_text=True)
    for banned in ("setAttribute('style'", 'setAttribute("style"', "<style", "cssText", "insertAdjacentHTML",
                   "innerHTML", "outerHTML", "document.write", "insertRule"):
        assert banned not in js, (path, banned)


def test_htmx_is_vendored_2_0(client):
    with client.get("/static/js/htmx.min.js") as js:
        assert js.status_code == 200
        assert b'version:"2.0.' in js.data


# --- Question pages --------------------------------------------------------------------------


def test_choice_page_uses_a_fieldset_with_the_question_as_the_legend_heading(client):
    html = text(client.get("/question/applicant_type"))
    assert re.search(r'<legend class="legend legend--heading"><h1[^>]*id="page-heading" tabindex="-1">Are you applying', html)
    assert 'type="radio" value="new"' in html and 'id="applicant_type"' in html
    # issue #10: related questions share a page (13, a senior isn't asked whether already at a college:
    # 12), and the optional other-aid page (issue #15), while an answer could still call for it
    assert "About 14 questions left" in html


def test_text_page_label_is_the_heading_and_fields_have_the_right_keyboard(client, app):
    t = token(app, {"applicant_type": "new"})
    html = text(client.get(f"/question/zip?t={t}"))
    assert re.search(r'<h1 class="label-wrapper"[^>]*><label class="label label--l" for="zip">', html)
    assert 'inputmode="numeric"' in html and 'aria-describedby="zip-hint"' in html
    answers = {**ELIGIBLE}
    for key in ("agi", "household_size", "aid_application", "full_cost_scholarship", "prior_degree"):
        answers.pop(key)
    html = text(client.get(f"/question/agi?t={token(app, answers)}"))
    assert 'id="agi"' in html and 'inputmode="decimal"' in html and 'input__prefix' in html


def test_gpa_page_has_an_optional_scale_defaulting_to_4(client, app):
    answers = {k: v for k, v in ELIGIBLE.items() if k in ("applicant_type", "zip", "in_state_tuition", "high_school",
                                                         "hs_completion_date", "college", "program", "credits_per_semester",
                                                         "enrolled_at_md_community_college")}
    html = text(client.get(f"/question/hs_gpa?t={token(app, answers)}"))
    assert 'id="hs_gpa"' in html and 'inputmode="decimal"' in html
    assert re.search(r'name="gpa_scale" type="radio" value="4" checked', html)


# The knock-out answers asked before the ZIP code (a degree already earned, the high school).
FIRST = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland"}
GPA_BEFORE = ("applicant_type", "prior_degree", "zip", "in_state_tuition", "high_school", "hs_completion_date", "college", "program",
              "credits_per_semester", "enrolled_at_md_community_college")


@pytest.mark.parametrize("gpa,scale,said", [
    ("3.4", "100", "A GPA of 3.4 out of 100 is very low. Did you mean out of 4.0? Check the scale."),
    ("4.6", "100", "Did you mean out of 5.0?"),
    ("85", "4", "A GPA of 85 is higher than 4.0. Did you mean out of 100? Check the scale."),
    ("4.5", "4", "A GPA of 4.5 is higher than 4.0. Did you mean out of 5.0?"),
    ("88", "5", "Did you mean out of 100?"),
])
def test_a_gpa_on_a_mismatched_scale_is_asked_back_on_the_scale(client, app, gpa, scale, said):
    answers = {k: ELIGIBLE[k] for k in GPA_BEFORE}
    resp = shown_again(client, "/question/hs_gpa", {"t": token(app, answers), "hs_gpa": gpa, "gpa_scale": scale})
    html = text(resp)
    assert resp.status_code == 200 and said in html
    assert 'id="gpa_scale-error"' in html and '<a href="#gpa_scale">' in html and 'id="hs_gpa-error"' not in html
    assert f'value="{gpa}"' in html and re.search(rf'name="gpa_scale" type="radio" value="{scale}" checked', html)


@pytest.mark.parametrize("gpa,scale", [("85", "100"), ("4.5", "5"), ("3.4", "4"), ("3.4", "")])
def test_a_gpa_that_fits_its_scale_goes_on(client, app, gpa, scale):
    answers = {k: ELIGIBLE[k] for k in GPA_BEFORE}
    resp = client.post("/question/hs_gpa", data={"t": token(app, answers), "hs_gpa": gpa, "gpa_scale": scale})
    assert resp.status_code == 303 and resp.headers["Location"].startswith("/question/household?")


def test_a_converted_gpa_is_shown_once_with_the_figure_the_rule_used(client, app):
    html = text(client.get(f"/result?t={token(app, {**ELIGIBLE, 'hs_gpa': 85, 'gpa_scale': 100}, DONE)}"))
    gpa = re.search(r'<li class="check" id="check-gpa".*?</li>', html, re.S).group(0)
    # 85/100 is a B (3.0) on the letter-grade table (contract 2026-12-01); it was 3.4 proportionally.
    assert "Your high school GPA of 3.0 meets the 2.3 minimum." in gpa
    assert "We converted your average of 85 out of 100 to 3.0 on the 4.0 scale with the usual letter-grade table" in gpa
    assert "Confirm with your counselor." in gpa and "3.4" not in gpa


def test_county_select_lists_the_zip_county_first_and_outside_maryland(client, app):
    # A one-county ZIP code's "Not your county?" link opens the select (issue #10: a ZIP code in
    # several counties now gets radios, below).
    t = token(app, {**FIRST, "zip": "21044"})
    html = text(client.get(f"/question/county?t={t}"))
    options = re.findall(r'<option value="([^"]*)"', html)
    assert options[:2] == ["", "howard"]
    assert len(options) == 1 + 24 + 1 and "outside-md" in options
    assert "I live outside Maryland" in html and "Baltimore City" in html
    assert 'type="radio"' not in html


def radios_of(html: str) -> list:
    """Return the county page's radios as (value, label text), in page order."""
    return [(v, unescape(label)) for v, label in re.findall(
        r'<input class="radio__input" id="(?:[^"]+)"[^>]*name="county" type="radio" value="([^"]*)"[^>]*>\s*'
        r'<label class="radio__label" for="[^"]+">([^<]*)</label>', html)]


@pytest.mark.parametrize("zip_code,counties", [
    ("21228", [("baltimore-county", "Baltimore County"), ("baltimore-city", "Baltimore City")]),
    ("21771", [("frederick", "Frederick County"), ("carroll", "Carroll County"), ("howard", "Howard County"),
               ("montgomery", "Montgomery County")]),
    ("21912", [("cecil", "Cecil County"), ("outside-md", "I live outside Maryland")]),
])
def test_a_zip_in_several_counties_offers_its_counties_as_radios_then_another_county(client, app, zip_code, counties):
    # Issue #10 (audit minor 6): the ZIP code's counties, in the ZIP data's order, then "Another
    # county" with a select of every other county under it (shown without JavaScript).
    resp = client.post("/question/zip", data={"t": token(app, FIRST), "zip": zip_code})
    assert resp.headers["Location"].startswith("/question/county?")
    html = text(client.get(resp.headers["Location"]))
    assert radios_of(html) == counties + [("other", "Another county")]
    assert 'data-conditional="county-%d-conditional"' % (len(counties) + 1) in html
    conditional = html[html.index('id="county-%d-conditional"' % (len(counties) + 1)):]
    assert '<label class="label" for="county-other">Your county</label>' in conditional
    options = re.findall(r'<option value="([^"]*)"', conditional)
    assert options[0] == "" and len(options) == 1 + 25 - len(counties)
    assert not set(options) & {c for c, _ in counties}
    assert re.search(r'<legend class="legend legend--heading"><h1[^>]*>Which county do you live in\?</h1>', html)


def test_a_one_county_zip_never_reaches_the_county_page(client, app):
    resp = client.post("/question/zip", data={"t": token(app, FIRST), "zip": "21044"})
    assert resp.status_code == 303 and resp.headers["Location"].startswith("/question/in_state_tuition?")
    assert url_state(resp.headers["Location"], app).answers.get("county") is None


@pytest.mark.parametrize("data,county", [
    ({"county": "baltimore-city"}, "baltimore-city"),
    ({"county": "other", "county-other": "howard"}, "howard"),
    ({"county": "other", "county-other": "outside-md"}, "outside-md"),
    ({"county": "", "county-other": "anne-arundel"}, "anne-arundel"),  # without JavaScript, the select alone
    ({"county": "baltimore-county", "county-other": "howard"}, "baltimore-county"),  # the radio decides
])
def test_the_county_radios_store_the_county_chosen(client, app, data, county):
    resp = client.post("/question/county", data={"t": token(app, {**FIRST, "zip": "21228"}), **data})
    assert resp.status_code == 303 and resp.headers["Location"].startswith("/question/in_state_tuition?")
    assert url_state(resp.headers["Location"], app).answers["county"] == county


def test_the_county_radios_errors_say_what_to_do_and_keep_the_choice(client, app):
    t = token(app, {**FIRST, "zip": "21228"})
    html = unescape(text(shown_again(client, "/question/county", {"t": t})))
    assert "Choose the county where you live." in html and 'href="#county"' in html
    assert 'checked' not in html and invalid_controls(html) == ["county", "county-2", "county-3"]
    html = unescape(text(shown_again(client, "/question/county", {"t": t, "county": "other", "county-other": ""})))
    assert "You chose “Another county”: choose your county from the list." in html
    assert 'href="#county-other"' in html and invalid_controls(html) == ["county-other"]
    assert re.search(r'value="other" checked[ >]', html)
    html = unescape(text(shown_again(client, "/question/county", {"t": t, "county": "other", "county-other": "mars"})))
    assert "Choose one of the options." in html and re.search(r'value="other" checked[ >]', html)
    assert invalid_controls(html) == ["county-other"]
    es = unescape(text(shown_again(client, "/question/county", {"t": token(app, {**FIRST, "zip": "21228"}, lang="es"),
                                                                 "lang": "es", "county": "other"})))
    assert "Elegiste “Otro condado”: elige tu condado de la lista." in es and "Otro condado" in es and "Tu condado" in es


def test_a_stored_county_shows_checked_and_changes_from_check_your_answers(client, app):
    t = token(app, {**FIRST, "zip": "21228", "county": "howard"})
    html = text(client.get(f"/question/county?t={t}&return=check"))
    assert re.search(r'value="other" checked>', html) and '<option value="howard" selected>' in html
    assert link_href(html, "back-link").startswith("/check?")
    resp = client.post("/question/county", data={"t": t, "return": "check", "county": "baltimore-city"})
    assert resp.status_code == 303
    assert url_state(resp.headers["Location"], app).answers["county"] == "baltimore-city"
    html = text(client.get(f"/question/county?t={token(app, {**FIRST, 'zip': '21228', 'county': 'baltimore-city'})}"))
    assert re.search(r'value="baltimore-city" checked>', html) and not re.search(r'value="other" checked>', html)


@pytest.mark.parametrize("zip_code", ["90210", "19940"])
def test_county_page_after_a_zip_outside_maryland_says_so_and_explains_the_choice(client, app, zip_code):
    resp = client.post("/question/zip", data={"t": token(app, FIRST), "zip": zip_code})
    assert resp.headers["Location"].startswith("/question/county?")
    html = text(client.get(resp.headers["Location"]))
    heading = re.search(r'<h1[^>]*id="page-heading"[^>]*>(.*?)</h1>', html, re.S).group(1)
    assert f"ZIP code {zip_code} is not in Maryland. Which county do you live in?" in heading
    assert "I live outside Maryland" in re.search(r'id="county-hint"[^>]*>([^<]*)<', html).group(1)
    assert "more than one county" not in html
    assert re.findall(r'<option value="([^"]*)"', html)[1] == "outside-md"


def test_county_page_notices_are_translated(client, app):
    t = token(app, {"applicant_type": "new", "zip": "90210"}, lang="es")
    html = unescape(text(client.get(f"/question/county?t={t}&lang=es")))
    assert "El código postal (ZIP) 90210 no está en Maryland. ¿En qué condado vives?" in html
    assert "Vivo fuera de Maryland" in html and "ZIP code" not in html


def test_county_page_after_an_unknown_zip_says_it_was_not_found(client, app):
    html = unescape(text(client.get(f"/question/county?t={token(app, {'applicant_type': 'new', 'zip': '00000'})}")))
    assert "We couldn't find ZIP code 00000. Which county do you live in?" in html
    assert "more than one county" not in html


def test_county_page_keeps_the_more_than_one_county_hint_for_an_ambiguous_zip(client, app):
    html = text(client.get(f"/question/county?t={token(app, {'applicant_type': 'new', 'zip': '21771'})}"))
    assert "Your ZIP code can be in more than one county" in html
    assert "is not in Maryland" not in html and "find ZIP" not in html
    # a legend over the ZIP code's counties as radios (issue #10), no longer a select's label
    assert re.search(r'<legend class="legend legend--heading"><h1[^>]*>Which county do you live in\?</h1></legend>', html)


@pytest.mark.parametrize("typed", ["21044-1234", " 21044 - 1234 ", "21044", "２１０４４", "٢١٠٤٤"])  # (other scripts' digits: as the chat reads them)
def test_a_zip_plus_4_gives_its_zip_code(client, app, typed):
    resp = client.post("/question/zip", data={"t": token(app, FIRST), "zip": typed})
    assert resp.status_code == 303 and resp.headers["Location"].startswith("/question/in_state_tuition?")
    assert url_state(resp.headers["Location"], app).answers["zip"] == "21044"


@pytest.mark.parametrize("typed", ["21044-12", "2104", "210441234", "21044-12345", "２１０４"])
def test_a_zip_that_is_neither_5_digits_nor_zip_plus_4_is_asked_again(client, app, typed):
    resp = shown_again(client, "/question/zip", {"t": token(app, FIRST), "zip": typed})
    assert resp.status_code == 200 and "Enter a 5-digit ZIP code" in text(resp)


def test_college_page_puts_the_home_college_first(client, app):
    answers = {k: ELIGIBLE[k] for k in ("applicant_type", "zip", "in_state_tuition", "high_school", "hs_completion_date")}
    html = text(client.get(f"/question/college?t={token(app, answers)}"))
    values = re.findall(r'name="college" type="radio" value="([^"]+)"', html)
    assert values[0] == "howard" and len(values) == 16
    assert "Your home college" in html


def test_month_page_has_a_month_select_and_a_year_input(client, app):
    answers = {k: ELIGIBLE[k] for k in ("applicant_type", "zip", "in_state_tuition", "high_school")}
    html = text(client.get(f"/question/hs_completion_date?t={token(app, answers)}"))
    assert 'name="hs_completion_date-month"' in html and 'name="hs_completion_date-year"' in html
    assert "June" in html


def test_the_optional_tuition_page_can_be_sent_blank(client, app):
    t = token(app, ELIGIBLE)
    html = text(client.get(f"/question/tuition?t={t}"))
    assert 'id="tuition"' in html and 'id="grant_aid"' in html
    resp = client.post("/question/tuition", data={"t": page_token(html), "tuition": "", "grant_aid": ""})
    # Then the optional other-aid page (grants don't cover this student's tuition), also sent blank.
    assert resp.status_code == 303 and resp.headers["Location"].startswith("/question/birth_year")
    html = text(client.get(resp.headers["Location"]))
    resp = client.post("/question/birth_year", data={"t": page_token(html), "birth_year": ""})
    assert resp.status_code == 303 and resp.headers["Location"].startswith("/check")


@pytest.mark.parametrize("typed", ["$45,000", "45000"])
def test_money_typed_the_usual_ways_parses(client, app, typed):
    """A plain number goes through; "45k" is read back first (tests/test_web_amounts.py)."""
    answers = {k: v for k, v in ELIGIBLE.items() if k not in ("agi", "aid_application", "full_cost_scholarship",
                                                              "prior_degree", "household_size")}
    resp = client.post("/question/agi", data={"t": token(app, answers), "agi": typed})
    assert resp.status_code == 303
    assert url_state(resp.headers["Location"], app).answers["agi"] == 45000


@pytest.mark.parametrize("lang,words", [("en", "twelve"), ("es", "doce")])
def test_credits_typed_in_words_are_read_and_shown_back(client, app, lang, words):
    """A newcomer's finding: the form refused "twelve" credits (the chat takes numbers in words).
    The number is read as the chat reads it, the phone's keypad stays numeric, and "Check your
    answers" shows the value read: 12."""
    answers = {k: v for k, v in ELIGIBLE.items() if k not in ("program", "credits_per_semester")}
    html = text(client.get(f"/question/program?t={token(app, answers, DONE, lang)}&lang={lang}"))
    assert re.search(r'id="credits_per_semester"[^>]*inputmode="numeric"', html)
    resp = client.post(f"/question/program?lang={lang}", data={"t": page_token(html), "program": "associate",
                                                              "credits_per_semester": words})
    assert resp.status_code == 303, text(resp)
    state = url_state(resp.headers["Location"], app)
    assert state.answers["credits_per_semester"] == 12
    html = text(client.get(f"/check?t={token(app, state.answers, state.seen, lang)}&lang={lang}"))
    assert re.search(r"<p>(Credits a semester|Créditos por semestre): 12</p>", html), html


def test_words_that_are_no_number_come_back_with_what_was_typed(client, app):
    answers = {k: v for k, v in ELIGIBLE.items() if k not in ("program", "credits_per_semester")}
    resp = shown_again(client, "/question/program", {"t": token(app, answers, DONE), "program": "associate",
                                                     "credits_per_semester": "twelve or so"})
    html = text(resp)
    assert resp.status_code == 200 and 'value="twelve or so"' in html and "Enter a number, like 12." in html


@pytest.mark.parametrize("qid,fields,kept", [
    ("agi", {"agi": "lots of money"}, 'value="lots of money"'),
    ("zip", {"zip": "2120"}, 'value="2120"'),
    ("hs_completion_date", {"hs_completion_date-month": "6", "hs_completion_date-year": "26"}, 'value="26"'),
    ("applicant_type", {}, "Choose an answer."),
])
def test_nonsense_comes_back_with_an_error_summary_and_what_was_typed(client, app, qid, fields, kept):
    answers = {k: v for k, v in ELIGIBLE.items() if k in ("applicant_type", "zip", "in_state_tuition", "high_school")}
    if qid == "agi":
        answers = {k: v for k, v in ELIGIBLE.items() if k not in ("agi", "aid_application", "full_cost_scholarship",
                                                                  "prior_degree", "household_size")}
    resp = shown_again(client, f"/question/{qid}", {"t": token(app, answers), **fields})
    html = text(resp)
    assert resp.status_code == 200
    assert 'id="error-summary"' in html and 'role="alert"' in html
    assert re.search(r'<a href="#%s(-month)?">' % qid, html)
    assert f'id="{qid}-error"' in html and f"{qid}-error\"" in html
    assert kept in html
    assert "<title>Error: " in html
    # With JavaScript (htmx), the page comes back in place and no URL is pushed.
    resp = client.post(f"/question/{qid}", data={"t": token(app, answers), **fields}, headers={"HX-Request": "true"})
    assert resp.status_code == 200 and kept in text(resp) and resp.headers["HX-Push-Url"] == "false"


def test_error_is_tied_to_the_input_by_aria_describedby(client, app):
    t = token(app, {"applicant_type": "new"})
    html = text(shown_again(client, "/question/zip", {"t": t, "zip": "abc"}))
    assert 'aria-describedby="zip-hint zip-error"' in html
    assert link_href(html, "lang-es").startswith("/question/zip?")


def invalid_controls(html: str) -> list:
    """Return the ids of the form controls marked aria-invalid="true"."""
    return [re.search(r'id="([^"]+)"', tag).group(1)
            for tag in re.findall(r'<(?:input|select)\b[^>]*>', html) if 'aria-invalid="true"' in tag]


@pytest.mark.parametrize("qid,answers,fields,invalid", [
    ("zip", {"applicant_type": "new"}, {"zip": "abc"}, ["zip"]),
    ("applicant_type", {}, {}, ["applicant_type", "applicant_type-2"]),
    ("county", {"applicant_type": "new", "zip": "21771"}, {"county": ""}, ["county", "county-2", "county-3", "county-4", "county-5"]),
    ("county", {"applicant_type": "new", "zip": "90210"}, {"county": ""}, ["county"]),
    ("hs_completion_date", {"applicant_type": "new", "zip": "21044", "in_state_tuition": "yes", "high_school": "maryland"},
     {"hs_completion_date-month": "6", "hs_completion_date-year": "26"}, ["hs_completion_date-month", "hs_completion_date-year"]),
    ("hs_gpa", {k: ELIGIBLE[k] for k in GPA_BEFORE}, {"hs_gpa": "3.4", "gpa_scale": "100"},
     ["gpa_scale", "gpa_scale-2", "gpa_scale-3", "gpa_scale-4", "gpa_scale-5"]),
    ("hs_gpa", {k: ELIGIBLE[k] for k in GPA_BEFORE}, {"hs_gpa": "lots", "gpa_scale": "4"}, ["hs_gpa"]),
])
def test_controls_with_an_error_are_aria_invalid(client, app, qid, answers, fields, invalid):
    html = text(shown_again(client, f"/question/{qid}", {"t": token(app, answers), **fields}))
    assert 'id="error-summary"' in html
    assert invalid_controls(html) == invalid
    html = text(client.get(f"/question/{qid}?t={token(app, answers)}"))
    assert "aria-invalid" not in html


def test_back_link_goes_to_the_previous_question_of_the_walk(client, app):
    t = token(app, {"applicant_type": "new", "zip": "21044"})
    html = text(client.get(f"/question/in_state_tuition?t={t}"))
    assert link_href(html, "back-link").startswith("/question/zip?")
    html = text(client.get(f"/question/zip?t={t}"))
    assert link_href(html, "back-link").startswith("/question/applicant_type?")
    html = text(client.get("/question/applicant_type"))
    assert link_href(html, "back-link").startswith("/?")


def test_back_link_from_a_change_goes_to_check_your_answers(client, app):
    t = token(app, ELIGIBLE, DONE)
    html = text(client.get(f"/question/agi?t={t}&return=check"))
    assert link_href(html, "back-link").startswith("/check?")
    assert 'name="return" value="check"' in html


def test_a_question_off_the_path_redirects_to_the_next_one(client, app):
    t = token(app, {"applicant_type": "new"})
    resp = client.get(f"/question/cc_gpa?t={t}")
    assert resp.status_code == 303 and "/question/prior_degree" in resp.headers["Location"]


def test_an_unknown_question_is_a_friendly_404(client):
    resp = client.get("/question/favourite_colour")
    assert resp.status_code == 404 and "We couldn" in text(resp)


# --- Check your answers and changing an answer ------------------------------------------------


def test_check_your_answers_lists_each_page_with_a_change_link_and_the_zip_county(client, app):
    html = text(client.get(f"/check?t={token(app, ELIGIBLE, DONE)}"))
    assert 'id="row-county-from-zip"' in html and "Howard County" in html
    change = link_href(html, "change-agi")
    assert change.startswith("/question/agi?") and "return=check" in change
    assert re.search(r'Change<span class="vh"> Household income', html)
    assert link_href(html, "see-result").startswith("/result?")


def test_check_your_answers_shows_each_answer_once(client, app):
    """A newcomer's finding: an extra left blank on its page (household size on the household
    page, the graduation month on the high-school page, the credits on the program page) and then
    answered on its own page was listed twice. Each answer shows once, in the row of the page
    where it was asked, whose Change link goes there."""
    asked_alone = {"household_size", "hs_completion_date", "credits_per_semester"}
    for seen, where in [(DONE, {}), (DONE | asked_alone, {"household_size": "household_size",
                                                          "hs_completion_date": "hs_completion_date",
                                                          "credits_per_semester": "credits_per_semester"})]:
        html = text(client.get(f"/check?t={token(app, ELIGIBLE, seen)}"))
        rows = dict(re.findall(r'<div class="summary-list__row" id="row-([^"]+)">(.*?)</div>', html, re.S))
        for field, carrier, shown in [("household_size", "household", "4"), ("hs_completion_date", "high_school", "June 2026"),
                                      ("credits_per_semester", "program", "12")]:
            row = where.get(field, carrier)
            holding = [r for r, body in rows.items() if re.search(rf"<p>([^<]*: )?{re.escape(shown)}</p>", body)]
            assert holding == [row], (field, holding)
            assert f"/question/{row}?" in rows[row]


def test_check_your_answers_sends_an_unfinished_walk_back_to_the_next_question(client, app):
    resp = client.get(f"/check?t={token(app, {'applicant_type': 'new'})}")
    assert resp.status_code == 303 and "/question/prior_degree" in resp.headers["Location"]


def test_change_round_trip_returns_to_check_your_answers(client, app):
    html = text(client.get(f"/question/agi?t={token(app, ELIGIBLE, DONE)}&return=check"))
    resp = client.post("/question/agi", data={"t": page_token(html), "agi": "80000", "return": "check"})
    assert resp.status_code == 303 and resp.headers["Location"].startswith("/check?")
    html = text(client.get(resp.headers["Location"]))
    assert "$80,000" in html


def test_a_failing_change_shows_the_result_whose_change_link_returns_to_check_your_answers(client, app):
    html = text(client.get(f"/check?t={token(app, ELIGIBLE, DONE)}"))
    html = text(client.get(link_href(html, "change-agi")))
    resp = client.post("/question/agi", data={"t": page_token(html), "agi": "400000", "return": "check"})
    # (fix52d) a change returns to "Check your answers", one that rules the student out too (GOV.UK's
    # pattern; it went on to the result): the result one tap away there
    assert resp.status_code == 303 and resp.headers["Location"].startswith("/check?")
    html = text(client.get(resp.headers["Location"]))
    assert "$400,000" in html
    html = text(client.get(link_href(html, "see-result")))
    assert page_status(html) == "likely_ineligible"
    change = link_href(html, "change-answer-income")
    # (fix52d: the result opened from "Check your answers", as any: its change link is the first walk's,
    # and an answer changed there that decides nothing comes back to "Check your answers" all the same)
    assert change.startswith("/question/agi?")
    assert link_href(html, "back-link").startswith("/check?")
    html = text(client.get(change))
    resp = client.post("/question/agi", data={"t": page_token(html), "agi": "80000"})
    # The estimate's answers (household size, tuition) survived "not eligible": straight back.
    assert resp.status_code == 303 and resp.headers["Location"].startswith("/check?")
    html = text(client.get(resp.headers["Location"]))
    assert "$80,000" in html and "change-household" in html and "People in household: 4" in html  # the size is on the household page (issue #10)


def test_a_deciding_answer_on_the_first_walk_links_back_without_return(client, app):
    resp = client.post("/question/in_state_tuition", data={"t": token(app, {"applicant_type": "new", "zip": "21044"}),
                                                          "in_state_tuition": "no", "confirmed": "in_state_tuition"})
    assert "return=" not in resp.headers["Location"]
    html = text(client.get(resp.headers["Location"]))
    assert "return=" not in link_href(html, "change-answer-in_state_tuition")


def test_a_change_that_drops_later_answers(client, app):
    answers = {**ELIGIBLE, "high_school": "delmar_de", "delmar_md_resident": True}
    html = text(client.get(f"/question/high_school?t={token(app, answers, DONE)}&return=check"))
    resp = client.post("/question/high_school", data={"t": page_token(html), "high_school": "maryland", "return": "check",
                                                      "hs_completion_date-month": "6", "hs_completion_date-year": "2026"})
    assert resp.headers["Location"].startswith("/check?")
    assert "delmar_md_resident" not in url_state(resp.headers["Location"], app).answers


def test_a_maryland_diploma_with_the_month_left_blank_asks_the_month(client, app):
    """(b)(2) "after graduating": a Maryland diploma with the month left blank passed the rule (a
    newcomer's finding, a freshman told "likely eligible"); the month's own page is asked."""
    answers = {k: v for k, v in ELIGIBLE.items() if k != "hs_completion_date"}
    html = text(client.get(f"/question/high_school?t={token(app, answers, DONE)}&return=check"))
    resp = client.post("/question/high_school", data={"t": page_token(html), "high_school": "maryland", "return": "check",
                                                      "hs_completion_date-month": "", "hs_completion_date-year": ""})
    assert resp.headers["Location"].startswith("/question/hs_completion_date?")
    assert client.get(f"/result?t={token(app, answers, DONE)}").headers["Location"].startswith("/question/hs_completion_date?")
    assert 'id="row-delmar_md_resident"' not in text(client.get(resp.headers["Location"]))


def test_a_change_that_adds_a_question_asks_it_first(client, app):
    html = text(client.get(f"/question/enrolled_at_md_community_college?t={token(app, ELIGIBLE, DONE)}&return=check"))
    resp = client.post("/question/enrolled_at_md_community_college",
                       data={"t": page_token(html), "enrolled_at_md_community_college": "true", "return": "check"})
    location = resp.headers["Location"]
    assert location.startswith("/question/cc_gpa?") and "return=check" in location
    assert "hs_gpa" not in url_state(location, app).answers
    html = text(client.get(location))
    back = link_href(html, "back-link")
    assert back.startswith("/question/enrolled_at_md_community_college?") and "return=check" in back
    resp = client.post("/question/cc_gpa", data={"t": page_token(html), "cc_gpa": "3.0", "gpa_scale": "4", "return": "check"})
    assert resp.headers["Location"].startswith("/check?")
    assert 'id="row-cc_gpa"' in text(client.get(resp.headers["Location"]))


# --- Result ----------------------------------------------------------------------------------


def test_result_says_likely_with_why_award_bar_and_next_steps(client, app):
    html = text(client.get(f"/result?t={token(app, ELIGIBLE, DONE)}"))
    assert page_status(html) == "likely_eligible"
    assert "likely eligible" in html and "you will get" not in html.lower()
    assert "Your college decides" in html and "funds are limited" in html
    assert "§18-3603(b)(4)(ii)" in html and "$90,000" in html
    assert re.search(r'<svg[^>]*role="img"[^>]*aria-labelledby="bar-title bar-desc"', html)
    assert "<title id=\"bar-title\">" in html and 'fill="#00703c"' in html
    assert 'id="next-steps"' in html and "File the FAFSA" in html
    assert "tel:410-767-3300" in html and "mailto:osfamail.mhec@maryland.gov" in html
    assert link_href(html, "check-answers-link").startswith("/check?")
    assert link_href(html, "start-over") == "/?lang=en"
    share = link_href(html, "reopen-link")
    assert share.startswith("/result/share?") and "lang=en" in share
    reopen = link_href(text(client.get(share)), "share-link")
    assert reopen.startswith("/result?") and "lang=en" in reopen  # never from the Host header (PUBLIC_URL unset)
    assert page_status(text(client.get(reopen))) == "likely_eligible"


def test_result_without_a_dated_deadline_says_not_announced(client, app):
    html = text(client.get(f"/result?t={token(app, ELIGIBLE, DONE)}"))
    assert "Not announced yet: check with your college." in html
    assert 'id="ics-1"' not in html


def test_grants_covering_tuition_say_zero_kindly(client, app):
    answers = {**ELIGIBLE, "tuition": 3000, "grant_aid": 7395}
    html = text(client.get(f"/result?t={token(app, answers, DONE)}"))
    assert "$0 because your grants already cover your tuition" in html


def bar_of(html: str) -> str:
    """Return the result page's tuition bar (its figure), unescaped."""
    found = re.search(r'<figure class="bar" id="tuition-bar">.*?</figure>', html, re.S)
    assert found, "no tuition bar"
    return unescape(found.group(0))


def test_the_bar_labels_grants_as_the_part_applied_to_tuition(client, app):
    # Grants of $7,395 on $3,000 tuition: the bar shows $3,000 of them, and says so, while
    # the note names the whole $7,395.
    answers = {**ELIGIBLE, "tuition": 3000, "grant_aid": 7395}
    html = text(client.get(f"/result?t={token(app, answers, DONE)}"))
    bar = bar_of(html)
    assert "Grants applied to tuition and fees: $3,000" in bar and "Grants: " not in bar
    assert bar.count("Your grants are more than your tuition and fees: the bar shows only the part that pays them.") == 2
    assert "your grants ($7,395)" in unescape(html[html.index('id="award-notes"'):])
    assert "Pell Grant" not in bar  # no range: one case, nothing more to say


def test_the_bar_says_which_case_of_a_range_it_shows(client, app):
    answers = {**ELIGIBLE, "agi": 60000}  # Pell Grant between $740 and $7,395: award $0 to $3,348
    html = unescape(text(client.get(f"/result?t={token(app, answers, DONE)}")))
    assert "Likely between $0 and $3,348 a year" in html
    bar = bar_of(html)
    said = ("The bar shows the largest Pell Grant we estimate for you ($7,395). "
            "With a smaller Pell Grant, the Promise award could be up to $3,348 a year.")
    assert re.search(r'<desc id="bar-desc">[^<]*' + re.escape(said), bar)  # the text alternative says it
    assert re.search(r'<p class="bar__note" id="bar-note-1">' + re.escape(said) + "</p>", bar)  # and the page
    assert "Grants applied to tuition and fees: $4,088" in bar and "Promise award: $0" in bar


def test_a_bar_of_one_case_within_tuition_has_no_notes(client, app):
    answers = {**ELIGIBLE, "tuition": 9000, "grant_aid": 2000}
    bar = bar_of(text(client.get(f"/result?t={token(app, answers, DONE)}")))
    assert "Grants applied to tuition and fees: $2,000" in bar and "Promise award: $5,000" in bar
    assert "bar__note" not in bar


def test_unknown_tuition_says_check_with_your_college_and_links_it(client, app):
    answers = {**ELIGIBLE, "program": "noncredit_vocational_certificate", "noncredit_pell_eligible": False}
    answers.pop("hs_gpa")
    html = text(client.get(f"/result?t={token(app, answers, DONE)}"))
    assert "Check with your college" in html and 'id="tuition-unknown-link"' in html


def test_a_deciding_answer_goes_to_the_result_at_once_with_a_change_link(client, app):
    t = token(app, {"applicant_type": "new", "zip": "21044"})
    # A Maryland home: "No" counts once the student confirms it (asked back once, issue #10).
    resp = client.post("/question/in_state_tuition", data={"t": t, "in_state_tuition": "no", "confirmed": "in_state_tuition"})
    assert resp.headers["Location"].startswith("/result?")
    html = text(client.get(resp.headers["Location"]))
    assert page_status(html) == "likely_ineligible" and "likely not eligible" in html
    assert link_href(html, "change-answer-in_state_tuition").startswith("/question/in_state_tuition?")
    assert "studentaid.gov" in html and "mhec.maryland.gov" in html and 'id="elsewhere-college"' in html
    assert 'id="award"' not in html


def test_an_early_not_eligible_lists_the_rules_never_asked_as_not_checked(client, app):
    html = text(client.get(f"/result?t={token(app, {'applicant_type': 'new', 'zip': '21044', 'in_state_tuition': 'no'})}"))
    assert page_status(html) == "likely_ineligible"
    results = re.findall(r'data-result="([^"]+)"', html)
    assert "fail" in results and "unknown" not in results
    assert "Check with your college" not in html and "We need a few more answers" not in html
    assert "Rules we didn't check" in unescape(html) and "We stopped once one rule wasn't met" in unescape(html)
    unchecked = re.findall(r'<li id="unchecked-([a-z_]+)">', html)
    assert unchecked[0] == "high_school" and "income" in unchecked and "in_state_tuition" not in unchecked
    assert re.search(r'<li id="unchecked-income">Household income <span class="citation">\(§18-3603\(b\)\(4\)', html)


def test_rules_not_checked_are_named_in_spanish(client, app):
    t = token(app, {"applicant_type": "new", "zip": "21044", "in_state_tuition": "no"}, lang="es")
    html = unescape(text(client.get(f"/result?t={t}&lang=es")))
    assert "Reglas que no revisamos" in html and "Ingresos del hogar" in html and "Rules we" not in html


def test_a_not_sure_answer_stays_check_with_your_college(client, app):
    answers = {**ELIGIBLE, "in_state_tuition": "unsure"}
    html = text(client.get(f"/result?t={token(app, answers, DONE)}"))
    assert page_status(html) == "needs_more_info"
    assert re.search(r'id="check-in_state_tuition" data-result="unknown">\s*<strong[^>]*>Check with your college', html)
    assert 'id="unchecked"' not in html
    html = text(client.get(f"/result?t={token(app, {**answers, 'agi': 400000}, DONE)}"))
    assert page_status(html) == "likely_ineligible" and 'id="unchecked"' not in html
    assert re.search(r'id="check-in_state_tuition" data-result="unknown">\s*<strong[^>]*>Check with your college', html)


def test_no_verdict_before_the_deciding_answers(client, app):
    resp = client.get(f"/result?t={token(app, {**FIRST, 'zip': '21044'})}")
    assert resp.status_code == 303 and "/question/in_state_tuition" in resp.headers["Location"]
    assert client.get("/result").status_code == 303


def test_needs_more_information_after_every_answer_says_what_to_check_and_who_to_ask(client, app):
    # Issue #10: not "We need more information" once every question is answered, but "likely
    # eligible if" with the one thing to check and the office to ask.
    answers = {**ELIGIBLE, "in_state_tuition": "unsure"}
    html = text(client.get(f"/result?t={token(app, answers, DONE)}"))
    assert page_status(html) == "needs_more_info" and 'data-verdict="conditional"' in html
    assert "You're likely eligible if your college confirms what's below" in html
    to_check = html[html.index('id="to-check"'):]
    assert "in-state tuition" in to_check[:to_check.index("</ul>")]
    assert "Who to ask: the financial aid office at Howard Community College." in html


@pytest.mark.parametrize("changes,verdict,heading", [
    ({"agi": 20000, "household_size": 4}, "covered", "Your tuition and fees are likely fully covered"),
    ({"credits_per_semester": 3}, "fixable", "You're not eligible yet, but one change would fix it"),
    ({"prior_degree": "bachelor"}, "ineligible", "You're likely not eligible for a Promise Scholarship"),
])
def test_each_verdict_has_its_own_headline_icon_and_style(client, app, changes, verdict, heading):
    html = text(client.get(f"/result?t={token(app, {**ELIGIBLE, **changes}, DONE)}"))
    assert f'data-verdict="{verdict}"' in html and f"panel--{verdict}" in html
    assert re.search(r'<span class="panel__icon" aria-hidden="true">[✓!✗]</span>', html)
    assert f'tabindex="-1">{heading}</h1>' in html


def one_app_result(client, app, lang="en"):
    """Return the result page of a One-App student (whose deadlines include a dated one)."""
    answers = {**ELIGIBLE, "aid_application": "one_app", "dream_act": True}
    return text(client.get(f"/result?t={token(app, answers, DONE, lang)}&lang={lang}"))


def test_a_past_deadline_is_marked_and_offers_no_calendar_file(client, app):
    # Issue #10 (audit minor 2): the One-App's November 1, 2026 opening is past on 2026-12-01.
    html = one_app_result(client, app)
    assert re.search(r"November 1, 2026</time> \(already passed\)", html) and 'id="ics-2"' not in html


def test_dated_deadlines_download_as_ics(client, app):
    # The page offers no calendar file for a past date (above); the file itself still works.
    answers = {**ELIGIBLE, "aid_application": "one_app", "dream_act": True}
    resp = client.get(f"/result/deadline-1.ics?t={token(app, answers, DONE)}")
    body = resp.get_data(as_text=True)
    assert resp.status_code == 200 and resp.mimetype == "text/calendar"
    assert "attachment" in resp.headers["Content-Disposition"]
    assert body.startswith("BEGIN:VCALENDAR\r\n") and body.endswith("END:VCALENDAR\r\n")
    assert "\n" not in body.replace("\r\n", "")
    assert re.search(r"\r\nUID:[^\r]+@md-promise-screener\r\n", body)
    assert re.search(r"\r\nDTSTAMP:\d{8}T\d{6}Z\r\n", body)
    assert "\r\nDTSTART;VALUE=DATE:20261101\r\n" in body and "\r\nDTEND;VALUE=DATE:20261102\r\n" in body
    assert "\r\nSUMMARY:The MHEC One-App opens\r\n" in body
    assert all(len(line.encode()) <= 75 for line in body.split("\r\n"))


def test_ics_summary_is_translated(client, app):
    html = one_app_result(client, app, "es")
    answers = {**ELIGIBLE, "aid_application": "one_app", "dream_act": True}
    body = client.get(f"/result/deadline-1.ics?t={token(app, answers, DONE, 'es')}&lang=es").get_data(as_text=True)
    assert "SUMMARY:Se abre la MHEC One-App" in body
    assert "1 de noviembre de 2026" in html


def test_an_undated_deadline_has_no_ics(client, app):
    assert client.get(f"/result/deadline-0.ics?t={token(app, ELIGIBLE, DONE)}").status_code == 404


# --- Token, language, cookies ----------------------------------------------------------------


@pytest.mark.parametrize("url", ["/question/zip?t=garbage", "/check?t=gAAAAAB-tampered", "/result?t=x", "/result/deadline-0.ics?t=x"])
def test_a_tampered_token_gets_a_friendly_start_again_page(client, url):
    resp = client.get(url)
    assert resp.status_code == 400
    html = text(resp)
    assert "start again" in html.lower() and link_href(html, "start-again").startswith("/")


def test_a_tampered_token_on_a_post_is_a_400_too(client, app):
    t = token(app, {"applicant_type": "new"})
    resp = client.post("/question/zip", data={"t": t[:-8] + "AAAAAAAA", "zip": "21044"})
    assert resp.status_code == 400 and 'id="start-again"' in text(resp)


@pytest.mark.fresh_app
def test_an_expired_token_gets_the_start_again_page(client, app):
    t = token(app, {"applicant_type": "new"})
    app.config["TOKEN_MAX_AGE"] = -1
    assert client.get(f"/question/zip?t={t}").status_code == 400


def test_language_switch_keeps_the_answers_and_the_step(client, app):
    t = token(app, {"applicant_type": "new", "zip": "21044"})
    html = text(client.get(f"/question/zip?t={t}"))
    spanish = link_href(html, "lang-es")
    assert spanish.startswith("/question/zip?") and "lang=es" in spanish
    html = text(client.get(spanish))
    assert '<html lang="es">' in html and 'value="21044"' in html
    assert state_of(app, html).lang == "es" and state_of(app, html).answers["zip"] == "21044"
    assert link_href(html, "lang-en").startswith("/question/zip?")


def test_language_switch_on_the_result_keeps_the_result(client, app):
    html = text(client.get(f"/result?t={token(app, ELIGIBLE, DONE)}"))
    html = text(client.get(link_href(html, "lang-es")))
    assert '<html lang="es">' in html and page_status(html) == "likely_eligible"


def test_a_whole_walk_sets_no_cookie_and_logs_nothing_typed(client, app, caplog):
    student = Student(client, {**NEW, "agi": "123457"})
    responses = []
    original = client.open

    def record(*args, **kwargs):
        """Send a request and keep its response."""
        resp = original(*args, **kwargs)
        responses.append(resp)
        return resp

    client.open = record
    student.start()
    student.finish()
    assert responses and all("Set-Cookie" not in r.headers for r in responses)
    assert "123457" not in caplog.text


# --- htmx --------------------------------------------------------------------------------------


def test_htmx_request_gets_only_the_title_and_page_region(client, app):
    resp = client.get("/question/applicant_type", headers={"HX-Request": "true"})
    html = text(resp)
    assert html.lstrip().startswith("<title>") and "<html" not in html and "<body" not in html
    assert 'id="page-heading"' in html and 'id="lang-es"' in html
    assert "HX-Request" in resp.headers["Vary"]


@pytest.mark.parametrize("headers", [
    {"HX-Request": "true", "HX-History-Restore-Request": "true"},
    {"HX-History-Restore-Request": "true"},
    {"HX-Request": "true", "HX-Boosted": "true"},
    {},
])
def test_history_restores_boosts_and_plain_requests_get_the_whole_page(client, headers):
    html = text(client.get("/question/applicant_type", headers=headers))
    assert html.startswith("<!doctype html>") and 'id="page"' in html


def test_htmx_post_redirects_to_a_fragment(client):
    resp = client.post("/question/applicant_type", data={"applicant_type": "new"}, headers={"HX-Request": "true"})
    assert resp.status_code == 303
    html = text(client.get(resp.headers["Location"], headers={"HX-Request": "true"}))
    assert html.lstrip().startswith("<title>") and page_question(html) == "prior_degree"


def test_forms_post_with_htmx_and_push_the_url(client):
    html = text(client.get("/question/applicant_type"))
    assert re.search(r'<form[^>]*method="post" action="/question/applicant_type"[^>]*hx-post="/question/applicant_type"'
                     r'[^>]*hx-target="#page"[^>]*hx-push-url="true"', html)
    assert '<meta name="htmx-config"' in html and '"allowEval":false' in html and 'hx-history="false"' in html


def test_embed_mode_is_carried_everywhere_and_replaces_urls(client, app):
    html = text(client.get("/?embed=1"))
    assert 'class="site-header"' not in html and "/static/js/frame." in html
    start = link_href(html, "start")
    assert "embed=1" in start
    html = text(client.get(start))
    assert 'hx-replace-url="true"' in html and "hx-push-url" not in html
    assert 'name="embed" value="1"' in html and "embed=1" in link_href(html, "lang-es")
    resp = client.post("/question/applicant_type", data={"applicant_type": "new", "embed": "1"})
    assert "embed=1" in resp.headers["Location"]


def static_text(client, path: str) -> str:
    """Return a static file's text."""
    with client.get(path) as resp:
        assert resp.status_code == 200
        return resp.get_data(as_text=True)


def test_stylesheet_has_print_rules_and_its_own_htmx_indicator(client):
    css = static_text(client, "/static/css/app.css")
    assert "@media print" in css and ".htmx-indicator" in css and "@font-face" not in css


def test_embed_script_posts_the_height_and_the_parent_snippet_checks_the_origin(client):
    js = static_text(client, "/static/js/frame.js")
    assert "md-promise-screener:height" in js and "ResizeObserver" in js and "postMessage" in js
    assert "location.replace" in js and "location.origin" in js  # same-site links replace, never push
    parent = static_text(client, "/static/js/embed-parent.js")
    assert "evt.origin" in parent and "evt.source" in parent



RENEWING = {
    "applicant_type": "renewal", "zip": "21044", "in_state_tuition": "yes", "college": "howard",
    "program": "associate", "enrollment_status": "full_time", "first_enrolled": "2025-08", "cc_gpa": 2.4,
    "extenuating_circumstances": True, "credits_per_semester": 12, "credits_completed_last_semester": 12,
    "satisfactory_progress": True, "household": "two_parent", "agi": 90000, "household_size": 4,
    "aid_application": "fafsa", "full_cost_scholarship": False, "prior_degree": "none",
}


@pytest.mark.parametrize("lang,tag,condition", [
    ("en", "Meets this rule only if your college agrees", "Only if your college accepts your evidence"),
    ("es", "Cumples esta regla solo si tu college está de acuerdo", "Solo si tu college acepta tus pruebas"),
])
def test_a_pass_with_a_condition_is_not_shown_as_a_plain_pass(client, app, lang, tag, condition):
    html = text(client.get(f"/result?t={token(app, RENEWING, DONE, lang)}&lang={lang}"))
    assert 'data-status="likely_eligible"' in html
    li = re.search(r'<li class="check" id="check-renewal_gpa".*?</li>', html, re.S).group(0)
    assert tag in unescape(li) and condition in unescape(li)
    assert ("Meets this rule<" if lang == "en" else "Cumples esta regla<") not in li
    assert 'class="tag tag--green"' not in li


def test_a_plain_pass_has_no_condition(client, app):
    html = text(client.get(f"/result?t={token(app, {**RENEWING, 'cc_gpa': 3.0}, DONE)}"))
    li = re.search(r'<li class="check" id="check-renewal_gpa".*?</li>', html, re.S).group(0)
    assert "Condition:" not in li and "only if your college agrees" not in li
    assert "depends on your college" not in html


def test_a_zip_change_from_check_your_answers_asks_the_college_again_and_returns(client, app):
    # Issue #10 (audit M3): Howard -> Montgomery County: the college is asked again, the new
    # home college first and named, then back to "Check your answers" (no jump to a verdict).
    resp = client.post("/question/zip", data={"t": token(app, ELIGIBLE, DONE), "zip": "20902", "return": "check"})
    assert resp.status_code == 303 and resp.headers["Location"].startswith("/question/college?")
    assert "college" not in url_state(resp.headers["Location"], app).answers
    html = text(client.get(resp.headers["Location"]))
    assert re.findall(r'name="college" type="radio" value="([^"]+)"', html)[0] == "montgomery"
    assert 'name="return" value="check"' in html
    resp = client.post("/question/college", data={"t": page_token(html), "college": "montgomery", "return": "check"})
    assert resp.status_code == 303 and resp.headers["Location"].startswith("/check?")


def test_the_same_home_college_after_a_zip_change_keeps_the_college(client, app):
    resp = client.post("/question/zip", data={"t": token(app, ELIGIBLE, DONE), "zip": "21045", "return": "check"})
    assert resp.headers["Location"].startswith("/check?")
    assert url_state(resp.headers["Location"], app).answers["college"] == "howard"


def test_the_home_college_question_names_the_college(client, app):
    answers = {**ELIGIBLE, "college": "montgomery"}
    answers.pop("program_offered_locally", None)
    html = text(client.get(f"/question/program_offered_locally?t={token(app, answers)}"))
    assert "Does Howard Community College, your home college, offer the program you want?" in html


def test_the_start_page_lists_who_cannot_get_the_award(client):
    html = text(client.get("/"))
    knock = html[html.index('id="knock-outs"'):]
    knock = knock[:knock.index("</ul>")]
    assert "college degree" in knock and "outside Maryland" in knock and "in-state tuition" in knock


def test_no_to_in_state_tuition_from_a_maryland_home_is_asked_back_once(client, app):
    # Issue #10 (audit M8): not a dead end at question 3; what decides it, then a second "No" counts.
    t = token(app, {**FIRST, "zip": "20902", "college": "montgomery"})
    resp = shown_again(client, "/question/in_state_tuition", {"t": t, "in_state_tuition": "no"})
    html = text(resp)
    assert resp.status_code == 200 and "Maryland Dream Act" in html and "you most likely do qualify" in html
    assert 'name="confirmed" value="in_state_tuition"' in html
    resp = client.post("/question/in_state_tuition", data={"t": page_token(html), "in_state_tuition": "unsure"})
    assert resp.status_code == 303 and resp.headers["Location"].startswith("/question/hs_completion_date?")
    resp = client.post("/question/in_state_tuition", data={"t": t, "in_state_tuition": "no", "confirmed": "in_state_tuition"})
    assert resp.status_code == 303 and resp.headers["Location"].startswith("/result?")


def test_no_to_in_state_tuition_from_outside_maryland_is_taken_at_once(client, app):
    t = token(app, {**FIRST, "zip": "20001", "county": "outside-md"})
    resp = client.post("/question/in_state_tuition", data={"t": t, "in_state_tuition": "no"})
    assert resp.status_code == 303


@pytest.mark.parametrize("qid,field,says", [
    ("agi", "agi", "line 11 of the most recent federal tax return"),
    ("hs_gpa", "hs_gpa", "your school counselor can tell you"),
])
def test_i_dont_know_on_the_income_and_gpa_pages_goes_on_and_ends_on_who_can_help(client, app, today, qid, field, says):
    """Issue #10: like the chat's "I don't know", the web's button answers the page with the fact
    unknown; the result is needs_more_info, saying where to find it and who can help."""
    before = {k: v for k, v in ELIGIBLE.items() if k != field}
    html = text(client.get(f"/question/{qid}?t={token(app, before)}"))
    assert 'id="dont-know"' in html and f'name="dont_know" value="{qid}"' in html
    resp = client.post(f"/question/{qid}", data={"t": page_token(html), qid: "", "dont_know": qid})
    assert resp.status_code == 303
    state = url_state(resp.headers["Location"], app)
    assert field not in state.answers and qid in state.seen
    html = text(client.get(f"/check?t={token(app, state.answers, state.seen | DONE)}"))
    assert "I don&#39;t know" in html or "I don't know" in html
    html = text(client.get(link_href(html, "see-result")))
    assert page_status(html) == "needs_more_info" and says in html
    assert run(state.answers, today).status == "needs_more_info"


def test_a_typing_error_comes_back_by_post_redirect_get_with_what_was_typed_encrypted(client, app):
    """Issue #10: after a typing error, browser Back (or reload) never meets "Confirm form
    resubmission": the POST redirects to a GET of the page, as typed, with its error. What was
    typed travels encrypted in a short-lived ``typed`` parameter: not readable, no cookie."""
    t = token(app, {"applicant_type": "new"})
    resp = client.post("/question/zip", data={"t": t, "zip": "2090x"})
    assert resp.status_code == 303 and "Set-Cookie" not in resp.headers
    location = resp.headers["Location"]
    assert "2090x" not in location and "typed=" in location
    for _ in range(2):  # a reload shows the same page again
        html = text(client.get(location))
        assert 'value="2090x"' in html and 'id="zip-error"' in html
    # altered or from another page: the page opens as stored, with no error
    html = text(client.get(location.replace("typed=", "typed=x")))
    assert 'id="zip-error"' not in html and 'value="2090x"' not in html
    html = text(client.get(location.replace("/question/zip", "/question/applicant_type")))
    assert "error-summary" not in html


def test_no_advice_that_does_not_apply_on_the_result(client, app, today):
    """Issue #10 (audit minors 1, 4, polish 6, and the funding note): an exempt noncredit student
    gets no FAFSA deadline; a degree holder no funding note and no award deadlines; a missing
    tuition figure is said once; no "maximum Pell Grant not announced" note when the Pell Grant is $0."""
    noncredit = {**ELIGIBLE, "hs_completion_date": "2019-06", "program": "noncredit_vocational_certificate",
                 "noncredit_pell_eligible": False}
    assert run(noncredit, today).deadlines == []
    html = text(client.get(f"/result?t={token(app, noncredit, DONE)}"))
    assert page_status(html) == "likely_eligible" and 'id="deadlines"' not in html and "File the FAFSA" not in html
    assert 'id="funding-note"' in html
    html = text(client.get(f"/result?t={token(app, {**ELIGIBLE, 'prior_degree': 'bachelor'}, DONE)}"))
    assert page_status(html) == "likely_ineligible"
    assert 'id="funding-note"' not in html and 'id="deadlines"' not in html
    fixable = text(client.get(f"/result?t={token(app, {**ELIGIBLE, 'credits_per_semester': 3}, DONE)}"))
    assert 'id="deadlines"' in fixable  # a student who can meet the rule still needs the deadline
    html = text(client.get(f"/result?t={token(app, {**noncredit, 'college': 'howard'}, DONE)}"))
    assert html.count("have a tuition figure") <= 1
    rich = {**ELIGIBLE, "agi": 140000}
    assert run(rich, today).award.grant_aid == 0
    assert "maximum Pell Grant has not been announced" not in text(client.get(f"/result?t={token(app, rich, DONE)}"))


def test_minor_audit_items_on_the_pages(client, app):
    """Issue #10 (audit minor 7, 13, polish 1): an implausible year is asked again; studentaid.gov
    in "What to do next" is a real link; no sentence starts with a stray period after a link."""
    t = token(app, {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044",
                    "in_state_tuition": "yes"})
    for year in ("1900", "2099"):
        html = text(shown_again(client, "/question/hs_completion_date",
                                {"t": t, "hs_completion_date-month": "6", "hs_completion_date-year": year}))
        assert "Check the year" in html and f'value="{year}"' in html
    html = text(client.get(f"/result?t={token(app, ELIGIBLE, DONE)}"))
    assert '<a class="link" href="https://studentaid.gov/h/apply-for-aid/fafsa">studentaid.gov</a>' in html
    html = text(client.get(f"/result?t={token(app, {**ELIGIBLE, 'credits_per_semester': 3}, DONE)}"))
    elsewhere = html.split('id="elsewhere"')[1].split("</section>")[0]
    assert "</a><br>" in elsewhere and "</a>. " not in elsewhere


@pytest.mark.parametrize("lang,year,spoken", [("en", "two thousand twenty seven", "two oh nine oh six"),
                                              ("es", "dos mil veintisiete", "dos cero nueve cero seis")])
def test_a_year_in_words_and_a_zip_code_said_digit_by_digit_are_read_and_shown_back(client, app, lang, year, spoken):
    """A newcomer's findings: the graduation year refused "two thousand twenty seven" / "dos mil
    veintisiete" and the ZIP field "dos cero nueve cero seis" (the chat and the birth year take
    such words). Both are read, kept, and "Check your answers" shows the value read."""
    answers = {"applicant_type": "new", "prior_degree": "none"}
    html = text(client.get(f"/question/high_school?t={token(app, answers, lang=lang)}&lang={lang}"))
    # the browser must let the words through: no 4-character limit on the year box (a newcomer's
    # finding: maxlength="4" cut "two thousand twenty seven" to "two " before it was sent)
    year_box = re.search(r'<input[^>]*name="hs_completion_date-year"[^>]*>', html).group(0)
    assert "maxlength" not in year_box, year_box
    resp = client.post(f"/question/high_school?lang={lang}", data={
        "t": page_token(html), "high_school": "maryland", "hs_completion_date-month": "6", "hs_completion_date-year": year})
    assert resp.status_code == 303 and "typed=" not in resp.headers["Location"], resp.headers.get("Location")
    state = url_state(resp.headers["Location"], app)
    assert state.answers["hs_completion_date"] == "2027-06"
    assert resp.headers["Location"].startswith("/question/zip?")
    html = text(client.get(resp.headers["Location"]))
    resp = client.post(f"/question/zip?lang={lang}", data={"t": page_token(html), "zip": spoken})
    assert resp.status_code == 303 and "typed=" not in resp.headers["Location"], resp.headers.get("Location")
    state = url_state(resp.headers["Location"], app)
    assert state.answers["zip"] == "20906"
    html = text(client.get(f"/check?t={token(app, {**ELIGIBLE, **state.answers}, DONE, lang)}&lang={lang}"))
    assert re.search(r"<p>20906</p>", html) and "Montgomery" in html and re.search(r"(June|junio de) 2027", html), html


@pytest.mark.parametrize("lang", ["en", "es"])
def test_changing_the_answer_that_ruled_the_student_out_asks_the_questions_it_reopens(client, lang):
    """A newcomer's report: "Change" on "Check your answers" for the answer that ruled the student
    out (a GPA under 2.3) went straight to the result. The change must lead through every question
    the first walk never reached (the household first), then back to "Check your answers"."""
    scenario = {k: (str(v).lower() if isinstance(v, bool) else str(v)) for k, v in ELIGIBLE.items()}
    student = Student(client, {**scenario, "hs_gpa": "2.0"}, lang)
    student.start()
    while student.resp.request.path not in ("/result", "/check"):
        student.answer()
    assert student.resp.request.path == "/result" and page_status(student.html) == "likely_ineligible"
    assert "household" not in student.asked
    student.open(link_href(student.html, "back-link"))
    assert student.resp.request.path == "/check"
    student.open(link_href(student.html, "change-hs_gpa"))
    student.answers["hs_gpa"], student.asked = "3.2", []
    resp = student.submit("hs_gpa", {"hs_gpa": "3.2", "gpa_scale": "4", "return": "check"})
    assert resp.status_code == 303 and resp.headers["Location"].startswith("/question/household?"), resp.headers["Location"]
    assert "return=check" in resp.headers["Location"]
    student.resp = follow(client, resp.headers["Location"])
    while student.resp.request.path not in ("/result", "/check"):
        student.answer({"return": "check"})
    assert student.resp.request.path == "/check"
    assert student.asked[:3] == ["household", "agi", "aid_application"], student.asked
    student.open(link_href(student.html, "see-result"))
    assert page_status(student.html) == "likely_eligible"

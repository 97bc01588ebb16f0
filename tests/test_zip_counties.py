"""ZIP code -> every county it touches (Census 2020 ZCTA-county relationship), and the county a
ZIP code gave shown with a one-tap way to correct it (issue #7)."""
import re
from html import unescape

import pytest

from screener.geo import lookup_zip
from screener.geo import zip_county_message
from screener.policy import load_zip_counties
from screener.serialize import run
from support import DONE
from support import ELIGIBLE
from support import text
from support import token
from support import url_state


def test_mount_airy_touches_four_counties_largest_first():
    z = lookup_zip("21771")
    assert z.ambiguous and z.candidates == ("frederick", "carroll", "howard", "montgomery")


def test_every_jurisdiction_has_zip_codes_and_every_zip_is_5_digits():
    zips = load_zip_counties()
    assert len(zips) > 450
    seen = {c for parts in zips.values() for c in parts}
    assert len(seen - {"outside-md"}) == 24
    assert all(re.fullmatch(r"\d{5}", z) for z in zips)


def test_a_zip_that_is_not_a_zcta_falls_back_to_the_zipcodes_package():
    z = lookup_zip("21203")  # Baltimore PO boxes: no ZCTA; "Baltimore" is City and County
    assert z.known and z.ambiguous and "baltimore-city" in z.candidates


@pytest.mark.parametrize("zip_code,en,es", [
    ("21044", "ZIP code 21044 is in Howard County.", "El código postal (ZIP) 21044 corresponde a: Condado de Howard."),
    ("21771", "ZIP code 21771 is in more than one county: Frederick County, Carroll County, Howard County or Montgomery County.",
     "El código postal (ZIP) 21771 abarca más de un condado: Condado de Frederick, Condado de Carroll, Condado de Howard o Condado de Montgomery."),
    ("90210", "ZIP code 90210 is not in Maryland.", "El código postal (ZIP) 90210 no está en Maryland."),
])
def test_the_zip_county_sentence_in_both_languages(zip_code, en, es):
    msg = zip_county_message(zip_code)
    assert msg.render("en") == en
    assert msg.render("es") == es


def test_an_unknown_zip_has_no_sentence():
    assert zip_county_message("00000") is None


def test_the_page_after_the_zip_shows_the_county_with_a_link_to_correct_it(client, app):
    resp = client.post("/question/zip", data={"t": token(app, {"applicant_type": "new"}), "zip": "21044"})
    html = unescape(text(client.get(resp.headers["Location"])))
    assert "ZIP code 21044 is in Howard County." in html
    href = re.search(r'<a class="link" href="([^"]+)">Not your county\? Choose it</a>', html).group(1)
    assert href.startswith("/question/county?")
    page = text(client.get(href))
    assert page.count('<option value="') == 1 + 24 + 1  # the county page opens
    state = url_state(href, app)
    resp = client.post("/question/county", data={"t": token(app, state.answers), "county": "anne-arundel"})
    after = url_state(resp.headers["Location"], app)
    assert after.answers["county"] == "anne-arundel" and after.answers["zip"] == "21044"
    assert run(after.answers, None).county == "anne-arundel"
    html = text(client.get(resp.headers["Location"]))
    assert "Not your county?" not in html


def test_the_notice_is_shown_in_spanish(client, app):
    t = token(app, {"applicant_type": "new", "zip": "21044"}, lang="es")
    html = unescape(text(client.get(f"/question/in_state_tuition?t={t}&lang=es")))
    assert "El código postal (ZIP) 21044 corresponde a: Condado de Howard." in html
    assert "¿No es tu condado? Elígelo" in html


def test_an_ambiguous_zip_asks_the_county_instead_of_a_notice(client, app):
    resp = client.post("/question/zip", data={"t": token(app, {"applicant_type": "new"}), "zip": "21771"})
    assert resp.headers["Location"].startswith("/question/county?")


def test_check_your_answers_links_the_zip_county_to_the_county_page(client, app):
    html = text(client.get(f"/check?t={token(app, ELIGIBLE, DONE)}"))
    assert "County (from your ZIP code)" in html
    assert re.search(r'href="/question/county\?[^"]*return=check', html)


def test_a_corrected_county_is_kept_and_shown_on_check_your_answers(client, app):
    html = text(client.get(f"/check?t={token(app, {**ELIGIBLE, 'county': 'anne-arundel', 'college': 'anne-arundel'}, DONE)}"))
    assert "Anne Arundel County" in html and "County (from your ZIP code)" not in html


def test_the_county_page_of_an_ambiguous_zip_names_its_counties(client, app):
    html = unescape(text(client.get(f"/question/county?t={token(app, {'applicant_type': 'new', 'zip': '21771'})}")))
    assert ("ZIP code 21771 is in more than one county: Frederick County, Carroll County, Howard County "
            "or Montgomery County. Your ZIP code can be in more than one county.") in html

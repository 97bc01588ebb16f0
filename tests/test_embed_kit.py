"""The embed kit: the one-line loader, the preset college, the themes, who may frame the
screener (CSP frame-ancestors) and the /embed page for college web teams."""
import gzip
import re
from html import unescape
from urllib.parse import parse_qs
from urllib.parse import urlsplit

import pytest
import yaml
from coloraide import Color

from screener import create_app
from screener.embed.allow import college_origins
from screener.embed.allow import frame_ancestors
from screener.embed.preset import THEMES_FILE
from screener.policy import load_directory
from support import link_href
from support import ELIGIBLE
from support import DONE
from support import text
from support import token

AA_TEXT = 4.5  # WCAG 2.2 AA (1.4.3) for normal-size text
HEADER_TEXT = "#ffffff"  # the text an accent sits under: the header band's white text


def frame_policy(resp) -> str:
    return re.search(r"frame-ancestors ([^;]*)", resp.headers["Content-Security-Policy"]).group(1)


# --- The loader -----------------------------------------------------------------------------


def test_the_loader_is_one_small_script_any_site_may_load(client):
    resp = client.get("/embed.js")
    assert resp.status_code == 200 and resp.mimetype == "text/javascript"
    body = resp.get_data()
    assert len(gzip.compress(body, 9)) < 2048, len(gzip.compress(body, 9))
    assert resp.headers["Cross-Origin-Resource-Policy"] == "cross-origin"
    assert "max-age" in resp.headers["Cache-Control"] and "no-store" not in resp.headers["Cache-Control"]
    assert "set-cookie" not in {k.lower() for k in resp.headers.keys()}
    js = body.decode()
    # Only its own iframe's window and origin are listened to; only numbers are read.
    assert "e.source !== f.contentWindow" in js and "e.origin !== origin" in js
    assert "Number(m.height)" in js and "Number(m.top)" in js
    assert "f.loading = 'lazy'" in js and "f.title" in js and "/embed?" in js
    assert '"es": "Revisi\\u00f3n de la Beca Promise de Maryland"' in js or "Revisión de la Beca Promise de Maryland" in js


@pytest.mark.parametrize("query, path, params", [
    ("college=wor-wic&lang=es&mode=form", "/", {"preset": ["wor-wic"], "lang": ["es"], "embed": ["1"]}),
    ("college=wor-wic&lang=en&mode=chat", "/chat", {"preset": ["wor-wic"], "lang": ["en"], "embed": ["1"]}),
    ("college=nowhere&mode=sideways", "/", {"embed": ["1"]}),  # unknown values are dropped, never echoed
    ("mode=form", "/", {"embed": ["1"]}),
])
def test_a_plain_iframe_of_embed_opens_the_screener_preset(client, query, path, params):
    resp = client.get(f"/embed?{query}")
    assert resp.status_code == 302
    url = urlsplit(resp.headers["Location"])
    assert url.path == path and parse_qs(url.query) == params


# --- Preset to the college ------------------------------------------------------------------


def test_the_preset_names_the_college_and_travels_in_links_and_forms(client):
    html = text(client.get("/?preset=wor-wic&embed=1&lang=en"))
    assert "Wor-Wic Community College · Promise Scholarship check" in html
    start = link_href(html, "start")
    assert "preset=wor-wic" in start and "embed=1" in start
    html = text(client.get(start))
    assert 'name="preset" value="wor-wic"' in html
    assert "preset=wor-wic" in link_href(html, "lang-es")
    resp = client.post("/question/applicant_type", data={"applicant_type": "new", "embed": "1", "preset": "wor-wic"})
    assert "preset=wor-wic" in resp.headers["Location"] and "embed=1" in resp.headers["Location"]
    es = text(client.get("/?preset=wor-wic&lang=es"))
    assert "Wor-Wic Community College · Revisión de la Beca Promise" in es
    assert "Cookie" not in str(client.get("/?preset=wor-wic").headers)


def test_the_college_question_starts_on_the_preset_college(client, app):
    answers = {k: ELIGIBLE[k] for k in ("applicant_type", "zip", "in_state_tuition", "high_school", "hs_completion_date")}
    t = token(app, answers)
    html = text(client.get(f"/question/college?t={t}&preset=wor-wic"))
    checked = re.findall(r'<input[^>]*name="college"[^>]*value="([^"]+)"[^>]*checked', html)
    assert checked == ["wor-wic"]
    # An answer already given wins over the preset; no preset, nothing is chosen for the student.
    html = text(client.get(f"/question/college?t={token(app, {**answers, 'college': 'howard'})}&preset=wor-wic"))
    assert re.findall(r'<input[^>]*name="college"[^>]*value="([^"]+)"[^>]*checked', html) == ["howard"]
    html = text(client.get(f"/question/college?t={t}"))
    assert not re.findall(r'<input[^>]*name="college"[^>]*checked', html)


def section(html: str, sid: str) -> str:
    start = html.index(f'id="{sid}"')
    return html[start:html.index("</section>", start)]


def test_the_result_puts_the_preset_college_first_and_says_where_the_law_sends_the_student(client, app):
    # A Howard County student on Wor-Wic's page: Howard is where the award applies, and why.
    html = unescape(text(client.get(f"/result?t={token(app, ELIGIBLE, DONE)}&preset=wor-wic&embed=1")))
    note = html[html.index('id="preset-note"'):]
    note = note[:note.index("</div>")]
    assert "About Wor-Wic Community College:" in note
    assert "You live in Howard County, so the award is for Howard Community College" in note
    assert "§18-3603" in note
    colleges = section(html, "colleges")
    assert "college-wor-wic" not in colleges and colleges.index("college-howard") >= 0
    contacts = section(html, "contacts")
    assert contacts.index("Wor-Wic Community College") < contacts.index("Howard Community College")
    # "Save or share my result" leaves the frame: no embed=1, opens a new tab.
    reopen = re.search(r'<a href="([^"]+)" id="reopen-link"([^>]*)>', html)
    assert "embed=1" not in reopen.group(1) and "preset=wor-wic" in reopen.group(1)
    assert 'target="_blank"' in reopen.group(2)


def test_a_preset_college_the_award_can_be_used_at_comes_first(client, app):
    # Garrett has residence halls: a Howard County student may use the award there.
    html = unescape(text(client.get(f"/result?t={token(app, ELIGIBLE, DONE)}&preset=garrett")))
    colleges = section(html, "colleges")
    assert colleges.index("college-garrett") < colleges.index("college-howard")
    assert 'id="preset-note"' not in html
    reopen = re.search(r'<a href="([^"]+)" id="reopen-link"([^>]*)>', html)
    assert 'target="_blank"' not in reopen.group(2)  # outside a frame it is an ordinary link


def test_the_chat_keeps_the_preset(client):
    html = text(client.get("/chat?preset=wor-wic&embed=1&lang=es"))
    assert "Wor-Wic Community College · Revisión de la Beca Promise" in html
    assert html.count('name="preset" value="wor-wic"') == 2  # (the quick-reply and message forms; fix45f's
    # language buttons are submit buttons of the message form, no form of their own)
    html = text(client.post("/chat?lang=es&embed=1&preset=wor-wic",
                            data={"action": "lang-en", "embed": "1", "preset": "wor-wic", "message": "hola"}))
    assert "Wor-Wic Community College · Promise Scholarship check" in html and html.count('name="preset" value="wor-wic"') == 2
    html = text(client.post("/chat", follow_redirects=True, data={"message": "primera vez", "lang": "es", "embed": "1", "preset": "wor-wic"}))
    assert "Wor-Wic Community College" in html and 'name="embed" value="1"' in html


# --- Themes ---------------------------------------------------------------------------------


def themes() -> dict:
    with open(THEMES_FILE, encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def passes_aa(accent: str, under: str = HEADER_TEXT) -> bool:
    return Color(accent).contrast(under, method="wcag21") >= AA_TEXT


def test_the_contrast_check_can_fail():
    assert not passes_aa("#ffcc00") and not passes_aa("#777777")  # 4.48:1
    assert passes_aa("#767676") and passes_aa("#0b0c0c")  # 4.54:1


def test_every_theme_colour_is_sourced_and_meets_aa_under_its_text():
    data = themes()
    ids = set(load_directory().colleges)
    assert set(data) == ids | {"default"}, "one entry per college, plus the screener's own"
    for cid, theme in data.items():
        accent = theme.get("accent")
        if accent is None:
            continue
        assert re.fullmatch(r"#[0-9a-f]{6}", accent), (cid, accent)
        assert theme["source"]["href"].startswith("https://") and theme["source"]["title"], cid
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", theme["as_of"]), cid
        assert passes_aa(accent), f"{cid}: {accent} is under 4.5:1 against the header's white text"


def test_themes_css_has_a_rule_for_each_sourced_colour_only(client):
    resp = client.get("/embed/themes.css")
    assert resp.status_code == 200 and resp.mimetype == "text/css"
    css = text(resp)
    sourced = [cid for cid, t in themes().items() if cid != "default" and t.get("accent")]
    assert sorted(re.findall(r"\.theme-([a-z-]+) ", css)) == sorted(sourced)


# --- Who may frame it -----------------------------------------------------------------------


def test_by_default_only_the_colleges_and_the_screener_may_frame_it(client):
    policy = frame_policy(client.get("/?embed=1")).split()
    assert policy[0] == "'self'" and "*" not in policy
    for college in load_directory().colleges.values():
        origin = "https://" + urlsplit(college.url).hostname
        assert origin in policy, college.id
    assert "https://www.worwic.edu" in policy and "https://worwic.edu" in policy
    assert all(o.startswith("https://") for o in policy[1:])
    assert frame_policy(client.get("/chat?embed=1")) == " ".join(policy)


@pytest.mark.parametrize("setting, expected", [
    (None, "'self' " + " ".join(college_origins())),
    ("", "'self' " + " ".join(college_origins())),
    ("colleges", "'self' " + " ".join(college_origins())),
    ("*", "*"),
    ("https://promise.example.edu", "'self' https://promise.example.edu"),
    ("colleges https://promise.example.edu/", "'self' " + " ".join(college_origins()) + " https://promise.example.edu"),
])
def test_the_allowlist_setting(setting, expected):
    assert frame_ancestors(setting) == expected


def test_a_separator_in_the_setting_cannot_add_a_directive():
    value = frame_ancestors("https://a.example.edu; script-src https://evil.example")
    assert ";" not in value and "a.example.edu" not in value and value.startswith("'self'")


def test_the_allowlist_comes_from_the_configuration():
    app = create_app({"TESTING": True, "EMBED_ALLOWED_ORIGINS": "https://promise.example.edu"})
    with app.test_client() as c:
        assert frame_policy(c.get("/")) == "'self' https://promise.example.edu"
    app = create_app({"TESTING": True, "EMBED_ALLOWED_ORIGINS": "*"})
    with app.test_client() as c:
        assert frame_policy(c.get("/")) == "*"


# --- The page for web teams -----------------------------------------------------------------


def test_the_kit_page_builds_the_snippet_without_javascript(client):
    html = text(client.get("/embed?lang=en"))
    assert "Put the Promise Scholarship check on your college" in html
    assert '<form method="get" action="/embed" id="kit-form"' in html
    # The builder's own form (GET, kit=1) shows the code for the choices made.
    html = unescape(text(client.get("/embed?kit=1&lang=en&college=wor-wic&snippet_lang=es&mode=chat")))
    code = html[html.index('id="snippet"'):html.index("</textarea>", html.index('id="snippet"'))]
    assert 'src="http://localhost/embed.js" data-college="wor-wic" data-lang="es" data-mode="chat" async></script>' in code
    assert '<noscript><a href="http://localhost/chat?preset=wor-wic&amp;lang=es" target="_blank" rel="noopener">' in code
    assert "Chatea sobre la Beca Promise (se abre en una pestaña nueva)" in code
    assert '<iframe src="/embed?college=wor-wic&amp;lang=es&amp;mode=chat"' in text(
        client.get("/embed?kit=1&lang=en&college=wor-wic&snippet_lang=es&mode=chat"))
    # Who may frame it, and the privacy sentence in both languages.
    assert "https://www.worwic.edu" in html and "EMBED_ALLOWED_ORIGINS" in html
    assert "It keeps no data: nothing you type is stored or logged, and it uses no cookies." in html
    assert "No guarda ningún dato" in html


def test_the_kit_page_in_spanish_keeps_the_choices_across_the_language_switch(client):
    html = unescape(text(client.get("/embed?kit=1&lang=es&college=howard&snippet_lang=en&mode=form")))
    assert "Pon la revisión de la Beca Promise en el sitio web de tu college" in html
    en = link_href(html, "lang-en")
    assert all(p in en for p in ("kit=1", "college=howard", "snippet_lang=en", "mode=form"))
    assert "frame-src 'self'" in client.get("/embed").headers["Content-Security-Policy"]


def test_a_sourced_colour_themes_the_colleges_header(client, monkeypatch):
    from screener.embed import preset

    sourced = {"default": themes()["default"],
               "wor-wic": {"accent": "#00205b", "source": {"title": "t", "href": "https://example.edu/"}, "as_of": "2026-12-01"}}
    monkeypatch.setattr(preset, "load_themes", lambda: sourced)
    html = text(client.get("/?preset=wor-wic&embed=1"))
    assert 'class="embedded theme-wor-wic"' in html and 'href="/embed/themes.css"' in html
    css = text(client.get("/embed/themes.css"))
    assert ".theme-wor-wic .site-header { background: #00205b; border-bottom-color: #00205b; }" in css
    assert "theme-" not in text(client.get("/?preset=howard")) and "themes.css" not in text(client.get("/"))


def test_no_preset_note_when_another_rule_rules_the_student_out(client, app):
    ruled_out = {**ELIGIBLE, "prior_degree": "bachelor"}
    html = text(client.get(f"/result?t={token(app, ruled_out, DONE)}&preset=wor-wic"))
    assert 'data-status="likely_ineligible"' in html and 'id="preset-note"' not in html
    contacts = section(unescape(html), "contacts")
    assert contacts.index("Wor-Wic Community College") < contacts.index("Howard Community College")


def test_the_preset_note_in_spanish(client, app):
    html = unescape(text(client.get(f"/result?t={token(app, ELIGIBLE, DONE, 'es')}&preset=wor-wic&lang=es")))
    note = html[html.index('id="preset-note"'):]
    note = note[:note.index("</div>")]
    assert "Sobre Wor-Wic Community College:" in note and "Condado de Howard" in note and "Howard Community College" in note
    assert "Ley de Maryland" in note or "§18-3603" in note

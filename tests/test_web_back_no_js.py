"""The web form without JavaScript: going back to the household page and changing it.

A newcomer's finding: with JavaScript off, the browser's own Back button to the household page,
then another household, brought an empty income page and every later answer was gone. The
browser's Back brings the page back as it was, its answers token from before the later pages
(no page can learn those answers without a cookie, a server session or a script: README,
"Known limits"); the page's own Back link carries the newest token and keeps them. Each
question page says so to a browser without JavaScript (a <noscript> note), in both languages.
"""
import re

import pytest

from support import DONE
from support import ELIGIBLE
from support import follow
from support import link_href
from support import page_question
from support import page_token
from support import text
from support import token
from support import url_state


@pytest.mark.parametrize("household,size", [("single_parent", "3"), ("married", "2"), ("two_parent", "5")])
def test_the_back_link_to_the_household_keeps_every_later_answer_after_a_change(client, app, household, size):
    html = text(follow(client, f"/question/aid_application?t={token(app, ELIGIBLE, DONE)}&lang=en"))
    for _ in range(4):
        if page_question(html) == "household":
            break
        html = text(follow(client, link_href(html, "back-link")))
    assert page_question(html) == "household"
    resp = client.post("/question/household", data={"t": page_token(html), "lang": "en", "household": household,
                                                    "household_size": size})
    assert resp.status_code == 303
    answers = url_state(resp.headers["Location"], app).answers  # (the page after: "Check your answers")
    for field in ("agi", "aid_application", "full_cost_scholarship", "hs_gpa", "college"):
        assert answers.get(field) == ELIGIBLE[field], field
    assert answers["household"] == household


@pytest.mark.parametrize("lang,note", [
    ("en", "To go back, use the “Back” link above. Your browser's back button"),
    ("es", "Para volver atrás, usa el enlace «Atrás» de arriba."),
])
def test_a_question_page_tells_a_browser_without_javascript_to_use_the_back_link(client, app, lang, note):
    html = text(client.get(f"/question/household?t={token(app, ELIGIBLE, DONE, lang)}&lang={lang}"))
    block = re.search(r"<noscript>(.*?)</noscript>", html, re.S)
    assert block is not None and note in block.group(1).replace("&#34;", '"').replace("&#39;", "'")
    first = text(follow(client, f"/question/applicant_type?lang={lang}"))
    assert note not in first or "back-link" in first  # (a page with a Back link only)

"""Privacy of links: steps' tokens live hours (refreshed on each step); only an explicit
"save or share my result" link lives longer."""
import re
import time
from unittest import mock
from urllib.parse import parse_qs
from urllib.parse import urlsplit

import pytest

from screener.flow import State
from screener.token import BadToken
from screener.token import dumps
from screener.token import loads
from test_web import DONE
from test_web import ELIGIBLE
from test_web import link_href

HOUR = 3600
DAY = 24 * HOUR


def made_ago(app, seconds, share=False, answers=ELIGIBLE, seen=DONE) -> str:
    """Return a token issued ``seconds`` ago."""
    with mock.patch("time.time", return_value=time.time() - seconds):
        return dumps(State(dict(answers), frozenset(seen), "en"), app.config["SECRET_KEY"], share=share)


def issued(token: str, app) -> float:
    """Return when ``token`` was issued (epoch seconds)."""
    from screener.token import fernet

    return fernet(app.config["SECRET_KEY"]).extract_timestamp(token.encode())


def test_defaults_are_hours_for_steps_and_a_month_for_shared_links(app):
    assert app.config["TOKEN_MAX_AGE"] == 4 * HOUR
    assert app.config["SHARE_TOKEN_MAX_AGE"] == 30 * DAY


@pytest.mark.parametrize("age,status", [(3 * HOUR, 200), (5 * HOUR, 400), (29 * DAY, 400)])
def test_a_steps_link_expires_after_hours(client, app, age, status):
    assert client.get("/result", query_string={"t": made_ago(app, age)}).status_code == status


def test_each_step_refreshes_the_token(client, app):
    old = made_ago(app, 3 * HOUR, answers={"applicant_type": "new"}, seen=())
    resp = client.post("/question/zip", data={"t": old, "zip": "21044"})
    assert resp.status_code == 303
    fresh = parse_qs(urlsplit(resp.headers["Location"]).query)["t"][0]
    assert time.time() - issued(fresh, app) < 60
    html = client.get(resp.headers["Location"]).get_data(as_text=True)
    field = re.search(r'name="t" value="([^"]+)"', html).group(1)
    assert time.time() - issued(field, app) < 60


@pytest.mark.parametrize("age,status", [(5 * HOUR, 200), (29 * DAY, 200), (31 * DAY, 400)])
def test_a_shared_result_link_lives_a_month(client, app, age, status):
    assert client.get("/result", query_string={"t": made_ago(app, age, share=True)}).status_code == status


def test_the_result_page_offers_a_share_link_that_lasts(client, app):
    html = client.get("/result", query_string={"t": made_ago(app, 0)}).get_data(as_text=True)
    assert "stops working 4 hours after your last step" in html
    share_page = client.get(link_href(html, "reopen-link"))
    assert share_page.status_code == 200 and share_page.headers["Cache-Control"] == "no-store"
    page = share_page.get_data(as_text=True)
    assert "It opens your result for 30 days" in page and "Anyone with the link can see your answers" in page
    reopen = link_href(page, "share-link")
    token = parse_qs(urlsplit(reopen).query)["t"][0]
    assert loads(token, app.config["SECRET_KEY"], 4 * HOUR).answers == ELIGIBLE
    # a month later the shared link still opens; a step's link of the same age would not
    step = made_ago(app, 0)
    with mock.patch("time.time", return_value=time.time() + 29 * DAY):
        assert loads(token, app.config["SECRET_KEY"], 4 * HOUR, 30 * DAY).answers == ELIGIBLE
        with pytest.raises(BadToken):
            loads(step, app.config["SECRET_KEY"], 4 * HOUR, 30 * DAY)
    assert client.get(reopen).status_code == 200


def test_the_share_page_is_in_spanish_too(client, app):
    page = client.get("/result/share", query_string={"t": made_ago(app, 0), "lang": "es"}).get_data(as_text=True)
    assert "Guarda o comparte tu resultado" in page and "durante 30 días" in page


def test_an_unfinished_screening_has_no_share_page(client, app):
    t = made_ago(app, 0, answers={"applicant_type": "new"}, seen=())
    resp = client.get("/result/share", query_string={"t": t})
    assert resp.status_code == 303 and resp.headers["Location"].startswith("/question/")

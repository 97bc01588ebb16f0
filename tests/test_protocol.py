"""Protocol details: Allow on 405, Permissions-Policy, no links from the Host header, /healthz."""
import pytest

from screener import create_app
from screener import health


@pytest.mark.parametrize("method,url,allowed", [
    ("put", "/question/zip", {"GET", "POST"}),
    ("delete", "/api/v1/assess", {"POST"}),
    ("put", "/api/v1/chat", {"POST"}),
    ("post", "/check", {"GET"}),
])
def test_405_carries_allow(client, method, url, allowed):
    resp = getattr(client, method)(url)
    assert resp.status_code == 405
    got = {m.strip() for m in resp.headers["Allow"].split(",")}
    assert allowed <= got and "PUT" not in got
    assert resp.headers["Cache-Control"] == "no-store"


def test_405_on_the_api_keeps_the_json_errors(client):
    resp = client.delete("/api/v1/assess")
    assert resp.get_json()["errors"][0]["field"] is None and "POST" in resp.headers["Allow"]


@pytest.mark.parametrize("url", ["/", "/api/v1/colleges", "/static/css/app.css", "/healthz"])
def test_permissions_policy_denies_what_is_never_used(client, url):
    with client.get(url) as resp:
        policy = resp.headers["Permissions-Policy"]
    for feature in ("camera", "microphone", "geolocation", "payment", "usb", "display-capture", "browsing-topics"):
        assert f"{feature}=()" in policy


def result_page(app, **headers) -> str:
    """Return a likely-eligible result page and its share page as ``app`` serves them with ``headers``."""
    from test_web import DONE  # noqa: PLC0415 - the web tests' finished screening
    from test_web import ELIGIBLE  # noqa: PLC0415
    from test_web import token  # noqa: PLC0415

    pages = []
    for url in ("/result", "/result/share"):
        resp = app.test_client().get(url, query_string={"t": token(app, ELIGIBLE, DONE)}, headers=headers)
        assert resp.status_code == 200
        pages.append(resp.get_data(as_text=True))
    return "\n".join(pages)


def test_links_never_come_from_the_host_header(app):
    html = result_page(app, Host="evil.example", **{"X-Forwarded-Host": "evil2.example"})
    assert "evil" not in html


def test_absolute_links_use_the_public_url():
    app = create_app({"TESTING": True, "SCREENER_TODAY": "2026-11-29", "RATELIMIT_ENABLED": False,
                      "PUBLIC_URL": "https://screener.example.org"})
    html = result_page(app, Host="evil.example")
    assert 'href="https://screener.example.org/result?' in html and "evil.example" not in html


def test_healthz_runs_an_assessment(client):
    resp = client.get("/healthz")
    assert resp.status_code == 200 and resp.get_json() == {"status": "ok"}


def test_healthz_fails_when_the_data_does_not_load(client, monkeypatch):
    def broken():
        raise KeyError("income_limit_single")

    monkeypatch.setattr("screener.policy.load_directory", broken)
    resp = client.get("/healthz")
    assert resp.status_code == 503 and resp.get_json() == {"status": "error", "failed": "KeyError"}


def test_healthz_fails_when_an_assessment_does_not_run(client, monkeypatch):
    monkeypatch.setattr("screener.serialize.assess_raw", lambda *a, **k: (None, [{"field": "x", "message": "no"}]))
    assert client.get("/healthz").status_code == 503


def test_healthz_sample_is_a_complete_applicant(app):
    with app.app_context():
        from screener.serialize import assess_raw

        result, errors = assess_raw(dict(health.SAMPLE), None, "en")
    assert errors is None and result["status"] == "likely_eligible"


def test_the_embed_kit_takes_its_host_from_the_public_url():
    app = create_app({"TESTING": True, "RATELIMIT_ENABLED": False, "PUBLIC_URL": "https://screener.example.org"})
    html = app.test_client().get("/embed", headers={"Host": "evil.example"}).get_data(as_text=True)
    assert "https://screener.example.org/embed.js" in html and "evil.example" not in html

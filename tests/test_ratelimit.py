"""Rate limits: every CPU entry point, shared counts, the proxy's client address, a kind 429."""
import pytest
from flask import Blueprint

from screener import ConfigError
from screener import create_app
from screener.ratelimit import limited

LIMITED = {"TESTING": True, "SCREENER_TODAY": "2026-11-29", "RATELIMIT_ENABLED": True, "RATELIMIT_STORAGE_URI": "memory://"}
BODY = {"zip": "21044", "agi": 50000}


def app_with(**config):
    """Return an app with rate limits on and ``config``."""
    return create_app({**LIMITED, **config})


def test_api_assess_is_limited_with_retry_after_and_json_errors():
    client = app_with(ASSESS_RATELIMIT="2 per minute").test_client()
    codes = [client.post("/api/v1/assess", json=BODY).status_code for _ in range(3)]
    assert codes == [200, 200, 429]
    resp = client.post("/api/v1/assess", json=BODY, headers={"Accept-Language": "es"})
    assert resp.status_code == 429 and 1 <= int(resp.headers["Retry-After"]) <= 60
    assert resp.get_json() == {"errors": [{"field": None, "message": "Demasiados intentos. Espera un minuto y vuelve a intentarlo."}]}


@pytest.mark.parametrize("lang,said", [("en", "Too many requests"), ("es", "Demasiados intentos")])
def test_questionnaire_pages_share_one_limit_and_answer_a_translated_page(lang, said):
    client = app_with(STEP_RATELIMIT="3 per minute").test_client()
    first = client.get(f"/question/applicant_type?lang={lang}")
    assert first.status_code == 200
    assert client.post("/question/applicant_type", data={"applicant_type": "new", "lang": lang}).status_code == 303
    assert client.get(f"/check?lang={lang}").status_code in (200, 303)
    resp = client.get(f"/question/applicant_type?lang={lang}")
    assert resp.status_code == 429
    assert 1 <= int(resp.headers["Retry-After"]) <= 60 and resp.headers["Cache-Control"] == "no-store"
    html = resp.get_data(as_text=True)
    assert said in html and f'lang="{lang}' in html and "text/html" in resp.headers["Content-Type"]
    assert "Set-Cookie" not in resp.headers
    # the start page and the health check are not counted
    assert client.get("/").status_code == 200 and client.get("/healthz").status_code == 200


def test_the_upload_decorator_limits_a_new_view():
    app = app_with(UPLOAD_RATELIMIT="1 per minute")
    bp = Blueprint("upload_test", __name__)

    @bp.post("/upload-test")
    @limited("UPLOAD_RATELIMIT")
    def upload():
        return "ok"

    app.register_blueprint(bp)
    client = app.test_client()
    assert [client.post("/upload-test").status_code for _ in range(2)] == [200, 429]


def test_behind_a_trusted_proxy_each_client_has_its_own_count():
    client = app_with(ASSESS_RATELIMIT="1 per minute", TRUSTED_PROXY_HOPS=1).test_client()
    for addr in ("203.0.113.5", "203.0.113.6"):
        assert client.post("/api/v1/assess", json=BODY, headers={"X-Forwarded-For": addr}).status_code == 200
    assert client.post("/api/v1/assess", json=BODY, headers={"X-Forwarded-For": "203.0.113.5"}).status_code == 429
    # a client can't pick another key by prepending addresses: the proxy's own hop is the one trusted
    spoofed = {"X-Forwarded-For": "198.51.100.1, 203.0.113.6"}
    assert client.post("/api/v1/assess", json=BODY, headers=spoofed).status_code == 429


def test_without_a_trusted_proxy_forwarded_headers_are_ignored():
    client = app_with(ASSESS_RATELIMIT="1 per minute").test_client()
    assert client.post("/api/v1/assess", json=BODY, headers={"X-Forwarded-For": "203.0.113.5"}).status_code == 200
    assert client.post("/api/v1/assess", json=BODY, headers={"X-Forwarded-For": "203.0.113.6"}).status_code == 429


def test_production_refuses_per_process_limits():
    with pytest.raises(ConfigError, match="RATELIMIT_STORAGE_URI"):
        create_app({"SCREENER_ENV": "production", "SECRET_KEY": "k" * 40})
    with pytest.raises(ConfigError, match="RATELIMIT_STORAGE_URI"):
        create_app({"SCREENER_ENV": "production", "SECRET_KEY": "k" * 40, "RATELIMIT_STORAGE_URI": "memory://"})
    app = create_app({"SCREENER_ENV": "production", "SECRET_KEY": "k" * 40, "RATELIMIT_STORAGE_URI": "redis://127.0.0.1:1/0"})
    assert app.config["RATELIMIT_STORAGE_URI"].startswith("redis://")


def test_an_unreachable_limit_store_never_turns_a_student_away():
    app = create_app({"SCREENER_ENV": "production", "SECRET_KEY": "k" * 40, "RATELIMIT_STORAGE_URI": "redis://127.0.0.1:1/0",
                      "ASSESS_RATELIMIT": "1 per minute"})
    client = app.test_client()
    assert client.post("/api/v1/assess", json=BODY).status_code == 200
    assert client.get("/question/applicant_type").status_code == 200

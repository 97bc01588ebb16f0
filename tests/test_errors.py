"""Never a 500: oversized, malformed and hostile requests get a clear 4xx; the API allows CORS."""
import pytest

from screener import create_app


@pytest.fixture
def prod_client():
    """Return a client of an app not in testing mode (errors are handled, not raised)."""
    return create_app({"TESTING": False, "SCREENER_TODAY": "2026-11-29", "RATELIMIT_ENABLED": False}).test_client()


def test_an_oversized_form_post_is_a_friendly_413(prod_client):
    resp = prod_client.post("/question/zip", data={"t": "A" * 70000, "zip": "21044"})
    assert resp.status_code == 413
    assert b"<html" in resp.data and b"too much" in resp.data


@pytest.mark.parametrize("path", ["/api/v1/assess", "/api/v1/chat"])
def test_json_nested_too_deeply_is_a_400(prod_client, path):
    body = '{"county":' + "[" * 5000 + "]" * 5000 + "}"
    resp = prod_client.post(path, data=body, content_type="application/json")
    assert resp.status_code == 400
    error = resp.get_json()["errors"][0]
    # either the body is refused as JSON (no field) or, parsed, the nested value is refused as
    # the field's wrong type (fix39j: a nested API answer gets its field's message)
    assert error["field"] in (None, "county") and error["message"]


def test_the_api_allows_cross_origin_calls(client):
    resp = client.options("/api/v1/assess", headers={"Origin": "https://college.example", "Access-Control-Request-Method": "POST"})
    assert resp.status_code == 200
    assert resp.headers["Access-Control-Allow-Origin"] == "*"
    assert "Content-Type" in resp.headers["Access-Control-Allow-Headers"]
    assert "Set-Cookie" not in resp.headers


def test_pages_do_not_allow_cross_origin_reads(client):
    assert "Access-Control-Allow-Origin" not in client.get("/").headers


@pytest.mark.fresh_app
def test_an_error_page_that_cannot_render_still_answers_kindly(app, monkeypatch):
    import screener.errors as errors

    def boom(*args, **kwargs):
        raise RuntimeError("template broke")

    monkeypatch.setattr(errors, "render_template", boom)
    app.testing = False
    resp = app.test_client().get("/no-such-page")
    assert resp.status_code == 404
    assert b"find that page" in resp.data

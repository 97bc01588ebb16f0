"""Static files: content-hashed names cached for a year; plain names revalidated."""
import hashlib
import re

from screener.static_files import hashed_name


def test_pages_link_static_files_by_content_hash(client, app):
    html = client.get("/").get_data(as_text=True)
    urls = re.findall(r'(?:href|src)="(/static/[^"]+)"', html)
    assert urls
    for url in urls:
        m = re.fullmatch(r"/static/(.+)\.([0-9a-f]{12})(\.\w+)", url)
        assert m, url
        content = (app.static_folder + "/" + m[1] + m[3])
        with open(content, "rb") as f:
            assert hashlib.sha256(f.read()).hexdigest()[:12] == m[2]


def test_a_hashed_name_is_cached_for_a_year_and_immutable(client):
    html = client.get("/").get_data(as_text=True)
    css = re.search(r'href="(/static/css/app\.[0-9a-f]{12}\.css)"', html).group(1)
    with client.get(css) as resp:
        assert resp.status_code == 200 and resp.mimetype == "text/css"
        cache = resp.headers["Cache-Control"]
        assert "max-age=31536000" in cache and "immutable" in cache and "public" in cache
        assert "Accept-Language" not in resp.headers.get("Vary", "")
        assert "Set-Cookie" not in resp.headers


def test_the_plain_name_still_works_revalidated(client):
    with client.get("/static/css/app.css") as resp:
        assert resp.status_code == 200 and "no-cache" in resp.headers["Cache-Control"]


def test_an_old_versions_name_is_not_found(client):
    assert client.get("/static/css/app.0123456789ab.css").status_code == 404
    assert client.get("/static/css/nothing.0123456789ab.css").status_code == 404


def test_hashed_name():
    assert hashed_name("css/app.css", "abc") == "css/app.abc.css"
    assert hashed_name("js/htmx.min.js", "abc") == "js/htmx.min.abc.js"
    assert hashed_name("LICENSE", "abc") == "LICENSE.abc"

"""``screener check-links`` against a local HTTP server (never a real host): status codes,
HEAD-to-GET fallback, redirects, retries, timeouts, the report and the exit status."""
import json
import socket
import threading
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler
from http.server import ThreadingHTTPServer

import pytest
from click.testing import CliRunner

from screener import cli as cli_module
from screener.cli import check_links
from screener.cli import cli
from screener.cli import data_links
from screener.cli import make_session

SLOW_SECONDS = 0.6


class Handler(BaseHTTPRequestHandler):
    """Answer by path: /ok, /missing, /no-head, /forbidden-head, /redirect, /slow, /flaky, /down."""

    protocol_version = "HTTP/1.1"

    def _reply(self, status, body=b"ok", headers=()):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _route(self):
        hits = self.server.hits
        hits[(self.command, self.path)] += 1
        self.server.agents.add(self.headers.get("User-Agent", ""))
        path = self.path
        if path == "/ok":
            return self._reply(200)
        if path == "/missing":
            return self._reply(404, b"gone")
        if path in ("/no-head", "/forbidden-head") and self.command == "HEAD":
            return self._reply(405 if path == "/no-head" else 403, b"")
        if path in ("/no-head", "/forbidden-head"):
            return self._reply(200, b"x" * 100_000)
        if path == "/redirect":
            return self._reply(301, b"", [("Location", "/ok")])
        if path == "/slow":
            time.sleep(SLOW_SECONDS)
            return self._reply(200)
        if path == "/flaky":
            return self._reply(503 if hits[(self.command, path)] == 1 else 200)
        if path == "/down":
            return self._reply(503)
        return self._reply(500)

    do_HEAD = do_GET = _route

    def log_message(self, *args):
        """Keep the test output quiet."""


class Server(ThreadingHTTPServer):
    """A threaded test server that counts hits and ignores clients that hang up."""

    daemon_threads = True

    def handle_error(self, request, client_address):
        """Ignore a client that gave up (the timeout test)."""


@pytest.fixture
def server(monkeypatch):
    """Serve :class:`Handler` on 127.0.0.1 (a free port) in a thread; yield its base URL and counters."""
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    httpd = Server(("127.0.0.1", 0), Handler)
    httpd.hits, httpd.agents = Counter(), set()
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield httpd, f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join()


def closed_port() -> int:
    """Return a local port nothing listens on."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def check(base, *paths, **kw):
    """Check ``paths`` on ``base``; return ``{path: LinkResult}``."""
    results = check_links([(f"test.{p.strip('/')}", base + p) for p in paths], **kw)
    return {r.url[len(base):]: r for r in results}


def test_status_codes_and_the_get_fallback(server):
    httpd, base = server
    r = check(base, "/ok", "/missing", "/no-head", "/forbidden-head", timeout=(2, 2))
    assert (r["/ok"].status, r["/ok"].ok) == (200, True)
    assert (r["/missing"].status, r["/missing"].ok) == (404, False)
    assert r["/no-head"].status == 200 and r["/no-head"].ok
    assert r["/forbidden-head"].status == 200
    assert httpd.hits[("GET", "/no-head")] == 1 and httpd.hits[("GET", "/ok")] == 0  # HEAD first
    assert all(res.seconds >= 0 for res in r.values())


def test_a_redirect_reports_the_final_url(server):
    _, base = server
    r = check(base, "/redirect", timeout=(2, 2))["/redirect"]
    assert r.ok and r.status == 200
    assert r.final_url == base + "/ok" and r.redirected


def test_a_503_is_retried(server):
    httpd, base = server
    r = check(base, "/flaky", timeout=(2, 2))["/flaky"]
    assert r.status == 200 and r.ok
    assert httpd.hits[("HEAD", "/flaky")] == 2


def test_a_lasting_503_is_broken_after_the_retries(server):
    httpd, base = server
    with make_session(retries=2, backoff=0) as session:
        r = check(base, "/down", timeout=(2, 2), session=session)["/down"]
    assert r.status == 503 and not r.ok
    assert httpd.hits[("HEAD", "/down")] == 3


def test_a_slow_link_times_out(server):
    _, base = server
    with make_session(retries=0) as session:
        r = check(base, "/slow", timeout=(1, SLOW_SECONDS / 4), session=session)["/slow"]
    assert not r.ok and r.status is None
    assert r.error.startswith("timeout")


def test_a_connection_error_is_broken():
    url = f"http://127.0.0.1:{closed_port()}/x"
    with make_session(retries=0) as session:
        [r] = check_links([("test.closed", url)], timeout=(1, 1), session=session)
    assert not r.ok and r.status is None and r.error


def test_each_url_is_fetched_once_and_reported_for_each_place(server):
    httpd, base = server
    results = check_links([("a", base + "/ok"), ("b", base + "/ok"), ("c", base + "/missing")], timeout=(2, 2))
    assert [(r.where, r.status) for r in results] == [("a", 200), ("b", 200), ("c", 404)]
    assert httpd.hits[("HEAD", "/ok")] == 1


def test_the_user_agent_is_browser_like_and_names_the_project(server):
    httpd, base = server
    check(base, "/ok", timeout=(2, 2))
    [agent] = httpd.agents
    assert agent.startswith("Mozilla/5.0") and "md-promise-screener" in agent


@pytest.fixture
def local_links(server, monkeypatch):
    """Point ``screener check-links`` at the local server instead of the data files."""
    httpd, base = server

    def links(paths):
        """Make the command check ``paths`` on the local server."""
        monkeypatch.setattr(cli_module, "data_links", lambda: [(f"data.{p.strip('/')}", base + p) for p in paths])

    return links


def test_the_command_prints_a_table_and_exits_1_on_a_broken_link(local_links):
    local_links(["/ok", "/missing", "/redirect"])
    result = CliRunner().invoke(cli, ["check-links", "--timeout", "2", "--workers", "2"])
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[0].split() == ["STATUS", "SECS", "WHERE", "URL", "FINAL", "URL", "/", "ERROR"]
    assert lines[1].startswith("404") and "data.missing" in lines[1]  # broken links first
    assert any("data.redirect" in line and "-> http" in line for line in lines)
    assert "3 links (3 URLs): 2 ok, 1 broken, 1 redirected" in result.output


def test_the_command_exits_0_when_every_link_works(local_links):
    local_links(["/ok", "/no-head"])
    assert CliRunner().invoke(cli, ["check-links"]).exit_code == 0


def test_json_output(local_links):
    local_links(["/ok", "/missing"])
    result = CliRunner().invoke(cli, ["check-links", "--json", "--timeout", "1,2"])
    body = json.loads(result.output)
    assert result.exit_code == 1
    assert body["summary"] == {"links": 2, "urls": 2, "ok": 1, "broken": 1, "redirected": 0}
    assert {(x["where"], x["status"], x["ok"]) for x in body["links"]} == {("data.ok", 200, True), ("data.missing", 404, False)}
    assert set(body["links"][0]) == {"where", "url", "status", "error", "final_url", "seconds", "ok"}


@pytest.mark.parametrize("value", ["0", "x", "1,2,3", "-1"])
def test_a_bad_timeout_is_a_usage_error(value):
    assert CliRunner().invoke(cli, ["check-links", "--timeout", value]).exit_code == 2


def test_the_data_files_give_every_url_with_its_place():
    links = list(data_links())
    assert len(links) > 16
    assert all(url.startswith(("https://", "http://")) for _, url in links)
    places = {where.split(".")[0] for where, _ in links}
    assert places == {"colleges", "policy", "zip_counties"}

"""Browser-test fixtures: the app and a page of another origin on 127.0.0.1, Debian chromium.

Playwright drives Debian's /usr/bin/chromium (``executable_path``); its own browser
download is never used. Servers start here, in threads, on free loopback ports.
"""
import os
import threading
from http.server import BaseHTTPRequestHandler
from http.server import ThreadingHTTPServer

import pytest
from werkzeug.serving import make_server

from screener import create_app
from screener.chat.faq import warm_up

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
PHONE = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}


def pytest_collection_modifyitems(items):
    """Mark every test under tests/e2e as ``e2e``."""
    for item in items:
        if "/e2e/" in str(item.fspath):
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Launch Debian's chromium headless, without background network chatter."""
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": ["--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-quic"],
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """Use a 360 px wide phone viewport in English unless a test asks otherwise."""
    return {**browser_context_args, **PHONE, "locale": "en-US"}


class _Thread:
    """Serve a WSGI app or an HTTP handler on 127.0.0.1 in a daemon thread."""

    def __init__(self, server):
        self.server = server
        self.thread = threading.Thread(target=server.serve_forever, daemon=True)
        self.thread.start()
        host, port = server.server_address[:2]
        self.url = f"http://{host}:{port}"

    def stop(self):
        """Stop serving and close the listening socket (an unclosed one is a ResourceWarning, an error here)."""
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(scope="session")
def live_server():
    """Serve the screener (today frozen at 2026-11-29) and yield its base URL. Any site may
    frame it ("*", set on purpose): the test hosts are on loopback ports, not colleges' sites."""
    app = create_app({"TESTING": True, "SCREENER_TODAY": "2026-11-29", "RATELIMIT_ENABLED": False,
                      "EMBED_ALLOWED_ORIGINS": "*"})
    warm_up()  # the FAQ's classifier fitted before the first chat message, as in production
    srv = _Thread(make_server("127.0.0.1", 0, app, threaded=True))
    yield srv.url
    srv.stop()


@pytest.fixture(scope="session")
def other_origin(live_server):
    """Serve a college-like page on another port (another origin) that embeds the screener."""
    page = f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner college</title></head>
<body><main><h1>Paying for college</h1>
<iframe id="screener" title="Maryland Promise Scholarship screener" src="{live_server}/?embed=1"
 style="width:100%;height:900px;border:0"></iframe></main>
<script>
window.addEventListener("message", function (e) {{
  if (e.origin !== "{live_server}" || !e.data || e.data.type !== "md-promise-screener:height") return;
  document.getElementById("screener").style.height = e.data.height + "px";
}});
</script></body></html>""".encode()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - http.server API
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(page)

        def log_message(self, *args):
            pass

    srv = _Thread(ThreadingHTTPServer(("127.0.0.1", 0), Handler))
    yield srv.url
    srv.stop()


@pytest.fixture
def no_js(browser, browser_context_args):
    """A JavaScript-off phone page in Playwright's Chromium (a fresh context: no back-forward cache)."""
    context = browser.new_context(**browser_context_args, java_script_enabled=False)
    yield context.new_page()
    context.close()


@pytest.fixture
def axe_check():
    """Return a function that runs axe-core on a page and fails on any WCAG violation."""
    from axe_playwright_python.sync_playwright import Axe

    axe = Axe()

    def run(page, context=""):
        results = axe.run(page, options={"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]}})
        violations = results.response["violations"]
        summary = [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3]) for v in violations]
        assert not violations, f"axe violations {context}: {summary}"

    return run

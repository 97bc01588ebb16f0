"""Smoke: Debian chromium starts under Playwright and reaches the app on loopback."""


def test_chromium_reaches_the_app(page, live_server, browser):
    assert browser.version.split(".")[0].isdigit()
    response = page.goto(live_server + "/healthz")
    assert response.status == 200
    assert "ok" in page.content()

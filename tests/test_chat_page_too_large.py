"""A chat page post too large to read (over MAX_CONTENT_LENGTH, a pasted 100 kB) without
JavaScript: before, the generic error page, in the browser's language (English) whatever the
chat's, with the conversation gone: the body holding ``lang`` and ``state`` was never read.
The chat page's forms carry both in their address too, so the answer is the chat page again,
in its language, with the conversation and "That message is too long" (a newcomer's finding)."""
import re
from html import unescape

import pytest

HUGE = "x" * 100_000
FIRST = {"en": "new", "es": "nuevo"}
TOO_LONG = {"en": "That message is too long", "es": "Ese mensaje es muy largo"}


def chat_page(client, lang: str) -> str:
    """Open the chat in ``lang``, answer its first question; return the page after it."""
    html = client.get(f"/chat?lang={lang}").get_data(as_text=True)
    resp = client.post(form_action(html), data={"state": state_in(html), "lang": lang, "message": FIRST[lang]})
    assert resp.status_code == 303
    return client.get(resp.headers["Location"]).get_data(as_text=True)


def form_action(html: str, form: str = "chat-form") -> str:
    return unescape(re.search(rf'<form id="{form}"[^>]*\saction="([^"#]*)', html).group(1))


def state_in(html: str) -> str:
    return re.search(r'name="state" value="([^"]*)"', html).group(1)


def said(html: str) -> list:
    return [unescape(t) for t in re.findall(r'class="chat-msg__text">([^<]*)', html)]


@pytest.mark.parametrize("form", ["chat-form", "chat-quick-form"])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_post_too_large_to_read_keeps_the_language_and_the_conversation(client, lang, form):
    html = chat_page(client, lang)
    before = said(html)
    assert FIRST[lang] in before
    resp = client.post(form_action(html, form), data={"state": state_in(html), "lang": lang, "message": HUGE},
                       headers={"Accept-Language": "en-US"})  # the browser's language is not the chat's
    page = resp.get_data(as_text=True)
    assert resp.status_code == 413
    assert f'<html lang="{lang}"' in page
    assert TOO_LONG[lang] in page
    assert said(page) == before  # the conversation, with nothing of the message kept
    assert HUGE[:2000] not in page
    # and it goes on from there, in its language
    resp = client.post(form_action(page), data={"state": state_in(page), "lang": lang, "message": "none"})
    assert resp.status_code == 303 and f"lang={lang}" in resp.headers["Location"]


def test_the_api_from_the_chat_page_refuses_a_body_too_large_in_the_page_language(client):
    html = chat_page(client, "es")
    api = unescape(re.search(r'data-api="([^"]*)"', html).group(1))
    resp = client.post(api, data='{"message": "%s", "state": null, "lang": "es"}' % HUGE, content_type="application/json",
                       headers={"Accept-Language": "en-US"})
    assert resp.status_code == 413
    assert resp.get_json() == {"errors": [{"field": None, "message": "Enviaste demasiado de una sola vez."}]}


def test_a_post_too_large_elsewhere_still_gets_the_error_page(client):
    resp = client.post("/question/zip?lang=es", data={"zip": HUGE})
    assert resp.status_code == 413 and '<html lang="es"' in resp.get_data(as_text=True)

"""Tappable links in the bot's replies: web addresses, e-mail addresses and phone numbers
become ``<a>`` elements; everything else stays escaped text (the ``chat_links`` filter).
``static/js/chat.js`` does the same for replies it appends (keep the two patterns alike)."""
import re

from markupsafe import Markup
from markupsafe import escape

# A web address (with or without https://, ending before trailing punctuation), an e-mail
# address, a US phone number (410-767-3300) or the 988 crisis line.
LINK = re.compile(
    r"(?P<url>https?://[^\s<>()\"]*[^\s<>()\".,;:!?'”’])"
    r"|(?P<email>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)"
    r"|(?P<domain>\b(?:[a-z0-9-]+\.)+(?:gov|org|edu|com|net)\b(?:/[^\s<>()\"]*[^\s<>()\".,;:!?'”’])?)"
    r"|(?P<phone>(?<![\d,.$])(?:\d{3}-\d{3}-\d{4}|988|911)(?![\d,.]*\d))",
    re.IGNORECASE,
)


def href(match) -> str:
    """Return the ``href`` for a :data:`LINK` match."""
    if match.group("url"):
        return match.group("url")
    if match.group("email"):
        return "mailto:" + match.group("email")
    if match.group("domain"):
        return "https://" + match.group("domain")
    return "tel:" + match.group("phone").replace("-", "")


SHOWN = 60  # characters of a long address shown as the link's text (the full result's carries its answers)


def shown(text: str) -> str:
    """Return the text a link shows: a long address cut short with "…" (its ``href`` stays whole)."""
    return text if len(text) <= SHOWN + 20 else text[:SHOWN] + "…"


def linkify(text: str) -> Markup:
    """Return ``text`` escaped, with its addresses and phone numbers as links."""
    out, last = [], 0
    for m in LINK.finditer(text):
        out.append(escape(text[last:m.start()]))
        out.append(Markup('<a href="{}" class="link">{}</a>').format(href(m), shown(m.group(0))))
        last = m.end()
    out.append(escape(text[last:]))
    return Markup("").join(out)

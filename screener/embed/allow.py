"""Who may show the screener in a frame: the CSP ``frame-ancestors`` source list.

``EMBED_ALLOWED_ORIGINS`` (space separated) is read from the configuration:

- ``colleges`` (the default): the sixteen colleges' own origins, taken from the addresses in
  ``screener/data/colleges.yaml`` (each host with and without ``www.``, over https), plus
  the screener's own (``'self'``);
- ``*``: any site (only when set on purpose);
- a list of origins (``https://www.example.edu``), which may include ``colleges``.
"""
from functools import lru_cache
from urllib.parse import urlsplit

from ..policy import load_directory

COLLEGES = "colleges"


@lru_cache(maxsize=1)
def college_origins() -> tuple:
    """Return the https origins of every address in the college data, with their www twin."""
    hosts = []
    for college in load_directory().colleges.values():
        for url in (college.url, college.financial_aid_url, college.promise_url):
            host = urlsplit(url).hostname if url else None
            if not host:
                continue
            twin = host[4:] if host.startswith("www.") else "www." + host
            for h in (host, twin):
                if h not in hosts:
                    hosts.append(h)
    return tuple(f"https://{h}" for h in hosts)


def frame_ancestors(setting: str | None) -> str:
    """Return the ``frame-ancestors`` source list for an ``EMBED_ALLOWED_ORIGINS`` value."""
    words = (setting if setting is not None else COLLEGES).split()
    if not words:
        words = [COLLEGES]
    if "*" in words:
        return "*"
    out = ["'self'"]
    for word in words:
        if any(ch in word for ch in ";,'\"") or word == "'self'":
            continue  # a header separator or a quote would break the policy: never copied
        for origin in college_origins() if word == COLLEGES else (word.rstrip("/"),):
            if origin not in out:
                out.append(origin)
    return " ".join(out)

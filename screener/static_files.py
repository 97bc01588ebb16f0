"""Static files under content-hashed names, cached for a year (``immutable``).

``url_for("static", filename="css/app.css")`` gives ``/static/css/app.<hash>.css``, where
``<hash>`` is the first 12 hex digits of the file's SHA-256 (worked out once at start). A new
version of a file gets a new name, so browsers and the proxy may keep a hashed URL forever and
never revalidate it (with JavaScript off every step is a full page load). The reverse proxy
can serve these names straight from the ``static/`` folder (``deploy/nginx/screener.conf``);
the app serves them too. The plain name still works, revalidated on each use (``no-cache``).
"""
import hashlib
import re
from pathlib import Path

from flask import abort
from flask import current_app
from flask import send_from_directory

YEAR = 365 * 24 * 3600
HASHED = re.compile(r"^(?P<stem>.+)\.(?P<hash>[0-9a-f]{12})(?P<ext>\.[A-Za-z0-9]+)$")


def digests(folder: str) -> dict:
    """Return ``{relative path: 12-hex-digit content hash}`` for every file under ``folder``."""
    root = Path(folder)
    return {p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()[:12]
            for p in sorted(root.rglob("*")) if p.is_file()}


def hashed_name(filename: str, digest: str) -> str:
    """Return ``filename`` with ``digest`` before its extension (``css/app.css`` -> ``css/app.<digest>.css``)."""
    stem, dot, ext = filename.rpartition(".")
    return f"{stem}.{digest}.{ext}" if dot and "/" not in ext else f"{filename}.{digest}"


def add_hash(endpoint, values) -> None:
    """``url_defaults`` callback: give static URLs their content-hashed names."""
    if endpoint != "static" or "filename" not in values:
        return
    digest = current_app.extensions["static_digests"].get(values["filename"])
    if digest:
        values["filename"] = hashed_name(values["filename"], digest)


def serve(filename: str):
    """Serve a static file: a current hashed name cached for a year, else revalidated each time."""
    app = current_app
    m = HASHED.match(filename)
    if m and app.extensions["static_digests"].get(m["stem"] + m["ext"]) == m["hash"]:
        resp = send_from_directory(app.static_folder, m["stem"] + m["ext"], max_age=YEAR)
        resp.cache_control.public = True
        resp.cache_control.immutable = True
        return resp
    if m and m["stem"] + m["ext"] in app.extensions["static_digests"]:
        abort(404)  # an old version's name: not ours any more (a new page links the new one)
    resp = send_from_directory(app.static_folder, filename, max_age=0)
    resp.cache_control.no_cache = True
    return resp


def init_app(app) -> None:
    """Hash the static files and serve them under hashed names on ``app``."""
    app.extensions["static_digests"] = digests(app.static_folder)
    app.url_defaults(add_hash)
    app.view_functions["static"] = serve

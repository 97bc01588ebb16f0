"""The college a page is preset to (``preset=<college id>``) and that college's theme.

The preset is only an offer: the header names the college and the result lists it first; the
college question, when it is asked with no answer yet, starts on it. The rules never see it; the
student's own answers decide (a new student's college is the county's, filled in from the ZIP).
"""
from functools import lru_cache
from pathlib import Path

import yaml
from flask import has_request_context
from flask import request

from ..policy import load_directory

THEMES_FILE = Path(__file__).resolve().parent.parent / "data" / "themes.yaml"
MODES = ("form", "chat")


def preset_id() -> str | None:
    """Return the request's preset college id (``preset``), or None when absent or unknown."""
    if not has_request_context():
        return None
    value = request.args.get("preset") or _form("preset")
    return value if value in load_directory().colleges else None


def _form(name: str):
    if request.method != "POST" or request.mimetype not in ("application/x-www-form-urlencoded", "multipart/form-data"):
        return None
    try:
        return request.form.get(name)
    except Exception:  # noqa: BLE001 - e.g. 413 while parsing: no preset
        return None


def preset_college():
    """Return the preset :class:`~screener.policy.College`, or None."""
    pid = preset_id()
    return load_directory().colleges[pid] if pid else None


@lru_cache(maxsize=1)
def load_themes() -> dict:
    """Return ``{college id: {"accent": "#rrggbb", "source": {...}, "as_of": ...}}`` for the
    colleges whose accent colour has a source, plus ``default`` (the screener's own)."""
    with open(THEMES_FILE, encoding="utf-8") as fh:
        raw = yaml.safe_load(fh) or {}
    return {k: v for k, v in raw.items() if isinstance(v, dict) and v.get("accent")}


def theme_id() -> str | None:
    """Return the preset college's id when it has a sourced accent colour (its CSS class)."""
    pid = preset_id()
    return pid if pid and pid in load_themes() else None


def template_globals() -> dict:
    """Return ``preset`` (the college or None) and ``theme`` (its id when it has a colour)."""
    return {"preset": preset_college(), "theme": theme_id()}

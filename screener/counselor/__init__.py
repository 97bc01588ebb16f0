"""Counselors: screen a whole class from a spreadsheet, and hand each student a plan.

``/counselor`` takes a CSV or .xlsx roster (the template's columns are the contract's answer
fields plus a free ``student`` label; other spreadsheets go through a column-matching step),
screens every row with the code ``screener roster`` runs, and shows a table, a summary chart,
CSV/.xlsx downloads and a printable plan per student (HTML and PDF, each page with a QR
code that reopens the student's result).

Nothing is stored: the uploaded file is read in memory (never spooled to a temporary file),
and travels between the column step and the results inside the page, sealed (compressed and
encrypted with :func:`screener.token.seal`) in a hidden form field. No cookie, no session,
nothing logged. Limits: ``ROSTER_MAX_ROWS``, ``ROSTER_MAX_BYTES``, ``PACKET_PDF_MAX`` (students
in one PDF), each set from the environment; uploads are limited by the app's
``UPLOAD_RATELIMIT`` and the other counselor POSTs share ``COUNSELOR_RATELIMIT``.
"""
import os

from flask import Blueprint

bp = Blueprint("counselor", __name__, url_prefix="/counselor")

DEFAULTS = {
    "ROSTER_MAX_ROWS": ("10000", int),
    "ROSTER_MAX_BYTES": (str(5_000_000), int),
    "ROSTER_TOKEN_MAX_AGE": (str(4 * 3600), int),
    "PACKET_PDF_MAX": ("50", int),
    "COUNSELOR_RATELIMIT": ("60 per minute", str),
}


def init_app(app):
    """Register the counselor pages on ``app``; settings default from the environment."""
    for name, (default, kind) in DEFAULTS.items():
        app.config.setdefault(name, kind(os.environ.get(name, default)))
    from . import routes  # noqa: F401 - registers the views on bp

    app.register_blueprint(bp)

"""A plan per student, for the printable packet: the result page's own plan, and a QR code.

Each plan is built with the web result page's code (:func:`screener.web.results.result_view`)
from the answers the roster row gives, so the packet says what the student's result page
says. The QR code holds that result page's link (the answers token, never the name), which
reopens it on a phone, where the student can change an answer, continue in the chat or
switch language. A student still missing answers gets what to find out, not a verdict.
"""
from __future__ import annotations

import datetime as dt

import segno
from markupsafe import Markup

from ..answers import validate
from ..cli import ERROR
from ..cli import row_answers
from ..flow import State
from ..flow import load_flow
from ..rules import MORE_INFO
from ..serialize import run
from ..web.nav import keep_state
from flask import request

from ..web.results import result_view
from ..web.results import share_view
from .mapping import label


def seen_for(answers: dict, assessment) -> frozenset:
    """Return the pages to treat as seen: every page that asks for no missing answer (the
    roster left them to their defaults), so a phone opens the result, or the first question
    still missing."""
    missing = set(assessment.missing)
    return frozenset(q.id for q in load_flow().questions
                     if q.id not in answers and not (set(q.fields) | set(q.provides)) & missing)


def answers_of(row, layout, lang: str) -> dict:
    """Return the clean answers of a screened row, read as the CLI read them (its cells through
    :func:`screener.cli.row_answers`: "cuarenta y cinco mil", "junio de 2027", "monoparental")."""
    answers, _errors = validate(row_answers({h: row.input.get(h) for h in layout.fields}, layout, lang), strict=False, lang=lang)
    return answers


def qr_svg(url: str, title: str) -> Markup:
    """Return the QR code of ``url`` as inline SVG markup (dark modules, white quiet zone)."""
    code = segno.make(url, error="l", micro=False)
    return Markup(code.svg_inline(scale=2, title=title, svgclass="qr", lineclass=None, omitsize=True))


def to_find_out(missing: list) -> list:
    """Return what to ask a student for each missing field: the questionnaire's question and hint."""
    flow = load_flow()
    out = []
    for name in missing:
        q = flow.question(name)
        out.append({"field": name, "label": label(name),
                    "question": q.question if q else None, "hint": q.hint if q else None})
    return out


def plan(row, layout, today: dt.date, lang: str, qr_title: str) -> dict:
    """Return one student's page of the packet (``kind``: ``plan``, ``find_out`` or ``error``)."""
    base = {"number": row.number, "student": row.student, "status": row.status}
    if row.status == ERROR:
        return {**base, "kind": "error", "errors": row.errors}
    answers = answers_of(row, layout, lang)
    assessment = run(answers, today)
    state = keep_state(State(answers, seen_for(answers, assessment), lang))
    view = result_view(assessment, state)
    url = share_view(state)["share_url"]  # a "save or share my result" link: it lasts longest
    if not url.startswith(("http://", "https://")):
        url = request.host_url.rstrip("/") + url
    page = {**base, **view, "reopen_url": url, "qr": qr_svg(url, qr_title)}
    if assessment.status == MORE_INFO:
        return {**page, "kind": "find_out", "find_out": to_find_out(assessment.reported_missing)}
    return {**page, "kind": "plan"}

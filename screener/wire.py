"""The API's wire shapes: the contract's JSON objects and the OpenAPI document that describes them.

Both live here so they change together: :func:`assessment_json`, :func:`colleges_json` and
:func:`errors_json` build what the API (and ``screener assess``) send, and
:func:`openapi_document` describes exactly those shapes (``tests/test_openapi.py`` validates
real responses against the served document). The answer fields come from
:data:`screener.answers.FIELDS`, so the request schema never drifts from the validator.
"""
from __future__ import annotations

import datetime as dt

from . import other_aid
from .answers import FIELDS
from .answers import validate
from .core import screen
from .i18n import render
from .policy import application_days
from .voice import said  # (fix49d) the rules' messages in the writer's voice
from .policy import first_award_month
from .policy import load_directory


def college_json(college) -> dict:
    """Return the short college object used in an assessment's ``colleges``."""
    return {
        "id": college.id,
        "name": college.name,
        "url": college.url,
        "financial_aid_url": college.financial_aid_url,
        "promise_url": college.promise_url,
    }


def check_json(c, lang: str = "en", voice=None) -> dict:
    """Return one check as the contract shows it; a pass that depends on the college adds
    ``condition`` (the words of that condition). (fix49d) Said in ``voice`` (screener/voice.py:
    to a parent of their child, or of the student), as the chat that wrote the answers speaks."""
    out = {"id": c.id, "result": c.result, "citation": c.citation, "message": render(said(c.message, voice), lang)}
    if c.condition is not None:
        out["condition"] = render(said(c.condition, voice), lang)
    return out


def assessment_json(a, lang: str = "en", voice=None) -> dict:
    """Return the contract's assessment object for :class:`~screener.rules.Assessment` ``a``.

    Messages are rendered in ``lang``; dates are ISO strings (``null`` when unpublished). (fix49d)
    The rules' messages are said in ``voice`` (:func:`screener.voice.said`: the chat's result to a
    parent, or to a grandparent or guardian, and the web's result page reached from its link);
    None, the API's and the web form's own: as the rules say them, to the student.
    """
    aw = a.award
    award = {
        "estimate": aw.estimate,
        "max": aw.max,
        "tuition": aw.tuition,
        "grant_aid": aw.grant_aid,
        "grant_aid_is_estimate": aw.grant_aid_is_estimate,
        "estimate_low": aw.estimate_low,
        "estimate_high": aw.estimate_high,
        "tuition_is_estimate": aw.tuition_is_estimate,
        "tuition_source": aw.tuition_source,
        "tuition_as_of": aw.tuition_as_of,
        "covered_by_grants": aw.covered_by_grants,
        "notes": [render(said(n, voice), lang) for n in aw.notes],
    }
    return {
        "status": a.status,
        "checks": [check_json(c, lang, voice) for c in a.checks],
        "missing": a.reported_missing,
        "award": award,
        "colleges": [college_json(c) for c in a.colleges],
        "deadlines": [
            {"what": render(said(d["what"], voice), lang), "date": d["date"].isoformat() if d["date"] else None, "source": d["source"]}
            for d in a.deadlines
        ],
        "policy": {"award_year": a.policy.label},
        "county": a.county,
        "next_steps": [render(said(s, voice), lang) for s in a.next_steps],
        "contacts": a.contacts,
        **other_aid_json(a, lang, voice=voice),  # (fix49l) its reasons in the writer's voice too
    }


def other_aid_json(a, lang: str = "en", screened=None, voice=None) -> dict:
    """Return the contract's ``other_aid`` and ``paying`` for Assessment ``a`` (``paying`` None without a tuition figure).

    ``screened`` is :func:`screener.other_aid.screen`'s ``(programs, paying)`` when already known.
    (fix49l) Each program's reasons ("You meet this: …") said in ``voice``, as :func:`assessment_json`'s.
    """
    programs, paying = screened or other_aid.screen(a)
    out = {"other_aid": [
        {"id": p.id, "name": render(p.name, lang), "result": p.result,
         "reasons": [render(said(r, voice), lang) for r in p.reasons], "source": p.source,
         "deadline": p.deadline.isoformat() if p.deadline else None}
        for p in programs
    ], "paying": None}
    if paying is not None:
        steps = []
        for s in paying.steps:
            step = {"id": s["id"], "name": render(other_aid.NAMES[s["id"]], lang), "estimate": s["estimate"]}
            if s["amount_low"] == s["amount_high"]:
                step["amount"] = s["amount_low"]
            else:
                step["amount_low"], step["amount_high"] = s["amount_low"], s["amount_high"]
            if s["college_decides_order"]:
                step["college_decides_order"] = True
            steps.append(step)
        out["paying"] = {"tuition": paying.tuition, "steps": steps, "left_to_pay": paying.left_high,
                         "notes": [render(said(n, voice), lang) for n in paying.notes]}  # (fix50f) in the writer's voice too
        if paying.left_low != paying.left_high:
            out["paying"]["left_to_pay_low"] = paying.left_low
    return out


def colleges_json() -> list:
    """Return the ``GET /api/v1/colleges`` list: every college with its tuition figures."""
    out = []
    for c in load_directory().colleges.values():
        t = c.tuition
        out.append({
            "id": c.id,
            "name": c.name,
            "counties": list(c.counties),
            "residential": bool(c.residential),
            "residential_verified": c.residential is not None,
            "url": c.url,
            "financial_aid_url": c.financial_aid_url,
            "promise_url": c.promise_url,
            "tuition": None if t is None else {
                "per_credit": t.per_credit,
                "fees_per_credit": t.fees_per_credit,
                "fees_per_semester": t.fees_per_semester,
                "tuition_credit_cap": t.tuition_credit_cap,
                "capped_fees": [dict(f) for f in t.capped_fees],
                "fee_max_credits": t.fee_max_credits,
                "full_time_year": t.year(12),
                "source": t.source,
                "as_of": t.as_of,
                "award_year": t.award_year,
                "note": t.note,
            },
        })
    return out


def assess_raw(raw, today: dt.date | None = None, lang: str = "en", strict: bool = True):
    """Validate and assess one raw answers object.

    :return: ``(assessment_json, None)`` or ``(None, errors)`` where ``errors`` is the
        contract's ``[{"field", "message"}]`` list rendered in ``lang``.
    """
    today = today or dt.date.today()
    answers, errors = validate(raw, strict=strict, lang=lang, today=today)
    if errors:
        return None, errors_json(errors, lang)
    return assessment_json(screen(answers, today), lang), None


def errors_json(errors, lang: str = "en") -> list:
    """Return the contract's ``[{"field", "message"}]`` list for :class:`~screener.answers.FieldError` s."""
    return [{"field": e.field, "message": render(e.message, lang)} for e in errors]


# What the validator accepts, as JSON Schema patterns: nothing the schema allows is rejected.
_YEAR = r"(19[0-9]{2}|20[0-9]{2}|2100)"
_MONTH = r"(0[1-9]|1[0-2])"
_KIND = {
    "bool": {"type": "boolean"},
    "number": {"type": "number"},
    "integer": {"type": "integer"},
    "date": {"type": "string", "format": "date", "pattern": f"^{_YEAR}-{_MONTH}-[0-9]{{2}}$"},
    "month": {"type": "string", "pattern": f"^{_YEAR}-{_MONTH}$"},
    "zip": {"type": "string", "pattern": "^[0-9]{5}$"},
}
_STR = {"type": "string"}
_STR_OR_NULL = {"type": ["string", "null"]}
_INT_OR_NULL = {"type": ["integer", "null"]}
_NUM_OR_NULL = {"type": ["number", "null"]}


def _ranges() -> dict:
    """Return the OpenAPI descriptions of the ranges that move with the day
    (screener.answers._dates_out_of_range): said, since no pattern can; the first award year
    read from the policy data (:func:`screener.policy.first_award_month`)."""
    first = first_award_month()
    opened = application_days(first)[0]
    return {
        "application_date": {"description": f"From {opened.isoformat()} (applying for the first awards, "
                                            f"{first.year}-{first.year + 1}, opened) to a year from today; outside: 400."},
        "first_enrolled": {"description": f"From {first:%Y-%m} (the first award year) to the month of application_date "
                                          "(default: this month); outside: 400."},
    }



def _field_schema(f) -> dict:
    if f.kind == "enum":
        return {"type": "string", "enum": list(f.choices)}
    s = dict(_KIND[f.kind])
    if f.minimum is not None:
        s["exclusiveMinimum" if f.exclusive_minimum else "minimum"] = f.minimum
    if f.maximum is not None:
        s["maximum"] = f.maximum
    return s


def _object(properties: dict, required=None) -> dict:
    """Return a closed object schema: every property listed; all required unless ``required`` says."""
    return {"type": "object", "required": list(properties) if required is None else required,
            "properties": properties, "additionalProperties": False}


def _college_short() -> dict:
    return _object({"id": _STR, "name": _STR, "url": _STR_OR_NULL, "financial_aid_url": _STR_OR_NULL,
                    "promise_url": _STR_OR_NULL})


def _assessment() -> dict:
    check = _object({
        "id": _STR,
        "result": {"type": "string", "enum": ["pass", "fail", "unknown", "not_applicable"]},
        "citation": _STR,
        "message": _STR,
        "condition": {"type": "string", "description": "A pass that depends on the college: the condition, in words."},
    }, required=["id", "result", "citation", "message"])
    program = _object({
        "id": _STR, "name": _STR,
        "result": {"type": "string", "enum": ["likely", "maybe", "unlikely"]},
        "reasons": {"type": "array", "items": _STR},
        "source": _STR,
        "deadline": {"type": ["string", "null"], "format": "date"},
    })
    step = _object({
        "id": _STR, "name": _STR, "estimate": {"type": "boolean"},
        "amount": {"type": "integer"}, "amount_low": {"type": "integer"}, "amount_high": {"type": "integer"},
        "college_decides_order": {"type": "boolean"},
    }, required=["id", "name", "estimate"])
    paying = _object({
        "tuition": {"type": "integer"},
        "steps": {"type": "array", "items": step},
        "left_to_pay": {"type": "integer", "description": "What is left with the least aid listed."},
        "left_to_pay_low": {"type": "integer", "description": "What is left with the most aid listed (when it differs)."},
        "notes": {"type": "array", "items": _STR},
    }, required=["tuition", "steps", "left_to_pay", "notes"])
    award = _object({
        "estimate": _INT_OR_NULL,
        "max": {"type": "integer"},
        "tuition": _INT_OR_NULL,
        "grant_aid": _INT_OR_NULL,
        "grant_aid_is_estimate": {"type": "boolean"},
        "estimate_low": _INT_OR_NULL,
        "estimate_high": _INT_OR_NULL,
        "tuition_is_estimate": {"type": "boolean"},
        "tuition_source": _STR_OR_NULL,
        "tuition_as_of": _STR_OR_NULL,
        "covered_by_grants": {"type": "boolean"},
        "notes": {"type": "array", "items": _STR},
    })
    deadline = _object({"what": _STR, "date": {"type": ["string", "null"], "format": "date"}, "source": _STR_OR_NULL})
    contact = _object({"name": _STR, "url": _STR_OR_NULL, "phone": _STR_OR_NULL, "email": _STR_OR_NULL})
    return _object({
        "status": {"type": "string", "enum": ["likely_eligible", "likely_ineligible", "needs_more_info"]},
        "checks": {"type": "array", "items": check},
        "missing": {"type": "array", "items": _STR},
        "award": award,
        "colleges": {"type": "array", "items": _college_short()},
        "deadlines": {"type": "array", "items": deadline},
        "policy": _object({"award_year": _STR}),
        "county": {"type": ["string", "null"], "enum": [*FIELDS["county"].choices, None]},
        "next_steps": {"type": "array", "items": _STR},
        "contacts": {"type": "array", "items": contact},
        "other_aid": {"type": "array", "description": "Other programs the answers point to.", "items": program},
        "paying": {"description": "The money in the order it is applied (null without a tuition figure).",
                   "oneOf": [paying, {"type": "null"}]},
    })


def _college() -> dict:
    tuition = _object({
        "per_credit": _NUM_OR_NULL,
        "fees_per_credit": _NUM_OR_NULL,
        "fees_per_semester": _NUM_OR_NULL,
        "tuition_credit_cap": _NUM_OR_NULL,
        "capped_fees": {"type": "array", "items": {"type": "object", "properties": {
            "per_credit": {"type": "number"}, "max_credits": {"type": "number"}}}},
        "fee_max_credits": _NUM_OR_NULL,
        "full_time_year": _NUM_OR_NULL,
        "source": _STR_OR_NULL,
        "as_of": _STR_OR_NULL,
        "award_year": _STR_OR_NULL,
        "note": _STR_OR_NULL,
    })
    return _object({
        "id": _STR, "name": _STR,
        "counties": {"type": "array", "items": _STR},
        "residential": {"type": "boolean"},
        "residential_verified": {"type": "boolean"},
        "url": _STR_OR_NULL, "financial_aid_url": _STR_OR_NULL, "promise_url": _STR_OR_NULL,
        "tuition": {"oneOf": [tuition, {"type": "null"}]},
    })


def _json(schema: dict, description: str) -> dict:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def openapi_document(languages=("en", "es")) -> dict:
    """Return the OpenAPI 3.1 description of ``/api/v1/assess``, ``/api/v1/colleges`` and ``/api/v1/chat``.

    :param languages: the language codes offered (the app's ``LANGUAGES``)
    """
    ranges = _ranges()
    answers = {"type": "object", "properties": {n: {**_field_schema(f), **ranges.get(n, {})} for n, f in FIELDS.items()}}
    errors = _object({"errors": {"type": "array", "items": _object({"field": _STR_OR_NULL, "message": _STR})}})
    ref = {name: {"$ref": f"#/components/schemas/{name}"} for name in ("Answers", "Assessment", "Errors", "College")}
    lang = [{
        "name": "lang", "in": "query", "required": False,
        "description": "Language of the messages. Empty or another value: the Accept-Language header decides, "
                       "else English.",
        "schema": {"type": "string", "examples": list(languages)},
    }]
    bad = _json(ref["Errors"], "A value of the wrong type or out of range, a body that is not JSON, or answers wrapped in an object")
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Maryland Community College Promise Scholarship screener",
            "version": "1",
            "description": "Screening contract, version 1. Results say 'likely'; the college decides.",
        },
        "paths": {
            "/api/v1/assess": {"post": {
                "summary": "Assess one applicant's answers",
                "parameters": lang,
                "requestBody": {"required": True, "content": {"application/json": {"schema": ref["Answers"]}}},
                "responses": {"200": _json(ref["Assessment"], "An assessment"), "400": bad},
            }},
            "/api/v1/colleges": {"get": {
                "summary": "The 16 Maryland community colleges",
                "responses": {"200": _json({"type": "array", "items": ref["College"]}, "Colleges")},
            }},
            "/api/v1/chat": {"post": {
                "summary": "One turn of the screening conversation",
                "parameters": lang,
                "requestBody": {"required": True, "content": {"application/json": {"schema": {
                    "type": "object", "required": ["message"],
                    "properties": {"message": {"type": "string", "description": "A null character (U+0000) or a lone "
                                                          "surrogate in it is a 400"},
                                   "state": {**_STR_OR_NULL, "description": "The state of the last reply, exactly as "
                                             "received, or null for a new conversation. One this chat never gave (changed "
                                             "or cut short) is a 400 on this field, and the state the client holds still "
                                             "works; an expired one starts a new conversation, said in the reply."},
                                   # (shared/contract/api.md: "en" or "es"; any other value in the
                                   # body is a 400, unlike the query's ``lang``, which falls back)
                                   "lang": {"type": "string", "enum": list(languages),
                                            "description": "Language of the reply. Another value is a 400; "
                                                           "left out, the query's lang, then the "
                                                           "Accept-Language header decides, else English."}}}}}},
                "responses": {
                    "200": _json(_object({
                        "reply": _STR,
                        "quick_replies": {"type": "array", "items": _STR},
                        "expecting": _STR_OR_NULL,
                        "state": _STR,
                        "assessment": {"oneOf": [ref["Assessment"], {"type": "null"}]},
                        "answers": ref["Answers"],
                    }, required=["reply", "quick_replies", "expecting", "state", "assessment", "answers"]), "The bot's reply"),
                    "400": _json(ref["Errors"], "Malformed request"),
                    "429": {**_json(ref["Errors"], "Too many messages from this address (CHAT_RATELIMIT)"),
                            "headers": {"Retry-After": {"description": "Seconds to wait", "schema": {"type": "integer"}}}},
                },
            }},
        },
        "components": {"schemas": {"Answers": answers, "Assessment": _assessment(), "Errors": errors,
                                   "College": _college()}},
    }

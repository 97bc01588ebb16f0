"""Turn engine objects into the contract's JSON shapes (``shared/contract/api.md``)."""
from __future__ import annotations

import datetime as dt

from .i18n import render
from .policy import load_directory
from .policy import load_policy
from .policy import award_year_for
from .answers import validate
from .rules import assess
from . import other_aid


def college_json(college) -> dict:
    """Return the short college object used in an assessment's ``colleges``."""
    return {
        "id": college.id,
        "name": college.name,
        "url": college.url,
        "financial_aid_url": college.financial_aid_url,
        "promise_url": college.promise_url,
    }


def check_json(c, lang: str = "en") -> dict:
    """Return one check as the contract shows it; a pass that depends on the college adds
    ``condition`` (the words of that condition)."""
    out = {"id": c.id, "result": c.result, "citation": c.citation, "message": render(c.message, lang)}
    if c.condition is not None:
        out["condition"] = render(c.condition, lang)
    return out


def assessment_json(a, lang: str = "en") -> dict:
    """Return the contract's assessment object for :class:`~screener.rules.Assessment` ``a``.

    Messages are rendered in ``lang``; dates are ISO strings (``null`` when unpublished).
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
        "notes": [render(n, lang) for n in aw.notes],
    }
    return {
        "status": a.status,
        "checks": [check_json(c, lang) for c in a.checks],
        "missing": a.reported_missing,
        "award": award,
        "colleges": [college_json(c) for c in a.colleges],
        "deadlines": [
            {"what": render(d["what"], lang), "date": d["date"].isoformat() if d["date"] else None, "source": d["source"]}
            for d in a.deadlines
        ],
        "policy": {"award_year": a.policy.label},
        "county": a.county,
        "next_steps": [render(s, lang) for s in a.next_steps],
        "contacts": a.contacts,
        **other_aid_json(a, lang),
    }


def other_aid_json(a, lang: str = "en", screened=None) -> dict:
    """Return the contract's ``other_aid`` and ``paying`` for Assessment ``a`` (``paying`` None without a tuition figure).

    ``screened`` is :func:`screener.other_aid.screen`'s ``(programs, paying)`` when already known.
    """
    programs, paying = screened or other_aid.screen(a)
    out = {"other_aid": [
        {"id": p.id, "name": render(p.name, lang), "result": p.result,
         "reasons": [render(r, lang) for r in p.reasons], "source": p.source,
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
                         "notes": [render(n, lang) for n in paying.notes]}
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
    answers, errors = validate(raw, strict=strict, lang=lang)
    if errors:
        return None, [{"field": e.field, "message": render(e.message, lang)} for e in errors]
    a = run(answers, today)
    return assessment_json(a, lang), None


def run(answers: dict, today: dt.date | None = None):
    """Assess clean ``answers`` under the policy of the award year their date falls in."""
    today = today or dt.date.today()
    day = dt.date.fromisoformat(answers["application_date"]) if "application_date" in answers else today
    return assess(answers, load_policy(award_year_for(day)), load_directory(), today)

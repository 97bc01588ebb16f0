"""The result page's bar: how a year's tuition gets paid (grants, the Promise award, the rest).

Drawn on the server as SVG with presentation attributes only (the CSP allows no inline
styles); widths are percentages of tuition.

The grant part is only what the grants pay of tuition (capped at tuition), so it is labelled
as that; ``grants_over`` says the grants are more than tuition. With a Pell Grant range the
bar is drawn for the largest Pell Grant (the lower award), and ``range`` gives what it is
drawn for and the highest award, for the caption that says so.
"""
from ..i18n import N_
from ..voice import PAGE_LEFT  # (fix49l) said in the writer's voice (screener/voice.py)

# Each fill has at least 3:1 contrast with white (WCAG 1.4.11) and matches a legend swatch.
PARTS = (
    ("grants", N_("Grants applied to tuition and fees"), "#1d70b8"),
    ("award", N_("Promise award"), "#00703c"),
    ("left", PAGE_LEFT, "#505a5f"),
)
GAP = 0.6  # percent of the width left white between two parts


def tuition_bar(award) -> dict | None:
    """Return the bar's tuition, parts (``x`` and ``width`` in percent), ``grants_over`` and
    ``range`` ({grants, high} or None), or None without tuition or a grants figure."""
    tuition = award.tuition
    if not tuition or award.grant_aid is None:
        return None  # no tuition, or grants unknown (no income given): nothing honest to draw
    grants = min(award.grant_aid or 0, tuition)
    promise = min(award.estimate or 0, tuition - grants)
    amounts = {"grants": grants, "award": promise, "left": tuition - grants - promise}
    parts, x = [], 0.0
    for key, label, fill in PARTS:
        width = 100.0 * amounts[key] / tuition
        drawn = max(0.0, width - GAP) if x + width < 100 else width
        parts.append({"key": key, "label": label, "fill": fill, "amount": amounts[key],
                      "x": round(x, 2), "width": round(drawn, 2)})
        x += width
    spread = {"grants": award.grant_aid, "high": award.estimate_high} if award.is_range else None
    return {"tuition": tuition, "parts": parts, "grants_over": (award.grant_aid or 0) > tuition, "range": spread}


# The money stack's fills, by kind of step; each has at least 3:1 contrast with white.
STACK_FILLS = {"federal": "#1d70b8", "state": "#4c2c92", "promise": "#00703c", "waiver": "#d53880", "local": "#00615a"}


def stack_fill(step_id: str) -> str:
    """Return the fill of a money-stack step by its kind."""
    from ..other_aid import STATE_GRANTS, WAIVERS
    if step_id in ("pell", "grants_entered"):
        return STACK_FILLS["federal"]
    if step_id in STATE_GRANTS:
        return STACK_FILLS["state"]
    if step_id == "promise":
        return STACK_FILLS["promise"]
    if step_id in WAIVERS:
        return STACK_FILLS["waiver"]
    return STACK_FILLS["local"]


def money_stack(paying) -> dict | None:
    """Return ``{parts, fills}`` for the money stack of ``paying`` (an other_aid.Paying), drawn
    for the order with the least aid; None without tuition."""
    if paying is None or not paying.tuition:
        return None
    parts, x = [], 0.0
    for step in paying.steps:
        amount = paying.least.get(step["id"], 0)
        width = 100.0 * amount / paying.tuition
        parts.append({"id": step["id"], "fill": stack_fill(step["id"]), "amount": amount,
                      "x": round(x, 2), "width": round(max(0.0, width - GAP), 2)})
        x += width
    return {"parts": parts, "fills": {s["id"]: stack_fill(s["id"]) for s in paying.steps}}

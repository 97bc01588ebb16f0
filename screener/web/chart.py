"""The result page's bar: how a year's tuition gets paid (grants, the Promise award, the rest).

Drawn on the server as SVG with presentation attributes only (the CSP allows no inline
styles); widths are percentages of tuition.

The grant part is only what the grants pay of tuition (capped at tuition), so it is labelled
as that; ``grants_over`` says the grants are more than tuition. With a Pell Grant range the
bar is drawn for the largest Pell Grant (the lower award), and ``range`` gives what it is
drawn for and the highest award, for the caption that says so.
"""
from ..i18n import N_

# Each fill has at least 3:1 contrast with white (WCAG 1.4.11) and matches a legend swatch.
PARTS = (
    ("grants", N_("Grants applied to tuition and fees"), "#1d70b8"),
    ("award", N_("Promise award"), "#00703c"),
    ("left", N_("Left for you to pay"), "#505a5f"),
)
GAP = 0.6  # percent of the width left white between two parts


def tuition_bar(award) -> dict | None:
    """Return the bar's tuition, parts (``x`` and ``width`` in percent), ``grants_over`` and
    ``range`` ({grants, high} or None), or None without tuition."""
    tuition = award.tuition
    if not tuition:
        return None
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

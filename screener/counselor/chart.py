"""The results summary as small horizontal bar charts, drawn on the server as SVG.

Presentation attributes only (the CSP allows no inline styles); the page shows the same
counts as a table (the chart's text equivalent), so the SVG is hidden from screen readers.
"""
from __future__ import annotations

# Each fill has at least 3:1 contrast with white (WCAG 1.4.11).
FILLS = {"likely_eligible": "#00703c", "needs_more_info": "#594d00", "likely_ineligible": "#d4351c",
         "error": "#505a5f"}
DEFAULT_FILL = "#1d70b8"
ROW_HEIGHT = 28
LABEL_WIDTH = 46.0  # percent of the width for the labels
WIDTH = 600


def bars(items) -> dict:
    """Return a chart of ``items`` [(key, label, count)]: the SVG's height and one bar per item.

    Each bar has ``y`` and ``width`` (in user units of a :data:`WIDTH`-wide view box),
    ``fill``, ``label`` and ``count``.
    """
    items = list(items)
    most = max((count for _key, _label, count in items), default=0) or 1
    room = WIDTH * (100 - LABEL_WIDTH) / 100 - 60
    out = []
    for n, (key, label, count) in enumerate(items):
        width = room * count / most
        out.append({"key": key, "label": label, "count": count, "y": n * ROW_HEIGHT + 4,
                    "width": round(max(width, 2 if count else 0), 1), "fill": FILLS.get(key, DEFAULT_FILL)})
    return {"height": len(items) * ROW_HEIGHT + 8, "width": WIDTH, "x": round(WIDTH * LABEL_WIDTH / 100, 1),
            "bars": out}

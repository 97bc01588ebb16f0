"""The embed kit: one line of HTML puts the screener on a college's page.

- ``GET /embed.js``: the host-page loader. ``<script src="https://HOST/embed.js"
  data-college="wor-wic" data-lang="es" data-mode="form" async></script>`` inserts an iframe
  of ``/embed?college=…&lang=…&mode=…`` after itself, sizes it to the screener's height and
  scrolls the host page to each new page in the frame. It accepts messages only from its own
  iframe's window and origin; the messages carry only numbers (a height, a scroll region).
- ``GET /embed?college=…&lang=…&mode=form|chat``: the screener in embed mode, preset to the
  college (also usable as a plain ``<iframe src>``).
- ``GET /embed``: the page for college web teams: a snippet builder, a live preview, who may
  frame the screener (CSP ``frame-ancestors``, see :mod:`screener.embed.allow`) and a privacy
  sentence to paste.
- ``GET /embed/themes.css``: each college's accent colour (``screener/data/themes.yaml``).

The preset travels as ``preset=<college id>`` in links and forms (no cookie), like ``embed=1``.
"""
from flask import Blueprint

bp = Blueprint("embed", __name__)


def init_app(app):
    """Register the embed blueprint and its template globals on ``app``."""
    from . import preset

    app.register_blueprint(bp)
    app.context_processor(preset.template_globals)


from . import routes  # noqa: E402,F401

"""The web questionnaire: one question per page, check your answers, then the result.

Plain HTML forms and links work without JavaScript; htmx only swaps the page region in
place. The answers travel as one encrypted token (``t``) in a hidden field on POSTs and in
the query string of GET links, so there is no cookie and no server-side storage.

Embedding: ``?embed=1`` hides the site header, keeps the browser history of the host page
clean (``hx-replace-url`` on question steps) and loads ``static/js/frame.js``, which follows
this site's links with ``location.replace`` (no entry in the host page's history) and posts
the page height and, on each new page, the region to show, to the host page's loader
(``/embed.js``, see :mod:`screener.embed`). ``?preset=<college id>`` presets the college.
"""
from flask import Blueprint

bp = Blueprint("web", __name__)


def init_app(app):
    """Register the web blueprint, its template helpers and filters on ``app``."""
    from . import context

    app.register_blueprint(bp)
    app.context_processor(context.template_globals)
    for name, func in context.FILTERS.items():
        app.add_template_filter(func, name)


from . import routes  # noqa: E402,F401

"""The chatbot: ``POST /api/v1/chat`` (the contract's chat endpoint) and the ``/chat`` page.

One conversation engine (:mod:`.engine`) over the same flow as the web form; free-text
answers in English and Spanish (:mod:`.understand`); a bilingual FAQ with citations
(:mod:`.faq`, ``flows/faq.yaml``); the state travels as one encrypted token (:mod:`.session`).
The page works without JavaScript; ``static/js/chat.js`` only enhances it.
"""
from flask import Blueprint

bp = Blueprint("chat", __name__)


def init_app(app):
    """Register the chat API and page on ``app``."""
    from . import routes  # noqa: F401 - registers the views on bp
    from .links import linkify

    app.register_blueprint(bp)
    if app.config.get("SCREENER_ENV") == "production" and not app.testing:
        from .faq import warm_up

        warm_up()  # the FAQ's classifier is fitted before gunicorn --preload forks, not on a first message
    app.add_template_filter(linkify, "chat_links")

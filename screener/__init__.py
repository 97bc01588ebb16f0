"""Maryland Community College Promise Scholarship screener: the app factory.

The rules engine's front door is :func:`screener.core.screen` (no Flask); the faces are the
web questionnaire (:mod:`screener.web`), the chat (:mod:`screener.chat`), the JSON API
(:mod:`screener.api`) and the command line (:mod:`screener.cli`).
"""


def create_app(test_config=None):
    """Create and configure the app; ``test_config`` (a dict) overrides :class:`Config`."""
    from flask import Flask

    from . import api
    from . import chat
    from . import cli
    from . import core
    from . import embed
    from . import errors
    from . import headers
    from . import logs
    from . import web
    from .config import Config
    from .extensions import babel
    from .extensions import htmx
    from .extensions import limiter
    from .locale import get_locale
    from .paths import STATIC
    from .paths import TEMPLATES
    from .paths import TRANSLATIONS

    app = Flask(__name__, template_folder=str(TEMPLATES), static_folder=str(STATIC))
    app.config.from_object(Config)
    app.config["BABEL_TRANSLATION_DIRECTORIES"] = str(TRANSLATIONS)
    if test_config is not None:
        app.config.update(test_config)

    # Calls with the same answers share one engine run within a request.
    app.before_request(core.begin_request)
    app.teardown_request(core.end_request)
    babel.init_app(app, locale_selector=get_locale)
    htmx.init_app(app)
    limiter.init_app(app)
    logs.init_app(app)

    # Each module registers itself: blueprints, handlers, hooks and commands.
    for module in (api, web, chat, embed, errors, headers, cli):
        module.init_app(app)

    @app.get("/healthz")
    def healthz():
        """Report that the app is up."""
        return {"status": "ok"}

    return app

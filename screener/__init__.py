"""Maryland Community College Promise Scholarship screener: the app factory.

The rules engine's front door is :func:`screener.core.screen` (no Flask); the faces are the
web questionnaire (:mod:`screener.web`), the chat (:mod:`screener.chat`), the JSON API
(:mod:`screener.api`) and the command line (:mod:`screener.cli`).
"""


def create_app(test_config=None):
    """Create and configure the app; ``test_config`` (a dict) overrides :class:`Config`."""
    import datetime as dt
    from pathlib import Path

    from flask import Flask

    from . import api
    from . import chat
    from . import cli
    from . import core
    from . import embed
    from . import errors
    from . import headers
    from . import logs
    from . import policy
    from . import sms
    from . import web
    from .config import Config
    from .datafiles import check_all
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

    # Fail fast: a data file that doesn't match its JSON Schema stops the app here, with the
    # file, line and field named (screener.datafiles.DataFileError), before any page answers.
    data_dir = app.config.get("DATA_DIR") or policy.DATA_DIR
    check_all(data_dir)
    if Path(data_dir).resolve() != Path(policy.DATA_DIR).resolve():
        policy.use_data_dir(data_dir)

    # Calls with the same answers share one engine run within a request.
    app.before_request(core.begin_request)
    app.teardown_request(core.end_request)
    babel.init_app(app, locale_selector=get_locale)
    htmx.init_app(app)
    limiter.init_app(app)
    logs.init_app(app)

    # Each module registers itself: blueprints, handlers, hooks and commands.
    for module in (api, web, chat, embed, sms, errors, headers, cli):
        module.init_app(app)

    @app.get("/healthz")
    def healthz():
        """Report that the app is up: the data files load and an assessment runs (else 503)."""
        from .serialize import run

        try:
            run({}, dt.date.today())
        except Exception as exc:  # noqa: BLE001 (any failure means "not healthy")
            app.logger.error("healthz: %s", type(exc).__name__)
            return {"status": "error"}, 503
        return {"status": "ok"}

    return app

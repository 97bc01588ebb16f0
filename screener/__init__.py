"""Maryland Community College Promise Scholarship screener: rules engine, web flow, API, CLI."""
import datetime as dt
import logging
import re
from pathlib import Path

from flask import Flask
from flask.json.provider import DefaultJSONProvider

ROOT = Path(__file__).resolve().parent.parent


class _RedactQuery(logging.Filter):
    """Drop query strings from access-log lines so no answer token reaches a log."""

    _q = re.compile(r"\?[^ \"]*")

    def filter(self, record):
        if isinstance(record.msg, str):
            record.msg = self._q.sub("?…", record.msg)
        if record.args:
            record.args = tuple(self._q.sub("?…", a) if isinstance(a, str) else a for a in record.args)
        return True


class SafeJSONProvider(DefaultJSONProvider):
    """JSON whose too-deeply-nested input counts as invalid JSON (a 400), not a crash."""

    def loads(self, s, **kwargs):
        """Parse ``s``; raise ValueError for nesting too deep for Python's parser."""
        try:
            return super().loads(s, **kwargs)
        except RecursionError:
            raise ValueError("JSON nested too deeply") from None


def create_app(test_config=None):
    """Create and configure the app; ``test_config`` (a dict) overrides :class:`Config`."""
    from .config import Config
    from .extensions import babel
    from .extensions import htmx
    from .extensions import limiter
    from .locale import get_locale

    app = Flask(
        __name__,
        template_folder=str(ROOT / "templates"),
        static_folder=str(ROOT / "static"),
    )
    app.json = SafeJSONProvider(app)
    app.config.from_object(Config)
    app.config["BABEL_TRANSLATION_DIRECTORIES"] = str(ROOT / "translations")
    if test_config is not None:
        app.config.update(test_config)

    # Fail fast: a data file that doesn't match its JSON Schema stops the app here, with the
    # file, line and field named (screener.datafiles.DataFileError), before any page answers.
    from . import policy
    from .datafiles import check_all

    data_dir = app.config.get("DATA_DIR") or policy.DATA_DIR
    check_all(data_dir)
    if Path(data_dir).resolve() != Path(policy.DATA_DIR).resolve():
        policy.use_data_dir(data_dir)

    babel.init_app(app, locale_selector=get_locale)
    htmx.init_app(app)
    limiter.init_app(app)
    logging.getLogger("werkzeug").addFilter(_RedactQuery())

    from . import api
    from . import web
    from . import errors
    from . import headers
    from . import chat
    from . import cli
    from . import embed
    from . import sms
    from . import counselor

    app.register_blueprint(api.bp)
    web.init_app(app)
    chat.init_app(app)
    embed.init_app(app)
    sms.init_app(app)
    errors.init_app(app)
    headers.init_app(app)
    cli.init_app(app)
    counselor.init_app(app)

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


def today(app=None) -> dt.date:
    """Return today's date, or the frozen ``SCREENER_TODAY`` from the config."""
    from flask import current_app

    frozen = (app or current_app).config.get("SCREENER_TODAY")
    return dt.date.fromisoformat(frozen) if frozen else dt.date.today()

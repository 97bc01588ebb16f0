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


class ConfigError(RuntimeError):
    """A setting the app can't run safely with (raised at start, with what to do)."""


def check_config(config) -> None:
    """Refuse production settings that would be unsafe: a public or short ``SECRET_KEY``,
    rate limits counted per process.

    :raise ConfigError: naming the setting and how to fix it
    """
    from .token import DEV_SECRET

    if config.get("TESTING") or config.get("SCREENER_ENV") in ("development", "test"):
        return
    keys = [config.get("SECRET_KEY") or "", *(config.get("SECRET_KEY_FALLBACKS") or ())]
    storage = config.get("RATELIMIT_STORAGE_URI") or "memory://"
    if config.get("RATELIMIT_ENABLED", True) and storage.startswith("memory://"):
        raise ConfigError(
            "RATELIMIT_STORAGE_URI must name a shared store outside development (e.g. redis://redis:6379/0): "
            "memory:// counts per process, so every worker and instance would allow the full limit."
        )
    if any(k in ("", DEV_SECRET) or len(k) < 32 for k in keys):
        raise ConfigError(
            "SECRET_KEY (and every SECRET_KEY_FALLBACKS entry) must be a private random string of at least "
            "32 characters outside development: the built-in key is public. Make one with "
            "`python3 -c 'import secrets; print(secrets.token_urlsafe(48))'` and set it in the environment "
            "(or set SCREENER_ENV=development on your own machine)."
        )


def create_app(test_config=None):
    """Create and configure the app; ``test_config`` (a dict) overrides :class:`Config`."""
    from .config import Config
    from .extensions import babel
    from .extensions import htmx
    from . import ratelimit
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
    check_config(app.config)

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
    ratelimit.init_app(app)
    logging.getLogger("werkzeug").addFilter(_RedactQuery())

    from . import api
    from . import web
    from . import errors
    from . import headers
    from . import chat
    from . import cli
    from . import embed
    from . import health
    from . import static_files
    from . import sms

    app.register_blueprint(api.bp)
    web.init_app(app)
    chat.init_app(app)
    embed.init_app(app)
    sms.init_app(app)
    errors.init_app(app)
    headers.init_app(app)
    cli.init_app(app)
    health.init_app(app)
    static_files.init_app(app)
    if app.config.get("SCREENER_ENV") == "production" and not app.testing:
        # Load the data (the ZIP database takes ~0.5 s) once now: under gunicorn --preload every
        # worker inherits it, so no student's first request pays for it.
        with app.app_context():
            health.problem()

    return app


def today(app=None) -> dt.date:
    """Return today's date, or the frozen ``SCREENER_TODAY`` from the config."""
    from flask import current_app

    frozen = (app or current_app).config.get("SCREENER_TODAY")
    return dt.date.fromisoformat(frozen) if frozen else dt.date.today()

"""Maryland Community College Promise Scholarship screener: the app factory.

The rules engine's front door is :func:`screener.core.screen` (no Flask); the faces are the
web questionnaire (:mod:`screener.web`), the chat (:mod:`screener.chat`), the JSON API
(:mod:`screener.api`) and the command line (:mod:`screener.cli`).
"""


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
    from pathlib import Path

    from flask import Flask

    from . import api
    from . import chat
    from . import cli
    from . import counselor
    from . import core
    from . import embed
    from . import errors
    from . import headers
    from . import health
    from . import logs
    from . import policy
    from . import sms
    from . import static_files
    from . import web
    from .config import Config
    from .datafiles import check_all
    from .extensions import babel
    from .extensions import htmx
    from . import ratelimit
    from .locale import get_locale
    from .paths import STATIC
    from .paths import TEMPLATES
    from .paths import TRANSLATIONS

    app = Flask(__name__, template_folder=str(TEMPLATES), static_folder=str(STATIC))
    app.config.from_object(Config)
    app.config["BABEL_TRANSLATION_DIRECTORIES"] = str(TRANSLATIONS)
    if test_config is not None:
        app.config.update(test_config)
    check_config(app.config)

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
    ratelimit.init_app(app)
    logs.init_app(app)

    # Each module registers itself: blueprints, handlers, hooks and commands.
    for module in (api, web, chat, embed, sms, errors, headers, cli, counselor, health, static_files):
        module.init_app(app)
    if app.config.get("SCREENER_ENV") == "production" and not app.testing:
        # Load the data (the ZIP database takes ~0.5 s) once now: under gunicorn --preload every
        # worker inherits it, so no student's first request pays for it.
        with app.app_context():
            health.problem()

    return app

"""Settings read from the environment (microblog style)."""
import os


class Config:
    """Default configuration; every value can be set by an environment variable."""

    # "development" (make run) and "test" (pytest) allow the built-in key and in-memory rate
    # limits; anything else is production, which refuses to start without real settings.
    SCREENER_ENV = os.environ.get("SCREENER_ENV", "production")
    # Encrypts the answers token. The default is public: outside development and tests the app
    # refuses to start with it (or with a key shorter than 32 characters).
    SECRET_KEY = os.environ.get("SECRET_KEY", "dev-only-change-me")
    # Earlier keys, newest first, space separated: tokens made with them still open, so rotating
    # SECRET_KEY breaks no link in flight. Drop an old key once its tokens have expired.
    SECRET_KEY_FALLBACKS = os.environ.get("SECRET_KEY_FALLBACKS", "").split()
    # How long an answers token (and a "reopen my result" link) stays valid, in seconds.
    TOKEN_MAX_AGE = int(os.environ.get("TOKEN_MAX_AGE", str(30 * 24 * 3600)))
    # The site's public address (scheme and host, e.g. https://screener.example.org): the base of
    # absolute links such as "save or share my result". Never taken from the request's Host header;
    # when empty those links are relative.
    PUBLIC_URL = os.environ.get("PUBLIC_URL", "").rstrip("/")
    LANGUAGES = tuple(os.environ.get("LANGUAGES", "en es").split())
    BABEL_DEFAULT_LOCALE = "en"
    BABEL_TRANSLATION_DIRECTORIES = os.environ.get("BABEL_TRANSLATION_DIRECTORIES", "")
    # Sites allowed to embed /embed pages in an iframe (CSP frame-ancestors), space separated.
    # "*" lets any https site embed it.
    EMBED_ALLOWED_ORIGINS = os.environ.get("EMBED_ALLOWED_ORIGINS", "*")
    MAX_CONTENT_LENGTH = int(os.environ.get("MAX_CONTENT_LENGTH", str(64 * 1024)))
    RATELIMIT_STORAGE_URI = os.environ.get("RATELIMIT_STORAGE_URI", "memory://")
    RATELIMIT_DEFAULT = os.environ.get("RATELIMIT_DEFAULT", "")
    RATELIMIT_ENABLED = os.environ.get("RATELIMIT_ENABLED", "1") == "1"
    # Chat messages one IP address may send (POST /api/v1/chat and the /chat page), Flask-Limiter
    # syntax. A school lab's students may share one address, so it is generous. Over it: a 429
    # with Retry-After (JSON errors on the API).
    CHAT_RATELIMIT = os.environ.get("CHAT_RATELIMIT", "300 per minute")
    # Freeze "today" (YYYY-MM-DD) for demos and tests; empty means the real date.
    SCREENER_TODAY = os.environ.get("SCREENER_TODAY", "")

"""Settings read from the environment (microblog style)."""
import os


class Config:
    """Default configuration; every value can be set by an environment variable."""

    # Signs and encrypts the answers token. Set SECRET_KEY in production: with the default,
    # anyone could forge tokens (they still hold only that person's own answers).
    SECRET_KEY = os.environ.get("SECRET_KEY", "dev-only-change-me")
    # How long an answers token (and a "reopen my result" link) stays valid, in seconds.
    TOKEN_MAX_AGE = int(os.environ.get("TOKEN_MAX_AGE", str(30 * 24 * 3600)))
    LANGUAGES = tuple(os.environ.get("LANGUAGES", "en es").split())
    BABEL_DEFAULT_LOCALE = "en"
    BABEL_TRANSLATION_DIRECTORIES = os.environ.get("BABEL_TRANSLATION_DIRECTORIES", "")
    # Sites allowed to show the screener in an iframe (CSP frame-ancestors), space separated.
    # "colleges" (the default) is the sixteen colleges' own origins from colleges.yaml plus the
    # screener's own; add origins after it ("colleges https://promise.example.edu"); "*" lets
    # any site frame it (set it only on purpose). See screener/embed/allow.py.
    EMBED_ALLOWED_ORIGINS = os.environ.get("EMBED_ALLOWED_ORIGINS", "colleges")
    MAX_CONTENT_LENGTH = int(os.environ.get("MAX_CONTENT_LENGTH", str(64 * 1024)))
    RATELIMIT_STORAGE_URI = os.environ.get("RATELIMIT_STORAGE_URI", "memory://")
    RATELIMIT_DEFAULT = os.environ.get("RATELIMIT_DEFAULT", "")
    RATELIMIT_ENABLED = os.environ.get("RATELIMIT_ENABLED", "1") == "1"
    # Chat messages one IP address may send (POST /api/v1/chat and the /chat page), Flask-Limiter
    # syntax. A school lab's students may share one address, so it is generous. Over it: a 429
    # with Retry-After (JSON errors on the API).
    CHAT_RATELIMIT = os.environ.get("CHAT_RATELIMIT", "300 per minute")
    # Directory of the data files (colleges.yaml, policy.yaml, ...); empty means the package's
    # own screener/data. Every file is checked against its JSON Schema at start: a bad one
    # stops the app with the file, line and field named.
    DATA_DIR = os.environ.get("SCREENER_DATA_DIR", "")
    # Freeze "today" (YYYY-MM-DD) for demos and tests; empty means the real date.
    SCREENER_TODAY = os.environ.get("SCREENER_TODAY", "")
    # Text it (SMS through Twilio). POST /sms/twilio answers only when both are set:
    # TWILIO_AUTH_TOKEN (the Twilio account's auth token) verifies each request's
    # X-Twilio-Signature, which signs the public address Twilio calls: PUBLIC_URL (scheme and
    # host, e.g. https://screener.example.org) followed by /sms/twilio.
    TWILIO_AUTH_TOKEN = os.environ.get("TWILIO_AUTH_TOKEN", "")
    PUBLIC_URL = os.environ.get("PUBLIC_URL", "").rstrip("/")
    # Seconds Twilio keeps an SMS conversation's cookie after the last text (at most 4 hours).
    SMS_MAX_AGE = int(os.environ.get("SMS_MAX_AGE", str(4 * 3600)))

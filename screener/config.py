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
    # How long the answers token of a questionnaire in progress stays valid, in seconds. Each
    # step issues a fresh one, so it is the time since the student's last step: a link left in
    # a shared computer's history stops working after it.
    TOKEN_MAX_AGE = int(os.environ.get("TOKEN_MAX_AGE", str(4 * 3600)))
    # How long a "save or share my result" link (asked for on the result page) stays valid.
    SHARE_TOKEN_MAX_AGE = int(os.environ.get("SHARE_TOKEN_MAX_AGE", str(30 * 24 * 3600)))
    # What a student typed on a page that didn't parse, carried (encrypted) to the page shown again.
    TYPED_MAX_AGE = int(os.environ.get("TYPED_MAX_AGE", str(30 * 60)))
    # The site's public address (scheme and host, e.g. https://screener.example.org): the base of
    # absolute links such as "save or share my result". Never taken from the request's Host header;
    # when empty those links are relative.
    PUBLIC_URL = os.environ.get("PUBLIC_URL", "").rstrip("/")
    LANGUAGES = tuple(os.environ.get("LANGUAGES", "en es").split())
    BABEL_DEFAULT_LOCALE = "en"
    BABEL_TRANSLATION_DIRECTORIES = os.environ.get("BABEL_TRANSLATION_DIRECTORIES", "")
    # Sites allowed to show the screener in an iframe (CSP frame-ancestors), space separated.
    # "colleges" (the default) is the sixteen colleges' own origins from colleges.yaml plus the
    # screener's own; add origins after it ("colleges https://promise.example.edu"); "*" lets
    # any site frame it (set it only on purpose). See screener/embed/allow.py.
    EMBED_ALLOWED_ORIGINS = os.environ.get("EMBED_ALLOWED_ORIGINS", "colleges")
    MAX_CONTENT_LENGTH = int(os.environ.get("MAX_CONTENT_LENGTH", str(64 * 1024)))
    # Where the rate limits count, shared by every worker and instance: a Redis URL
    # (redis://host:6379/0). Empty means memory://, per process: development and tests only.
    RATELIMIT_STORAGE_URI = os.environ.get("RATELIMIT_STORAGE_URI", "")
    # If that store is unreachable, count in memory per process until it is back: students are
    # never turned away (or shown a 500) because the limiter's store is down.
    RATELIMIT_SWALLOW_ERRORS = True
    RATELIMIT_IN_MEMORY_FALLBACK_ENABLED = True
    # Reverse proxies in front of the app that add X-Forwarded-For/-Proto (nginx alone: 1; a load
    # balancer before nginx: 2). 0 trusts no forwarded header: the socket's address is the client.
    TRUSTED_PROXY_HOPS = int(os.environ.get("TRUSTED_PROXY_HOPS", "0"))
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
    # The other entry points that cost CPU, per address (a school lab may share one address; a
    # whole screening is about 37 requests): POST /api/v1/assess; the questionnaire's pages
    # (questions, answers, check, result, one count for them all); a counselor's upload.
    ASSESS_RATELIMIT = os.environ.get("ASSESS_RATELIMIT", "300 per minute")
    STEP_RATELIMIT = os.environ.get("STEP_RATELIMIT", "600 per minute")
    UPLOAD_RATELIMIT = os.environ.get("UPLOAD_RATELIMIT", "20 per minute")
    # Freeze "today" (YYYY-MM-DD) for demos and tests; empty means the real date.
    SCREENER_TODAY = os.environ.get("SCREENER_TODAY", "")
    # Text it (SMS through Twilio). POST /sms/twilio answers only when both are set:
    # TWILIO_AUTH_TOKEN (the Twilio account's auth token) verifies each request's
    # X-Twilio-Signature, which signs the public address Twilio calls: PUBLIC_URL (scheme and
    # host, e.g. https://screener.example.org) followed by /sms/twilio.
    TWILIO_AUTH_TOKEN = os.environ.get("TWILIO_AUTH_TOKEN", "")  # PUBLIC_URL: set above
    # Seconds Twilio keeps an SMS conversation's cookie after the last text (at most 4 hours).
    SMS_MAX_AGE = int(os.environ.get("SMS_MAX_AGE", str(4 * 3600)))

# Maryland Promise screener: slim image, non-root, gunicorn. Builds from PyPI only.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
WORKDIR /app

COPY pyproject.toml README.md LICENSE babel.cfg ./
COPY screener ./screener
COPY flows ./flows
COPY templates ./templates
COPY static ./static
COPY translations ./translations

RUN pip install -e . \
    && pybabel compile -d translations -D messages \
    && useradd --create-home --uid 10001 screener \
    && chown -R screener /app

USER screener
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s CMD python -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/healthz', timeout=2)"
# Production settings: SECRET_KEY and RATELIMIT_STORAGE_URI (Redis) must be set or the app
# refuses to start; run it behind nginx (deploy/), which buffers slow clients and compresses.
# No access log: URLs carry the (encrypted) answers token, and answers never reach a log.
# --preload: the app (and its data) loads once, before the workers fork, and a bad setting
# stops the whole server at start. WEB_CONCURRENCY sets the workers (gunicorn reads it).
ENV SCREENER_ENV=production WEB_CONCURRENCY=2
CMD ["gunicorn", "--bind", "0.0.0.0:8000", "--threads", "4", "--preload", "screener:create_app()"]

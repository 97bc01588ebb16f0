# Maryland Promise screener: slim image, non-root, gunicorn. Builds from PyPI only.
# Stage 1 builds the wheel (it carries templates, static files, flows and compiled catalogs).
FROM python:3.11-slim AS build
ENV PIP_NO_CACHE_DIR=1
WORKDIR /src
COPY pyproject.toml setup.py README.md LICENSE babel.cfg ./
COPY screener ./screener
COPY flows ./flows
COPY templates ./templates
COPY static ./static
COPY translations ./translations
RUN pip wheel --no-deps -w /dist .

# Stage 2 installs the wheel (no source tree in the image).
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
WORKDIR /app
COPY --from=build /dist /dist
RUN pip install /dist/*.whl \
    && rm -rf /dist \
    && useradd --create-home --uid 10001 screener

USER screener
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s CMD python -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/healthz', timeout=2)"
# Production settings: SECRET_KEY and RATELIMIT_STORAGE_URI (Redis) must be set or the app
# refuses to start; run it behind nginx (deploy/), which buffers slow clients and compresses.
# No access log: URLs carry the (encrypted) answers token, and answers never reach a log.
# Sync workers, one request at a time each: every request is CPU work (no slow I/O to overlap),
# nginx in front buffers slow clients (never expose this port directly), and a worker never
# holds a keep-alive connection. A worker that dies has either sent a whole response or none,
# which nginx then retries on another instance. WEB_CONCURRENCY (gunicorn reads it): the
# machine's cores + 1 (the extra one overlaps the Redis round trip and the writes).
# --preload: the app (and its data) loads once, before the workers fork, and a bad setting
# stops the whole server at start.
ENV SCREENER_ENV=production WEB_CONCURRENCY=3
# --limit-request-line 8190 (gunicorn's most): the no-JavaScript chat page carries its state
# token (up to 6,000 characters, screener/chat/session.py URL_SIZE) in the address.
CMD ["gunicorn", "--bind", "0.0.0.0:8000", "--worker-class", "sync", "--limit-request-line", "8190", "--preload", "screener:create_app()"]

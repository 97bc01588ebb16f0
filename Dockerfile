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
# No access log: URLs carry the (encrypted) answers token, and answers never reach a log.
CMD ["gunicorn", "--bind", "0.0.0.0:8000", "--workers", "2", "--threads", "4", "screener:create_app()"]

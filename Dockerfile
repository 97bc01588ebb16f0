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
# No access log: URLs carry the (encrypted) answers token, and answers never reach a log.
CMD ["gunicorn", "--bind", "0.0.0.0:8000", "--workers", "2", "--threads", "4", "screener:create_app()"]

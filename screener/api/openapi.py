"""The OpenAPI document (built in :mod:`screener.wire`, next to the shapes it describes)."""
from ..wire import openapi_document  # noqa: F401 - re-exported

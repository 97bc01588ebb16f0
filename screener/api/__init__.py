"""The JSON API blueprint: ``/api/v1/assess``, ``/api/v1/colleges``, ``/api/openapi.json``."""
from flask import Blueprint

bp = Blueprint("api", __name__, url_prefix="/api")

from . import routes  # noqa: E402,F401

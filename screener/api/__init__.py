"""The JSON API blueprint: ``/api/v1/assess``, ``/api/v1/colleges``, ``/api/openapi.json``."""
from flask import Blueprint

bp = Blueprint("api", __name__, url_prefix="/api")


def init_app(app):
    """Register the JSON API on ``app``."""
    app.register_blueprint(bp)


from . import routes  # noqa: E402,F401 - registers the views on bp

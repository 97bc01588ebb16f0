"""The web questionnaire (being built)."""
from flask import Blueprint

bp = Blueprint("web", __name__)


def init_app(app):
    """Register the web blueprint."""
    app.register_blueprint(bp)

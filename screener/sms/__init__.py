"""Text it: the screener over SMS through Twilio's inbound-message webhook, storing nothing.

``POST /sms/twilio`` (Twilio's webhook, signature checked) answers each text with TwiML; the
conversation travels in the one cookie Twilio keeps per phone-number pair (:mod:`.state`);
the chat engine reads every answer (:mod:`.conversation`); replies are counted in SMS
segments (:mod:`.segments`); a result links to the full result page through a short code
(:mod:`.link`, ``GET /sms/r``). Both routes answer 404 unless ``TWILIO_AUTH_TOKEN`` and
``PUBLIC_URL`` are set.
"""
from flask import Blueprint

bp = Blueprint("sms", __name__, url_prefix="/sms")


def init_app(app):
    """Register the SMS webhook and the short result link on ``app``."""
    from . import routes  # noqa: F401 - registers the views on bp

    app.register_blueprint(bp)

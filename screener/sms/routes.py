"""SMS views: Twilio's webhook in (form fields, signature, cookie), TwiML out.

Nothing is logged or written anywhere: not the text, not the phone numbers. The only state is
the cookie this route sets, which Twilio keeps for the From/To pair (:mod:`.state`).
"""
import logging

from flask import abort
from flask import current_app
from flask import make_response
from flask import redirect
from flask import render_template
from flask import request
from flask import url_for
from twilio.request_validator import RequestValidator
from twilio.twiml.messaging_response import MessagingResponse

from ..clock import today
from .. import token as answers_token
from ..token import BadToken
from . import bp
from . import link
from . import state as sms_state
from ..i18n import N_
from ..i18n import render
from .conversation import Reply
from .conversation import reply
from .state import SmsState

SORRY = N_("Sorry, something went wrong on our side. Please send your last text again.")


def configured() -> bool:
    """Return True when the SMS service is set up (``TWILIO_AUTH_TOKEN`` and ``PUBLIC_URL``)."""
    cfg = current_app.config
    return bool(cfg.get("TWILIO_AUTH_TOKEN") and cfg.get("PUBLIC_URL"))


def public_url(path: str) -> str:
    """Return the address of ``path`` as the world (and Twilio) reaches it: ``PUBLIC_URL`` + ``path``."""
    return current_app.config["PUBLIC_URL"].rstrip("/") + path


def signed_by_twilio() -> bool:
    """Return True when ``X-Twilio-Signature`` signs this request's public URL and form with the auth token."""
    signature = request.headers.get("X-Twilio-Signature", "")
    if not signature:
        return False
    query = request.query_string.decode("latin-1")
    uri = public_url(request.script_root + request.path) + ("?" + query if query else "")
    return RequestValidator(current_app.config["TWILIO_AUTH_TOKEN"]).validate(uri, request.form, signature)


def max_age() -> int:
    """Return the cookie's lifetime in seconds: ``SMS_MAX_AGE``, never more than Twilio's four hours."""
    return max(60, min(int(current_app.config.get("SMS_MAX_AGE") or sms_state.MAX_AGE), sms_state.MAX_AGE))


def _load(sender: str, recipient: str) -> SmsState | None:
    """Return the state in Twilio's cookie for this pair, or None (none, or refused)."""
    cookie = request.cookies.get(sms_state.COOKIE)
    if not cookie:
        return None
    try:
        return sms_state.loads(cookie, sms_state.keys(current_app.config), max_age(), sender, recipient, today())
    except BadToken:  # another pair's, forged, tampered with or expired: a new conversation
        return None


def result_link(state) -> str:
    """Return the short link to ``state``'s full result page."""
    code = link.dumps(state, current_app.config["SECRET_KEY"])
    return public_url(url_for("sms.result", c=code))


@bp.post("/twilio")
def twilio():
    """Answer one inbound text (Twilio's form: ``Body``, ``From``, ``To``) with TwiML.

    404 while SMS is not configured; 403 without a valid Twilio signature (nothing else
    happens). The reply's cookie carries the conversation back to Twilio.
    """
    if not configured():
        abort(404)
    if not signed_by_twilio():
        abort(403)
    sender, recipient = request.form.get("From", ""), request.form.get("To", "")
    st = _load(sender, recipient)
    try:
        answer = reply(st or SmsState(), request.form.get("Body", ""), today(), result_link,
                       opt_out_type=request.form.get("OptOutType", ""), fresh=st is None)
    except Exception as exc:  # noqa: BLE001 - a text is never left unanswered, the conversation kept
        logging.getLogger(__name__).error("SMS reply failed: %s", type(exc).__name__)  # never the text or numbers
        kept = st or SmsState()
        answer = Reply(() if kept.stopped else (render(SORRY, kept.lang),), kept)
    twiml = MessagingResponse()
    for text in answer.messages:
        twiml.message(text)
    resp = make_response(str(twiml))
    resp.mimetype = "application/xml"
    resp.headers["Cache-Control"] = "no-store"
    resp.set_cookie(
        sms_state.COOKIE, sms_state.dumps(answer.state, sms_state.keys(current_app.config), sender, recipient),
        max_age=max_age(), path=request.script_root + request.path, secure=True, httponly=True, samesite="Strict",
    )
    return resp


@bp.get("/r")
def result():
    """Open a text's short result link: 303 to the web result page with a fresh answers token
    (400 and "let's start again" for a code that is altered or too old; 404 while SMS is off)."""
    if not configured():
        abort(404)
    cfg = current_app.config
    try:
        state = link.loads(request.args.get("c", ""), sms_state.keys(cfg), cfg.get("SHARE_TOKEN_MAX_AGE") or cfg["TOKEN_MAX_AGE"],
                           today=today())
    except BadToken:
        return render_template("web/start_again.html", start_url=url_for("web.start")), 400
    token = answers_token.dumps(state, cfg["SECRET_KEY"])
    return redirect(url_for("web.result", t=token, lang=state.lang), 303)

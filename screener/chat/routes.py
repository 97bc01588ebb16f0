"""Chat views: translate HTTP to :func:`screener.chat.engine.respond` and back.

Nothing the student types is logged; the conversation lives only in the encrypted ``state``.
"""
from flask import current_app
from flask import jsonify
from flask import redirect
from flask import render_template
from flask import request
from flask import url_for
from flask_babel import force_locale
from werkzeug.exceptions import RequestEntityTooLarge

from ..clock import today
from ..embed.preset import preset_id
from ..errors import forget_unreadable_body
from ..errors import handle
from ..extensions import limiter
from ..i18n import N_
from ..i18n import Msg
from ..i18n import babel_locale
from ..i18n import normalize_language
from ..i18n import render
from ..locale import get_lang
from .. import token as answers_token
from ..token import BadToken
from ..token import keys
from ..web.context import language_name
from ..web.routes import LANG_ACTION
from . import bp
from . import session
from .engine import NOT_UNDERSTOOD
from .engine import UNDO_LABEL
from .engine import asked_again
from .engine import first_language
from .engine import replies_for
from .engine import respond

MAX_MESSAGE = 2000  # characters in one message
# (fix46l, a newcomer's finding: a pasted 3,000 characters were cut at the box's maxlength of 2,000,
# their end, the income, lost unseen) the box takes a paste this long whole: a message over
# MAX_MESSAGE is said to be too long and put back in the box to shorten (page), never cut
BOX_MAX = 4 * MAX_MESSAGE
LIMIT_HINT = N_("Up to %(max)s characters.")  # under the box's label (its aria-describedby)
LIMIT_COUNT = N_("%(count)s of %(max)s characters")  # chat.js, as one types
LIMIT_OVER = N_("%(count)s of %(max)s characters: too long to send. Please shorten it or send it in parts.")
EXPIRED = N_("I couldn't continue our earlier conversation (it may have expired), so let's start again.")
# (fix35d) the API's answer to a state that is no chat token of ours as it stands (tampered with, cut
# short, another kind): the contract's 400 on the field, so the client keeps the state it holds
UNREADABLE_STATE = N_("This conversation couldn't be continued: the state sent isn't one this chat gave (it may have been changed or cut short). Nothing was changed. Send the state exactly as you received it, or null to start a new conversation.")
TOO_LONG = N_("That message is too long. Please keep it to %(max)s characters or fewer.")


def encodable(text: str) -> bool:
    """Return True when ``text`` can be encoded as UTF-8 (False for a lone surrogate such as
    ``"\\ud800"``, which JSON escapes can carry but nothing downstream can store or send)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def readable(text: str) -> bool:
    """Return True when ``text`` can be read as a message: UTF-8 (:func:`encodable`) and no null
    character (U+0000, which JSON escapes can carry but is no one's typing: C strings, logs and
    databases cut or refuse text at it). Other control characters are read as the rest (class:
    invisible characters)."""
    return encodable(text) and "\x00" not in text


UNREADABLE = N_("The message has a character that can't be read (a null character or half of an emoji). Remove it and send the message again.")


def _rate_limit() -> str:
    return current_app.config["CHAT_RATELIMIT"]


def _conversation(token):
    """Return ``(conversation or None, notice Msg or None)`` for a state token (None: a new chat)."""
    if not token:
        return None, None
    cfg = current_app.config
    try:
        return session.loads(token, keys(cfg), cfg["TOKEN_MAX_AGE"], today()), None
    except BadToken:
        return None, Msg.of(EXPIRED)


def _continues(token) -> bool:
    """Return False when the state ``token`` is no chat token of ours as it stands
    (:class:`session.UnreadableToken`); True for one that continues the chat, or one of ours too
    old to (expired: a new chat, said why, as before)."""
    cfg = current_app.config
    try:
        session.loads(token, keys(cfg), cfg["TOKEN_MAX_AGE"], today())
    except session.UnreadableToken:
        return False
    except BadToken:
        return True
    return True


def _result_url(lang: str, embed: bool = False):
    """Return a function of a flow state giving the address of its full result page on the web
    (the answers in the web's own token, valid ``TOKEN_MAX_AGE``)."""
    def url(state) -> str:
        token = answers_token.dumps(state, keys(current_app.config))
        return url_for("web.result", t=token, lang=lang, embed="1" if embed else None, _external=True)
    return url


def _turn(token, message: str, lang: str, embed: bool = False, max_size: int = session.MAX_SIZE, guess: bool = False):
    """Answer ``message`` in the conversation of ``token``; return ``(turn, new token, the reply's
    language)``: ``lang``, or with ``guess`` (fix53e, the chat page's own typed messages) the language
    a first message is clearly written in, answered in it (:func:`engine.first_language`)."""
    conv, notice = _conversation(token)
    said_in = first_language(conv, message, lang) if guess else lang
    # (fix46g) an empty message in another language than the bot's last (an API client's switch):
    # the question pending said again in it, nothing else changed (:func:`engine.asked_again`)
    again = asked_again(conv, lang, today()) if conv is not None and not message.strip() else None
    turn = again or respond(conv, message, said_in, today(), notice, result_url=_result_url(said_in, embed),
                            switched_from=lang if said_in != lang else None)
    token = session.dumps(turn.conversation, keys(current_app.config), max_size)
    return turn, token, said_in


def _body_errors(body, lang: str) -> list:
    """Return the contract's ``[{"field", "message"}]`` problems of a chat request body."""
    if not isinstance(body, dict):
        return [{"field": None, "message": render(N_("The request body must be a JSON object."), lang)}]
    errors = []
    message = body.get("message")
    if not isinstance(message, str):
        errors.append({"field": "message", "message": render(N_("Send the message as a string."), lang)})
    elif not readable(message):  # "\u0000", a lone "\ud800": a string, but not text to read
        errors.append({"field": "message", "message": render(UNREADABLE, lang)})
    elif len(message) > MAX_MESSAGE:
        errors.append({"field": "message", "message": render(Msg.of(TOO_LONG, max=MAX_MESSAGE), lang)})
    state = body.get("state")
    if state is not None and not (isinstance(state, str) and encodable(state)):
        errors.append({"field": "state", "message": render(N_("Send the state exactly as you received it, or null."), lang)})
    if "lang" in body and body["lang"] not in current_app.config["LANGUAGES"]:
        errors.append({"field": "lang", "message": render(Msg.of(N_("Choose one of: %(choices)s."), choices=", ".join(current_app.config["LANGUAGES"])), lang)})
    return errors


def _request_lang(body) -> str:
    lang = body.get("lang") if isinstance(body, dict) else None
    if isinstance(lang, str) and lang in current_app.config["LANGUAGES"]:
        return normalize_language(lang)
    return get_lang()


@bp.post("/api/v1/chat")
@limiter.limit(_rate_limit)
def api():
    """One chat turn: ``{"message", "state", "lang"}`` in, the contract's reply object out (400 for a malformed body)."""
    body = request.get_json(force=True, silent=True)
    lang = _request_lang(body)
    errors = _body_errors(body, lang)
    if not errors and body.get("state") and not _continues(body["state"]):
        errors = [{"field": "state", "message": render(UNREADABLE_STATE, lang)}]
    if errors:
        resp = jsonify({"errors": errors})
        resp.status_code = 400
        return resp
    # The state fits an address (session.URL_SIZE), as after a turn without JavaScript: the chat
    # page's script puts it in the address, so a reload shows the newest turn, never an older one
    # (fix53e) the chat page's script asks (``?page=1``, its form's data-api) for a first message
    # clearly in the other language to be answered in it, as the page without JavaScript does; the
    # reply's language is then said in Content-Language, and the script shows the page in it. Any
    # other client is answered in the language it names (the contract's ``lang``), as before
    turn, token, said_in = _turn(body.get("state"), body["message"], lang, embed=request.args.get("embed") == "1",
                                 max_size=session.URL_SIZE, guess=request.args.get(PAGE_ARG) == "1")
    lang = said_in
    resp = jsonify({
        "reply": turn.reply,
        "quick_replies": list(turn.quick_replies),
        "expecting": turn.api_expecting,  # (fix47e) the field read back while its "yes" or "no" waits
        "state": token,
        "assessment": turn.assessment,
        "answers": turn.api_answers,
    })
    resp.headers["Cache-Control"] = "no-store"
    resp.headers["Content-Language"] = lang  # (fix53e) the reply's language
    return resp


PAGE_ARG = "page"  # (fix53e) the chat page's script's API address: its first message may pick the language
UNDO_ACTION = "undo"  # (fix51f) the chat page's "Undo my last answer" button (name="action")
PROBLEMS = {"long": Msg.of(TOO_LONG, max=MAX_MESSAGE), "unreadable": NOT_UNDERSTOOD}  # said after the redirect


@bp.route("/chat", methods=["GET", "POST"])
@limiter.limit(_rate_limit, methods=["POST"])
def page():
    """The chat page: a plain form that posts here (works without JavaScript); GET starts a chat.

    A POST answers with a redirect (POST-redirect-GET, like the web form, so the browser's Back
    button and reload never resubmit): the new state token travels in the address (``s``,
    encrypted, its oldest messages dropped to stay short), and the GET renders the transcript
    from it, landing on the newest message. No cookie, no server session."""
    lang = get_lang()
    embed = request.values.get("embed") == "1"
    if request.method == "POST":
        action = request.form.get("action") or ""
        switch = action.removeprefix(LANG_ACTION)
        if switch != action and switch in current_app.config["LANGUAGES"]:
            # (fix45f) the language button, a submit button of the message's form: the page in that
            # language with what was typed back in the box, unsent, kept nowhere (no cookie, no
            # address, no log), as the question pages' switch (web.routes.LANG_ACTION)
            # (the form's address says the page's language: the catalog is the button's)
            # (fix46g) the question pending said again in that language; with nothing typed, a
            # redirect (POST-redirect-GET) to the address in that language; with a message typed, the
            # page at once (typed text never goes in an address), at the button's own address
            # (``formaction``: that language, the conversation before the switch)
            token = _asked_again(request.form.get("state") or None, switch)
            typed = (request.form.get("message") or "")[:MAX_MESSAGE]
            if not typed.strip():
                return redirect(url_for("chat.page", s=token, lang=switch, embed="1" if embed else None,
                                        preset=preset_id(), _anchor="chat-latest"), 303)
            with force_locale(babel_locale(switch)):
                return _show(token, switch, embed, None, typed=typed)
        quick = request.form.get("quick") or ""
        if action == UNDO_ACTION:
            # (fix51f) the "Undo my last answer" button (a submit button of the message's form, as the
            # language buttons, so what is typed comes back in the box, unsent): the chat's "go back"
            # command in the page's language, sent as a quick reply is; the reply says what it undid
            # (engine.UNDONE) and asks that question again, never a silent undo
            quick = render(Msg.of(UNDO_LABEL), lang)
        message = quick or request.form.get("message") or ""
        # (fix46l, a newcomer's finding) a quick reply is a submit button of the message's form
        # (without JavaScript, chat.html): what was typed in the box and not sent comes with it, and
        # back in the box, unsent (as for the language buttons, fix45f)
        kept = (request.form.get("message") or "") if quick else ""
        problem = None
        typed = request.form.get("typed") or ""
        if typed and not message:
            # the language switched while a message was typed: the page in the new language with
            # the message back in the box, unsent (rendered here: typed text never goes in an address)
            return _show(request.form.get("state") or None, lang, embed, None, typed=typed[:MAX_MESSAGE])
        if len(message) > MAX_MESSAGE:
            # Said at once, with what was typed back in the box to shorten (too long for an address)
            return _show(request.form.get("state") or None, lang, embed, "long", typed=message)
        if not readable(message):  # a lone surrogate, a null character: say so kindly and ask the question again
            message, problem = "", "unreadable"
        # (fix53e) a typed first message clearly in the other language ("hola, mi hija está en último
        # año…" on the English page) is answered in it, and the page shown in it (its language
        # button goes back); a quick reply is the page's own words, never a guess
        _, token, said_in = _turn(request.form.get("state") or None, message, lang, embed=embed,
                                  max_size=session.URL_SIZE, guess=not quick)
        if kept.strip():  # the page at once: typed text never goes in an address (no cookie, kept nowhere)
            return _show(token, lang, embed, None, typed=kept)
        return redirect(url_for("chat.page", s=token, lang=said_in, embed="1" if embed else None, preset=preset_id(),
                                problem=problem, _anchor="chat-latest"), 303)
    return _show(request.args.get("s") or None, lang, embed, request.args.get("problem"))


def _asked_again(token, lang: str):
    """Return the state ``token`` with the question pending said again in ``lang`` after the
    page's language was switched (:func:`~screener.chat.engine.asked_again`); the token as it came
    when there is nothing to say again in it (no conversation, one expired, or said in ``lang`` already)."""
    conv, _ = _conversation(token)
    again = asked_again(conv, lang, today()) if conv is not None else None
    return token if again is None else session.dumps(again.conversation, keys(current_app.config), session.URL_SIZE)


@bp.errorhandler(RequestEntityTooLarge)
def too_large(e):
    """A chat page post too large to read (a pasted book, over ``MAX_CONTENT_LENGTH``): the chat
    page again, with the conversation and language its form's address carries and "That message
    is too long", as for a message over ``MAX_MESSAGE`` (nothing of it can be put back). The API
    answers with the contract's JSON error, in the language of its address."""
    if request.endpoint != "chat.page":
        return handle(e)
    forget_unreadable_body()
    resp = _show(request.args.get("s") or None, get_lang(), request.args.get("embed") == "1", "long")
    resp.status_code = 413
    return resp


def _show(token, lang: str, embed: bool, problem_key: str | None, typed: str = ""):
    """Render the chat page for the state ``token`` (a new chat without one), saying the
    problem named ``problem_key`` and putting ``typed`` back in the message box."""
    conv, notice = _conversation(token)
    if conv is None:  # a new chat (or an expired address): the greeting and the first question
        turn, token, _ = _turn(None, "", lang, embed=embed)
        conv, replies = turn.conversation, turn.quick_replies
        if notice is not None:
            turn = respond(None, "", lang, today(), notice, result_url=_result_url(lang, embed))
            conv, replies = turn.conversation, turn.quick_replies
            token = session.dumps(conv, keys(current_app.config))
    else:
        replies = replies_for(conv, lang, today())
    problem = PROBLEMS.get(problem_key)
    resp = current_app.make_response(render_template(
        "chat/chat.html", lang=lang, state=token, transcript=conv.transcript,
        trimmed=conv.trimmed,
        quick_replies=replies, problem=render(problem, lang) if problem else None, focus=conv.transcript and len(conv.transcript) > 1,
        languages=[(code, language_name(code)) for code in current_app.config["LANGUAGES"]], max_message=MAX_MESSAGE,
        box_max=BOX_MAX, typed=typed, undo_action=UNDO_ACTION, undo_label=render(Msg.of(UNDO_LABEL), lang),  # (fix51f: one name, one label)
        limit={k: render(Msg.of(text, max=MAX_MESSAGE, count="{count}"), lang)
               for k, text in (("hint", LIMIT_HINT), ("count", LIMIT_COUNT), ("over", LIMIT_OVER))},
    ))
    resp.headers["Cache-Control"] = "no-store"
    return resp

"""The answers a request carries (the token), and the links and redirects that carry them on."""
from dataclasses import replace

from flask import current_app
from flask import g
from flask import request
from flask import url_for

from .. import today
from ..embed.preset import preset_id
from ..flow import State
from ..flow import load_flow
from ..locale import get_lang
from ..serialize import run
from ..token import dumps
from ..token import keys
from ..token import loads


def load_state() -> State:
    """Return the answers from the request's token (``t``), in the page's language.

    No token starts afresh; a tampered or expired one raises :class:`screener.token.BadToken`.
    """
    raw = request.values.get("t")
    cfg = current_app.config
    state = loads(raw, keys(cfg), cfg["TOKEN_MAX_AGE"], cfg["SHARE_TOKEN_MAX_AGE"]) if raw else State()
    return keep_state(replace(state, lang=get_lang()))


def keep_state(state: State) -> State:
    """Use ``state`` (as a fresh token) in this request's links and forms; return it.

    A state with no answers needs no token.
    """
    g.state = state
    g.token = dumps(state, keys(current_app.config)) if state.answers or state.seen else None
    return state


def walk(state: State):
    """Return the flow's :class:`~screener.flow.Walk` for ``state``, worked out once a request."""
    key = (tuple(sorted(state.answers.items())), state.seen)
    walks = g.setdefault("walks", {})
    if key not in walks:
        walks[key] = load_flow().walk(state, today())
    return walks[key]


def embedded() -> bool:
    """Return True when the page is shown in another site's iframe (``embed=1``)."""
    return request.values.get("embed") == "1"


def returning() -> bool:
    """Return True when the page was opened from "Check your answers" (``return=check``)."""
    return request.values.get("return") == "check"


def link(endpoint: str, **params) -> str:
    """Return the URL of ``endpoint`` carrying the token, the language, embed mode and the
    preset college.

    Pass ``t=None`` to leave the answers behind (start over), ``embed=None`` to leave the frame.
    """
    carried = {"t": g.get("token"), "lang": get_lang(), "embed": "1" if embedded() else None, "preset": preset_id()}
    return url_for(endpoint, **{**carried, **params})


def here(**params) -> str:
    """Return this page's URL with ``params`` changed (the language switch uses it)."""
    endpoint = request.endpoint or ""
    if not endpoint.startswith("web."):
        return link("web.start", t=None, **params)
    keep = {"return": "check" if returning() else None}
    return link(endpoint, **(request.view_args or {}), **{**keep, **params})


def next_page(state: State, back_to_check: bool = False) -> str:
    """Return the page after ``state``: the result once an answer rules the student out,
    else the next question still needed, else "Check your answers".

    ``back_to_check`` (an answer changed from "Check your answers") is carried on, to the
    result too, so that its "Change this answer" links come back to "Check your answers".
    """
    flow, day = load_flow(), today()
    back = {"return": "check" if back_to_check else None}
    q = flow.ask_next(state, day)
    if q is not None:
        return link("web.question", qid=q.id, **back)
    if flow.decided_ineligible(run(state.answers, day)):
        return link("web.result", **back)
    return link("web.check")

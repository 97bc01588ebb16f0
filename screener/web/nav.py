"""The answers a request carries (the token), and the links and redirects that carry them on."""
from dataclasses import replace

from flask import current_app
from flask import g
from flask import request
from flask import url_for

from ..clock import today
from ..embed.preset import preset_id
from ..flow import State
from ..flow import load_flow
from ..locale import get_lang
from ..serialize import run
from ..token import dumps
from ..token import keys
from ..token import load


def load_state() -> State:
    """Return the answers from the request's token (``t``), in the page's language.

    No token starts afresh; a tampered or expired one raises :class:`screener.token.BadToken`.
    """
    raw = request.values.get("t")
    cfg = current_app.config
    state, carried = load(raw, keys(cfg), cfg["TOKEN_MAX_AGE"], cfg["SHARE_TOKEN_MAX_AGE"], today()) if raw else (State(), None)
    g.prior_walk = carried  # the walk the token carried: this request starts from it
    return keep_state(replace(state, lang=get_lang()), carried)


def keep_state(state: State, walked=None) -> State:
    """Use ``state`` (as a fresh token) in this request's links and forms; return it.

    ``walked`` is the flow's walk of ``state`` when known: it travels in the token so the
    next request need not work it out again. A state with no answers needs no token.
    """
    g.state = state
    if walked is not None and not walked.is_for(state, today()):
        walked = None  # worked out on another day (the award year or a waiver may differ)
    if walked is not None:
        g.setdefault("walks", {})[_key(state)] = walked
        g.prior_walk = walked
    g.walked = walked
    g.pop("token", None)  # encrypted when a link or form first needs it (a POST's answer changes it)
    return state


def answers_token() -> str | None:
    """Return this request's answers token (None while there are no answers), encrypted once."""
    if "token" not in g:
        state = g.get("state")
        g.token = (dumps(state, keys(current_app.config), walk=g.get("walked"))
                   if state is not None and (state.answers or state.seen) else None)
    return g.token


def _key(state: State):
    return (tuple(sorted(state.answers.items())), state.seen)


def walk(state: State):
    """Return the flow's :class:`~screener.flow.Walk` for ``state``, worked out once a request.

    It starts from the walk the token carried (only what changed since is worked out again).
    """
    walks = g.setdefault("walks", {})
    key = _key(state)
    if key not in walks:
        walks[key] = load_flow().walk(state, today(), g.get("prior_walk"))
    return walks[key]


def embedded() -> bool:
    """Return True when the page is shown in another site's iframe (``embed=1``)."""
    return request.values.get("embed") == "1"


def returning() -> bool:
    """Return True when the page was opened from "Check your answers" (``return=check``)."""
    return request.values.get("return") == "check"


# The pages a question page's typed values, shown again and not yet answered (``typed``, see
# screener/web/routes.py ``held_typed``), are carried to: the questions and "Check your answers".
TYPED_CARRIED_TO = ("web.question", "web.check")


def link(endpoint: str, **params) -> str:
    """Return the URL of ``endpoint`` carrying the token, the language, embed mode, the
    preset college and, to a question page, what was typed on a page shown again.

    Pass ``t=None`` to leave the answers behind (start over), ``embed=None`` to leave the frame.
    """
    carried = {"t": answers_token(), "lang": get_lang(), "embed": "1" if embedded() else None, "preset": preset_id(),
               "typed": g.get("held_typed") if endpoint in TYPED_CARRIED_TO else None}
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

    ``back_to_check`` (an answer changed from "Check your answers") is carried on to the
    questions a change adds, and ends on "Check your answers", an answer that rules the student
    out too (fix52d: GOV.UK's pattern, a change returns there; it went to the result, the answer
    changed never seen among the rest): the verdict is one tap away there ("See your result").
    (fix52r1, review: this said the result's "Change this answer" links come back "as before", with
    ``return=check``; since fix52d they carry no ``return=check``, the first walk's links, and an
    answer changed there comes back to "Check your answers" only because no question is left to
    ask, tests/test_web.py.)
    """
    flow, day = load_flow(), today()
    back = {"return": "check" if back_to_check else None}
    q = flow.ask_next(state, day)
    if q is not None:
        return link("web.question", qid=q.id, **back)
    if not back_to_check and flow.decided_ineligible(run(state.answers, day)):
        return link("web.result")
    return link("web.check")

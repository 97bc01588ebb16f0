"""Web views: translate HTTP to the flow engine and back (POST, then 303 to the next page)."""
import datetime as dt
import json

from flask import Response
from flask import abort
from flask import current_app
from flask import g
from flask import jsonify
from flask import make_response
from flask import redirect
from flask import render_template
from flask import request
from flask import url_for
from flask_babel import gettext as _

from ..answers import OUTSIDE_MD
from ..clock import today
from ..embed.preset import preset_id
from ..extensions import htmx
from ..flow import State
from ..flow import county_against_zip
from ..flow import load_flow
from ..geo import lookup_zip
from ..geo import zip_county_message
from ..i18n import language_code
from ..i18n import render
from ..locale import get_lang
from ..policy import award_year_for
from ..policy import load_policy
from .. import rules
from ..ratelimit import shared
from ..serialize import run
from ..token import BadToken
from ..token import seal
from ..token import unseal
from werkzeug.datastructures import MultiDict
from . import bp
from . import forms
from . import ics
from .nav import keep_state
from .nav import link
from .nav import load_state
from .nav import next_page
from .nav import returning
from .nav import walk
from .results import result_view
from .results import share_view


def page(template: str, **context):
    """Render ``template``: only its title and #page region for an htmx swap, else the whole page.

    A history restore or a boosted request needs the whole page.
    """
    fragment = bool(htmx) and not htmx.boosted and not htmx.history_restore_request
    return render_template(template, fragment=fragment, **context)


# The questionnaire's pages that run the flow share one count per address (STEP_RATELIMIT).
step_limit = shared("STEP_RATELIMIT", scope="steps")


def see_other(url: str):
    """Redirect with 303 See Other (the browser then GETs ``url``)."""
    return redirect(url, 303)


def flow_question(qid: str):
    """Return question ``qid`` of the flow; 404 when there is none."""
    q = load_flow().question(qid)
    if q is None:
        abort(404)
    return q


def askable(q, state) -> bool:
    """Return True when ``q`` is on the state's path (already answered, or still to ask).

    The county page is always open once a ZIP code is given: it corrects the county the ZIP
    code gave (the "Not your county?" link under the ZIP code's county).
    """
    w = walk(state)
    return q in w.answered or q in w.pending or (q.id == "county" and "zip" in state.answers)


@bp.get("/")
def start():
    """Show the start page."""
    load_state()
    g.held_typed = held_typed()  # Back from the first page: what was typed there comes forward again
    flow, fresh = load_flow(), State(lang=get_lang())
    first = flow.next_question(fresh, today())
    policy = load_policy(award_year_for(today()))
    count = flow.pages_left(first, fresh, today(), walk(fresh))  # the count the first page shows
    return page("web/start.html", start_url=link("web.question", qid=first.id), max_award=policy["max_award"],
                question_count=count)


@bp.get("/question/<qid>")
@step_limit
def question(qid):
    """Show one question, filled in with any earlier answer."""
    q, state = flow_question(qid), load_state()
    g.held_typed = held_typed()  # what was typed on a page shown again, carried on until it is answered
    if not askable(q, state):
        return see_other(next_page(state, returning()))
    typed = unseal_typed(q)
    if typed is not None and typed.get("back"):  # left by its Back button: as typed, nothing said yet
        return question_page(q, state, offer_preset(q, forms.submitted_values(q, typed)), {})
    if typed is not None:  # back from a POST shown again (POST-redirect-GET): as typed
        return page_as_typed(q, state, typed)
    return question_page(q, state, offer_preset(q, forms.stored_values(q, state.answers)), {})


def page_as_typed(q, state, form):
    """Render page ``q`` shown again for what ``form`` sent: as typed, with its errors; else with
    each amount read back ("about 100k") filled in as the number read, and a note saying so,
    for Continue to confirm."""
    values, errors, notes = forms.submitted_values(q, form), page_errors(q, state, form), {}
    if errors:  # pay for a period ("2500 a month"): its year's figure filled in to check (fix45r)
        values.update({k: v for k, v in forms.periods_filled(q, form, state.lang).items() if k in errors})
    else:
        for name, (number, note) in forms.read_backs(q, form, state.lang).items():
            values[name], notes[name] = number, render(note, state.lang)
            # "about 100k" beside a "not more than" limit: the limit named, the exact AGI asked
            # for, as the chat says it (rules.income_limit_near; a newcomer's finding)
            near = rules.income_limit_near({**state.answers, name: number.lstrip("$")},  # ("$150": dollars said)
                                           load_policy(award_year_for(today())),
                                           rules.NEAR_LIMIT_PAGE) if name == "agi" else None
            if near is not None:
                notes[name] += " " + render(near, state.lang)
    return question_page(q, state, values, errors, notes)


TYPED_PURPOSE = "typed"  # keys apart from the answers token's


def seal_typed(q, form, back: bool = False) -> str:
    """Return what was typed on page ``q`` (its inputs only), encrypted for the redirect's URL,
    with what the request carries from other pages shown again (:func:`held_typed`). ``back``:
    left by the page's Back button, not sent (shown again as typed, with no error or note)."""
    typed = forms.submitted_values(q, form)  # (each cut to what a box takes: a value too long still fits)
    typed["page"] = q.id
    if back:
        typed["back"] = "1"
    elif form.get("confirmed") == q.id:
        typed["confirmed"] = q.id
    return held_typed(add=typed)


def typed_pages() -> dict:
    """Return ``{page id: what was typed there}`` carried by the request's ``typed`` (the redirect's
    address, a link, the question form's hidden input): pages shown again (an error, an amount
    read back) and not answered since. Empty when none, altered, or older than ``TYPED_MAX_AGE``
    (the pages then open as stored). One page's typed values (the parameter's first form) or a list."""
    if "typed_pages" in g:
        return g.typed_pages
    raw, g.typed_pages = request.values.get("typed"), {}
    if not raw:
        return g.typed_pages
    try:
        typed = json.loads(unseal(raw, current_app.config["SECRET_KEY"], TYPED_PURPOSE,
                                  current_app.config["TYPED_MAX_AGE"], 16 * 1024))
    except (BadToken, ValueError):
        return g.typed_pages
    g.typed_pages = {p["page"]: p for p in (typed if isinstance(typed, list) else [typed])
                     if isinstance(p, dict) and isinstance(p.get("page"), str)}
    return g.typed_pages


def held_typed(answered=None, add: dict | None = None) -> str | None:
    """Return the ``typed`` parameter the request's links and forms carry on: :func:`typed_pages`
    without page ``answered`` (its answer is kept now) and with ``add`` (a page shown again), None
    when no page is left. A newcomer's finding, JavaScript off: an income read back ("We read
    “about 90k” as $90,000") or refused, then the Back link to the household and another household:
    the income page came back blank, what was typed lost. Carried unchanged, it keeps its age."""
    pages = typed_pages()
    kept = {k: v for k, v in pages.items() if answered is None or k != answered.id}
    if add is not None:
        kept[add["page"]] = add
    if not kept:
        return None
    if kept == pages:
        return request.values.get("typed")
    return seal(json.dumps(list(kept.values())).encode(), current_app.config["SECRET_KEY"], TYPED_PURPOSE)


def unseal_typed(q):
    """Return the typed values the ``typed`` parameter carries for page ``q`` (None when none,
    altered, or older than ``TYPED_MAX_AGE``: the page then opens as stored)."""
    typed = typed_pages().get(q.id)
    if typed is None:
        return None  # made for other pages
    names = set(forms.input_names(q)) | {"confirmed", "back"}
    return MultiDict({k: str(v) for k, v in typed.items() if k in names})


def page_errors(q, state, form) -> dict:
    """Return page ``q``'s rendered errors for ``form`` (empty when it parses and needs no ask-back);
    sets ``g.confirming`` for an ask-back ("No" to in-state tuition from a Maryland home)."""
    updates, errors = forms.read_form(q, form, state.lang)
    if not errors:
        errors = load_flow().out_of_range(state, q, updates, today())  # a date the API refuses: never kept
    if not errors and form.get("confirmed") != q.id:
        ask_back = load_flow().to_confirm(state, q, updates, today())
        if ask_back is not None:
            errors = {q.id: ask_back}
            g.confirming = q.id
    return {k: render(m, state.lang) for k, m in errors.items()}


def offer_preset(q, values: dict) -> dict:
    """Start an unanswered college question on the preset college (one tap to change it)."""
    preset = preset_id()
    if q.kind == "college" and preset and not values.get(q.id):
        return {**values, q.id: preset}
    return values


@bp.post("/question/<qid>")
@step_limit
def answer(qid):
    """Save one page's answer and go on; show the page again, as typed, when it doesn't parse."""
    q, state = flow_question(qid), load_state()
    g.held_typed = held_typed()
    if not askable(q, state):
        return see_other(next_page(state, returning()))
    if request.form.get("action") == "back":
        return go_back(q, state)
    if (request.form.get("action") or "").startswith(LANG_ACTION):
        return switch_language(q, state, request.form["action"][len(LANG_ACTION):])
    updates, errors = forms.read_form(q, request.form, state.lang)
    if not errors:
        errors = load_flow().out_of_range(state, q, updates, today())  # as page_errors: shown as typed
    if not errors and request.form.get("confirmed") != q.id:
        ask_back = load_flow().to_confirm(state, q, updates, today())
        if ask_back is not None:  # e.g. "No" to in-state tuition from a Maryland home: say what decides it
            errors = {q.id: ask_back}
            g.confirming = q.id
    # An amount read from more than a plain number ("about 100k", "45 mil") comes back filled in
    # as the number read, with a note: Continue confirms it (it never counts unseen).
    again = bool(errors) or bool(forms.read_backs(q, request.form, state.lang))
    if again and not htmx:
        # POST-redirect-GET: browser Back never meets "Confirm form resubmission". What was typed
        # travels encrypted in the URL (``typed``, short-lived), never in a cookie or a log.
        return see_other(link("web.question", qid=q.id, typed=seal_typed(q, request.form),
                              **{"return": "check" if returning() else None}))
    if again:
        g.held_typed = seal_typed(q, request.form)  # (the Back link keeps it, as without JavaScript)
        resp = make_response(page_as_typed(q, state, request.form))
        resp.headers["HX-Push-Url"] = "false"  # the POST URL is no page to come back to
        return resp
    state = keep_state(*load_flow().answer(state, q, updates, today(), walk(state), submitted=True))
    g.held_typed = held_typed(answered=q)
    return see_other(next_page(state, returning()))


def go_back(q, state):
    """Go to the page before ``q`` (its Back button, a submit button of the page's form): what was
    typed there and not sent travels on in ``typed`` (:func:`seal_typed`, ``back``), so coming
    forward again shows it, JavaScript on or off; nothing is answered or checked. Typed as stored,
    nothing is kept for the page (an older entry for it is dropped)."""
    sent = forms.submitted_values(q, request.form)
    if sent != forms.submitted_values(q, forms.stored_values(q, state.answers)):
        g.held_typed = seal_typed(q, request.form, back=True)
    else:
        g.held_typed = held_typed(answered=q)
    return see_other(back_url(q, walk(state)))


LANG_ACTION = "lang-"  # a question page's language switch, a submit button of its form: action "lang-es"


def switch_language(q, state, code: str):
    """Return page ``q``'s address in language ``code`` carrying what was typed there and not sent
    (in ``typed``, as its Back button does: :func:`seal_typed`, ``back``). The language switch on a
    question page is a submit button of the page's form (components/language_switch.html).
    Without JavaScript the form's plain POST comes here and is redirected (303) to that address:
    the page in the other language, as typed (fix44f: the switch was a link, and what was typed
    was lost). With JavaScript the button's click sends the page's form here (static/js/app.js)
    and opens the address this returns (JSON ``{"url": ...}``) with ``location.replace``: no
    history entry is added, in an embedding page either (fix43g). Nothing is answered, checked or
    stored; no cookie. Typed as shown (stored, or shown again with its error or read-back), the
    page opens as it was."""
    lang = language_code(code)
    if lang not in current_app.config["LANGUAGES"]:
        lang = state.lang
    sent, shown = forms.submitted_values(q, request.form), unseal_typed(q)
    as_shown = shown is not None and sent == forms.submitted_values(q, shown)  # an error, a read-back: kept so
    if not as_shown and sent != forms.submitted_values(q, forms.stored_values(q, state.answers)):
        g.held_typed = seal_typed(q, request.form, back=True)
    elif not as_shown:
        g.held_typed = held_typed(answered=q)
    url = link("web.question", qid=q.id, lang=lang, **{"return": "check" if returning() else None})
    if request.accept_mimetypes.best == "application/json":
        return jsonify(url=url)
    if htmx:  # (htmx sent the button, app.js not there to: the whole page in that language, not a swap)
        resp = make_response("", 204)
        resp.headers["HX-Redirect"] = url
        return resp
    return see_other(url)


def question_page(q, state, values: dict, errors: dict, notes: dict | None = None):
    """Render the page for question ``q`` with input ``values``, rendered ``errors`` and ``notes``."""
    w = walk(state)
    left = load_flow().pages_left(q, state, today(), w, changing=returning())
    return page(
        "web/question.html", question=q, heading=q.heading or q.question, errors=errors, error_list=forms.error_list(q, errors),
        fields=forms.page_fields(q, state, values, errors, notes), steps_left=left,
        back_url=back_url(q, w), action=url_for("web.answer", qid=q.id),
        back_to_check=returning(), zip_county=zip_county_notice(q, state, w),
        lang_form="question-form",  # the language switch posts the page's form (base.html)
    )


def zip_county_notice(q, state, w) -> dict | None:
    """Return the county a ZIP code just gave, with a link to correct it, for the page after the
    ZIP page ("ZIP code 21044 is in Howard County. Not your county? Choose it"); else None."""
    zip_code = state.answers.get("zip")
    before = pages_before(q, w)
    if not zip_code or "county" in state.answers or not before or before[-1].id != "zip":
        return None
    found = lookup_zip(zip_code)
    if found.county in (None, OUTSIDE_MD) or found.ambiguous:
        return None  # the county page itself says so
    return {"text": render(zip_county_message(zip_code), state.lang),
            "href": link("web.question", qid="county", **{"return": "check" if returning() else None})}


def back_url(q, w) -> str:
    """Return the page before ``q``: "Check your answers" when changing an answer, else the
    previous question of the walk (a question a change added goes back to the one before)."""
    if returning() and q in w.answered:
        return link("web.check")
    before = pages_before(q, w)
    if not before:
        return link("web.start", typed=g.get("held_typed"))
    return link("web.question", qid=before[-1].id, **{"return": "check" if returning() else None})


def pages_before(q, w) -> list:
    """Return the answered pages the walk asks before ``q`` (all of them when ``q`` is off it)."""
    steps = list(w.steps)
    if q not in steps:
        return list(w.answered)
    return [p for p in steps[: steps.index(q)] if p in w.answered]


@bp.get("/check")
@step_limit
def check():
    """Show every answer with a link to change it."""
    state = load_state()
    g.held_typed = held_typed()
    assessment = run(state.answers, today())
    if still_asking(state):
        return see_other(next_page(state, True))
    answered = walk(state).answered
    return page("web/check.html", rows=summary_rows(answered, state, assessment), county_note=county_note(state),
                back_url=link("web.question", qid=answered[-1].id) if answered else link("web.start"))


def county_note(state) -> dict | None:
    """Return the note, with links to change either answer, for a county given against the ZIP
    code's county (the flow says when: :func:`screener.flow.county_against_zip`); else None."""
    said = county_against_zip(state.answers)
    if said is None:
        return None
    back = {"return": "check"}
    return {"text": render(said, state.lang), "zip_href": link("web.question", qid="zip", **back),
            "county_href": link("web.question", qid="county", **back)}


def summary_rows(answered, state, assessment) -> list:
    """Return the "Check your answers" rows, with the county the ZIP code gave after the ZIP.

    Each answer shows once: an answer asked on its own page as well as on a page that carries it
    (household size with the household, a left-blank extra asked again) is in its own page's row,
    whose Change link goes to that page."""
    rows = []
    own_rows = frozenset(q.id for q in answered)
    for q in answered:
        change = {"href": link("web.question", qid=q.id, **{"return": "check"}), "text": _("Change"),
                  "visuallyHiddenText": _(q.summary)}
        rows.append({"id": q.id, "key": _(q.summary), "lines": forms.page_answer(q, state.answers, state.lang, own_rows),
                     "action": change})
        county_change = {"href": link("web.question", qid="county", **{"return": "check"}), "text": _("Change"),
                         "visuallyHiddenText": _("County")}
        if q.id == "zip" and assessment.county_from_zip:
            rows.append({"id": "county-from-zip", "key": _("County (from your ZIP code)"),
                         "lines": [forms.county_label(assessment.county)], "action": county_change})
        elif q.id == "zip" and "county" in state.answers and not any(p.id == "county" for p in answered):
            rows.append({"id": "county-from-zip", "key": _("County"),  # a county chosen to correct the ZIP code's
                         "lines": [forms.county_label(state.answers["county"])], "action": county_change})
    return rows


def still_asking(state) -> bool:
    """Return True while a question is still needed (never once an answer rules the student out)."""
    return load_flow().ask_next(state, today()) is not None


def finished_state():
    """Return (state, assessment) once a verdict may be shown, else (None, a redirect to what is needed)."""
    state = load_state()
    assessment = run(state.answers, today())
    if not state.answers or still_asking(state):
        return None, see_other(next_page(state))
    return state, assessment


@bp.get("/result")
@step_limit
def result():
    """Show the likely outcome, why, the estimated award and what to do next."""
    state, found = finished_state()
    if state is None:
        return found
    return page("web/result.html", **result_view(found, state), back_url=link("web.check"))


@bp.get("/result/share")
@step_limit
def share():
    """Give a link to the result that lasts longer than the steps' links (asked for explicitly)."""
    state, found = finished_state()
    if state is None:
        return found
    return page("web/share.html", **share_view(state), back_url=link("web.result"))


@bp.get("/result/deadline-<int:n>.ics")
@step_limit
def deadline_ics(n):
    """Download deadline ``n`` of the result as an all-day calendar event."""
    state, found = finished_state()
    if state is None or n >= len(found.deadlines) or found.deadlines[n]["date"] is None:
        abort(404)
    d = found.deadlines[n]
    body = ics.all_day_event(
        summary=render(d["what"], state.lang), day=d["date"], event_uid=ics.uid(d["date"], d["what"].text),
        stamp=dt.datetime.now(dt.timezone.utc), url=d["source"],
        description=_("Maryland Community College Promise Scholarship. Check the date with your college."),
    )
    resp = Response(body, mimetype="text/calendar")
    resp.headers["Content-Disposition"] = f'attachment; filename="promise-deadline-{n + 1}.ics"'
    return resp


@bp.errorhandler(BadToken)
def bad_token(e):
    """Show a friendly "let's start again" page for a tampered or expired token (400)."""
    return render_template("web/start_again.html", start_url=link("web.start", t=None)), 400

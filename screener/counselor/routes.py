"""Counselor views: translate HTTP to the roster screening and back (no rules here).

GET ``/counselor`` shows the upload form; POST ``upload`` reads the file in memory and
shows the column step (or the results when every column is the template's); POST
``results`` screens; POST ``results.csv``/``results.xlsx``/``plans``/``plans.pdf`` give
the downloads and the packet. The file travels in the sealed hidden field ``roster``.
"""
from __future__ import annotations

import io
import json
import re

from flask import Response
from flask import abort
from flask import current_app
from flask import render_template
from flask import request
from flask import url_for
from flask_babel import gettext as _

from .. import other_aid
from ..clock import today
from ..flow import load_flow
from ..policy import load_directory
from ..typed import county_words
from ..answers import FIELDS
from ..cli import AWARD_NOTE
from ..cli import ERROR
from ..cli import RosterLayout
from ..ratelimit import limited
from ..ratelimit import shared
from ..i18n import Msg
from ..i18n import N_
from ..i18n import render
from ..locale import get_lang
from ..rules import ELIGIBLE
from ..rules import INELIGIBLE
from ..rules import MORE_INFO
from ..token import BadToken
from ..token import seal
from ..token import unseal
from ..web.results import RULE_NAMES
from . import bp
from . import chart
from . import mapping as columns
from . import plans
from . import screening
from . import sheets

PURPOSE = "counselor-roster"
# A rule's name on the counselor's chart, where the student's own ("Your GPA") reads as the counselor's.
COUNSELOR_RULE_NAMES = {"gpa": N_("High school GPA")}
STATUS_NAMES = {
    ELIGIBLE: N_("Likely eligible"),
    MORE_INFO: N_("Needs more information"),
    INELIGIBLE: N_("Likely not eligible"),
    ERROR: N_("Couldn't be screened"),
}
TEMPLATE_EXAMPLE = [
    {"student": "Ana Example", "county": "howard", "in_state_tuition": "yes", "high_school": "maryland",
     "hs_completion_date": "2027-06", "college": "howard", "program": "associate", "credits_per_semester": "12",
     "hs_gpa": "3.2", "household": "single_parent", "agi": "45000", "household_size": "3",
     "aid_application": "fafsa", "full_cost_scholarship": "no", "prior_degree": "none"},
]
EXAMPLE_STUDENT = N_("Ana Example")


def example_rows(lang: str) -> list:
    """Return the template's example rows with their cells in ``lang``: a choice in the words a
    counselor types in that language, as cells are read (``answers.cell_words``: "monoparental",
    "sí", "ninguno"), the example name translated; codes, numbers and months as they are (a
    newcomer's finding: the Spanish page's template had English cells)."""
    from ..answers import cell_words
    from ..i18n import gettext

    out = []
    for row in TEMPLATE_EXAMPLE:
        cells = {}
        for name, value in row.items():
            spec = FIELDS.get(name)
            if name == columns.STUDENT:
                value = gettext(EXAMPLE_STUDENT, lang)
            elif lang != "en" and spec is not None and spec.kind == "bool":
                value = gettext(value, lang)  # "yes", "no": "sí", "no"
            elif lang != "en" and spec is not None and spec.kind == "enum" and name not in ("county", "college", "aid_application"):
                words = cell_words(name).get(value)
                value = gettext(words, lang) if words else value
            cells[name] = value
        out.append(cells)
    return out


_SAFE_NAME = re.compile(r"[^A-Za-z0-9._-]+")


def _in_memory(*_args, **_kwargs):
    """Keep an uploaded file in memory (Werkzeug would spool a large one to a temporary file)."""
    return io.BytesIO()


@bp.url_value_preprocessor
def memory_only(_endpoint, _values):
    """Read uploads in memory only, and allow a roster-sized body on these pages.

    A URL value preprocessor runs before any ``before_request`` function (the app's too),
    so the body is never parsed before these settings are in place."""
    room = current_app.config["ROSTER_MAX_BYTES"] * 2 + 1_000_000
    request.max_content_length = room
    request.max_form_memory_size = room
    request._get_file_stream = _in_memory  # noqa: SLF001 - Werkzeug's documented override point


@bp.context_processor
def language_switch():
    """Give this page's language switch: links on a GET page, buttons that re-send the roster on a POST."""
    def items():
        lang = get_lang()
        out = []
        for code in current_app.config["LANGUAGES"]:
            from ..web.context import language_name

            if request.method == "POST":
                href = url_for("counselor.results", lang=code)
            else:
                href = url_for(request.endpoint or "counselor.index", **(request.view_args or {}), lang=code)
            out.append({"code": code, "name": language_name(code), "href": href, "current": code == lang,
                        "post": request.method == "POST"})
        return out

    return {"language_links": items}


def page(template: str, http_status: int = 200, **context):
    """Render a counselor page (never cached: it may hold students' data). ``http_status`` is the
    response's code; a ``status`` in ``context`` is the results filter (a student's status)."""
    resp = Response(render_template(template, **context), status=http_status, mimetype="text/html")
    resp.headers["Cache-Control"] = "no-store"
    return resp


def limits() -> dict:
    """Return the upload limits shown on the page."""
    cfg = current_app.config
    return {"rows": cfg["ROSTER_MAX_ROWS"], "mb": round(cfg["ROSTER_MAX_BYTES"] / 1_000_000, 1),
            "pdf": cfg["PACKET_PDF_MAX"]}


@bp.get("/")
def index():
    """Show the upload form, the template downloads and the privacy sentence."""
    return page("counselor/index.html", limits=limits(), error=None, fields=field_list())


def field_list() -> list:
    """Return the template's columns with their meaning and accepted values, for the help list.

    Each column's ``allowed`` is a list of ``{"value", "label"}``: a choice's value with its
    words on the questionnaire in the page's language, or the form a cell takes ("YYYY-MM").
    """
    lang = get_lang()
    out = [{"name": columns.STUDENT, "label": N_("Student name or ID (echoed back, not screened)"), "allowed": []}]
    for name, spec in FIELDS.items():
        if spec.kind == "enum":
            allowed = [{"value": v, "label": choice_words(name, v, lang)} for v in spec.choices]
        elif spec.kind == "bool":
            allowed = [{"value": _("yes"), "label": _("Yes")}, {"value": _("no"), "label": _("No")}]  # "sí" in Spanish
        else:
            form = {"month": "YYYY-MM", "date": "YYYY-MM-DD", "zip": "21044"}.get(spec.kind)
            allowed = [{"value": form, "label": None}] if form else []
        out.append({"name": name, "label": columns.label(name), "allowed": allowed})
    return out


def choice_words(name: str, value: str, lang: str) -> str | None:
    """Return a choice's words on the questionnaire in ``lang`` (None when it has none)."""
    if name == "county":
        return county_words(value, lang)
    if name == "college":
        college = load_directory().colleges.get(value)
        return college.name if college else None
    label = choice_labels().get((name, value))
    return _(label) if label else None


def choice_labels() -> dict:
    """Return ``(field, value) -> label msgid`` of every choice on the questionnaire's pages."""
    return {(inp.id, c.value): c.label for q in load_flow().questions for inp in q.inputs for c in inp.choices}


@bp.get("/template.<ext>")
def template(ext):
    """Download the roster template (CSV or .xlsx): the contract's columns and one example row."""
    header = [columns.STUDENT, *FIELDS]
    rows = [[row.get(h, "") for h in header] for row in example_rows(get_lang())]
    if ext == "csv":
        buf = io.StringIO()
        import csv

        writer = csv.writer(buf)
        writer.writerow(header)
        writer.writerows(rows)
        return download(buf.getvalue().encode("utf-8-sig"), "roster-template.csv", "text/csv")
    if ext == "xlsx":
        from openpyxl import Workbook

        book = Workbook(write_only=True)
        sheet = book.create_sheet("Roster")
        sheet.append(header)
        for row in rows:
            sheet.append(row)
        buf = io.BytesIO()
        book.save(buf)
        return download(buf.getvalue(), "roster-template.xlsx", XLSX_TYPE)
    abort(404)


XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def download(body: bytes, filename: str, mimetype: str) -> Response:
    """Return ``body`` as a file to save."""
    resp = Response(body, mimetype=mimetype)
    resp.headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    resp.headers["Cache-Control"] = "no-store"
    return resp


def upload_error(message, status: int = 400):
    """Show the upload page again with ``message`` (a Msg or str) in its error summary."""
    text = render(message, get_lang()) if isinstance(message, Msg) else message
    return page("counselor/index.html", http_status=status, limits=limits(), error=text, fields=field_list())


@bp.post("/upload")
@limited("UPLOAD_RATELIMIT")
def upload():
    """Read the uploaded roster in memory; show the column step, or the results when the columns are the template's."""
    cfg = current_app.config
    file = request.files.get("roster")
    if file is None or not file.filename:
        return upload_error(_("Choose a CSV or Excel (.xlsx) file with your students."))
    data = file.stream.read(cfg["ROSTER_MAX_BYTES"] + 1)
    try:
        sheet = sheets.read(file.filename, data, cfg["ROSTER_MAX_ROWS"], cfg["ROSTER_MAX_BYTES"])
    except sheets.Unreadable as exc:
        return upload_error(exc.message, 413 if len(data) > cfg["ROSTER_MAX_BYTES"] else 400)
    suggested = columns.suggest(sheet.header)
    if template_columns(sheet.header):
        return results_page(sheet, suggested)
    return mapping_page(sheet, suggested)


def template_columns(header) -> bool:
    """Return True when every column is named as the template names it (no column step needed)."""
    exact = RosterLayout.of(header).fields
    return bool(exact) and all(h in exact or columns.fold(h) == columns.STUDENT for h in header)


def pack(sheet, chosen: dict | None) -> str:
    """Seal the roster (and the columns chosen) for the page's hidden field."""
    head = json.dumps({"k": sheet.kind, "n": sheet.name, "m": chosen}, ensure_ascii=True).encode()
    return seal(head + b"\n" + sheet.data, current_app.config["SECRET_KEY"], PURPOSE)


def unpack():
    """Return ``(sheet, chosen columns or None)`` from the request's sealed ``roster`` field."""
    cfg = current_app.config
    token = request.form.get("roster", "")
    if not token:
        raise BadToken("no roster")
    blob = unseal(token, cfg["SECRET_KEY"], PURPOSE, cfg["ROSTER_TOKEN_MAX_AGE"], cfg["ROSTER_MAX_BYTES"] + 4096)
    head, _sep, data = blob.partition(b"\n")
    try:
        meta = json.loads(head)
        sheet = sheets.read(str(meta["n"]), data, cfg["ROSTER_MAX_ROWS"], cfg["ROSTER_MAX_BYTES"])
    except (ValueError, KeyError, TypeError, sheets.Unreadable) as exc:
        raise BadToken(type(exc).__name__) from None
    chosen = meta.get("m")
    if chosen is not None:
        chosen = {h: chosen.get(h, "") for h in sheet.header}
    return sheet, chosen


@bp.errorhandler(BadToken)
def expired(_e):
    """An altered or expired roster field: ask for the file again (nothing was kept)."""
    return upload_error(_("Your file is no longer on this page (pages expire after a few hours). Upload it again."))


def target_choices() -> list:
    """Return the column step's options: not used, the student, then each answer field."""
    return ([{"value": columns.UNUSED, "text": _("Not used")},
             {"value": columns.STUDENT, "text": _("Student name or ID (shown in the results)")}]
            + [{"value": f, "text": f"{_(columns.label(f))} ({f})"} for f in FIELDS])


def samples(sheet, limit: int = 3) -> dict:
    """Return up to ``limit`` non-empty example cells per column, for the column step."""
    out = {h: [] for h in sheet.header}
    for n, row in enumerate(sheets._safe_rows(sheet.reader())):  # noqa: SLF001
        if n >= 50:
            break
        for h in sheet.header:
            value = row.get(h) if row else None
            if isinstance(value, str) and value.strip() and len(out[h]) < limit and value not in out[h]:
                out[h].append(value.strip()[:40])
    return out


def mapping_page(sheet, chosen: dict, problem: str | None = None, twice=()):
    """Show the column step: each column with examples and a list to pick its answer field."""
    cols = [{"n": n, "name": h, "chosen": chosen.get(h, ""), "samples": samples(sheet).get(h, []),
             "twice": h in {c for c, _f in twice}} for n, h in enumerate(sheet.header)]
    return page("counselor/columns.html", http_status=400 if problem else 200, roster=pack(sheet, None), columns=cols,
                choices=target_choices(), sheet=sheet, problem=problem, labels=columns.LABELS)


def chosen_columns(sheet) -> dict | None:
    """Return the columns the counselor chose on the column step (None when not sent)."""
    if not any(k.startswith("col-") for k in request.form):
        return None
    allowed = {columns.UNUSED, columns.STUDENT, *FIELDS}
    out = {}
    for n, h in enumerate(sheet.header):
        value = request.form.get(f"col-{n}", columns.UNUSED)
        out[h] = value if value in allowed else columns.UNUSED
    return out


@bp.post("/results")
@shared("COUNSELOR_RATELIMIT", "counselor")
def results():
    """Screen the roster with the chosen columns and show the table (filtered by ``status``)."""
    sheet, chosen = unpack()
    picked = chosen_columns(sheet)
    if picked is not None and request.form.get("relang") and chosen is None:
        return mapping_page(sheet, picked)  # the column step, in the other language
    if picked is not None:
        twice = columns.problems(picked)
        if twice:
            names = ", ".join(sorted({_(columns.label(f)) for _c, f in twice}))
            return mapping_page(sheet, picked, _("Each answer can come from one column only. Choose one column for: %(fields)s.", fields=names), twice)
        if not any(f in FIELDS for f in picked.values()):
            return mapping_page(sheet, picked, _("Choose the answer at least one column holds."))
        chosen = picked
    if chosen is None:
        return mapping_page(sheet, columns.suggest(sheet.header))
    return results_page(sheet, chosen)


def selected_status() -> str | None:
    """Return the status the table is filtered by (None: all)."""
    value = request.form.get("status") if "status" in request.form else request.form.get("shown")
    return value if value in STATUS_NAMES else None


def table_row(r, lang: str) -> dict:
    """Return a screened row in plain words for the table and the packet's cover."""
    cells = r.cells
    reasons, missing = [], []
    if r.status == INELIGIBLE:
        reasons = [m for m in (cells["messages"] or "").split(" | ") if m]
    elif r.status == MORE_INFO:
        missing = [_(columns.label(f)) for f in (cells["missing"] or "").split(";") if f]
        reasons = [m for m in (cells["messages"] or "").split(" | ") if m]  # an open rule's own word
    elif r.status == ERROR:
        reasons = [f"{column}: {message}" if column else message for column, message in r.errors]
    low, high = cells.get("estimate_low"), cells.get("estimate_high")
    # Other aid the row points to (the roster's ``other_aid`` cell: "program:result;..."), likely first.
    pairs = [p.split(":", 1) for p in (cells.get("other_aid") or "").split(";") if ":" in p]
    aid = [{"name": _(other_aid.NAMES[pid]), "result": res} for pid, res in pairs
           if pid in other_aid.NAMES and res != "unlikely"]
    aid.sort(key=lambda a: a["result"] != "likely")
    return {"number": r.number, "student": r.student, "status": r.status, "reasons": reasons, "missing": missing,
            "low": low, "high": high, "college": cells.get("college_name"), "college_id": cells.get("college"),
            "other_aid": aid, "award_note": cells.get(AWARD_NOTE)}


def results_page(sheet, chosen: dict):
    """Screen ``sheet`` and render the results page."""
    lang = get_lang()
    done = screening.screen(sheet, chosen, today(), lang)
    status = selected_status()
    shown = [table_row(r, lang) for r in done.rows if status is None or r.status == status]
    counts = done.counts()
    status_chart = chart.bars((s, _(STATUS_NAMES[s]), counts[s]) for s in screening.STATUSES)
    reasons = [(c, _(COUNSELOR_RULE_NAMES.get(c) or RULE_NAMES.get(c, c)), n) for c, n in done.reasons()]
    missing = [(f, _(columns.label(f)), n) for f, n in done.missing()]
    errors = [(r.number, r.student, column, message) for r in done.rows if r.status == ERROR
              for column, message in r.errors]
    return page("counselor/results.html", roster=pack(sheet, chosen), sheet=sheet, rows=shown, status=status,
                counts=counts, total=len(done.rows), status_names=STATUS_NAMES, status_chart=status_chart,
                reason_chart=chart.bars(reasons) if reasons else None, reasons=reasons, missing=missing,
                errors=errors, limits=limits(), statuses=screening.STATUSES)


def _screened():
    """Return ``(screening, rows to give)`` for a download: the filter's rows, or one ``row``."""
    sheet, chosen = unpack()
    if chosen is None:
        raise BadToken("no columns chosen")
    done = screening.screen(sheet, chosen, today(), get_lang())
    status = selected_status()
    rows = [r for r in done.rows if status is None or r.status == status]
    one = request.form.get("row", "")
    if one.isdigit():
        rows = [r for r in rows if r.number == int(one)]
    return done, rows


def file_stem(suffix: str) -> str:
    """Return a download's file name stem: promise-<suffix>."""
    return _SAFE_NAME.sub("-", f"promise-{suffix}")


@bp.post("/results.csv")
@shared("COUNSELOR_RATELIMIT", "counselor")
def results_csv():
    """Download the results (the filter's rows) as CSV: the CLI's columns, formulas neutralised."""
    done, rows = _screened()
    return download(screening.to_csv(done, rows), file_stem("results") + ".csv", "text/csv")


@bp.post("/results.xlsx")
@shared("COUNSELOR_RATELIMIT", "counselor")
def results_xlsx():
    """Download the results (the filter's rows) as .xlsx, formulas neutralised."""
    done, rows = _screened()
    return download(screening.to_xlsx(done, rows, _("Results")), file_stem("results") + ".xlsx", XLSX_TYPE)


def packet_pages(done, rows) -> list:
    """Return one plan page per row."""
    lang = get_lang()
    title = _("QR code: open this result on a phone")
    return [plans.plan(r, done.layout, today(), lang, title) for r in rows]


@bp.post("/plans")
@shared("COUNSELOR_RATELIMIT", "counselor")
def packet():
    """Show the printable packet: one page per student (print it from the browser)."""
    done, rows = _screened()
    return page("counselor/packet.html", pages=packet_pages(done, rows), pdf=False, status_names=STATUS_NAMES)


@bp.post("/plans.pdf")
@shared("COUNSELOR_RATELIMIT", "counselor")
def packet_pdf():
    """Download the packet as a PDF (WeasyPrint), at most ``PACKET_PDF_MAX`` students at once."""
    done, rows = _screened()
    most = current_app.config["PACKET_PDF_MAX"]
    if len(rows) > most:
        return page("error.html", http_status=413, code=413, message=_(
            "A PDF can hold up to %(max)s students at a time. Go back, show one status at a time, or print the plans page from your browser.",
            max=most))
    html = render_template("counselor/packet.html", pages=packet_pages(done, rows), pdf=True, status_names=STATUS_NAMES)
    return download(pdf_of(html), file_stem("plans") + ".pdf", "application/pdf")


def _no_fetch(url, *args, **kwargs):
    """Refuse every URL WeasyPrint would fetch (the packet is self-contained)."""
    raise ValueError("the packet loads nothing")


def pdf_of(html: str) -> bytes:
    """Return the packet's HTML as PDF bytes, styled by static/css/packet.css."""
    from weasyprint import CSS
    from weasyprint import HTML

    css = CSS(filename=str(current_app.static_folder) + "/css/packet.css", url_fetcher=_no_fetch)
    return HTML(string=html, base_url=request.url_root, url_fetcher=_no_fetch).write_pdf(stylesheets=[css])

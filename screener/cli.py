"""Command-line interface: ``screener assess``, ``roster``, ``check-links`` and ``translate``.

One click group, :data:`cli`, is the ``screener`` console script (:func:`main`); its
``translate`` group is also registered on ``flask --app screener`` by :func:`init_app`.
Exit status: 0 success, 1 broken links (``check-links``) or a failed ``pybabel`` step,
2 unusable input (a missing file, a CSV without a header, answers that are not valid).
"""
from __future__ import annotations

import contextlib
import csv
import datetime as dt
import io
import json
import os
import re
import subprocess
import sys
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path

import click
import requests
import urllib3
from requests.adapters import HTTPAdapter
from tqdm import tqdm

from . import other_aid
from .paths import ROOT
from .answers import FIELDS
from .answers import validate
from .i18n import available_languages
from .i18n import render
from .policy import award_year_for
from .policy import load_directory
from .typed import read_cell
from .policy import policy_urls
from .rules import ELIGIBLE
from .rules import FUNDING_LIMITED
from .rules import INELIGIBLE
from .rules import MORE_INFO
from .rules import UNKNOWN
from .serialize import assess_raw
from .serialize import run

ERROR = "error"


class BadInput(click.ClickException):
    """Unusable input (missing file, no CSV header, no rows): exit status 2."""

    exit_code = 2


def _day(value: dt.datetime | None) -> dt.date:
    """Return the date of a ``--today`` value, or the real date when it is None."""
    return value.date() if value else dt.date.today()


LANG = click.option("--lang", type=click.Choice(available_languages(), case_sensitive=False), default="en",
                    show_default=True, help="Language of the messages.")
TODAY = click.option("--today", type=click.DateTime(formats=["%Y-%m-%d"]), default=None,
                     help="Assess as if today were YYYY-MM-DD (default: the real date).")


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
def cli():
    """Screen for the Maryland Community College Promise Scholarship offline."""


# --- assess ----------------------------------------------------------------------------


def dumps(obj) -> str:
    """Return ``obj`` as indented JSON text (UTF-8 characters kept as they are)."""
    return json.dumps(obj, indent=2, ensure_ascii=False)


def assess_body(body: bytes, today: dt.date, lang: str = "en"):
    """Assess a JSON body exactly as ``POST /api/v1/assess`` does.

    :param body: the raw JSON bytes (UTF-8/16/32, optional BOM)
    :return: ``(assessment, None)`` or ``(None, errors)``, errors being the contract's
        ``[{"field", "message"}]`` list in ``lang``.
    """
    try:
        raw = json.loads(body)
    except (ValueError, RecursionError):
        raw = None
    return assess_raw(raw, today, lang)


@cli.command()
@click.argument("file", type=click.File("rb"))
@LANG
@TODAY
@click.pass_context
def assess(ctx, file, lang, today):
    """Print the assessment of the answers in FILE (a JSON object; - for stdin) as JSON.

    Invalid answers print {"errors": [...]} and exit with status 2.
    """
    result, errors = assess_body(file.read(), _day(today), lang)
    click.echo(dumps({"errors": errors} if errors else result))
    if errors:
        ctx.exit(2)


# --- roster ----------------------------------------------------------------------------

ROW = "row"
RESULT_COLUMNS = ("status", "failing_checks", "missing", "estimate", "estimate_low", "estimate_high",
                  "college", "college_name", "messages", "other_aid", "left_to_pay_low", "left_to_pay")
AWARD_NOTE = "award_note"  # a result cell no output column writes: why the estimate is $0 or none
_SURROGATE = re.compile("[\udc80-\udcff]")


def _column_key(name: str) -> str:
    """Return a header name as compared with field names ("Household Size" -> "household_size")."""
    return name.strip().lower().replace(" ", "_").replace("-", "_")


@dataclass(frozen=True)
class RosterLayout:
    """How a roster's input header maps to answers and output columns.

    ``header`` is the input's column names; ``fields`` maps an input column to its answer
    field; ``output`` lists the output columns: ``row``, the input columns (one whose name
    is an output column's gets an ``input_`` prefix), then :data:`RESULT_COLUMNS`.
    """

    header: tuple
    fields: dict
    output: tuple

    @classmethod
    def of(cls, header) -> "RosterLayout":
        """Return the layout for a CSV header (a list of column names)."""
        header = tuple(header)
        fields = {h: _column_key(h) for h in header if _column_key(h) in FIELDS}
        taken = {ROW, *RESULT_COLUMNS}
        echoed = tuple(f"input_{h}" if _column_key(h) in taken else h for h in header)
        return cls(header, fields, (ROW,) + echoed + RESULT_COLUMNS)

    def echo(self, row: dict) -> dict:
        """Return the output cells that repeat the input row (``row`` number excluded)."""
        return dict(zip(self.output[1:], [row[h] for h in self.header]))


def _shape_problem(row: dict, width: int) -> str | None:
    """Return why a parsed row is malformed (column count, non-UTF-8 bytes), or None."""
    if None in row:
        return f"expected {width} columns, found {width + len(row[None])}."
    if None in row.values():
        return f"expected {width} columns, found {width - sum(v is None for v in row.values())}."
    if _SURROGATE.search("".join(row.values())):
        return "the row has bytes that are not UTF-8 text; save the file as UTF-8."
    return None


def _error_cells(messages: list) -> dict:
    """Return the result cells of a row that could not be assessed."""
    return {"status": ERROR, "messages": " | ".join(messages)}


def result_cells(a, lang: str) -> dict:
    """Return the :data:`RESULT_COLUMNS` of one :class:`~screener.rules.Assessment`.

    Lists are ``;``-separated; ``messages`` are the failing checks' messages in ``lang``,
    `` | ``-separated (for a likely-eligible row: any condition of a pass, then that awards
    are limited, :func:`row_messages`). ``estimate_low``/``estimate_high`` repeat ``estimate`` when the
    estimate is one figure; all three are empty when there is none. ``other_aid`` lists
    ``program:result`` pairs; ``left_to_pay_low``/``left_to_pay`` bound what is left to pay
    (empty without a tuition figure). ``college`` is where to
    apply: the college the applicant names if the award can be used there, else the home
    college of their county, else empty.
    """
    failed = a.failed
    award = a.award
    programs, paying = other_aid.screen(a)
    low, high = award.estimate_low, award.estimate_high
    if low is None:
        low = high = award.estimate
    first = a.apply_to
    return {
        "status": a.status,
        "failing_checks": ";".join(c.id for c in failed),
        "missing": ";".join(a.reported_missing),
        "estimate": award.estimate,
        "estimate_low": low,
        "estimate_high": high,
        "college": first.id if first else None,
        "college_name": first.name if first else None,
        "messages": " | ".join(render(m, lang) for m in row_messages(a)),
        "other_aid": ";".join(f"{p.id}:{p.result}" for p in programs),
        "left_to_pay_low": paying.left_low if paying else None,
        "left_to_pay": paying.left_high if paying else None,
        # (not an output column: the page shows it beside the figure; ``messages`` holds it too)
        AWARD_NOTE: render(award.why, lang) if award.why is not None and a.status == ELIGIBLE else None,
    }


def row_messages(a) -> list:
    """Return a roster row's messages: the failing checks' messages; for a row that needs more
    information, the open checks that need no missing answer; for a likely-eligible row, the
    conditions a pass depends on and that awards are limited (§18-3604)."""
    out = [c.message for c in a.failed]
    if a.status == MORE_INFO:
        # a rule left open with no answer missing (a GPA on a 5.0 scale, in-state "not sure"): its
        # own message says what to do, else the row said "some answers are missing" and listed none
        out += [c.message for c in a.checks if c.result == UNKNOWN and not c.needs]
    if a.status == ELIGIBLE:
        # why the estimate is $0 (grants cover tuition) or none (no tuition figure), the engine's words
        why = [a.award.why] if a.award is not None and a.award.why is not None else []
        out += [c.condition for c in a.checks if c.condition is not None] + why + [FUNDING_LIMITED]
    return out


def _problem(error, lang: str) -> str:
    """Return one field error as a line ("agi: Enter a number.")."""
    message = render(error.message, lang)
    return f"{error.field}: {message}" if error.field else message


def row_answers(row: dict, layout: RosterLayout, lang: str) -> dict:
    """Return a row's answer cells, each read as typed text is read (:func:`screener.typed.read_cell`)."""
    return {f: read_cell(f, row[h], lang) for h, f in layout.fields.items()}


def assess_row(row: dict, layout: RosterLayout, today: dt.date, lang: str):
    """Assess one CSV row; return ``(result cells, problems)``, problems a list of str.

    Cells are read as typed text (:func:`row_answers`: "Maryland", "June 2027") and coerced with
    ``validate(strict=False, lang=lang)``: empty cells are unanswered and
    columns that are no answer field are ignored. A row that is malformed or has invalid
    values gives status ``error`` and one problem per field ("agi: Enter a number.").
    """
    shape = _shape_problem(row, len(layout.header))
    if shape:
        return _error_cells([shape]), [shape]
    answers, errors = validate(row_answers(row, layout, lang), strict=False, lang=lang, today=today)
    if errors:
        problems = [_problem(e, lang) for e in errors]
        return _error_cells(problems), problems
    return result_cells(run(answers, today), lang), []


def _records(reader):
    """Yield ``(row number, row dict or None, CSV error or None)`` for each CSV record.

    The row number is the record's line in the file (the header is row 1), which is the
    spreadsheet's row number when no cell spans lines. Blank lines are skipped.
    """
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            yield reader.line_num, None, f"unreadable CSV: {exc}."
            continue
        yield reader.line_num, row, None


def _is_blank(row: dict) -> bool:
    """Return True for a row whose cells are all empty (a spreadsheet's trailing rows)."""
    return not any(v.strip() if isinstance(v, str) else v for v in row.values())


@dataclass
class RosterSummary:
    """Counts of a roster run: ``statuses`` maps a status (or ``error``) to rows; ``seconds`` wall time."""

    statuses: Counter = field(default_factory=Counter)
    seconds: float = 0.0

    @property
    def rows(self) -> int:
        """Return the number of rows assessed or reported as errors."""
        return sum(self.statuses.values())

    def line(self) -> str:
        """Return the one-line summary printed at the end of a run."""
        s = self.statuses
        return (f"{self.rows} rows: {s[ELIGIBLE]} likely eligible, {s[INELIGIBLE]} likely ineligible, "
                f"{s[MORE_INFO]} needs more info, {s[ERROR]} errors; {self.seconds:.1f} s")


def _read_layout(reader: csv.DictReader) -> RosterLayout:
    """Return the layout of the reader's header; raise :class:`BadInput` when unusable."""
    try:
        header = reader.fieldnames
    except csv.Error as exc:
        raise BadInput(f"the header line is not readable CSV: {exc}") from exc
    if not header:
        raise BadInput("the input is empty: its first line must name the answer fields, e.g. county,agi,household")
    layout = RosterLayout.of(header)
    if not layout.fields:
        raise BadInput(f"the header ({', '.join(header)[:200]}) names no answer field; "
                       f"name the columns as the answer fields: {', '.join(FIELDS)}")
    return layout


def ignored_columns(layout: RosterLayout) -> list:
    """Return one line per input column that is no answer field, naming the field the counselor
    page would suggest for it (a newcomer's finding: "GPA" and "Household Income" were ignored
    without a word, so every row needed more information)."""
    from .counselor.mapping import STUDENT
    from .counselor.mapping import suggest

    guess = suggest([h for h in layout.header if h not in layout.fields])
    named = set(layout.fields.values())  # (a field a column already names is not suggested again)
    return [f"column {h!r} ignored: not an answer field"
            + (f" (rename it {guess[h]} if it is that)" if guess.get(h) not in ("", STUDENT, *named) else "")
            for h in layout.header if h not in layout.fields and guess.get(h) != STUDENT]


def assessed_rows(reader, layout: RosterLayout, today: dt.date, lang: str):
    """Yield ``(output row dict, problems)`` for each non-blank record of ``reader``, one at a time."""
    for number, row, csv_error in _records(reader):
        if row is not None and _is_blank(row):
            continue
        if csv_error:
            cells, problems = _error_cells([csv_error]), [csv_error]
        else:
            cells, problems = assess_row(row, layout, today, lang)
        yield {ROW: number, **(layout.echo(row) if row else {}), **cells}, [f"row {number}: {p}" for p in problems]


# Cells a spreadsheet would run as a formula (CSV/formula injection): written as text instead.
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def neutral(value):
    """Return a cell safe to open in a spreadsheet: text starting like a formula gets a leading '."""
    if isinstance(value, str) and value.startswith(FORMULA_START):
        return "'" + value
    return value


def _write_rows(rows, outfile, columns: tuple, report, progress: bool) -> RosterSummary:
    """Write each ``(row, problems)`` of ``rows`` to ``outfile`` as it comes (formulas neutralised);
    report problems; count statuses."""
    writer = csv.DictWriter(outfile, fieldnames=columns, extrasaction="ignore")
    writer.writerow({c: neutral(c) for c in columns})
    summary = RosterSummary()
    for row, problems in tqdm(rows, file=sys.stderr, unit=" rows", disable=not progress, mininterval=0.5):
        for line in problems:
            report(line)
        writer.writerow({k: neutral(v) for k, v in row.items()})
        summary.statuses[row["status"]] += 1
    return summary


@contextlib.contextmanager
def open_csv(path: str, mode: str):
    """Open a CSV file (``-`` = stdin/stdout) as UTF-8 text for the csv module.

    Reading strips a BOM, accepts ``\\r\\n`` and keeps bytes that are not UTF-8 as
    surrogates (flagged per row); writing replaces anything unencodable. Raises
    :class:`BadInput` when the file can't be opened.
    """
    reading = mode == "r"
    encoding, errors = ("utf-8-sig", "surrogateescape") if reading else ("utf-8", "replace")
    if path == "-":
        stream = io.TextIOWrapper((sys.stdin if reading else sys.stdout).buffer,
                                  encoding=encoding, errors=errors, newline="")
        try:
            yield stream
        finally:
            stream.flush()
            stream.detach()
        return
    try:
        fh = open(path, mode, encoding=encoding, errors=errors, newline="")
    except OSError as exc:
        raise BadInput(f"can't open {path}: {exc.strerror}") from exc
    with fh:
        yield fh


def _same_file(a: str, b: str) -> bool:
    """Return True when paths ``a`` and ``b`` name one existing file."""
    return "-" not in (a, b) and os.path.exists(a) and os.path.exists(b) and os.path.samefile(a, b)


def roster_file(in_path: str, out_path: str, *, today: dt.date, lang: str = "en", report=None,
                progress: bool = False) -> RosterSummary:
    """Stream the applicants of the CSV at ``in_path`` to result rows at ``out_path`` (``-``: stdin/stdout).

    One row is read, assessed and written at a time, so memory stays flat at any size.
    ``report(line)`` gets one "row N: problem" line per problem (default: ignored);
    ``progress`` shows a tqdm bar on stderr. The output is only created once the header
    is read. Raises :class:`BadInput` for a missing input, an output that is the input,
    an input with no header, a header naming no answer field, or no applicant rows.
    """
    started = time.perf_counter()
    report = report or (lambda line: None)
    if _same_file(in_path, out_path):
        raise BadInput("the output file is the input file; choose another -o")
    with open_csv(in_path, "r") as infile:
        from .counselor.sheets import csv_rows  # the upload's reader: title rows, a semicolon-separated CSV

        reader = csv_rows(infile)
        layout = _read_layout(reader)
        for line in ignored_columns(layout):
            report(line)
        rows = assessed_rows(reader, layout, today, lang)
        with open_csv(out_path, "w") as outfile:
            summary = _write_rows(rows, outfile, layout.output, report, progress)
    summary.seconds = time.perf_counter() - started
    if not summary.rows:
        raise BadInput(f"{in_path} has a header but no applicant rows")
    return summary


def show_progress(stream, disabled: bool) -> bool:
    """Return True when a progress bar belongs on ``stream``: a terminal, and not ``--no-progress``."""
    isatty = getattr(stream, "isatty", None)
    return not disabled and bool(isatty and isatty())


@cli.command()
@click.argument("infile", metavar="IN.csv")
@click.option("-o", "--output", "outfile", default="-", show_default=True, metavar="OUT.csv",
              help="Where to write the results (- for stdout).")
@LANG
@TODAY
@click.option("--no-progress", is_flag=True, help="Never show a progress bar.")
def roster(infile, outfile, lang, today, no_progress):
    """Assess one applicant per row of IN.csv (- for stdin) into OUT.csv.

    Columns are named as the answer fields (case and spaces don't matter); empty cells
    are unanswered and other columns are copied through (each named on stderr). Each output row has: row (the line
    number in IN.csv, header = 1), the input's own columns (a column named like an output
    column gets an input_ prefix), then status, failing_checks and missing (;-separated),
    estimate, estimate_low, estimate_high (USD a year), college and college_name (the home
    college, or the first where the award can be used) and messages (the failing checks',
    | -separated). A row with invalid values is reported on stderr, written with status
    "error" and its messages, and the run goes on. Blank rows are skipped.
    """
    summary = roster_file(
        infile, outfile, today=_day(today), lang=lang,
        report=lambda line: tqdm.write(line, file=sys.stderr),
        progress=show_progress(sys.stderr, no_progress),
    )
    click.echo(summary.line(), err=True)


# --- check-links -----------------------------------------------------------------------

USER_AGENT = ("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
              "Chrome/126.0 Safari/537.36 md-promise-screener-linkcheck/0.1 "
              "(Maryland Community College Promise Scholarship screener)")
GET_INSTEAD_OF_HEAD = (403, 405, 501)


def data_links():
    """Yield ``(where, url)`` for every URL in ``colleges.yaml`` and ``policy.yaml``."""
    yield from load_directory().all_urls()
    yield from policy_urls()


def make_session(retries: int = 2, backoff: float = 0.5, pool: int = 8) -> requests.Session:
    """Return a session that retries HEAD/GET on connection errors and 429/5xx.

    ``backoff`` is urllib3's ``backoff_factor`` in seconds; ``pool`` the connections kept
    per host. After the last retry the final response is returned, not an exception.
    """
    retry = urllib3.util.Retry(
        total=retries, backoff_factor=backoff, status_forcelist=(429, 500, 502, 503, 504),
        allowed_methods=("HEAD", "GET"), raise_on_status=False,
    )
    adapter = HTTPAdapter(max_retries=retry, pool_connections=pool, pool_maxsize=pool)
    session = requests.Session()
    session.headers["User-Agent"] = USER_AGENT
    session.mount("http://", adapter)
    session.mount("https://", adapter)
    return session


@dataclass
class LinkResult:
    """One checked link: ``status`` the final HTTP status (None on error), ``seconds`` wall time."""

    where: str
    url: str
    status: int | None = None
    error: str | None = None
    final_url: str | None = None
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        """Return True for a link that answered below 400."""
        return self.error is None and self.status is not None and self.status < 400

    @property
    def redirected(self) -> bool:
        """Return True when the link ended at another URL."""
        return bool(self.final_url) and self.final_url != self.url


def _describe(exc: Exception) -> str:
    """Return a short description of a request error ("timeout: ...", "ConnectionError: ...")."""
    reason = getattr(exc.args[0], "reason", None) if exc.args else None
    text = str(reason or exc)
    kind = "timeout" if isinstance(exc, requests.Timeout) or "timed out" in text.lower() else type(exc).__name__
    return f"{kind}: {text}"[:200]


def check_url(session: requests.Session, url: str, timeout: tuple) -> LinkResult:
    """Check one URL: HEAD, then GET (body not read) when HEAD gives 403, 405 or 501.

    ``timeout`` is ``(connect, read)`` seconds. Never raises for a network error or a
    malformed URL: it is returned in ``error``.
    """
    result = LinkResult(where="", url=url)
    started = time.perf_counter()
    try:
        response = session.head(url, allow_redirects=True, timeout=timeout)
        if response.status_code in GET_INSTEAD_OF_HEAD:
            with session.get(url, allow_redirects=True, timeout=timeout, stream=True) as response:
                pass
        result.status, result.final_url = response.status_code, response.url
    except (requests.RequestException, ValueError) as exc:  # ValueError: a URL urllib3 can't parse
        result.error = _describe(exc)
    result.seconds = round(time.perf_counter() - started, 3)
    return result


def check_links(links, *, timeout: tuple = (5.0, 20.0), workers: int = 8, session=None) -> list:
    """Check ``links`` (an iterable of ``(where, url)``) concurrently; return :class:`LinkResult` in input order.

    Each distinct URL is fetched once with ``workers`` threads; ``session`` defaults to
    :func:`make_session` (closed afterwards when made here).
    """
    links = list(links)
    own = session is None
    session = session or make_session(pool=workers)
    try:
        urls = list(dict.fromkeys(url for _, url in links))
        with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
            checked = dict(zip(urls, pool.map(lambda u: check_url(session, u, timeout), urls)))
    finally:
        if own:
            session.close()
    return [LinkResult(**{**asdict(checked[url]), "where": where}) for where, url in links]


def links_summary(results: list) -> dict:
    """Return counts: ``links``, ``urls`` (distinct), ``ok``, ``broken``, ``redirected``."""
    return {
        "links": len(results),
        "urls": len({r.url for r in results}),
        "ok": sum(r.ok for r in results),
        "broken": sum(not r.ok for r in results),
        "redirected": sum(r.redirected for r in results),
    }


def links_table(results: list) -> str:
    """Return the report: broken links first, one line each (status, seconds, where, url, final URL or error)."""
    rows = [("STATUS", "SECS", "WHERE", "URL", "FINAL URL / ERROR")]
    for r in sorted(results, key=lambda r: r.ok):
        note = r.error or (f"-> {r.final_url}" if r.redirected else "")
        rows.append((str(r.status) if r.status else "ERR", f"{r.seconds:.2f}", r.where, r.url, note))
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(row, widths + [0])).rstrip() for row in rows)


def _timeout_option(ctx, param, value) -> tuple:
    """Return ``--timeout`` ("20" or "5,20") as ``(connect, read)`` seconds."""
    try:
        parts = [float(p) for p in value.split(",")]
    except ValueError:
        parts = []
    if len(parts) not in (1, 2) or min(parts) <= 0:
        raise click.BadParameter("give seconds, or CONNECT,READ seconds, e.g. 5,20")
    return (parts[0], parts[-1])


@cli.command("check-links")
@click.option("--timeout", default="5,20", show_default=True, callback=_timeout_option,
              help="Seconds to wait: one number, or CONNECT,READ.")
@click.option("--workers", default=8, show_default=True, type=click.IntRange(1, 64),
              help="Links checked at the same time.")
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
@click.pass_context
def check_links_command(ctx, timeout, workers, as_json):
    """Check every URL in the data files; exit 1 if any is broken (4xx, 5xx, no answer)."""
    results = check_links(data_links(), timeout=timeout, workers=workers)
    summary = links_summary(results)
    if as_json:
        click.echo(dumps({"links": [{**asdict(r), "ok": r.ok} for r in results], "summary": summary}))
    else:
        click.echo(links_table(results))
        click.echo(f"\n{summary['links']} links ({summary['urls']} URLs): {summary['ok']} ok, "
                   f"{summary['broken']} broken, {summary['redirected']} redirected")
    ctx.exit(1 if summary["broken"] else 0)


# --- data-audit ------------------------------------------------------------------------


@cli.command("data-audit")
@TODAY
@click.option("--all", "show_all", is_flag=True, help="List every dated figure with its age, as a Markdown table.")
def data_audit_command(today, show_all):
    """List every figure older than one award year and every null, as a refresh checklist."""
    from .audit import checklist_text  # noqa: PLC0415
    from .audit import table_markdown  # noqa: PLC0415

    year = award_year_for(_day(today))
    click.echo(table_markdown(year) if show_all else checklist_text(year))


# --- translate -------------------------------------------------------------------------

POT = ROOT / "messages.pot"
TRANSLATIONS = ROOT / "translations"


def pybabel(*args) -> None:
    """Run ``pybabel ARGS`` (Babel's CLI, this Python) in the project root; raise ClickException if it fails."""
    argv = [sys.executable, "-m", "babel.messages.frontend", *(str(a) for a in args)]
    if subprocess.run(argv, cwd=ROOT, check=False).returncode:
        raise click.ClickException(f"pybabel {' '.join(argv[3:])} failed")


def extract_messages(pot: Path = POT) -> None:
    """Extract every message (``N_``, ``_l``, templates, flows; see ``babel.cfg``) into ``pot``."""
    pot = Path(pot).resolve()
    pot.parent.mkdir(parents=True, exist_ok=True)
    pybabel("extract", "-F", "babel.cfg", "-k", "N_", "-k", "_l", "-o", pot, ".")


POT_OPTION = click.option("--pot", type=click.Path(dir_okay=False, path_type=Path), default=POT,
                          show_default=True, help="The message template.")
DIR_OPTION = click.option("-d", "--directory", type=click.Path(file_okay=False, path_type=Path),
                          default=TRANSLATIONS, show_default=True, help="The translations directory.")


@cli.group()
def translate():
    """Extract, update, compile and add translations (wraps pybabel)."""


@translate.command()
@POT_OPTION
def extract(pot):
    """Extract the messages of the code, templates and flows into the .pot file."""
    extract_messages(pot)


@translate.command()
@POT_OPTION
@DIR_OPTION
def update(pot, directory):
    """Extract, then merge new messages into every language's messages.po (no fuzzy guesses)."""
    extract_messages(pot)
    pybabel("update", "-i", pot.resolve(), "-d", directory.resolve(), "--no-fuzzy-matching")


@translate.command("compile")
@DIR_OPTION
def compile_catalogs(directory):
    """Compile every messages.po into the messages.mo the app reads."""
    pybabel("compile", "-d", directory.resolve(), "--statistics")


@translate.command()
@click.argument("lang")
@POT_OPTION
@DIR_OPTION
def init(lang, pot, directory):
    """Start a catalog for a new language LANG (refuses to overwrite one)."""
    po = directory / lang / "LC_MESSAGES" / "messages.po"
    if po.exists():
        raise click.ClickException(f"{po} exists: use `translate update` to refresh it")
    extract_messages(pot)
    pybabel("init", "-i", pot.resolve(), "-d", directory.resolve(), "-l", lang)


def init_app(app) -> None:
    """Register the ``flask translate`` commands on ``app`` (the same group as ``screener translate``)."""
    app.cli.add_command(translate)


def main(argv=None) -> int:
    """Run the ``screener`` command with ``argv`` (default: ``sys.argv[1:]``); return the exit status."""
    try:
        cli.main(args=argv, prog_name="screener")
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    return 0

"""Screen a roster with the CLI's own row code, and shape the rows for the page and the downloads.

:func:`screen` runs :func:`screener.cli.assessed_rows` (the code ``screener roster`` runs)
with the columns the counselor confirmed, so each output row is the CLI's row for the same
cells. The page's plain words (reasons, award, what is missing) are read from those cells;
nothing here decides anything.
"""
from __future__ import annotations

import csv
import datetime as dt
import io
from collections import Counter
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace

from ..answers import FIELDS
from ..answers import validate
from ..cli import ERROR
from ..cli import RESULT_COLUMNS
from ..cli import ROW
from ..cli import RosterLayout
from ..cli import _error_cells
from ..cli import assessed_rows
from ..cli import neutral
from ..cli import row_answers
from ..i18n import N_
from ..i18n import render
from ..rules import ELIGIBLE
from ..rules import INELIGIBLE
from ..rules import MORE_INFO
from .mapping import STUDENT

STATUSES = (ELIGIBLE, MORE_INFO, INELIGIBLE, ERROR)
UNREAD_FORMULA = N_("This cell holds a formula whose value couldn't be read. Open the file in Excel and save it, or paste the values only (not the formulas), then upload it again.")
UNREADABLE_ROW = N_("This row can't be read: check that it has one cell for each column and that the file is saved as UTF-8 text.")


@dataclass
class Row:
    """One screened student: the CLI's output ``cells`` plus what the page shows."""

    number: int
    student: str
    status: str
    cells: dict
    errors: list = field(default_factory=list)  # [(column or None, message)]
    input: dict = field(default_factory=dict)   # the row's cells by input column


@dataclass
class Screening:
    """All rows of a roster, its layout and the counts for the summary."""

    layout: RosterLayout
    rows: list
    mapping: dict

    def counts(self) -> dict:
        """Return rows per status, in :data:`STATUSES` order."""
        c = Counter(r.status for r in self.rows)
        return {s: c[s] for s in STATUSES}

    def reasons(self) -> list:
        """Return ``(check id, rows)`` for the rules ruling students out, most rows first."""
        c = Counter(check for r in self.rows if r.status == INELIGIBLE
                    for check in (r.cells["failing_checks"] or "").split(";") if check)
        return c.most_common()

    def missing(self) -> list:
        """Return ``(field, rows)`` for the answers still missing, most rows first."""
        c = Counter(f for r in self.rows if r.status == MORE_INFO for f in (r.cells["missing"] or "").split(";") if f)
        return c.most_common()


def layout_for(header, mapping: dict) -> RosterLayout:
    """Return the CLI's layout for ``header`` reading the answer fields the counselor chose."""
    return replace(RosterLayout.of(header), fields={h: f for h, f in mapping.items() if f in FIELDS})


def screen(sheet, mapping: dict, today: dt.date, lang: str) -> Screening:
    """Screen every non-blank row of ``sheet`` with the columns ``mapping`` gives."""
    layout = layout_for(sheet.header, mapping)
    students = [h for h, f in mapping.items() if f == STUDENT]
    inputs = list(zip(layout.header, layout.output[1:]))
    rows = []
    reader = sheet.reader()
    for out, problems in assessed_rows(reader, layout, today, lang):
        unread = [h for h in getattr(reader, "unread", ()) if h in layout.fields]
        if unread:  # (the row read last: assessed_rows reads one row, then yields it)
            out = unread_formulas(out, unread, lang)
        given = {h: out.get(o) for h, o in inputs}
        label = " ".join(str(given[h]).strip() for h in students if given.get(h) and str(given[h]).strip())
        row = Row(out[ROW], label, out["status"], out, input=given)
        if unread:
            row.errors = [(h, render(UNREAD_FORMULA, lang)) for h in unread]
        elif row.status == ERROR:
            row.errors = row_errors(given, layout, lang, today)
        rows.append(row)
    return Screening(layout, rows, mapping)


def unread_formulas(out: dict, columns: list, lang: str) -> dict:
    """Return a row's output cells as an error row: its ``columns`` hold formulas with no value saved."""
    message = render(UNREAD_FORMULA, lang)
    return {**out, **{c: None for c in RESULT_COLUMNS},
            **_error_cells([f"{column}: {message}" for column in columns])}


def row_errors(given: dict, layout: RosterLayout, lang: str, today: dt.date | None = None) -> list:
    """Return ``(column, message)`` for each cell of an error row that is not valid."""
    if any(v is None for v in given.values()) or None in given:
        return [(None, render(UNREADABLE_ROW, lang))]
    by_field = {f: h for h, f in layout.fields.items()}
    _answers, errors = validate(row_answers(given, layout, lang), strict=False, lang=lang, today=today)
    out = [(by_field.get(e.field), render(e.message, lang)) for e in errors]
    return out or [(None, render(UNREADABLE_ROW, lang))]


def to_csv(screening: Screening, rows=None) -> bytes:
    """Return the rows as CSV (UTF-8 with a BOM, for Excel), the CLI's columns, formulas neutralised."""
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow([neutral(c) for c in screening.layout.output])
    for r in rows if rows is not None else screening.rows:
        writer.writerow([neutral("" if r.cells.get(c) is None else r.cells.get(c)) for c in screening.layout.output])
    return buf.getvalue().encode("utf-8-sig", errors="replace")


def to_xlsx(screening: Screening, rows=None, title: str = "Results") -> bytes:
    """Return the rows as an .xlsx workbook (numbers as numbers), formulas neutralised."""
    from openpyxl import Workbook

    book = Workbook(write_only=True)
    sheet = book.create_sheet(title[:31])
    sheet.append([neutral(c) for c in screening.layout.output])
    for r in rows if rows is not None else screening.rows:
        sheet.append([_xlsx_cell(r.cells.get(c)) for c in screening.layout.output])
    buf = io.BytesIO()
    book.save(buf)
    return buf.getvalue()


def _xlsx_cell(value):
    """Return a value as an .xlsx cell: numbers stay numbers, text is neutralised and XML-safe."""
    if value is None:
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value
    text = "".join(ch for ch in str(value) if ch in "\t\n\r" or ord(ch) >= 32)
    text = text.encode("utf-8", errors="replace").decode("utf-8")
    return neutral(text)

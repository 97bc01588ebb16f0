"""Read a counselor's roster (CSV or .xlsx bytes, in memory) into rows the CLI's roster code screens.

A CSV is decoded as Excel and other programs save it (:func:`decode`: UTF-8 with or without a
BOM, UTF-16 with a BOM, else Windows-1252, how Excel saves "José Peña" as "CSV"), control
characters dropped, and read with :class:`csv.DictReader` as ``screener roster`` reads its
text, so a row gives the same result on the web page and on the command line; bytes that are
no text (a binary file named .csv, NUL bytes) are refused with a clear message. An ``.xlsx`` (first sheet, read with
openpyxl in read-only mode) is turned into the same kind of rows: each cell as the person
typed it ("45000", "3.2", "6/2027"), with the spreadsheet's own row numbers.
Nothing is written to disk.
"""
from __future__ import annotations

import codecs
import csv
import datetime as dt
import itertools
import io
import re
import zipfile
from dataclasses import dataclass

from ..i18n import N_
from ..i18n import Msg

CSV = "csv"
XLSX = "xlsx"
XLSX_MAGIC = b"PK\x03\x04"
UNZIPPED_RATIO = 20  # an .xlsx may unzip to at most this many times the upload limit
CANT_OPEN = N_("We couldn't open this file. Save it as .xlsx or .csv and try again.")
# Control characters no spreadsheet cell holds (tab, newline and carriage return are kept for
# the CSV reader, and dropped from the text); a file with NUL bytes, or with more than
# BINARY_SHARE of its characters (and BINARY_MIN at least) such, is binary, not a CSV.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
BINARY_SHARE = 0.01
BINARY_MIN = 8


class Unreadable(ValueError):
    """The file can't be screened; ``message`` (a :class:`Msg`) says why, in plain words."""

    def __init__(self, message: Msg):
        super().__init__(message.text)
        self.message = message


@dataclass(frozen=True)
class Sheet:
    """One uploaded roster: ``kind`` (csv or xlsx), its ``name``, the file's bytes and ``header``."""

    kind: str
    name: str
    data: bytes
    header: tuple
    rows: int

    def reader(self):
        """Return a fresh reader of the data rows: an iterator of dicts with ``line_num``."""
        return _csv_reader(self.data) if self.kind == CSV else _XlsxRows(self.data)


def kind_of(name: str, data: bytes) -> str:
    """Return ``xlsx`` for a zip (.xlsx) upload, else ``csv``."""
    return XLSX if data.startswith(XLSX_MAGIC) or name.lower().endswith((".xlsx", ".xlsm")) else CSV


def read(name: str, data: bytes, max_rows: int, max_bytes: int) -> Sheet:
    """Return the :class:`Sheet` of an upload; raise :class:`Unreadable` with a clear message.

    Counts the non-blank data rows; more than ``max_rows`` is refused (nothing screened).
    """
    if not data.strip():
        raise Unreadable(Msg.of(N_("The file is empty. Choose the spreadsheet with your students.")))
    if len(data) > max_bytes:
        raise Unreadable(_too_big(max_bytes))
    kind = kind_of(name, data)
    if kind == CSV:
        decode(data)  # raises Unreadable for bytes that are no text
    reader = _csv_reader(data) if kind == CSV else _XlsxRows(data, max_bytes * UNZIPPED_RATIO)
    try:
        header = tuple(reader.fieldnames or ())
    except csv.Error:
        header = ()
    if not any(h.strip() for h in header):
        raise Unreadable(Msg.of(N_("The first row must name the columns, like the template's first row.")))
    rows = 0
    for row in _safe_rows(reader):
        if row is None or any(v.strip() if isinstance(v, str) else v for v in row.values()):
            rows += 1
            if rows > max_rows:
                raise Unreadable(Msg.of(N_("The file has more than %(max)s students. Split it into smaller files and upload each one."), max=max_rows))
    if not rows:
        raise Unreadable(Msg.of(N_("The file has column names but no students.")))
    return Sheet(kind, name, data, header, rows)


def _too_big(max_bytes: int) -> Msg:
    return Msg.of(N_("The file is larger than %(size)s MB. Split it into smaller files and upload each one."),
                  size=round(max_bytes / 1_000_000, 1))


def _safe_rows(reader):
    """Yield each record of ``reader`` (None for one the CSV module can't read)."""
    while True:
        try:
            yield next(reader)
        except StopIteration:
            return
        except csv.Error:
            yield None


def _utf16_without_bom(data: bytes) -> str | None:
    """Return ``utf-16-le``/``-be`` when every other byte is mostly NUL (UTF-16 text saved without a BOM)."""
    if len(data) < 4:
        return None
    for codec, zeros in (("utf-16-le", data[1::2]), ("utf-16-be", data[0::2])):
        if zeros.count(0) > 0.9 * len(zeros):
            return codec
    return None


def decode(data: bytes) -> str:
    """Return a CSV's bytes as text, control characters dropped; raise :class:`Unreadable` for binary bytes.

    UTF-8 (a BOM stripped), UTF-16 with a BOM (or plainly UTF-16 text without one), else
    Windows-1252 (Excel's "CSV" on Windows in the US). Bytes none of these reads, NUL bytes,
    or many control characters (:data:`BINARY_SHARE`) mean the file is not a CSV; a few
    control characters (a vertical tab for a line break in a cell) are dropped.
    """
    if data.startswith(codecs.BOM_UTF8):
        candidates = ("utf-8-sig",)
    elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        candidates = ("utf-16",)
    else:
        candidates = tuple(c for c in (_utf16_without_bom(data), "utf-8", "cp1252") if c)
    for codec in candidates:
        try:
            text = data.decode(codec)
        except (UnicodeDecodeError, ValueError):
            continue
        break
    else:
        raise Unreadable(Msg.of(CANT_OPEN))
    controls = len(_CONTROL.findall(text))
    if "\x00" in text or controls > max(BINARY_MIN, BINARY_SHARE * len(text)):
        raise Unreadable(Msg.of(CANT_OPEN))
    return _CONTROL.sub("", text) if controls else text


def _csv_reader(data: bytes) -> "_CsvRows":
    """Return a reader over CSV bytes: the text :func:`decode` gives, read as ``screener roster``
    reads it (:class:`csv.DictReader`'s rows), the column names found by :func:`header_row`."""
    try:
        text = decode(data)
    except Unreadable:
        text = ""
    return _CsvRows(text)


def distinct(names) -> list:
    """Return column names with a repeated one numbered ("Income", "Income (2)"): two columns of
    one name were one key, the first column's cells silently dropped (a newcomer's finding: two
    "Income" columns, 45k and 200k, screened on 200k alone)."""
    out, seen = [], set()
    for name in names:
        new, n = name, 1
        while new in seen:
            n += 1
            new = f"{name} ({n})"
        seen.add(new)
        out.append(new)
    return out


def cell_text(value, number_format: str = "General") -> str:
    """Return a spreadsheet cell as the person typed it: 45000, 3.2, 6/2027, 2027-06-15, true."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() and abs(value) < 1e15 else repr(value)
    if isinstance(value, (dt.datetime, dt.date)):
        if "d" in (number_format or "").lower():
            return f"{value.year:04d}-{value.month:02d}-{value.day:02d}"
        return f"{value.month}/{value.year:04d}"
    return str(value).strip() if not isinstance(value, str) else value


TITLE_ROWS = 3  # title rows (one cell filled) passed over above the column names, CSV or .xlsx


def header_row(records):
    """Return ``(header, again)``: the texts of the column names among ``records`` (an iterator
    of ``(record, texts)``, a sheet's rows from the top, each with its cells' texts) and the
    records passed over that are data after all, to read again.

    The column names are the first row with several cells filled. Up to :data:`TITLE_ROWS` rows
    of one cell (a title, "Class of 2027 - Promise list", often merged across the columns; blank
    rows after it) above them are passed over; blank rows before anything too. With no such row
    in reach (a sheet of one column), the first one-cell row is the header after all and the
    rows passed over after it are data. One rule for a CSV and an .xlsx (a second newcomer's
    finding for an .xlsx, a third's for a CSV: the title was taken as the only column and
    nothing was screened). ``header`` is None when there is no row at all.
    """
    titles = []  # (record, texts) of the one-cell rows passed over
    for record, texts in records:
        filled = sum(1 for t in texts if t.strip())
        if filled == 0 and not titles:
            continue
        if filled <= 1 and len(titles) < TITLE_ROWS:
            titles.append((record, texts))
            continue
        if filled <= 1:
            return titles[0][1], [r for r, _texts in titles[1:]] + [record]
        return texts, []
    if titles:
        return titles[0][1], [r for r, _texts in titles[1:]]
    return None, []


def delimiter(text: str) -> str:
    """Return the delimiter of a CSV's ``text``: a comma, or the semicolon (or tab) a spreadsheet
    saves with where the comma is the decimal mark (Excel in Spanish), found by
    :class:`csv.Sniffer` and kept only when the header line has more of it than commas (a
    newcomer's finding: a semicolon-separated roster arrived as one column)."""
    sample = text[:8192]
    try:
        found = csv.Sniffer().sniff(sample, delimiters=",;\t").delimiter
    except csv.Error:
        return ","
    first = next((line for line in sample.splitlines() if line.strip()), "")
    return found if first.count(found) > first.count(",") else ","


def csv_rows(stream) -> "_CsvRows":
    """Return a reader over a CSV text ``stream`` (opened with ``newline=""``) read as it goes:
    the upload's reader (title rows above the column names passed over, :func:`header_row`;
    the delimiter found in the first lines), for ``screener roster`` (a newcomer's finding:
    the command refused a roster with a title row the counselor page read)."""
    sample = stream.read(8192)
    sample += stream.readline()  # (to the end of a line)
    return _CsvRows(sample, stream)


class _CsvRows:
    """A CSV's rows as :class:`csv.DictReader` gives them (blank lines skipped, a short row's
    missing cells None, cells past the header under the key None; ``line_num`` the line read
    last), the column names found by :func:`header_row` (``fieldnames``: None when there are
    none, or when the header can't be read as CSV)."""

    def __init__(self, text: str, rest=()):
        # ``rest``: more lines after ``text`` (a file read as it streams, :func:`csv_rows`)
        lines = itertools.chain(io.StringIO(text, newline=""), rest)
        self._reader = csv.reader(lines, delimiter=delimiter(text))
        self._again = []
        self.line_num = 0
        self.fieldnames = None
        try:
            header, again = header_row(((self._reader.line_num, row), row) for row in self._reader)
        except csv.Error:
            return  # (a broken header: read() says so)
        if header is not None:
            self.fieldnames = distinct(header)
            self._again = again

    def __iter__(self):
        return self

    def __next__(self) -> dict:
        if self.fieldnames is None:
            raise StopIteration
        row = []
        while row == []:
            if self._again:
                self.line_num, row = self._again.pop(0)
            else:
                row = next(self._reader)
                self.line_num = self._reader.line_num
        out = dict(zip(self.fieldnames, row))
        width = len(self.fieldnames)
        if len(row) > width:
            out[None] = row[width:]
        for name in self.fieldnames[len(row):]:
            out[name] = None
        return out


def _formula_cells(book) -> set:
    """Return ``(row, column)`` of the first sheet's formula cells (``book`` read with its formulas).

    A formula a program other than Excel wrote (openpyxl, a script) has no value saved with it,
    and reads as an empty cell; :attr:`_XlsxRows.unread` names such cells so the row says so
    instead of "needs more information" (a newcomer's finding: GPA ``=3+0.2`` read as blank)."""
    try:
        sheet = book.worksheets[0]
        sheet.reset_dimensions()
        return {(c.row, c.column) for cells in sheet.iter_rows(min_row=1) for c in cells
                if getattr(c, "data_type", None) == "f"}
    finally:
        book.close()


class _XlsxRows:
    """The first sheet of an .xlsx as a DictReader-like iterator (``fieldnames``, ``line_num``).

    The header is found by :func:`header_row` (title rows above it passed over); an empty
    header cell is named by its column letter. ``unread`` names the columns of the row read last
    whose cell is a formula with no value saved (:func:`_formula_cells`). A row shorter than the header is padded with
    empty cells; cells past the header go under the key None (reported as a malformed row, as
    for a CSV).
    """

    def __init__(self, data: bytes, max_unzipped: int | None = None):
        try:
            import openpyxl
            from openpyxl.utils import get_column_letter

            with zipfile.ZipFile(io.BytesIO(data)) as zf:
                if max_unzipped is not None and sum(i.file_size for i in zf.infolist()) > max_unzipped:
                    raise Unreadable(Msg.of(N_("The spreadsheet is too large once opened. Split it into smaller files and upload each one.")))
            self._book = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
            self._formulas = _formula_cells(openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=False))
            self.unread = []
            sheet = self._book.worksheets[0]
            sheet.reset_dimensions()
            self._rows = sheet.iter_rows(min_row=1)
            self.line_num = 0
            self.fieldnames = None
            header, again = header_row((cells, self._texts(cells)) for cells in self._next_cells())
            if header is not None:
                texts = list(header)
                while texts and not texts[-1].strip():
                    texts.pop()
                self.fieldnames = distinct([t.strip() or get_column_letter(i + 1) for i, t in enumerate(texts)])
                self._rows = itertools.chain(again, self._rows)
                self.line_num -= len(again)  # (counted again as they are read: a spreadsheet's row numbers)
        except Unreadable:
            raise
        except Exception as exc:  # noqa: BLE001 - any broken zip/XML: a clear message, never a 500
            raise Unreadable(Msg.of(CANT_OPEN)) from exc

    @staticmethod
    def _texts(cells) -> list:
        return [cell_text(getattr(c, "value", None), getattr(c, "number_format", "General")) for c in cells]

    def _next_cells(self):
        for cells in self._rows:
            self.line_num += 1
            yield cells

    def __iter__(self):
        return self

    def __next__(self) -> dict:
        if not self.fieldnames:
            raise StopIteration
        try:
            cells = next(self._rows)
        except StopIteration:
            raise
        except Exception as exc:  # noqa: BLE001 - a broken part of the sheet: stop like the end of the file
            raise StopIteration from exc
        self.line_num += 1
        texts = self._texts(cells)
        width = len(self.fieldnames)
        self.unread = [name for name, c in zip(self.fieldnames, cells)
                       if getattr(c, "value", None) is None and (getattr(c, "row", None), getattr(c, "column", None)) in self._formulas]
        row = dict(zip(self.fieldnames, texts + [""] * (width - len(texts))))
        extra = [t for t in texts[width:] if t.strip()]
        if extra:
            row[None] = extra
        return row

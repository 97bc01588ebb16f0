"""Print time and peak memory for a counselor's roster: 1,000 and 10,000 rows through the web
page, 100,000 rows through ``screener roster`` (the CLI), and a PDF of plans.

Each measure runs in a fresh Python process (so its peak RSS is its own) on a generated
roster with every outcome and some broken rows (``tests/roster_data.py``). The web page is
driven with the Flask test client: upload (in memory) -> column step -> results page ->
CSV download. Prints figures only; it never fails::

    .venv/bin/python bench/roster.py                 # about 2-3 minutes on 2 cores
    .venv/bin/python bench/roster.py --web 1000 --cli 0 --pdf 0   # quick look
"""
import argparse
import datetime as dt
import io
import json
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

TODAY = dt.date(2026, 11, 29)


def rss_mb() -> float:
    """Return this process's peak resident set size so far, in MB."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def web(rows: int) -> dict:
    """Upload ``rows`` students to /counselor, confirm the columns, show the results, download the CSV."""
    from roster_data import roster_csv
    from screener import create_app

    data = roster_csv(rows)
    app = create_app({"TESTING": True, "SCREENER_TODAY": TODAY.isoformat(), "RATELIMIT_ENABLED": False})
    client = app.test_client()
    client.get("/counselor/")
    base = rss_mb()
    steps = {}
    started = time.perf_counter()
    resp = client.post("/counselor/upload", data={"roster": (io.BytesIO(data), "class.csv")},
                       content_type="multipart/form-data")
    steps["upload_s"] = time.perf_counter() - started
    html = resp.get_data(as_text=True)
    form = {"roster": re.search(r'name="roster" value="([^"]+)"', html).group(1)}
    for n, value in re.findall(r'name="col-(\d+)".*?(?:<option value="([^"]*)" selected|</select>)', html, re.S):
        form[f"col-{n}"] = value
    t = time.perf_counter()
    resp = client.post("/counselor/results", data=form)
    steps["results_s"] = time.perf_counter() - t
    page = resp.get_data()
    token = re.search(rb'name="roster" value="([^"]+)"', page).group(1).decode()
    t = time.perf_counter()
    got = client.post("/counselor/results.csv", data={"roster": token})
    steps["csv_s"] = time.perf_counter() - t
    assert got.status_code == 200 and got.get_data().count(b"\n") == rows + 1
    return {"what": f"web page, {rows:,} rows", "seconds": time.perf_counter() - started, **steps,
            "rows_per_s": rows / (steps["upload_s"] + steps["results_s"]),
            "page_mb": len(page) / 1e6, "hidden_field_mb": len(token) / 1e6, "file_mb": len(data) / 1e6,
            "rss_before_mb": base, "peak_rss_mb": rss_mb()}


def cli(rows: int) -> dict:
    """Run ``screener roster`` (``roster_file``) on ``rows`` students, from a file to a file."""
    from roster_data import roster_csv
    from screener.cli import roster_file

    with tempfile.TemporaryDirectory() as tmp:
        infile, outfile = Path(tmp) / "class.csv", Path(tmp) / "out.csv"
        infile.write_bytes(roster_csv(rows))
        base = rss_mb()
        started = time.perf_counter()
        summary = roster_file(str(infile), str(outfile), today=TODAY)
        seconds = time.perf_counter() - started
    return {"what": f"CLI, {rows:,} rows", "seconds": seconds, "rows_per_s": summary.rows / seconds,
            "rss_before_mb": base, "peak_rss_mb": rss_mb()}


def pdf(rows: int) -> dict:
    """Make the PDF of plans for ``rows`` students (one page each) through the web page."""
    from roster_data import roster_csv
    from screener import create_app

    app = create_app({"TESTING": True, "SCREENER_TODAY": TODAY.isoformat(), "RATELIMIT_ENABLED": False,
                      "PACKET_PDF_MAX": max(rows, 50)})
    client = app.test_client()
    data = roster_csv(rows)
    html = client.post("/counselor/upload", data={"roster": (io.BytesIO(data), "class.csv")},
                       content_type="multipart/form-data").get_data(as_text=True)
    form = {"roster": re.search(r'name="roster" value="([^"]+)"', html).group(1)}
    for n, value in re.findall(r'name="col-(\d+)".*?(?:<option value="([^"]*)" selected|</select>)', html, re.S):
        form[f"col-{n}"] = value
    page = client.post("/counselor/results", data=form).get_data()
    token = re.search(rb'name="roster" value="([^"]+)"', page).group(1).decode()
    base = rss_mb()
    started = time.perf_counter()
    got = client.post("/counselor/plans.pdf", data={"roster": token})
    seconds = time.perf_counter() - started
    return {"what": f"PDF of plans, {rows:,} students", "seconds": seconds, "pages_per_s": rows / seconds,
            "pdf_mb": len(got.get_data()) / 1e6, "rss_before_mb": base, "peak_rss_mb": rss_mb()}


def run_one(kind: str, rows: int) -> dict:
    """Run one measure in a fresh Python process; return its figures."""
    out = subprocess.run([sys.executable, __file__, "--one", kind, str(rows)], capture_output=True, text=True,
                         check=False, cwd=ROOT)
    if out.returncode:
        return {"what": f"{kind} {rows}", "error": out.stderr.strip().splitlines()[-1:]}
    return json.loads(out.stdout.strip().splitlines()[-1])


def show(figures: dict) -> None:
    """Print one measure's figures on one line."""
    parts = [figures.pop("what")]
    for key, value in figures.items():
        parts.append(f"{key} {value:,.2f}" if isinstance(value, float) else f"{key} {value}")
    print(" | ".join(parts), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--web", type=int, nargs="*", default=[1000, 10000], help="rows through the web page")
    parser.add_argument("--cli", type=int, nargs="*", default=[100000], help="rows through the CLI (0: none)")
    parser.add_argument("--pdf", type=int, nargs="*", default=[100], help="students in a PDF of plans (0: none)")
    parser.add_argument("--one", nargs=2, metavar=("KIND", "ROWS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        kind, rows = args.one[0], int(args.one[1])
        print(json.dumps({"web": web, "cli": cli, "pdf": pdf}[kind](rows)))
        return
    print(f"Python {sys.version.split()[0]}; each measure in a fresh process; peak RSS is the whole process.")
    for kind, counts in (("web", args.web), ("cli", args.cli), ("pdf", args.pdf)):
        for rows in counts:
            if rows:
                show(run_one(kind, rows))


if __name__ == "__main__":
    main()

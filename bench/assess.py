"""Print how fast the engine assesses, and what a 100,000-row roster costs in time and memory.

Run: ``.venv/bin/python bench/assess.py [--seconds 3] [--rows 100000]``. Prints figures
only; nothing is asserted. Aims: >= 20,000 assessments/s on one core; 100,000 roster rows
in under 15 s through the CLI's own streaming code (:func:`screener.cli.roster_file`).
"""
from __future__ import annotations

import argparse
import csv
import datetime as dt
import json
import os
import random
import resource
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from screener.answers import COLLEGES  # noqa: E402
from screener.answers import COUNTIES  # noqa: E402
from screener.answers import FIELDS  # noqa: E402
from screener.answers import validate  # noqa: E402
from screener.cli import roster_file  # noqa: E402
from screener.policy import load_directory  # noqa: E402
from screener.serialize import assess_raw  # noqa: E402
from screener.serialize import run  # noqa: E402

TODAY = dt.date(2026, 11, 29)
ZIPS = ("21044", "20850", "21201", "21218", "20706", "21801", "21502", "19973")


def _home_college(county: str) -> str | None:
    """Return the id of the college serving ``county`` (None outside Maryland or blank)."""
    home = load_directory().home_college(county) if county else None
    return home.id if home else None


def applicant(rng: random.Random) -> dict:
    """Return one applicant's answers as CSV strings: mostly plausible, some failing, some blank."""
    renewal = rng.random() < 0.15
    county = rng.choice(COUNTIES) if rng.random() < 0.9 else rng.choice(("outside-md", ""))
    college = _home_college(county) if rng.random() < 0.8 else None
    a = {
        "applicant_type": "renewal" if renewal else "new",
        "county": county,
        "zip": rng.choice(ZIPS) if not county else "",
        "in_state_tuition": rng.choices(("yes", "no", "unsure"), (90, 5, 5))[0],
        "high_school": rng.choices(("maryland", "maryland_ged", "delmar_de", "other"), (85, 8, 2, 5))[0],
        "hs_completion_date": f"{rng.randint(2016, 2027)}-{rng.choice((1, 5, 6, 12)):02d}",
        "college": college or rng.choice(COLLEGES),
        "program": rng.choices(("associate", "certificate", "noncredit_vocational_certificate",
                                "licensure_credit", "apprenticeship"), (70, 12, 8, 6, 4))[0],
        "credits_per_semester": str(rng.choices((3, 6, 9, 12, 15), (5, 15, 15, 45, 20))[0]),
        "hs_gpa": f"{min(4.0, max(1.5, rng.gauss(3.0, 0.5))):.2f}",
        "household": rng.choice(("single", "single_parent", "two_parent", "married")),
        "agi": f"{int(rng.lognormvariate(11, 0.7)):,}",
        "household_size": str(rng.randint(1, 7)),
        "aid_application": rng.choices(("fafsa", "one_app", "none"), (85, 10, 5))[0],
        "full_cost_scholarship": rng.choices(("no", "yes"), (95, 5))[0],
        "prior_degree": rng.choices(("none", "associate", "bachelor"), (92, 5, 3))[0],
    }
    if renewal:
        a.update({
            "enrollment_status": rng.choice(("full_time", "part_time")),
            "first_enrolled": f"{rng.randint(2023, 2026)}-{rng.choice((1, 8, 9)):02d}",
            "credits_completed_last_semester": str(rng.choice((6, 9, 12, 15))),
            "cc_gpa": f"{min(4.0, max(1.5, rng.gauss(3.0, 0.5))):.2f}",
            "satisfactory_progress": rng.choices(("yes", "no"), (90, 10))[0],
        })
    for name in list(a):
        if rng.random() < 0.04:
            a[name] = ""
    return a


def throughput(label: str, fn, samples: list, seconds: float) -> float:
    """Call ``fn(sample)`` round-robin for about ``seconds`` s; print and return calls per second."""
    for s in samples:  # warm the caches (ZIP lookups, policy) first
        fn(s)
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for s in samples:
            fn(s)
        n += len(samples)
    rate = n / (time.perf_counter() - start)
    print(f"{label:<48} {rate:>10,.0f} /s")
    return rate


def write_roster(path: Path, rows: int, rng: random.Random) -> None:
    """Write a roster CSV of ``rows`` applicants (about 1% with a bad value) to ``path``."""
    columns = ["id", "name", *FIELDS]
    with open(path, "w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=columns)
        writer.writeheader()
        for i in range(rows):
            row = {"id": i + 1, "name": f"Student {i + 1}", **applicant(rng)}
            if rng.random() < 0.01:
                row["agi"] = "about forty"
            writer.writerow(row)


def maxrss_mb() -> float:
    """Return this process's peak resident memory so far, in MB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def traced_peak(tmp: Path, rows: int, rng: random.Random) -> None:
    """Print the tracemalloc peak (Python allocations) of a ``rows``-row roster run."""
    src, out = tmp / "traced.csv", tmp / "traced-out.csv"
    write_roster(src, rows, rng)
    tracemalloc.start()
    roster_file(str(src), str(out), today=TODAY)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(f"roster: tracemalloc peak {peak / 1e6:.2f} MB over {rows:,} rows (slower while traced)")


def main() -> None:
    """Print assessments per second and the 100,000-row roster's time and peak memory."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per throughput figure")
    parser.add_argument("--rows", type=int, default=100_000, help="roster rows")
    parser.add_argument("--traced-rows", type=int, default=10_000, help="rows of the tracemalloc run (0: skip)")
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})  # one core
    rng = random.Random(2026)
    samples = [applicant(rng) for _ in range(500)]
    cleaned = [validate(s, strict=False)[0] for s in samples]
    print(f"Python {sys.version.split()[0]}, one core, {len(samples)} varied applicants")
    throughput("engine: run(answers)", lambda a: run(a, TODAY), cleaned, args.seconds)
    throughput("validate + run", lambda s: run(validate(s, strict=False)[0], TODAY), samples, args.seconds)
    throughput("validate + run + assessment JSON (en)",
               lambda s: json.dumps(assess_raw(s, TODAY, "en", False)[0]), samples, args.seconds)
    throughput("validate + run + assessment JSON (es)",
               lambda s: json.dumps(assess_raw(s, TODAY, "es", False)[0]), samples, args.seconds)
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp) / "roster.csv", Path(tmp) / "out.csv"
        write_roster(src, args.rows, rng)
        before = maxrss_mb()
        summary = roster_file(str(src), str(out), today=TODAY)
        print(f"roster: {summary.line()}")
        print(f"roster: {args.rows / summary.seconds:,.0f} rows/s; input {src.stat().st_size / 1e6:.1f} MB, "
              f"output {out.stat().st_size / 1e6:.1f} MB")
        print(f"roster: peak RSS {maxrss_mb():.1f} MB (before the run {before:.1f} MB)")
        if args.traced_rows:
            traced_peak(Path(tmp), args.traced_rows, rng)


if __name__ == "__main__":
    main()

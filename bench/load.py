"""Load through the production shape on loopback: Locust (headless) -> nginx -> the app
(gunicorn, 3 sync workers, as the Dockerfile runs it on a 2-core machine) -> Redis (rate-limit counts).

Prints, for 50, 200 and 1,000 simulated students, for whole screenings with think time and
without, and for a static file through the same stack in the same run: requests/s, p50/p95/p99,
errors, screenings completed per second, server CPU per request. Then paces the screening mix
at fixed request rates to find what one 2-core machine holds with p95 < 300 ms and no error,
and sizes a statewide launch day from it. Bounded in time (about 5 minutes by default); every
request goes to 127.0.0.1. Needs ``pip install -e '.[bench]'`` (Locust) and Debian's
nginx-light and redis-server (``make bench-load`` does both)::

    .venv/bin/python bench/load.py                      # the full run, about 5 minutes
    .venv/bin/python bench/load.py --seconds 8 --users 50 --rates 50 100   # a quick look

The numbers are the machine's: the load generator, nginx and Redis share its cores with the
app, so they understate what a machine running only the app would hold.
"""
from __future__ import annotations

import argparse
import csv
import datetime as dt
import json
import math
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "deploy"))
from local_stack import Stack  # noqa: E402

TICK = os.sysconf("SC_CLK_TCK")
# The launch day the research sizes (shared/research: ~60,000 seniors; a deadline surge).
SURGE_RPS = 150
P95_GOAL_MS = 300
REQUESTS_PER_SCREENING = 37  # start, 17 questions (GET + POST), check, result


def cpu_seconds(pids: list) -> float:
    """Return the CPU seconds (user + system) ``pids`` have used."""
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])
        except (OSError, IndexError, ValueError):
            pass
    return total / TICK


def locust(host: str, mode: str, think: str, users: int, seconds: int, tmp: Path, ramp: int = 0) -> dict:
    """Run Locust headless for ``seconds`` after a ``ramp`` (seconds; default 200 users a second); return its figures."""
    ramp = ramp or max(1, math.ceil(users / 200))
    prefix, out = tmp / f"{mode}-{think}-{users}", tmp / f"{mode}-{think}-{users}.json"
    env = {**os.environ, "LOAD_MODE": mode, "LOAD_THINK": think, "LOAD_OUT": str(out)}
    cmd = [sys.executable, "-m", "locust", "-f", str(ROOT / "bench" / "locustfile.py"), "--headless",
           "-u", str(users), "-r", f"{users / ramp:g}", "-t", f"{seconds + ramp}s", "--reset-stats",
           "--csv", str(prefix), "--only-summary", "--loglevel", "ERROR", "--host", host, "--stop-timeout", "0"]
    subprocess.run(cmd, cwd=ROOT, env=env, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   timeout=seconds + ramp + 120)
    with open(f"{prefix}_stats.csv", newline="") as f:
        rows = {r["Name"]: r for r in csv.DictReader(f)}
    agg = rows["Aggregated"]
    counts = json.loads(out.read_text()) if out.exists() else {"screenings": 0, "failed_screenings": 0}
    n = int(agg["Request Count"])
    return {
        "requests": n, "errors": int(agg["Failure Count"]), "rps": n / seconds,
        "p50": float(agg["50%"] or 0), "p95": float(agg["95%"] or 0), "p99": float(agg["99%"] or 0),
        "screenings": counts["screenings"], "failed_screenings": counts["failed_screenings"],
    }


def measured(stack: Stack, mode: str, think: str, users: int, seconds: int, tmp: Path, ramp: int = 0) -> dict:
    """Run one load and add the app's CPU milliseconds per request."""
    pids = stack.pids("app0")
    before = cpu_seconds(pids)
    row = locust(stack.url, mode, think, users, seconds, tmp, ramp)
    row["cpu_ms"] = 1000 * (cpu_seconds(pids) - before) / max(1, row["requests"])
    return row


def show(label: str, users, row: dict, screenings: bool = True) -> None:
    """Print one table row: screenings/s is the steady-state rate (req/s / 37); one screening with
    think time outlasts a run, so the screenings completed during the run are shown too."""
    rate = f"{row['rps'] / REQUESTS_PER_SCREENING:.1f}" if screenings else "–"
    done = f"{row['screenings']}" if screenings else "–"
    errors = row["errors"] + row["failed_screenings"]
    print(f"| {label} | {users} | {row['rps']:,.0f} | {row['p50']:,.0f} | {row['p95']:,.0f} | {row['p99']:,.0f} | "
          f"{errors} | {rate} | {done} | {row['cpu_ms']:.1f} |", flush=True)


def main(argv=None) -> int:
    """Run the loads and print the tables."""
    parser = argparse.ArgumentParser(description="Load through nginx -> gunicorn -> Redis on loopback (Locust).")
    parser.add_argument("--seconds", type=int, default=15, help="measured seconds of each run (after the ramp)")
    parser.add_argument("--users", type=int, nargs="+", default=[50, 200, 1000])
    parser.add_argument("--think", default="5-15", help="think time before each step, MIN-MAX seconds")
    parser.add_argument("--rates", type=float, nargs="+", default=[50, 100, 150, 200, 300],
                        help="paced request rates for the capacity search (req/s)")
    parser.add_argument("--workers", type=int, default=3, help="gunicorn sync workers (the Dockerfile's: cores + 1)")
    args = parser.parse_args(argv)

    env = {"STEP_RATELIMIT": "10000000 per minute", "ASSESS_RATELIMIT": "10000000 per minute"}
    start = time.time()
    print(f"# bench/load.py, {dt.date.today().isoformat()}, {os.cpu_count()} cores, load average at start "
          f"{os.getloadavg()[0]:.2f}; one instance: gunicorn {args.workers} sync workers behind nginx, Redis limits")
    with Stack(workers=(args.workers,), env=env) as stack:
        tmp = stack.tmp
        print("\n| load | users | req/s | p50 ms | p95 ms | p99 ms | errors | screenings/s | completed in run | app CPU ms/req |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for users in args.users:
            show(f"screenings, think {args.think} s", users, measured(stack, "flow", args.think, users, args.seconds, tmp))
            show("screenings, no think time", users, measured(stack, "flow", "0", users, args.seconds, tmp))
            show("static file (nginx)", users, measured(stack, "static", "0", users, args.seconds, tmp), screenings=False)

        print(f"\nPaced screening mix (one student per req/s, each taking a step every 2 s), goal p95 < {P95_GOAL_MS} ms "
              "and no error:\n")
        print("| target req/s | users | req/s | p50 ms | p95 ms | p99 ms | errors | screenings/s | completed in run | app CPU ms/req |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        holds, cpu = 0.0, []
        for rate in args.rates:
            users = max(10, int(rate))
            # each task is one step: a POST and the GET it redirects to (2 requests)
            row = measured(stack, "flow", f"rate:{rate / 2 / users}", users, args.seconds, tmp, ramp=5)
            show(f"{rate:g}", users, row)
            cpu.append(row["cpu_ms"])
            if row["errors"] + row["failed_screenings"] == 0 and row["p95"] < P95_GOAL_MS and row["rps"] >= 0.9 * rate:
                holds = max(holds, row["rps"])
    print()
    if holds:
        need = math.ceil(SURGE_RPS / holds)
        print(f"One 2-core machine held {holds:,.0f} req/s of screenings with p95 < {P95_GOAL_MS} ms and no error. "
              f"A deadline surge of ~{SURGE_RPS} req/s needs {need} such app machine(s); with one spare "
              f"(a machine lost at the peak): {need + 1}.")
    else:
        print(f"No paced rate held p95 < {P95_GOAL_MS} ms with no error on this machine.")
    if cpu:
        ms = sorted(cpu)[len(cpu) // 2]
        per_machine = 0.6 * os.cpu_count() * 1000 / ms
        print(f"By CPU (robust to a busy machine): the screening mix costs the app {ms:.1f} ms of CPU per request "
              f"(median of the paced runs); at 60% of {os.cpu_count()} cores a machine serves ~{per_machine:,.0f} req/s, "
              f"so ~{SURGE_RPS} req/s needs {math.ceil(SURGE_RPS / per_machine)} app machine(s), "
              f"{math.ceil(SURGE_RPS / per_machine) + 1} with one spare.")
    print(f"(whole run {time.time() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Print complete screenings per second through gunicorn, against a static file, in one run.

Starts gunicorn on 127.0.0.1 (a free port) as the Dockerfile runs it (2 workers, 4 threads,
gthread), then for ``--seconds`` each, in turn: simulated students doing whole screenings
(start page, "Start now", every question GET and POST with its 303, "Check your answers",
the result), then the same number of clients fetching ``/static/css/app.css``. Clients run
in ``--procs`` processes of ``--threads`` threads, keep-alive, no think time, loopback only.
Prints requests and screenings per second, and the server's CPU per request (read from
``/proc/<pid>/stat`` of the gunicorn master and workers), which a busy machine disturbs less
than throughput. Also prints the engine runs per screening, counted in-process.

``--root DIR`` benchmarks another checkout of the project (say an older commit, made with
``git worktree add /tmp/old COMMIT``) with this one's virtual environment::

    .venv/bin/python bench/flow.py --seconds 20
    .venv/bin/python bench/flow.py --seconds 20 --root /tmp/old

Prints figures only; it never fails on a timing.
"""
from __future__ import annotations

import argparse
import html
import http.client
import multiprocessing
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from statistics import median
from urllib.parse import urlencode
from urllib.parse import urlsplit

from students import ELIGIBLE  # bench/ is on the path whenever a bench runs

HERE = Path(__file__).resolve().parent.parent
VENV_BIN = Path(sys.executable).parent
STUDENT = {**ELIGIBLE, "agi": "87654"}  # the likely-eligible new student (bench/students.py)
STATIC = "/static/css/app.css"


def free_port() -> int:
    """Return a free TCP port on 127.0.0.1."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def question_inputs(root: Path) -> dict:
    """Return ``{question id: [(input id, kind), ...]}`` from the checkout's flows/questions.yaml."""
    import yaml

    raw = yaml.safe_load((root / "flows" / "questions.yaml").read_text(encoding="utf-8"))
    return {q["id"]: [(q["id"], q["kind"])] + [(e["id"], e["kind"]) for e in q.get("extra") or ()] for q in raw}


def form_fields(inputs, answers: dict) -> dict:
    """Return the form a student fills in for a page's ``inputs`` (a month as two fields)."""
    fields = {}
    for iid, kind in inputs:
        value = answers.get(iid, "")
        if kind == "month":
            year, month = value.split("-") if value else ("", "")
            fields.update({iid + "-month": str(int(month)) if month else "", iid + "-year": year})
        else:
            fields[iid] = value
    return fields


class Browser:
    """One keep-alive connection that GETs and POSTs like a browser with JavaScript off."""

    def __init__(self, port: int):
        """Connect to 127.0.0.1:``port``."""
        self.port, self.conn, self.requests = port, None, 0

    def request(self, method: str, url: str, body: str | None = None):
        """Return ``(status, headers, text)`` of one request (reconnecting once if the server closed)."""
        headers = {"Content-Type": "application/x-www-form-urlencoded"} if body is not None else {}
        for attempt in (0, 1):
            if self.conn is None:
                self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
            try:
                self.conn.request(method, url, body=body, headers=headers)
                resp = self.conn.getresponse()
                text = resp.read().decode("utf-8", "replace")
                self.requests += 1
                return resp.status, resp, text
            except (http.client.HTTPException, OSError):
                self.conn.close()
                self.conn = None
                if attempt:
                    raise
        raise AssertionError("unreachable")

    def screening(self, inputs: dict) -> str:
        """Do one whole screening; return the result's status."""
        _s, _r, page = self.request("GET", "/?lang=en")
        url = html.unescape(re.search(r'<a href="([^"]*)"[^>]*\bid="start"', page).group(1))
        _s, _r, page = self.request("GET", url)
        for _ in range(60):
            m = re.search(r'data-question="([^"]+)"', page)
            if m is None:
                break
            qid = m.group(1)
            token = html.unescape(re.search(r'name="t" value="([^"]*)"', page).group(1))
            data = {"t": token, "lang": "en", **form_fields(inputs[qid], STUDENT)}
            status, resp, _text = self.request("POST", f"/question/{qid}", urlencode(data))
            assert status == 303, (qid, status)
            loc = urlsplit(resp.getheader("Location"))
            _s, _r, page = self.request("GET", loc.path + ("?" + loc.query if loc.query else ""))
        if 'id="see-result"' in page:
            url = html.unescape(re.search(r'<a href="([^"]*)"[^>]*\bid="see-result"', page).group(1))
            _s, _r, page = self.request("GET", url)
        return re.search(r'data-status="([^"]+)"', page).group(1)


class InProcess(Browser):
    """A :class:`Browser` over a Flask test client (no server): for counting and page weights."""

    def __init__(self, client):
        """Use the Flask test ``client``."""
        super().__init__(0)
        self.client = client

    def request(self, method: str, url: str, body: str | None = None):
        """Return ``(status, response with getheader, text)`` of one request."""
        r = self.client.open(url, method=method, data=body,
                             content_type="application/x-www-form-urlencoded" if body is not None else None)
        self.requests += 1
        r.getheader = r.headers.get
        return r.status_code, r, r.get_data(as_text=True)


def client_process(port: int, what: str, threads: int, seconds: float, root: str, out):
    """Run ``threads`` clients for ``seconds``; send ``(requests, screenings, errors)`` to ``out``."""
    inputs = question_inputs(Path(root))
    stop = time.monotonic() + seconds
    totals = [0, 0, 0]
    lock = threading.Lock()

    def loop():
        b = Browser(port)
        done = errors = 0
        while time.monotonic() < stop:
            try:
                if what == "flow":
                    status = b.screening(inputs)
                    done += status == "likely_eligible"
                    errors += status != "likely_eligible"
                else:
                    status, _r, _t = b.request("GET", STATIC)
                    errors += status != 200
            except Exception:  # noqa: BLE001 - counted, the run goes on
                errors += 1
        with lock:
            totals[0] += b.requests
            totals[1] += done
            totals[2] += errors

    pool = [threading.Thread(target=loop) for _ in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    out.put(tuple(totals))


def server_cpu(pid: int) -> float:
    """Return the CPU seconds (user + system) of ``pid`` and its children still running."""
    tick = os.sysconf("SC_CLK_TCK")
    pids = [pid] + [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    total = 0
    for p in pids:
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])
    return total / tick


def load(port: int, pid: int, what: str, args) -> dict:
    """Run one load phase; return its figures."""
    out = multiprocessing.Queue()
    procs = [multiprocessing.Process(target=client_process, args=(port, what, args.threads, args.seconds, str(args.root), out))
             for _ in range(args.procs)]
    cpu0, t0 = server_cpu(pid), time.monotonic()
    for p in procs:
        p.start()
    results = [out.get() for _ in procs]
    for p in procs:
        p.join()
    wall, cpu = time.monotonic() - t0, server_cpu(pid) - cpu0
    requests = sum(r[0] for r in results)
    return {"requests": requests, "screenings": sum(r[1] for r in results), "errors": sum(r[2] for r in results),
            "wall": wall, "cpu": cpu, "req_s": requests / wall, "cpu_ms": 1000 * cpu / max(1, requests)}


def engine_runs_per_screening(root: Path) -> tuple:
    """Return ``(engine runs, requests)`` for one screening, counted in-process in ``root``'s code."""
    code = f"""
import importlib, sys
sys.path.insert(0, {str(root)!r})
import screener, screener.rules
assert screener.__file__.startswith({str(root)!r}), screener.__file__
count = [0]
real = screener.rules.assess
def counted(*a, **k):
    count[0] += 1
    return real(*a, **k)
for name in ("screener.core", "screener.serialize"):
    try:
        mod = importlib.import_module(name)
    except ImportError:
        continue
    if getattr(mod, "assess", None) is real:
        mod.assess = counted
sys.path.insert(0, {str(HERE / "bench")!r})
from pathlib import Path
from flow import InProcess, question_inputs
b = InProcess(screener.create_app({{"TESTING": True, "RATELIMIT_ENABLED": False}}).test_client())
status = b.screening(question_inputs(Path({str(root)!r})))
print(count[0], b.requests, status)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root, check=True)
    runs, requests, _status = out.stdout.split()
    return int(runs), int(requests)


def main():
    """Start the server, run the phases, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=15, help="length of each phase (default 15)")
    parser.add_argument("--procs", type=int, default=2, help="client processes (default 2)")
    parser.add_argument("--threads", type=int, default=4, help="client threads a process (default 4)")
    parser.add_argument("--rounds", type=int, default=3, help="flow and static phases, in turn (default 3; medians printed)")
    parser.add_argument("--root", type=Path, default=HERE, help="the checkout to serve (default this one)")
    args = parser.parse_args()
    args.root = args.root.resolve()
    runs, steps = engine_runs_per_screening(args.root)
    port = free_port()
    env = {**os.environ, "SECRET_KEY": "bench-only-secret", "PYTHONDONTWRITEBYTECODE": "1", "PYTHONUNBUFFERED": "1",
           "PYTHONPATH": str(args.root)}
    where = subprocess.run([sys.executable, "-c", "import screener; print(screener.__file__)"], env=env, cwd=args.root,
                           capture_output=True, text=True, check=True).stdout.strip()
    assert where.startswith(str(args.root)), f"the server would import {where}, not {args.root}"
    server = subprocess.Popen(
        [str(VENV_BIN / "gunicorn"), "--chdir", str(args.root), "--bind", f"127.0.0.1:{port}", "--workers", "2",
         "--threads", "4", "screener:create_app()"],
        env=env, cwd=args.root, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(100):
            try:
                http.client.HTTPConnection("127.0.0.1", port, timeout=1).request("GET", "/healthz")
                break
            except OSError:
                time.sleep(0.1)
        warm = Browser(port)
        for _ in range(4):  # every worker loads its data (ZIP table, catalogs) before timing
            warm.screening(question_inputs(args.root))
            Browser(port).screening(question_inputs(args.root))
        flows, statics = [], []
        for _ in range(args.rounds):
            flows.append(load(port, server.pid, "flow", args))
            statics.append(load(port, server.pid, "static", args))
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
    print(f"checkout: {args.root}  ({args.procs}x{args.threads} clients, {args.rounds} rounds of {args.seconds:g} s a phase, "
          f"gunicorn 2 workers x 4 threads)")
    print(f"engine runs per screening: {runs} ({steps} requests)")
    print(f"{'round':6} {'phase':12} {'requests':>9} {'req/s':>8} {'screenings/s':>13} {'server CPU ms/req':>18} {'errors':>7}")
    for n, (flow, static) in enumerate(zip(flows, statics), 1):
        for name, r in (("screenings", flow), ("static file", static)):
            per = f"{r['screenings'] / r['wall']:.2f}" if name == "screenings" else "-"
            print(f"{n:<6} {name:12} {r['requests']:9} {r['req_s']:8.1f} {per:>13} {r['cpu_ms']:18.2f} {r['errors']:7}")
    ratios = [f["cpu_ms"] / s["cpu_ms"] for f, s in zip(flows, statics)]
    per_screening = [f["cpu"] / max(1, f["screenings"]) for f in flows]
    print(f"median: {median([f['screenings'] / f['wall'] for f in flows]):.2f} screenings/s; "
          f"a request of a screening costs {median(ratios):.2f}x the server CPU of the static file "
          f"({median([f['cpu_ms'] for f in flows]):.2f} vs {median([s['cpu_ms'] for s in statics]):.2f} ms); "
          f"{1000 * median(per_screening):.0f} ms of server CPU a screening, so 2 cores serve at most "
          f"{2 / median(per_screening):.0f} screenings/s")


if __name__ == "__main__":
    main()

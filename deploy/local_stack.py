"""The production shape on loopback, with no container engine: Debian's nginx -> N gunicorn
instances of the app -> redis-server, each on a free 127.0.0.1 port, all files in a temporary
folder (no root, no system config touched).

Used by ``tests/test_stack.py`` and ``bench/load.py``; also runnable by hand::

    .venv/bin/python deploy/local_stack.py --workers 1 2   # two instances, 1 and 2 workers
"""
from __future__ import annotations

import argparse
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONF = ROOT / "deploy" / "nginx" / "screener.conf"
SBIN = os.pathsep.join(["/usr/sbin", "/usr/local/sbin", "/sbin"])


def tool(name: str) -> str:
    """Return the path of system program ``name`` (nginx lives in /usr/sbin); raise if missing."""
    found = shutil.which(name, path=os.environ.get("PATH", "") + os.pathsep + SBIN)
    if not found:
        raise RuntimeError(f"{name} is not installed: `make test` installs it (apt-get install nginx redis-server)")
    return found


def free_port() -> int:
    """Return a TCP port free on 127.0.0.1 now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(check, what: str, timeout: float = 120.0) -> None:
    """Call ``check()`` until it returns true; raise after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if check():
                return
        except OSError:
            pass
        time.sleep(0.05)
    raise RuntimeError(f"{what} did not start within {timeout:.0f} s")


def http_ok(url: str) -> bool:
    """Return True when ``url`` answers 200."""
    with urllib.request.urlopen(url, timeout=2) as resp:  # noqa: S310 - loopback only
        return resp.status == 200


def redis_pong(port: int) -> bool:
    """Return True when redis-server on ``port`` answers PING."""
    with socket.create_connection(("127.0.0.1", port), timeout=1) as s:
        s.sendall(b"PING\r\n")
        return s.recv(16).startswith(b"+PONG")


def site_config(upstreams: list, listen: int, static: Path, access_log: Path) -> str:
    """Return ``deploy/nginx/screener.conf`` with its ``# @name`` lines set for this stack."""
    out = []
    for line in CONF.read_text().splitlines():
        marker = re.search(r"#\s*@(\w+)\s*$", line)
        name = marker.group(1) if marker else None
        if name == "upstream":
            out += [f"    server 127.0.0.1:{p} max_fails=1 fail_timeout=10s;" for p in upstreams]
        elif name == "listen":
            out.append(f"    listen 127.0.0.1:{listen};")
        elif name == "static":
            out.append(f"        alias {static}/$static_file$static_ext;")
        elif name == "log":
            out.append(f"    access_log {access_log} screener_noquery;")
        else:
            out.append(line)
    return "\n".join(out) + "\n"


def main_config(tmp: Path, site: Path, nginx_workers: int) -> str:
    """Return an nginx.conf that keeps every file in ``tmp`` and includes ``site``."""
    return f"""daemon off;
worker_processes {nginx_workers};
pid {tmp}/nginx.pid;
error_log {tmp}/nginx-error.log warn;
events {{ worker_connections 4096; }}
http {{
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    client_body_temp_path {tmp}/body;
    proxy_temp_path {tmp}/proxy;
    fastcgi_temp_path {tmp}/fastcgi;
    uwsgi_temp_path {tmp}/uwsgi;
    scgi_temp_path {tmp}/scgi;
    include {site};
}}
"""


class Stack:
    """nginx -> gunicorn instances (``workers[i]`` workers each; sync workers, as the Dockerfile
    runs them, unless ``threads`` > 1) -> redis-server, on loopback."""

    def __init__(self, workers=(1, 2), threads: int = 1, env: dict | None = None, nginx_workers: int = 1,
                 workdir: str | None = None):
        self.workers, self.threads, self.nginx_workers = tuple(workers), threads, nginx_workers
        self.tmp = Path(workdir or tempfile.mkdtemp(prefix="screener-stack-"))
        self.redis_port = free_port()
        self.app_ports = [free_port() for _ in self.workers]
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.access_log = self.tmp / "access.log"
        self.env = {
            **os.environ,
            "SCREENER_ENV": "production",
            "SECRET_KEY": secrets.token_urlsafe(48),
            "RATELIMIT_STORAGE_URI": f"redis://127.0.0.1:{self.redis_port}/0",
            "TRUSTED_PROXY_HOPS": "1",
            "PUBLIC_URL": self.url,
            "PYTHONDONTWRITEBYTECODE": "1",
            **(env or {}),
        }
        self.procs: dict = {}

    def instance_url(self, i: int) -> str:
        """Return the base URL of app instance ``i`` (straight to gunicorn, bypassing nginx)."""
        return f"http://127.0.0.1:{self.app_ports[i]}"

    def _spawn(self, name: str, argv: list, env=None):
        log = open(self.tmp / f"{name}.log", "wb")  # noqa: SIM115 - closed with the process
        self.procs[name] = (subprocess.Popen(argv, cwd=ROOT, env=env or self.env, stdout=log, stderr=subprocess.STDOUT,
                                             start_new_session=True), log)

    def start(self) -> "Stack":
        """Start redis-server, the app instances and nginx; return once all answer."""
        self._spawn("redis", [tool("redis-server"), "--port", str(self.redis_port), "--bind", "127.0.0.1",
                              "--save", "", "--appendonly", "no", "--dir", str(self.tmp)])
        wait_for(lambda: redis_pong(self.redis_port), "redis-server")
        for i, (port, workers) in enumerate(zip(self.app_ports, self.workers)):
            self._spawn(f"app{i}", [sys.executable, "-m", "gunicorn", "--bind", f"127.0.0.1:{port}",
                                    "--workers", str(workers), "--threads", str(self.threads), "--preload",
                                    "--limit-request-line", "8190",  # the chat page's state in its address
                                    "--worker-class", "sync" if self.threads == 1 else "gthread",
                                    "screener:create_app()"])
        for i in range(len(self.workers)):
            wait_for(lambda i=i: http_ok(self.instance_url(i) + "/healthz"), f"app instance {i}")
        site = self.tmp / "screener.conf"
        site.write_text(site_config(self.app_ports, self.port, ROOT / "static", self.access_log))
        conf = self.tmp / "nginx.conf"
        conf.write_text(main_config(self.tmp, site, self.nginx_workers))
        nginx = tool("nginx")
        check = subprocess.run([nginx, "-t", "-q", "-p", str(self.tmp), "-c", str(conf)], capture_output=True, text=True)
        if check.returncode:
            raise RuntimeError(f"nginx -t failed: {check.stderr}")
        self._spawn("nginx", [nginx, "-p", str(self.tmp), "-c", str(conf)])
        wait_for(lambda: http_ok(self.url + "/healthz"), "nginx")
        return self

    def kill(self, name: str) -> None:
        """Kill process group ``name`` (e.g. ``"app0"``: its master and workers) at once, as a crash would."""
        proc, log = self.procs.pop(name)
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait(timeout=10)
        log.close()

    def pids(self, name: str) -> list:
        """Return the pids of ``name``'s process group (master first, then workers)."""
        proc = self.procs[name][0]
        out = subprocess.run(["pgrep", "-g", str(proc.pid)], capture_output=True, text=True).stdout.split()
        return [proc.pid] + sorted(int(p) for p in out if int(p) != proc.pid)

    def stop(self) -> None:
        """Stop everything this stack started (its own processes only) and remove its files."""
        for name in list(self.procs):
            proc, log = self.procs.pop(name)
            try:
                os.killpg(proc.pid, signal.SIGINT if name.startswith("app") else signal.SIGTERM)  # gunicorn: quick stop
                proc.wait(timeout=10)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                proc.wait(timeout=10)
            log.close()
        shutil.rmtree(self.tmp, ignore_errors=True)

    def __enter__(self) -> "Stack":
        try:
            return self.start()
        except BaseException:
            self.stop()
            raise

    def __exit__(self, *exc) -> None:
        self.stop()


def main(argv=None) -> int:
    """Run a stack until Ctrl-C."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2], help="gunicorn workers of each instance")
    parser.add_argument("--threads", type=int, default=1, help="1: sync workers (as the Dockerfile); more: gthread")
    args = parser.parse_args(argv)
    with Stack(args.workers, args.threads) as stack:
        print(f"nginx {stack.url}  instances {[stack.instance_url(i) for i in range(len(args.workers))]}"
              f"  redis 127.0.0.1:{stack.redis_port}  files {stack.tmp}", flush=True)
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main())

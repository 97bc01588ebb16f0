"""A non-editable install works: the wheel carries the templates, static files, flows and
compiled catalogs. Built here, installed into a fresh virtual environment outside the
checkout; it serves pages (gunicorn on 127.0.0.1) and runs ``screener assess``."""
import json
import os
import shutil
import site
import socket
import subprocess
import sys
import time
import urllib.request
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# The fresh venv's processes see no PYTHONPATH of the caller's (one pointing at a checkout
# would import the app from there, not from the wheel).
CLEAN_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}


def free_port() -> int:
    """Return a free TCP port on 127.0.0.1."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """Return (python of a fresh venv with the wheel installed, a directory outside the checkout)."""
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"  # what the Dockerfile copies: nothing else is needed to build
    for name in ("screener", "flows", "templates", "static", "translations"):
        shutil.copytree(ROOT / name, src / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.mo", "files"))
    for name in ("pyproject.toml", "setup.py", "README.md", "LICENSE", "babel.cfg"):
        shutil.copy(ROOT / name, src / name)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp / "dist"), str(src)],
                   check=True, capture_output=True, text=True)
    wheel = next((tmp / "dist").glob("md_promise_screener-*.whl"))
    env_dir = tmp / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / "bin" / "python"
    purelib = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             check=True, capture_output=True, text=True).stdout.strip()
    # The dependencies come from this venv's site-packages (a path only: its .pth files, like the
    # editable install's, are not run), the app from the wheel (installed over the editable one
    # those paths show: pip 26 otherwise finds it "already satisfied" and installs nothing).
    Path(purelib, "deps.pth").write_text("\n".join(site.getsitepackages()) + "\n")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--ignore-installed", "-q", str(wheel)],
                   check=True, capture_output=True, text=True)
    work = tmp / "elsewhere"
    work.mkdir()
    where = subprocess.run([str(python), "-c", "import screener; print(screener.__file__)"], cwd=work, env=CLEAN_ENV,
                           check=True, capture_output=True, text=True).stdout.strip()
    assert where.startswith(purelib), where
    return python, work


def test_the_wheel_serves_pages_in_both_languages(installed):
    python, work = installed
    port = free_port()
    server = subprocess.Popen([str(python), "-m", "gunicorn", "--bind", f"127.0.0.1:{port}", "--workers", "1",
                               "screener:create_app()"], cwd=work, env=CLEAN_ENV, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        base = f"http://127.0.0.1:{port}"
        for _ in range(100):
            try:
                with urllib.request.urlopen(base + "/healthz", timeout=2):
                    break
            except OSError:
                time.sleep(0.1)
        with urllib.request.urlopen(base + "/question/applicant_type?lang=es", timeout=10) as resp:
            page = resp.read().decode()
        assert 'data-question="applicant_type"' in page and 'lang="es"' in page
        assert "Primera vez" in page  # the compiled Spanish catalog is there
        with urllib.request.urlopen(base + "/static/css/app.css", timeout=10) as resp:
            assert len(resp.read()) > 1000
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_the_wheel_runs_screener_assess(installed):
    python, work = installed
    (work / "answers.json").write_text(json.dumps({"county": "howard", "agi": 200000, "household": "single"}))
    out = subprocess.run([str(python.parent / "screener"), "assess", "answers.json", "--lang", "es"],
                         cwd=work, env=CLEAN_ENV, check=True, capture_output=True, text=True).stdout
    body = json.loads(out)
    assert body["status"] == "likely_ineligible"
    assert any(c["id"] == "income" and c["result"] == "fail" for c in body["checks"])

"""Print the chat's CPU time per message: every labelled answer of a set read as bench/chat.py
reads it (the question asked, the student's text, the "yes" to a read-back), in-process.

CPU time of this process (``time.process_time``), not wall time: a busy machine disturbs it
less. The first message of a process fits the FAQ's classifier (about 2 s); it is timed apart.
``--root DIR`` measures another checkout of the project (say an older commit, made with
``git worktree add /tmp/old COMMIT``) with this one's virtual environment, side by side::

    .venv/bin/python bench/chat_speed.py
    .venv/bin/python bench/chat_speed.py --root /tmp/old

Prints figures only; it never fails on a timing.
"""
from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from pathlib import Path
from statistics import median

HERE = Path(__file__).resolve().parent.parent


def main(argv=None) -> int:
    """Time the answers of ``--split`` (default dev); print the median and total CPU per message."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", default="dev", help="a tuning set of tests/chat/ (default dev)")
    ap.add_argument("--root", type=Path, default=HERE, help="the checkout to measure (default this one)")
    ap.add_argument("--repeat", type=int, default=1, help="read the set this many times (default 1)")
    args = ap.parse_args(argv)
    root = args.root.resolve()
    sys.path.insert(0, str(root))
    spec = importlib.util.spec_from_file_location("chat_bench", root / "bench" / "chat.py")
    bench = importlib.util.module_from_spec(spec)
    sys.modules["chat_bench"] = bench
    spec.loader.exec_module(bench)
    items = bench.load(args.split, "answers.yaml")
    t0 = time.process_time()
    bench.parse_item(items[0])
    first = time.process_time() - t0
    times = []
    for _ in range(args.repeat):
        for item in items:
            t0 = time.process_time()
            bench.parse_item(item)
            times.append(time.process_time() - t0)
    print(f"checkout                          {root}")
    print(f"answers read                      {len(times)} ({args.split}, {args.repeat}x)")
    print(f"first message (fits the FAQ)      {first * 1000:.0f} ms CPU")
    print(f"median CPU per answer             {median(times) * 1000:.1f} ms (one or two messages each)")
    print(f"total CPU                         {sum(times):.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Print what a screening by text costs in SMS segments, by language, with scripted students.

Run: ``.venv/bin/python bench/sms.py [--split test|dev|both] [--numbers] [--show ID]``. The scripted
conversations of ``tests/chat/<split>/scripts.yaml`` (written by someone who never read the
bot's code) are played over ``POST /sms/twilio`` through the tests' fake Twilio
(``tests/fake_twilio.py``: signed requests, one cookie per phone-number pair): the opening
text, then each question's answer from the script ("I don't know" when it has none; with
``--numbers``, the number of the option shown that the engine would read it as), "yes"
when the bot asks to confirm, the interjections after the answer they follow, until the
result. Prints, by language, the medians per screening of the segments sent (what Twilio
bills outbound; its own keyword replies are free), the segments received, the texts sent,
the segments of a reply that asks the next question, and of the result; and how many
replies went out in UCS-2. ``--show ID`` prints one conversation as the phone sees it.

Nothing is asserted (``tests/test_sms.py`` holds the limits). The date is 2026-12-01.
"""
from __future__ import annotations

import argparse
import datetime as dt
import statistics
import sys
from collections import defaultdict
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from fake_twilio import DONT_KNOW  # noqa: E402
from fake_twilio import YES  # noqa: E402
from fake_twilio import FakeTwilio  # noqa: E402
from fake_twilio import flask_transport  # noqa: E402
from screener import create_app  # noqa: E402
from screener.chat.engine import respond  # noqa: E402
from screener.sms import state as sms_state  # noqa: E402
from screener.sms.segments import count  # noqa: E402

AUTH = "bench-auth-token-0123456789abcdef"
PUBLIC = "https://promise.example.org"
MAX_TEXTS = 80
TODAY = dt.date(2026, 12, 1)


def load(split: str) -> list:
    with open(ROOT / "tests" / "chat" / split / "scripts.yaml", encoding="utf-8") as fh:
        return yaml.safe_load(fh) or []


def by_number(conv, text: str, lang: str):
    """Return the number of the option the engine would read ``text`` as, if one is shown, else ``text``."""
    if not conv.offered:
        return text
    value = respond(conv, text, lang, TODAY).conversation.state.answers.get(conv.expecting)
    value = str(value).lower() if isinstance(value, bool) else value
    return str(conv.offered.index(value) + 1) if value in conv.offered else text


def play(app, script: dict, phone: str, numbers: bool = False) -> dict:
    """Play ``script`` from ``phone`` (replying with an option's number where one fits, with
    ``numbers``); return its figures and transcript."""
    twilio = FakeTwilio(flask_transport(app), AUTH, PUBLIC + "/sms/twilio")
    lang, says = script["lang"], script["says"]
    after = defaultdict(list)
    for inter in script.get("interjections") or []:
        after[inter["after"]].append(inter["text"])
    turns = []

    def send(body):
        turns.append((body, twilio.text(phone, body)))

    def conversation():
        value = twilio.cookie(phone)
        return sms_state.loads(value, sms_state.keys(app.config), sms_state.MAX_AGE, phone, twilio.number).conversation

    send("ESPAÑOL" if lang == "es" else "Hi")  # the first text: the welcome and the first question
    send(script["opening"])
    answered, done = 0, False
    while len(turns) < MAX_TEXTS:
        conv = conversation()
        if conv is None or conv.expecting is None:
            done = True
            break
        if getattr(conv, "pending", None):
            send(says.get("confirm", YES[lang]))
            continue
        text = says.get(conv.expecting, DONT_KNOW[lang])
        send(by_number(conv, text, lang) if numbers else text)
        answered += 1
        for text in after.get(answered, []):
            send(text)
    sent = [count(t) for _, replies in turns for t in replies]
    return {
        "done": done,
        "out": sum(c.segments for c in sent),
        "in": sum(count(body).segments for body, _ in turns),
        "texts": len(sent),
        "questions": [sum(count(t).segments for t in replies) for _, replies in turns[1:-1]],
        "result": sum(count(t).segments for t in turns[-1][1]) if done else None,
        "ucs2": sum(c.encoding == "UCS-2" for c in sent),
        "turns": turns,
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", choices=("test", "dev", "both"), default="test")
    ap.add_argument("--show", help="print the conversation of this script id")
    ap.add_argument("--numbers", action="store_true", help="reply with the option's number where one fits the script's answer")
    args = ap.parse_args(argv)
    app = create_app({"TESTING": True, "SCREENER_TODAY": "2026-12-01", "RATELIMIT_ENABLED": False,
                      "TWILIO_AUTH_TOKEN": AUTH, "PUBLIC_URL": PUBLIC})
    splits = ("dev", "test") if args.split == "both" else (args.split,)
    runs = defaultdict(list)
    for split in splits:
        for n, script in enumerate(load(split)):
            r = play(app, script, f"+1410555{n:04d}", args.numbers)
            runs[script["lang"]].append(r)
            if script["id"] == args.show:
                for body, replies in r["turns"]:
                    print(f"> {body}")
                    for t in replies:
                        c = count(t)
                        print(f"{t}\n  [{c.encoding}, {c.units} units, {c.segments} segment(s)]")
                print()

    def med(values) -> str:
        return f"{statistics.median(values):.1f}" if values else "n/a"

    how = "replying with an option's number where one fits" if args.numbers else "typing their answers"
    print(f"SMS segments per screening, scripted students of tests/chat/{'+'.join(splits)} {how} (2026-12-01).")
    rows = [
        ("screenings (reached a result)", lambda rs: f"{len(rs)} ({sum(r['done'] for r in rs)})"),
        ("median segments sent", lambda rs: med([r["out"] for r in rs if r["done"]])),
        ("median segments received", lambda rs: med([r["in"] for r in rs if r["done"]])),
        ("median texts sent", lambda rs: med([r["texts"] for r in rs if r["done"]])),
        ("median segments a question", lambda rs: med([q for r in rs for q in r["questions"]])),
        ("questions in 1 segment", lambda rs: f"{100 * sum(q == 1 for r in rs for q in r['questions']) / max(1, sum(len(r['questions']) for r in rs)):.0f}%"),
        ("median segments a result (max)", lambda rs: f"{med([r['result'] for r in rs if r['done']])} ({max([r['result'] for r in rs if r['done']] or [0])})"),
        ("texts sent in UCS-2", lambda rs: f"{100 * sum(r['ucs2'] for r in rs) / max(1, sum(r['texts'] for r in rs)):.0f}%"),
    ]
    langs = sorted(runs)
    print(f"{'':34}" + "".join(f"{lang:>12}" for lang in langs))
    for name, fn in rows:
        print(f"{name:34}" + "".join(f"{fn(runs[lang]):>12}" for lang in langs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

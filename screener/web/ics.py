"""An "add to my calendar" file: one all-day event (RFC 5545), CRLF line ends, folded lines."""
import datetime as dt
import hashlib


def escape(text: str) -> str:
    """Return ``text`` escaped for an iCalendar TEXT value."""
    text = text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
    return text.replace("\r\n", "\\n").replace("\n", "\\n")


def fold(line: str) -> str:
    """Return a content line folded at 75 octets, continuation lines starting with a space."""
    chunks, current, limit = [], b"", 75
    for ch in line:
        octets = ch.encode("utf-8")
        if len(current) + len(octets) > limit:
            chunks.append(current.decode("utf-8"))
            current, limit = b"", 74
        current += octets
    chunks.append(current.decode("utf-8"))
    return "\r\n ".join(chunks)


def uid(day: dt.date, key: str) -> str:
    """Return a stable event UID from the deadline's date and (untranslated) name."""
    digest = hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]
    return f"{day:%Y%m%d}-{digest}@md-promise-screener"


def all_day_event(summary: str, day: dt.date, event_uid: str, stamp: dt.datetime,
                  description: str = "", url: str = "") -> str:
    """Return a calendar with one all-day event on ``day`` (``stamp`` in UTC)."""
    lines = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//md-promise-screener//deadlines//EN",
        "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "BEGIN:VEVENT",
        f"UID:{event_uid}",
        f"DTSTAMP:{stamp.astimezone(dt.timezone.utc):%Y%m%dT%H%M%SZ}",
        f"DTSTART;VALUE=DATE:{day:%Y%m%d}",
        f"DTEND;VALUE=DATE:{day + dt.timedelta(days=1):%Y%m%d}",
        f"SUMMARY:{escape(summary)}",
        "TRANSP:TRANSPARENT",
    ]
    if description:
        lines.append(f"DESCRIPTION:{escape(description)}")
    if url:
        lines.append(f"URL:{url}")
    lines += ["END:VEVENT", "END:VCALENDAR"]
    return "".join(fold(line) + "\r\n" for line in lines)

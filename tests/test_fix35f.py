"""fix35f: code debts, rules that still lived in the chat (no change of behaviour).

2. The amount said again with no period takes the period said before it below a reading threshold
   read from screener/data/chat_reading.yaml (``period_carried_below``), not a 10_000 in code
   (:func:`understand.with_period`, :data:`understand.PERIOD_CARRIED_BELOW`).
"""
import pytest

from screener.chat import reading
from screener.chat import understand
from screener.datafiles import DataFileError
from screener.datafiles import check_text


# --- 2. the period carried to an amount said again: a reading threshold from the data file -----------

def test_the_period_carried_threshold_comes_from_the_data_file():
    assert understand.PERIOD_CARRIED_BELOW == reading.thresholds()["period_carried_below"] == 10_000


def test_the_thresholds_file_needs_the_period_carried_threshold():
    text = reading.READING_FILE.read_text(encoding="utf-8")
    assert "period_carried_below:" in text
    with pytest.raises(DataFileError):
        check_text(text.replace("period_carried_below: 10000\n", ""), "chat_reading", reading.READING_FILE)


CARRIED = [  # (words said again, the period said before (times a year), what the amount becomes)
    ("no, ganamos 4 mil entre los dos", "es", 12, "no, ganamos 4 mil a month entre los 2"),
    ("no, it's 2,500", "en", 12, "no, its 2,500 a month"),
    ("500", "en", 52, "500 a week"),
    ("9,999", "en", 12, "9,999 a month"),
    ("10,000", "en", 12, None),  # (from the threshold up: a year's, read as said)
    ("no, we make 40k", "en", 12, None),
]


@pytest.mark.parametrize("text, lang, times, carried", CARRIED)
def test_the_period_said_before_carries_below_the_threshold(text, lang, times, carried):
    assert understand.with_period(text, lang, times) == carried


def test_the_threshold_is_the_one_read(monkeypatch):
    # the chat draws the line where the data file says, not where its code once did
    monkeypatch.setattr(understand, "PERIOD_CARRIED_BELOW", 3_000)
    assert understand.with_period("no, it's 2,500", "en", 12) == "no, its 2,500 a month"
    assert understand.with_period("no, ganamos 4 mil entre los dos", "es", 12) is None

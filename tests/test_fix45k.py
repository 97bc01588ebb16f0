"""fix45k: leftovers of fix45d.

- Pay per month said "each" at another question, the income not yet given ("ganamos 4 mil al mes
  cada uno", "they each make 4k a month" at the aid application): read back as $96,000 with the
  conversion line, as at the income question (understand.conversion_note now counts the earners
  the household implies); English "they each make" once an income is kept: a correction read back
  (understand._WHOLE_INCOME), not the income-limit FAQ.
- "already filled it" at the aid question: which application is asked (understand._FILED), not the
  prior-degree FAQ; "ya mero"/"almost" at the aid question: which application, at the full-cost
  question: yes or no, never the FAQ on what "probablemente cumples" means.

Rows fail before the fix unless marked "# guard".
"""
import pytest

from support import chat_so_far
from support import proposed
from support import waiting

# (lang, question waiting, income kept before or None, message, the conversion's words)
MONTHLY = [
    ("es", "aid_application", None, "ganamos 4 mil al mes cada uno", "$4,000 al mes"),
    ("en", "aid_application", None, "they each make 4k a month", "$4,000 a month"),
    ("en", "aid_application", 38000, "they each make 4k a month", "$4,000 a month"),
    ("es", "full_cost_scholarship", None, "ganamos 4 mil al mes cada uno", "$4,000 al mes"),
    ("es", "agi", None, "ganamos 4 mil al mes cada uno", "$4,000 al mes"),  # guard
    ("en", "agi", None, "they each make 4k a month", "$4,000 a month"),  # guard
    ("en", "aid_application", None, "my parents each make 4k a month", "$4,000 a month"),  # guard
]


@pytest.mark.parametrize("lang,expecting,kept,message,shown", MONTHLY)
def test_monthly_each_read_back_with_conversion(lang, expecting, kept, message, shown):
    answers = chat_so_far(3.0, "two_parent")
    if kept is not None:
        answers["agi"] = kept
    if expecting == "full_cost_scholarship":
        answers["aid_application"] = "fafsa"
    turn = waiting(answers, expecting, message, lang)
    assert float(proposed(turn).get("agi") or 0) == 96000
    assert shown in turn.reply and "96,000" in turn.reply.split("\n")[0]


# (lang, question waiting, message, words the reply must not have, words it has or None)
ASKED_BACK = [
    ("en", "aid_application", "already filled it", "degree", "one of these"),
    ("en", "aid_application", "i already filled it out", "degree", "one of these"),
    ("es", "aid_application", "ya mero", "Probablemente", "una de estas"),
    ("es", "aid_application", "ya casi", "Probablemente", "una de estas"),
    ("es", "full_cost_scholarship", "ya mero", "Probablemente", "sí o un no"),
    ("en", "full_cost_scholarship", "almost", "didn't understand", "yes or a no"),
    ("en", "aid_application", "already filed it", "degree", "one of these"),  # guard
    ("es", "aid_application", "ya la llené", "Probablemente", "una de estas"),  # guard
]


@pytest.mark.parametrize("lang,expecting,message,unsaid,said", ASKED_BACK)
def test_asked_back_plainly(lang, expecting, message, unsaid, said):
    answers = {**chat_so_far(3.0, "two_parent"), "agi": 38000}
    if expecting == "full_cost_scholarship":
        answers["aid_application"] = "fafsa"
    turn = waiting(answers, expecting, message, lang)
    assert expecting not in turn.answers and not proposed(turn).get(expecting)
    assert turn.conversation.expecting == expecting
    assert unsaid not in turn.reply
    assert said in turn.reply

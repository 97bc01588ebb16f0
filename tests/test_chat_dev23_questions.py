"""dev23's question class (issue #8), in both languages, in words of our own: whether a "yes"
from the screener is a sure thing, asked as a case ("¿es seguro que le pagan si le sale que sí
califica?"; the English rows were read right already): what "likely eligible" means, never the
waiting list's answer nor the zero-award one."""
import pytest

from screener.chat import faq


@pytest.mark.parametrize("asked", [
    "if the result says i qualify, is getting the money a sure thing?",
    "if it says yes do they have to pay for sure?",
    "es seguro que le pagan si le sale que si califica?",
    "y si dice que si califica, le dan la plata segura?",
])
def test_a_sure_yes_asked_as_a_case_is_what_likely_eligible_means(asked):
    entry = faq.find(asked)
    assert entry is not None and entry.id == "likely_eligible_meaning", entry and entry.id


@pytest.mark.parametrize("asked,topic", [
    ("what happens if the money runs out before they get to me", "waiting_list"),
    ("que pasa si se acaba el dinero antes de que me toque", "waiting_list"),
])
def test_the_waiting_list_stays(asked, topic):
    entry = faq.find(asked)
    assert entry is not None and entry.id == topic, entry and entry.id

""""Got it" names only the answers kept.

A newcomer's finding: a renewing student's opening gave her county and that she started full
time; both were read back, and after her "yes" the bot said "Got it: County, Full-time" but kept
neither (a renewal's county changes nothing; the full-time status is asked after the first
enrollment's date), then asked "were you full-time?". Whatever a "yes" confirms, the reply lists
what the answers now hold, and nothing else.
"""
import pytest

from support import talk

OPENING = {
    "en": "I already have the promise scholarship at CCBC, started fall 2025 full time, my college gpa is 2.3 "
          "and i did 12 credits last semester. i live in Dundalk",
    "es": "ya tengo la beca promise en CCBC, empecé en otoño 2025 tiempo completo, mi promedio del college es 2.3 "
          "y saqué 12 créditos el semestre pasado. vivo en Dundalk",
}
YES = {"en": "yes", "es": "sí"}
LABELS = {  # field -> its label in the "Got it" lines
    "en": {"county": "County:", "enrollment_status": "Full-time or part-time:",
           "credits_completed_last_semester": "Credits completed last semester:"},
    "es": {"county": "Condado:", "enrollment_status": "Tiempo completo o medio tiempo:",
           "credits_completed_last_semester": "Créditos completados el semestre pasado:"},
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_got_it_lists_only_the_answers_kept(lang):
    turn = talk(lang, OPENING[lang], YES[lang])
    for field, label in LABELS[lang].items():
        assert (label in turn.reply) == (field in turn.answers), (field, turn.reply)
    assert turn.answers.get("credits_completed_last_semester") == 12

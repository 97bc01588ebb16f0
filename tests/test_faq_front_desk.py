"""The front desk's questions (faq.FRONT_DESK): what a college office does for its students, asked
without naming the award (lending equipment, when an aid refund is paid out, whether a course's
credits transfer, the FAFSA's verification, getting a transcript, a student account's login, a
degree from abroad validated, where to buy used books; when a term starts, a children's camp or program, an
office's fax or mailing address, applying to graduate) get "I don't know" and a person to ask, never
an answer from a nearby entry (books, transfer, Pell). The same topics asked of the award keep their
answers. English and Spanish, in our own words (none of them from a tuning set)."""
import pytest

from screener.chat import faq
from screener.i18n import gettext
from support import CHAT_SO_FAR
from support import waiting

FRONT_DESK = [
    ("en", "can students check out a chromebook from the library for the semester"),
    ("en", "is there a calculator loan program for my stats class"),
    ("es", "¿me pueden prestar una computadora en la biblioteca del college?"),
    ("es", "tienen tabletas en préstamo para los alumnos"),
    ("en", "what day does my financial aid refund get deposited"),
    ("en", "how long until the disbursement hits my bank account"),
    ("es", "¿qué fecha sale el desembolso de la ayuda federal?"),
    ("es", "cuando me cae el reembolso de la pell"),
    ("en", "do my psych 101 credits transfer over to salisbury"),
    ("en", "will the statistics class i take at howard cc transfer to morgan"),
    ("es", "¿las materias de aacc se transfieren a towson?"),
    ("es", "si llevo biologia 101 en el college, mis creditos transfieren a la umd?"),
    ("en", "my aid office flagged me for verification, what do they need from me"),
    ("en", "where do i request an irs tax return transcript for my parents"),
    ("es", "me seleccionaron para verificación, ¿qué hago?"),
    ("en", "where can i order a copy of my college transcript"),
    ("es", "¿dónde saco una copia de mi diploma de la prepa?"),
    ("en", "i'm locked out of my student portal and the reset link doesn't work"),
    ("es", "no puedo entrar a mi correo del college, a quién llamo"),
    ("en", "who can get my engineering degree from colombia evaluated here"),
    ("es", "cómo convalido mi título de contadora de méxico"),
    ("en", "where do people find secondhand textbooks around campus"),
    ("es", "¿dónde venden libros de segunda mano por aquí?"),
    ("en", "which merit scholarships does salisbury university hand out to transfer students"),
    ("es", "¿qué becas ofrece morgan state a los que vienen del college?"),
    ("en", "could you just fill out the fafsa form for me right now"),
    ("es", "¿me puedes ayudar a llenar la solicitud de la fafsa ahorita?"),
    # (fix31h) a term's calendar, a children's program, an office's fax or mail, applying to graduate
    ("en", "what day do spring semester classes begin"),
    ("en", "when is the first day of the summer term"),
    ("es", "¿qué día arranca el semestre de otoño?"),
    ("es", "para cuando inician las clases del verano"),
    ("en", "is there a day camp my 8 year old could go to in july"),
    ("en", "does the college run any programs for little kids on saturdays"),
    ("es", "¿tienen campamento para niños en las vacaciones?"),
    ("es", "hay talleres para niños los sábados en el campus"),
    ("en", "can i fax my tax forms to the aid office instead of uploading them"),
    ("en", "what's the mailing address for the admissions office"),
    ("es", "¿se pueden faxear los papeles a la oficina de ayuda?"),
    ("es", "cuál es la dirección postal de la oficina de admisiones"),
    ("en", "i finish my AA in may, is there a form to apply for graduation"),
    ("en", "where do i turn in my graduation application"),
    ("es", "¿dónde entrego la solicitud de graduación del college?"),
    ("es", "ya casi acabo, hay que tramitar algo para graduarse?"),
]


@pytest.mark.parametrize("lang,text", FRONT_DESK)
def test_front_desk_questions_are_no_entrys(lang, text):
    assert faq.front_desk(text) is not None
    assert faq.find(text) is None


@pytest.mark.parametrize("lang,text", FRONT_DESK)
def test_front_desk_questions_get_i_dont_know_in_the_chat(lang, text):
    turn = waiting(CHAT_SO_FAR, "hs_gpa", text, lang)
    assert turn.faq == "dont_know", turn.reply
    assert "hs_gpa" not in turn.answers


def test_facts_read_back_beside_it_still_get_i_dont_know():
    turn = waiting({k: v for k, v in CHAT_SO_FAR.items() if k != "hs_completion_date"}, "hs_gpa",
                   "where would i ask for my high school transcript? i finished school in 2015", "en")
    assert turn.faq == "dont_know" and "don't know the answer" in turn.reply, turn.reply
    assert "2015" in turn.reply  # (the year read back beside it, for a "yes")


@pytest.mark.parametrize("text,topic", [
    ("does the promise scholarship pay for a laptop", "books"),
    ("will promise buy my textbooks", "books"),
    ("¿la beca me paga la computadora?", "books"),
    ("la promise cubre libros usados", "books"),
    ("can i keep the award once i transfer to a four year university", "transfer"),
    ("i have 30 credits, can i transfer to towson and keep promise", "transfer"),
    ("si me paso a la universidad de maryland sigo con la beca", "transfer"),
    ("if i get the pell grant is my promise smaller", "pell_grant"),
    ("¿la pell le quita a la promise?", "pell_grant"),
    ("what paperwork does the college want from me after i file", "documents"),
    ("can my college's aid office help me fill out the fafsa", "fafsa_one_app"),
    ("if i transfer to umbc can i keep promise", "transfer"),
    # (fix31h) the summer entry keeps whether a session is covered; only its dates are the college's
    ("does promise cover winter session classes", "summer_classes"),
    ("¿la beca paga las clases de invierno?", "summer_classes"),
    # (fix31h) how much each year, how few classes, how long full time: the award's own entries
    ("will the amount i get be different every year", "award_amount"),
    ("¿cada año me dan la misma cantidad o cambia?", "award_amount"),
    ("can i keep it with just one class", "credits_minimum"),
    ("¿me la dan si nomás tomo dos clases?", "credits_minimum"),
    ("going full time how long can i hold on to it", "duration"),
    ("¿hasta cuándo me dura si estudio de tiempo completo?", "duration"),
])
def test_promise_topics_keep_their_answers(text, topic):
    found = faq.find(text)
    assert found is not None and found.id == topic, found


def test_no_entry_phrase_nor_answer_reads_as_the_front_desk():
    for entry in faq.load_faq():
        for text in entry.phrases + tuple(gettext(entry.answer, lang) for lang in ("en", "es")):
            assert faq.front_desk(text) is None, (entry.id, text)


@pytest.mark.parametrize("text", [
    "an associate's, 12 credits each term, and later transfer to towson",  # a plan told, the student transferring
    "aunque mi diploma de allá no está revalidado, ¿igual cuenta como título?",  # whether it counts: the award's rules
    "even if my degree from abroad was never evaluated here, does it still count against me?",
    "can i use it for a coding boot camp",  # (fix31h) a boot camp is a course, not a children's camp
    "¿hay que llenar la fafsa para graduarse?",  # (fix31h) the aid form named: not the registrar's
    "is there a program for children of undocumented parents",  # (fix31h) whose children: the award's question
])
def test_what_is_told_or_asked_of_the_award_is_no_front_desk(text):
    assert faq.front_desk(text) is None

"""Classes of misread left from a newcomer's session (issue #8: several facts in one message are all
taken and read back; never a wrong "no" from words), each tried through the reader and through
``POST /api/v1/chat``, in English and Spanish. Our own words."""
import time

import pytest

from screener.chat import numbers
from test_chat import READ_BACK as ASKED_BACK
from test_chat import chat
from test_chat import pending
from test_understand import before
from test_understand_choice_classes import say


def read_back_then_yes(client, lang: str, messages: list):
    """Start a chat through the API, send ``messages``; the last one's reply must read facts back:
    return it and the reply to the student's "yes"."""
    body = chat(client, "", None, lang)
    for m in messages:
        body = chat(client, m, body["state"], lang)
    assert body["reply"].endswith(ASKED_BACK[lang]), body["reply"]
    return body, chat(client, {"en": "yes", "es": "sí"}[lang], body["state"], lang)


# --- digits of other scripts ---------------------------------------------------------------------
# Class: digits typed in another script (Arabic-Indic, Persian, Devanagari), as a phone keyboard set
# to another language gives them, are the same digits. Alone ("٤٥٠٠٠") they were no number at all
# ("Sorry, I didn't understand that"); each is written in ASCII by ``unicodedata`` before reading.

@pytest.mark.parametrize("qid,lang,text,want", [
    ("agi", "es", "٤٥٠٠٠", {"agi": 45_000}),  # Arabic-Indic
    ("agi", "en", "४२५००", {"agi": 42_500}),  # Devanagari
    ("zip", "es", "٢٠٩٠٦", {"zip": "20906", "college": "montgomery"}),
    ("zip", "en", "۲۱۰۴۴", {"zip": "21044", "college": "howard"}),  # Persian
    ("household_size", "es", "٤", {"household_size": 4}),
    ("credits_per_semester", "en", "١٢", {"credits_per_semester": 12}),
])
def test_digits_of_another_script_are_read_as_digits(qid, lang, text, want):
    turn, got = say(qid, text, lang)
    assert got == want, (got, turn.reply)


@pytest.mark.parametrize("lang,qid,message,want", [
    ("es", "agi", "٥٢٠٠٠", 52_000),
    ("en", "zip", "٢١٠٤٤", "21044"),
    ("es", "zip", "mi código postal es ٢٠٧٧٤", "20774"),
])
def test_digits_of_another_script_through_the_api(client, app, lang, qid, message, want):
    answers, _ = before(qid)
    body = pending(app, client, answers, qid, message, lang)
    assert body["answers"].get(qid) == want, body


def test_ascii_digits():
    assert numbers.ascii_digits("٤٥٠٠٠ y ４５ y ۴۵ y ४५") == "45000 y 45 y 45 y 45"
    assert numbers.ascii_digits("my mom makes 45k") == "my mom makes 45k"


# --- a long run of digits ------------------------------------------------------------------------
# Class: the number readers that look at what follows a number (vague, a bound, a hedged second
# number) tried a long run of digits from each of its digits: 2,000 digits took about a second
# a message. They now start at a number's first digit only (what they read is unchanged).

@pytest.mark.parametrize("text", ["1" * 10_000, "my mom makes " + "4" * 9_987, "1," * 5_000, "12." * 3_333])
def test_a_long_run_of_digits_is_read_at_once(text):
    # (10,000 characters, five times a message's limit, so that the margin holds on a loaded
    # machine: ~10 ms each now, seconds each before)
    for reader in (numbers.vague, numbers.bounded, numbers.conditional):
        start = time.perf_counter()
        reader(text)
        assert time.perf_counter() - start < 0.5, reader.__name__


@pytest.mark.parametrize("text,vague,bounded", [
    ("40 something", True, False), ("cuarenta y pico mil", True, False), ("30k+", True, False),
    ("1,500, plus a loan", False, False), ("12 or more", False, True), ("doce o más", False, True),
    ("al menos 3.0", False, True), ("45,000", False, False),
])
def test_the_number_readers_still_read_the_same(text, vague, bounded):
    assert numbers.vague(text) is vague and numbers.bounded(text) is bounded


# --- a county beside the student's own high school -----------------------------------------------
# Class (issue #8's own example): a county named as one ("in PG county", "en el condado de Howard",
# "in Baltimore City") beside the high school of a student in high school now (a senior, or
# graduating on a day to come), in a message of several facts said to the degree, high-school or
# graduation question, was dropped as the school's place: it is read back with the rest. A town
# stays the school's place, so does a graduate's county (the tuning sets label it so), one in a
# school's name, one said alone with the school, and one after a college's name.

SENIOR = {"applicant_type": "new"}
EN_PG = "senior at Laurel High in PG county, graduating june 2027, gpa 3.2"
ES_PG = "soy senior en Parkdale High en el condado de PG, me gradúo en junio 2027 con 3.2"


@pytest.mark.parametrize("qid,lang,text,county", [
    ("prior_degree", "en", EN_PG, "prince-georges"),
    ("prior_degree", "es", ES_PG, "prince-georges"),
    ("high_school", "en", "I'm a senior at Glen Burnie High in Anne Arundel County, class of 2027", "anne-arundel"),
    ("high_school", "es", "estoy en el último año en Oakland Mills High, en el condado de Howard, me gradúo en mayo de 2027",
     "howard"),
    ("high_school", "en", "Patterson High in Baltimore City, I finish in June 2027 with a 2.9", "baltimore-city"),
    ("hs_completion_date", "en", "june 2027 from Northwest High in Montgomery County, 3.1 gpa", "montgomery"),
    ("hs_completion_date", "es", "en junio de 2027, en una high school del condado de Frederick, tengo 3.3", "frederick"),
])
def test_a_county_beside_the_high_school_is_read_back(qid, lang, text, county):
    turn, got = say(qid, text, lang)
    assert got.get("county") == county, (got, turn.reply)
    assert "county" in turn.conversation.pending, turn.reply  # read back, never kept unasked


@pytest.mark.parametrize("qid,lang,text", [
    ("high_school", "en", "Blair HS in Silver Spring, graduating june 2027"),  # a town: where the school is
    ("prior_degree", "en", "an associate's from a college in Howard County, 2019"),
    ("prior_degree", "es", "tengo un asociado de un college en el condado de Howard"),
    ("high_school", "en", "Laurel High in PG county"),  # the school and its county alone
    ("hs_completion_date", "en", "June 2019, from a high school in Howard County"),  # a graduate's school
    ("high_school", "es", "me gradué en 2015 de una high school en el condado de Frederick, con 2.8"),
    ("high_school", "en", "senior at Kent County High, graduating in june 2027"),  # a county in the school's name
])
def test_a_town_or_a_college_place_stays_the_school_s(qid, lang, text):
    turn, got = say(qid, text, lang)
    assert "county" not in got and "county" not in turn.conversation.pending, (got, turn.reply)


@pytest.mark.parametrize("lang,messages,county", [
    ("en", ["first time", EN_PG], "prince-georges"),
    ("es", ["primera vez", ES_PG], "prince-georges"),
    ("en", ["first time", "no degree", "Bowie High in PG county, graduating june 2027 with a 3.4"], "prince-georges"),
])
def test_a_county_beside_the_high_school_through_the_api(client, lang, messages, county):
    _, body = read_back_then_yes(client, lang, messages)
    assert body["answers"].get("county") == county, body["answers"]


# --- a total earned with someone whose income doesn't count ---------------------------------------
# Class: one amount said for a parent and a grandparent, another relative or a partner together ("my
# mom and my grandma make 110k together") is no amount to keep: why the total can't be used is said,
# and the parent's own income asked for. (It was asked again with "I didn't add that income", and in
# a first message the whole total was read back as the household's.)
EN_TOTAL, ES_TOTAL = "can't use the total", "no puedo usar el total"


@pytest.mark.parametrize("lang,text", [
    ("en", "my dad and my uncle bring in about 96k together"),
    ("en", "between my mother and my grandmother it's around 120,000"),
    ("es", "mi mamá y mi abuela ganan 104 mil entre las dos"),
    ("es", "vivo con mi papá y mi tía, juntan como 88 mil al año"),
    ("en", "my mom and her boyfriend make 130k combined"),
])
def test_a_total_with_someone_not_counted_is_not_used(lang, text):
    turn, got = say("agi", text, lang)
    assert "agi" not in got and "agi" not in turn.conversation.pending, (got, turn.reply)  # (who lives at home may be read back)
    assert (EN_TOTAL if lang == "en" else ES_TOTAL) in turn.reply, turn.reply


@pytest.mark.parametrize("lang,text,want", [
    # each their own amount: the parent's kept, the other left out (as before)
    ("en", "my mom makes 58k and my grandpa gets 21k", {"agi": 58_000}),
    ("es", "mi mamá y mi abuela ganan 30 mil cada una", None),  # each: not one total
    ("en", "my mom and my dad make 110k together", {"agi": 110_000}),  # two parents: their total
    # who lives at home listed, then "they" earn: the parents' income (read back, as it always was)
    ("es", "vivo con mis papás y mi hermana, ganan como 70 mil", {"agi": 70_000}),
])
def test_amounts_of_each_or_of_two_parents_are_no_such_total(lang, text, want):
    turn, got = say("agi", text, lang)
    assert (EN_TOTAL if lang == "en" else ES_TOTAL) not in turn.reply, turn.reply
    if want:
        assert {k: v for k, v in got.items() if k == "agi"} == want, (got, turn.reply)


@pytest.mark.parametrize("lang,message", [
    ("en", "my mom and my grandma make 110k together"),
    ("es", "mi mamá y mi abuela ganan 110 mil entre las dos"),
])
def test_a_total_with_someone_not_counted_in_a_first_message(client, lang, message):
    body = chat(client, "", None, lang)
    body = chat(client, message, body["state"], lang)
    assert (EN_TOTAL if lang == "en" else ES_TOTAL) in body["reply"], body["reply"]
    assert "agi" not in body["answers"] and body["expecting"] == "agi", body
    assert not body["reply"].endswith(ASKED_BACK[lang]), body["reply"]


# --- the prepa -----------------------------------------------------------------------------------
# Class: "terminé la prepa en 2019" (the preparatoria, Mexico's high school) with no Maryland place
# or school named was asked "Maryland or not?" like any school, and its year was taken as a GED's.
# It is a high school finished outside Maryland (never a GED), read back, as it rules out.

@pytest.mark.parametrize("lang,text", [
    ("es", "terminé la prepa en 2018"),
    ("es", "acabé la preparatoria hace años, en 2016"),
    ("es", "hice la prepa abierta, la terminé en 2020"),
    ("es", "tengo la prepa terminada desde 2017"),
    ("en", "I finished prepa in 2019"),
    ("en", "finished my prepa back in 2015"),
])
def test_a_prepa_finished_is_a_high_school_outside_maryland(lang, text):
    turn, got = say("high_school", text, lang)
    assert got.get("high_school") == "other", (got, turn.reply)
    assert turn.conversation.pending.get("high_school") == {"high_school": "other"}, turn.reply  # read back


@pytest.mark.parametrize("lang,text,want", [
    ("es", "fui a la prepa aquí en Maryland", "maryland"),
    ("es", "me gradué de la prepa Springbrook en 2020", "maryland"),
    ("es", "no terminé la prepa", "none"),
    ("es", "todavía estoy en la prepa", None),
    ("es", "soy senior en la prepa, me gradúo en junio 2027", None),  # in it now: where is asked
])
def test_a_prepa_in_maryland_or_unfinished_is_not_abroad(lang, text, want):
    turn, got = say("high_school", text, lang)
    assert got.get("high_school") == want, (got, turn.reply)


@pytest.mark.parametrize("lang,messages", [
    ("es", ["primera vez", "ninguno", "terminé la prepa en 2019"]),
    ("en", ["first time", "none", "I finished prepa in 2019"]),
])
def test_a_prepa_through_the_api(client, lang, messages):
    asked, body = read_back_then_yes(client, lang, messages)
    assert "GED en Maryland" not in asked["reply"] and "GED in Maryland" not in asked["reply"], asked["reply"]
    assert body["answers"].get("high_school") == "other", body["answers"]


# --- a year is no income ------------------------------------------------------------------------
# Class: a year said as one ("graduated in 2025", "terminé la prepa en 2019", "en 2025") at the
# income question was kept unasked as an income of $2,025 (beside the graduation month it gave,
# read back); "ganamos 40 mil en 2025" was read back as $42,025. A year said with "in"/"en", "since",
# "class of" or before "graduate" is no amount; the graduation month it gives is read back, June
# assumed, as for any year alone.

@pytest.mark.parametrize("lang,text,want", [
    ("en", "I graduated in 2024", {"hs_completion_date": "2024-06"}),
    ("es", "me gradué en 2024", {"hs_completion_date": "2024-06"}),
    ("es", "terminé la prepa en 2018", {"hs_completion_date": "2018-06"}),
    ("es", "ganamos 46 mil en 2025", {"agi": 46_000}),
    ("es", "en 2025 mi mamá ganó 39 mil", {"agi": 39_000}),
])
def test_a_year_is_no_income(lang, text, want):
    turn, got = say("agi", text, lang)
    assert {k: v for k, v in got.items() if k in ("agi", "hs_completion_date")} == want, (got, turn.reply)
    assert "$2,0" not in turn.reply and "42,0" not in turn.reply, turn.reply
    if "hs_completion_date" in want:
        assert "hs_completion_date" in turn.conversation.pending, turn.reply  # June assumed: read back


@pytest.mark.parametrize("lang,message", [("en", "graduated in 2024"), ("es", "me gradué en 2024")])
def test_a_year_is_no_income_through_the_api(client, app, lang, message):
    answers, _ = before("agi")
    body = pending(app, client, answers, "agi", message, lang)
    assert "agi" not in body["answers"] and "$2,024" not in body["reply"], body


# --- a year alone to the high-school question ---------------------------------------------------
# Class: the high-school question asks where and when; a year alone said to it ("in 2025", "en el
# 2024") was "Sorry, I didn't understand that". It answers the when: June assumed, read back, and
# where is asked again. A bare "12" (a grade?) stays unread.

@pytest.mark.parametrize("lang,text,want", [
    ("en", "in 2024", "2024-06"),
    ("es", "en el 2023", "2023-06"),
    ("es", "en 2025", "2025-06"),
])
def test_a_year_alone_to_the_high_school_question(lang, text, want):
    turn, got = say("high_school", text, lang)
    assert got == {"hs_completion_date": want}, (got, turn.reply)
    assert turn.conversation.pending == {"hs_completion_date": {"hs_completion_date": want}}, turn.reply


@pytest.mark.parametrize("lang,messages,where", [
    ("en", ["first time", "none", "in 2024"], "Where did you"),
    ("es", ["primera vez", "ninguno", "en el 2024"], "Dónde terminaste"),
])
def test_a_year_alone_to_the_high_school_question_through_the_api(client, lang, messages, where):
    _, body = read_back_then_yes(client, lang, messages)
    assert body["answers"].get("hs_completion_date") == "2024-06" and "high_school" not in body["answers"], body
    assert body["expecting"] == "high_school" and where in body["reply"], body["reply"]

"""fix30d: pay said by the hour, hours not said, beside a pay held or another parent at home.

Each conversation is played through the state token (tests/test_chat_token_roundtrip.py), as the
API and the /chat page play it.
"""
from support import income_read_back
from test_chat_token_roundtrip import play


def _chat(lang, *messages):
    start = play(lang, None, "")
    return play(lang, start.conversation, *messages)


YES = {"en": "yes", "es": "sí"}


# --- 2. a pay held survives the hours question and is added --------------------------------------

def test_married_own_pay_held_then_spouse_rate_and_hours():
    turn = _chat("en", "I'm a senior at Bowie High, graduating June 2027, GPA 3.0, I'm married", "yes",
                 "I make 110k", "she makes 22 an hour", "40")
    assert income_read_back(turn) == 110000 + 22 * 40 * 52
    turn = play("en", turn.conversation, "yes")
    assert turn.answers["agi"] == 155760
    assert turn.assessment is None or turn.assessment.get("status") != "likely_eligible"


SINGLE = {
    "en": ("I'm a senior at Bowie High, graduating June 2027, GPA 3.0, I live with my mom", "21044",
           "I make 20k", "No", "my mom makes 45 an hour"),
    "es": ("Soy estudiante de último año en Bowie High, me gradúo en junio 2027, promedio 3.0, vivo con mi mamá", "21044",
           "gano 20 mil", "No", "mi mamá gana 45 la hora"),
}


def test_student_own_pay_held_then_parent_rate_and_hours():
    for lang, (opening, zip_code, own, no, rate) in SINGLE.items():
        turn = _chat(lang, opening, YES[lang], zip_code, own, no, rate, "40")
        assert income_read_back(turn) == 20000 + 45 * 40 * 52, (lang, turn.reply)
        turn = play(lang, turn.conversation, YES[lang])
        assert turn.answers["agi"] == 113600, lang


def test_parent_own_pay_held_then_other_parent_rate_and_hours():
    turn = _chat("en", "I'm her mom. My daughter is a senior at Bowie High graduating in June 2027 with a 3.0. I make 85k",
                 "No, it's just mine", "her dad makes 35 an hour", "40")
    assert income_read_back(turn) == 85000 + 35 * 40 * 52
    turn = play("en", turn.conversation, "yes")
    assert turn.answers["agi"] == 157800


# --- 3. one parent's rate, two parents at home: the other's pay asked after the hours ------------

TWO_PARENTS = {
    "en": ("hi im a senior at Wilde Lake High, graduating june 2027, gpa 3.2, I live with my mom and dad",
           "my dad makes 45 an hour", "my mom makes 50k"),
    "es": ("hola soy estudiante de último año en Wilde Lake High, me gradúo en junio 2027, promedio 3.2, vivo con mi mamá y mi papá",
           "mi papá gana 45 la hora", "mi mamá gana 50 mil"),
}


def test_one_parent_rate_then_hours_asks_the_other_parent():
    for lang, (opening, rate, other) in TWO_PARENTS.items():
        turn = _chat(lang, opening, YES[lang], rate, "40")
        conv = turn.conversation
        assert "agi" not in turn.answers and "agi" not in conv.pending, (lang, turn.reply)
        assert conv.follow_up.get("k") == "part" and conv.follow_up.get("e") == "dad", (lang, conv.follow_up)
        assert turn.reply.count("93,600") == 1, turn.reply  # (the conversion said once)
        turn = play(lang, conv, other)
        assert income_read_back(turn) == 93600 + 50000, (lang, turn.reply)


# --- 1. two rates by the hour: the hours of each asked, both kept ----------------------------------

TWO_RATES = {"en": ("my mom makes $20 an hour and my dad makes $25 an hour", "40 and 30", "40 each"),
             "es": ("mi mamá gana 20 la hora y mi papá gana 25 la hora", "40 y 30", "40 cada uno")}


def test_two_rates_ask_each_ones_hours_and_keep_both():
    from screener.chat import understand
    from screener.i18n import render
    for lang, (rates, each, same) in TWO_RATES.items():
        turn = _chat(lang, rates)
        assert render(understand.HOURS_EACH_ASKED, lang) in turn.reply, turn.reply
        assert render(understand.HOURS_ASKED, lang) not in turn.reply
        back = play(lang, turn.conversation, each)
        assert income_read_back(back) == 20 * 40 * 52 + 25 * 30 * 52, (lang, back.reply)
        assert back.conversation.earners == (("mom", 20.0, 2080), ("dad", 25.0, 1560))
        for hours in ("40", same):
            back = play(lang, turn.conversation, hours)
            assert income_read_back(back) == 20 * 40 * 52 + 25 * 40 * 52, (lang, hours, back.reply)


def test_two_rates_at_the_income_question():
    from support import at_income
    from test_chat_token_roundtrip import roundtrip
    turn = play("en", roundtrip(at_income("two_parent", "en")), "I make 15 an hour and my mom makes 22 an hour", "20 and 40")
    assert income_read_back(turn) == 15 * 20 * 52 + 22 * 40 * 52, turn.reply


# --- 4. the student's own pay said before the parents' "together" -----------------------------------

def test_own_pay_then_parents_together_added():
    for lang, said in (("en", "I make 20k at Target and my parents make 140k together"),
                       ("es", "gano 20 mil en Target y mis papás ganan 140 mil juntos")):
        assert income_read_back(_chat(lang, said)) == 160000, lang


def test_total_said_after_its_parts_stays_the_total():
    assert income_read_back(_chat("en", "my mom makes 40k so it's more like 108k total")) == 108000
    assert income_read_back(_chat("en", "I make 20k and with my parents it's 140k together")) == 140000


# --- 5. an opening's pay kept beside a household only inferred; a parent's own partner --------------

def test_incomes_read_back_when_the_household_is_only_inferred():
    for lang, said in (("en", "I live with my mom she makes 90k and I make 15k at Starbucks"),
                       ("es", "vivo con mi mamá ella gana 90 mil y yo gano 15 mil en Starbucks")):
        turn = _chat(lang, said)
        assert income_read_back(turn) == 105000, (lang, turn.reply)
        # (fix45b) never taken unasked: read back beside the pay for one "yes" (it was dropped and asked again)
        assert "household" not in turn.answers
        assert (turn.conversation.pending.get("household") or {}).get("household") in (None, "single_parent")


def test_single_dad_pay_and_daughters_read_back():
    assert income_read_back(_chat("en", "im a single dad i make 95k my daughter also works she makes 10k")) == 105000


def test_parent_writing_with_her_boyfriend_keeps_her_own_pay():
    for lang, said in (("en", "Im her mom she lives with me and my boyfriend, he makes 60k and i make 50k"),
                       ("es", "soy la mamá de Ana, ella vive conmigo y mi novio, él gana 60 mil y yo gano 50 mil")):
        assert income_read_back(_chat(lang, said)) == 50000, lang


def test_students_own_boyfriend_pay_still_not_taken():
    turn = _chat("en", "me and my boyfriend, we make 140k together")
    assert income_read_back(turn) is None and "agi" not in turn.answers


def test_hours_each_reads_one_number_for_both_or_one_each():
    from screener.chat.understand import hours_each
    assert hours_each("40", "en") == (40, 40) and hours_each("40 each", "en") == (40, 40)
    assert hours_each("both 40", "en") == (40, 40) and hours_each("40 cada uno", "es") == (40, 40)
    assert hours_each("40 and 30", "en") == (40, 30) and hours_each("40 y 30", "es") == (40, 30)
    assert hours_each("she works 40, he works 30", "en") == (40, 30)
    assert hours_each("45k", "en") is None and hours_each("1,200", "en") is None

"""fix48b: income and whose pay, in the chat, in both languages.

1. A read-back put forty times (dev47 script en-06). (a) "no, my mom doesnt want to do the fafsa so
   we're not" was read back as "The FAFSA": understand._FAFSA_DENIED knew "don't" and "won't" but not
   "doesn't", so the FAFSA named only to be refused was taken as the one filed; then "yeah we're not
   doing it" restated the "none" read back, but "we're not doing it" read as nothing, so it was no yes
   (engine._yes_restates) and fell to the FAQ. (b) "I'm sorry, I don't know the answer to that one"
   and the same read-back, over and over: engine._carry's repeat guard (fix41n) only counted messages
   the FAQ left alone, never one it answered with its don't-know. Now the second such message gets a
   plain "yes or no" and the third drops the read-back (nothing ruling-out kept unconfirmed) and puts
   the question plainly with its choices.
3. "I make 40k, my wife too, she makes 70k" read $150,000: understand.relative_pay_spelled took "my
   wife too" for "the same as mine" though her own figure came right after: $110,000.
4. "sí, cuenta con un segundo trabajo de 10 mil" after the read-back of one job's pay replaced the
   income ($10,000): "cuenta con" was read as a question (faq.plainly_asks), and a second job said with
   "a"/"un" but no "also" (understand.another_job) or with the earner named in the read-back
   (engine._extra_told_after) was not added. "plus a second job of 10k" the same in English.
5. "my parents have no income" after the student's own pension was taken as the income kept $0: the
   parents' $0 is added to the student's own (§18-3601), the income unchanged (engine._earner_said,
   understand.others_no_income); "recibo una pensión" is the writer's own, as "I get a pension" is.
Guards (marked): kept behaviour that must not change.
"""
import pytest

from support import CHAT_SO_FAR
from support import agi_said
from support import proposed
from support import then
from support import waiting

YES = {"en": "yes", "es": "sí"}
AID_SO_FAR = {**CHAT_SO_FAR, "hs_gpa": 2.9, "household": "single_parent", "household_size": 2, "agi": 40000}
PAY_SO_FAR = {**CHAT_SO_FAR, "hs_gpa": 2.9}
STILL_NEED = {"en": "I still need a “yes” or “no”", "es": "Todavía necesito un “sí” o un “no”"}
DROPPED = {"en": "so I didn't keep it", "es": "no lo guardé"}


def _status(turn):
    return (turn.assessment or {}).get("status")


# 1a. the FAFSA refused by someone who "doesn't" want it, then a yes that says the refusal again
@pytest.mark.parametrize("lang,message,yes", [
    ("en", "no, my mom doesnt want to do the fafsa so we're not", "yeah we're not doing it"),
    ("en", "my dad doesn't want to fill out the fafsa", "yes, we're not filing it"),
    ("es", "no, mi mamá no quiere hacer la fafsa así que no", "sí, no la estamos haciendo"),
    ("es", "mi papá no quiere llenar la fafsa", "sí, no la estamos llenando"),
])
def test_refused_fafsa_read_as_none_and_restating_yes_kept(lang, message, yes):
    turn = waiting(AID_SO_FAR, "aid_application", message, lang)
    assert proposed(turn).get("aid_application") == "none", (turn.reply, proposed(turn))  # (failed before: fafsa, en)
    assert "aid_application" not in turn.answers  # (it rules out: read back, never kept before its yes)
    turn = then(turn, yes, lang)
    assert turn.answers.get("aid_application") == "none", turn.reply  # (failed before: the FAQ's don't-know)
    assert _status(turn) == "likely_ineligible", turn.reply


# 1a guard: "not doing it yet" is no refusal; the FAFSA named as to be filed is the FAFSA
@pytest.mark.parametrize("lang,message,want", [
    ("en", "we're not doing it yet", None),
    ("es", "todavía no la estamos haciendo", None),
    ("en", "my mom wants to do the fafsa", "fafsa"),
    ("es", "mi mamá va a llenar la fafsa", "fafsa"),
])
def test_guard_not_yet_is_no_refusal(lang, message, want):
    turn = waiting(AID_SO_FAR, "aid_application", message, lang)
    assert {**turn.answers, **proposed(turn)}.get("aid_application") == want, (turn.reply, proposed(turn))


# 1b. a read-back answered three times with something that adds nothing, the FAQ no help: never a third time
@pytest.mark.parametrize("lang,first,aside", [
    ("en", "no, my mom doesnt want to do the fafsa so we're not", "my sister goes to hcc too"),
    ("en", "we won't file anything", "my cousin told me about it"),
    ("es", "no vamos a llenar nada", "mi hermana también va a hcc"),
    ("es", "mi mamá no quiere hacer la fafsa", "mi primo me contó de esto"),
])
def test_read_back_not_put_a_third_time(lang, first, aside):
    turn = waiting(AID_SO_FAR, "aid_application", first, lang)
    assert proposed(turn).get("aid_application") == "none", (turn.reply, proposed(turn))
    turn = then(turn, aside, lang)
    assert proposed(turn).get("aid_application") == "none", turn.reply  # (asked a second time, with a plain yes or no)
    assert STILL_NEED[lang] in turn.reply, turn.reply  # (failed before: the don't-know alone)
    turn = then(turn, aside, lang)
    assert not proposed(turn), (turn.reply, proposed(turn))  # (failed before: read back again, and again)
    assert DROPPED[lang] in turn.reply, turn.reply
    assert "aid_application" not in turn.answers and _status(turn) != "likely_ineligible"  # (never kept unconfirmed)
    assert turn.conversation.expecting == "aid_application" and len(turn.quick_replies) == 3, turn.quick_replies


# 1b guard: a real question asked while a read-back waits is answered, the read-back kept
@pytest.mark.parametrize("lang,question", [
    ("en", "what is the fafsa?"),
    ("es", "¿qué es la fafsa?"),
])
def test_guard_question_keeps_read_back(lang, question):
    turn = waiting(AID_SO_FAR, "aid_application", "we won't file anything" if lang == "en" else "no vamos a llenar nada", lang)
    turn = then(then(turn, question, lang), question, lang)
    assert proposed(turn).get("aid_application") == "none", turn.reply


# 3. "my wife too" then her own figure: one earner, never the writer's pay copied to her
@pytest.mark.parametrize("lang,message,agi", [
    ("en", "I make 40k, my wife too, she makes 70k", 110000),
    ("en", "I make 40k and my husband too, he makes 30k", 70000),
    ("es", "gano 40 mil, mi esposa también, ella gana 70 mil", 110000),
    ("es", "gano 40 mil y mi esposo también, él gana 30 mil", 70000),
    ("en", "I make 40k, my wife too", 80000),  # guard: "too" alone is the same pay (fix29c)
    ("es", "gano 40 mil, mi esposa también", 80000),  # guard
])
def test_too_then_own_figure(lang, message, agi):
    so_far = {**PAY_SO_FAR, "household": "married", "household_size": 2}
    turn = waiting(so_far, "agi", message, lang)
    assert agi_said(turn) == agi, (turn.reply, proposed(turn))  # (failed before: 150000, 110000)


# 4. a second job of the earner read back: added, with or without "also"
@pytest.mark.parametrize("lang,pay,more,agi", [
    ("en", "my mom makes about 40k at her job", "yes, plus a second job of 10k", 50000),
    ("en", "my mom makes about 40k at her job", "she has a second job too, 10k", 50000),
    ("es", "mi mamá gana como 40 mil en su trabajo", "sí, cuenta con un segundo trabajo de 10 mil", 50000),
    ("es", "mi mamá gana como 40 mil en su trabajo", "y tiene un segundo trabajo de 10 mil", 50000),
    ("es", "mi mamá gana como 40 mil en su trabajo", "también tiene otro trabajo de 10 mil", 50000),  # (failed before too: the mother named in the read-back)
])
def test_second_job_added(lang, pay, more, agi):
    so_far = {**PAY_SO_FAR, "household": "single_parent", "household_size": 2}
    turn = waiting(so_far, "agi", pay, lang)
    assert agi_said(turn) == 40000, (turn.reply, proposed(turn))
    turn = then(turn, more, lang)
    assert agi_said(turn) == agi, (turn.reply, proposed(turn))  # (failed before: 10000)


# 5. the parents' "no income" after the student's own pension: added ($0), the student's own kept
@pytest.mark.parametrize("lang,own,zero,agi", [
    ("en", "I get a pension of 12k a year", "my parents have no income", 12000),
    ("en", "I get a pension of 12k a year", "my parents don't have any income", 12000),
    ("es", "recibo una pensión de 12 mil al año", "mis papás no tienen ingresos", 12000),
    ("es", "recibo una pensión de 12 mil al año", "mis padres no tienen ningún ingreso", 12000),
])
def test_parents_zero_keeps_own(lang, own, zero, agi):
    so_far = {**PAY_SO_FAR, "household": "two_parent", "household_size": 3}
    turn = waiting(so_far, "agi", own, lang)
    assert agi_said(turn) == 12000, (turn.reply, proposed(turn))
    turn = then(turn, zero, lang)
    assert agi_said(turn) == agi, (turn.reply, proposed(turn))  # (failed before: 0)
    assert "agi" not in turn.answers or turn.answers["agi"] == agi  # (never $0 kept)


# 5 guard: "we have no income" as the first answer is $0
@pytest.mark.parametrize("lang,message", [("en", "we have no income"), ("es", "no tenemos ingresos")])
def test_guard_zero_alone(lang, message):
    so_far = {**PAY_SO_FAR, "household": "two_parent", "household_size": 3}
    turn = waiting(so_far, "agi", message, lang)
    assert agi_said(turn) == 0, (turn.reply, proposed(turn))


# 2. a bare "yes" to "Which parent is that: your mom or your dad?" (divorced parents): asked once more,
# both amounts kept; the parent named then read ("my mom", "mi mamá")
@pytest.mark.parametrize("lang,message,yes,parent,agi", [
    ("en", "my parents are divorced, my mom makes 40k and my dad makes 60k", "yes", "my mom", 40000),
    ("en", "my parents are divorced, my mom makes 40k and my dad makes 60k", "no", "dad", 60000),
    ("es", "mis papás están divorciados, mi mamá gana 40 mil y mi papá 60 mil", "sí", "mi mamá", 40000),
    ("es", "mis papás están divorciados, mi mamá gana 40 mil y mi papá 60 mil", "no", "papá", 60000),
])
def test_yes_to_which_parent_keeps_both(lang, message, yes, parent, agi):
    turn = waiting({**PAY_SO_FAR}, "household", message, lang)
    assert turn.conversation.follow_up.get("k") == "apart", turn.reply
    turn = then(turn, yes, lang)
    assert turn.conversation.follow_up.get("k") == "apart", turn.reply  # (failed before: both amounts dropped)
    turn = then(turn, parent, lang)
    assert agi_said(turn) == agi, (turn.reply, proposed(turn))


# 2. "mom" / "mi mamá" alone to "Whose pay is $80,000?" (fix47h): that parent's part replaced, the sum read back
@pytest.mark.parametrize("lang,pay,again,who,agi", [
    ("en", "my mom makes 70k and my dad makes 75k", "no wait it's 80k", "mom", 155000),
    ("en", "my mom makes 70k and my dad makes 75k", "no wait it's 80k", "my dad", 150000),
    ("es", "mi mamá gana 70 mil y mi papá 75 mil", "no espera, son 80 mil", "mi mamá", 155000),
    ("es", "mi mamá gana 70 mil y mi papá 75 mil", "no espera, son 80 mil", "mi papá", 150000),
])
def test_parent_named_to_whose_pay(lang, pay, again, who, agi):
    so_far = {**PAY_SO_FAR, "household": "two_parent", "household_size": 3}
    turn = then(waiting(so_far, "agi", pay, lang), YES[lang], lang)
    assert turn.answers.get("agi") == 145000, turn.reply
    turn = then(turn, again, lang)
    assert turn.answers.get("agi") == 145000, turn.reply  # (fix47h: whose it is asked, the sum kept meanwhile)
    turn = then(turn, who, lang)
    assert agi_said(turn) == agi, (turn.reply, proposed(turn))  # (failed before: the FAQ's answer, 145000)


# 8. the student's own pay said with "just me, i live alone" at the household question: held, and said so
@pytest.mark.parametrize("lang,message,said", [
    ("en", "just me, i live alone, make like 30k", "I'll ask about your $30,000 once you answer this."),
    ("es", "solo yo, vivo sola, gano como 30 mil", "Te preguntaré por tus $30,000 en cuanto respondas esto."),
])
def test_own_pay_beside_household_said_held(lang, message, said):
    turn = waiting({**PAY_SO_FAR}, "household", message, lang)
    assert proposed(turn).get("household") == "single", (turn.reply, proposed(turn))
    assert said in turn.reply, turn.reply  # (failed before: held in silence, it looked dropped)
    turn = then(turn, YES[lang], lang)
    assert turn.conversation.follow_up.get("a") == 30000, turn.reply  # (whether the parents' income is in it, asked)


# 6. Social Security benefits said as the income: taxable only in part, never kept whole as the AGI;
# said why (rules.SOCIAL_SECURITY_PART) and the AGI on the tax return asked
SS_NOTE = {"en": "taxable only in part", "es": "solo en parte"}
LINE_11 = {"en": "line 11 of Form 1040", "es": "línea 11 del Formulario 1040"}


@pytest.mark.parametrize("lang,message", [
    ("en", "my mom gets social security, 1,400 a month"),
    ("en", "my dad gets social security, about 20k a year"),
    ("es", "mi mamá recibe del seguro social 1,400 al mes"),
    ("es", "mi papá recibe seguro social, como 20 mil al año"),
])
def test_social_security_not_kept_as_agi(lang, message):
    so_far = {**PAY_SO_FAR, "household": "single_parent", "household_size": 2}
    turn = waiting(so_far, "agi", message, lang)
    assert agi_said(turn) is None, (turn.reply, proposed(turn))  # (failed before: 16800 read back)
    assert SS_NOTE[lang] in turn.reply and LINE_11[lang] in turn.reply, turn.reply
    assert turn.conversation.expecting == "agi" and _status(turn) != "likely_ineligible"


# 6 guard: the Social Security number (papers) is no benefit: the pay said beside it is read
@pytest.mark.parametrize("lang,message,agi", [
    ("en", "I dont have a social security number, my mom makes 40k", 40000),
    ("es", "mi mamá gana 40 mil, no tiene seguro social", 40000),
    ("en", "my mom makes 2900 a month and grandma gets social security", 34800),  # (dev45 en-05: a relative's, no amount)
    ("es", "mi mamá gana 2900 al mes y mi abuela recibe seguro social", 34800),
])
def test_guard_social_security_number_no_benefit(lang, message, agi):
    so_far = {**PAY_SO_FAR, "household": "single_parent", "household_size": 2}
    turn = waiting(so_far, "agi", message, lang)
    assert agi_said(turn) == agi, (turn.reply, proposed(turn))

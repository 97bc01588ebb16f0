"""fix50j: a parent typing for their child, the parents apart, both pays said: added as one household (a
newcomer's finding, §18-3601 "the applicant and the applicant's parents", rules.APART_PARENT_AGI), in both languages.

1. "her dad and I are divorced, she lives with me. I make 55k and he makes 70k" (es "su papá y yo estamos
   divorciados, ella vive conmigo… yo gano 55 mil y él gana 70 mil") was read back as "Added together, that's
   $125,000", and a "yes" made it "likely not eligible": a wrong "no". Cause: fix49a's reading
   (understand._uncounted_read, understand.writer_apart_from_other) left out the ex's pay only when the clause
   named the child's other parent ("her dad makes 70k"); "he makes 70k" was kept. Now a "he"/"she" that can only
   be the ex (of the ex's sex, never the child's own pronoun: understand._ex_pronoun_pay) is left out the same
   way, weighed as the parent apart's (rules.NOT_COMBINED "apart"): readings differ → needs_more_info.
   So too a single mother or father writing who names the child's other parent ("I'm a single mom, I make 45k.
   his dad makes 90k") and "we're divorced" beside the child's home (understand._we_apart).
3. "we're divorced and she lives with her dad. he makes 90k, i make 60k": both pays added ($150,000) and, the
   household chosen after, $90,000 added again as the other parent's ($240,000): one pay counted twice. Cause:
   fix49o's writer_lives_apart knew the writer's ex only by name ("her dad and I are divorced"); "we're divorced"
   named no one. Now the home says who the ex is: the resident's $90,000 is the household's, the writer's own
   $60,000 the parent apart's, each counted once.
Guards (marked): the student's own voice ("my parents are divorced, i live with my mom she makes 55k and my dad
makes 70k"), the ex named (fix49a), the child living with the ex named (fix49o), a married writer, the child's
own pronoun.
"""
import pytest

from support import api_chat

START = {"en": ["hi im writing for my daughter, she's a senior at Wheaton High School, zip 20902, graduating june 2027, gpa 3.2",
                "yes", "associate, 12 credits"],
         "es": ["hola escribo por mi hija, está en 12 grado en Wheaton High School, zip 20902, se gradúa en junio de 2027, promedio 3.2",
                "sí", "título de asociado, 12 créditos"]}
YES = {"en": "yes", "es": "sí"}
END = {"en": ["single parent", "yes", "fafsa", "no", "no", "yes"], "es": ["madre soltera", "sí", "FAFSA", "no", "no", "sí"]}
STUDENT_START = {"en": ["first time", "none", "senior at a maryland high school graduating june 2027, gpa 3.4", "yes", "21044",
                        "yes", "howard community college, associate, 12 credits"],
                 "es": ["primera vez", "ninguno", "estoy en el último año de una escuela secundaria de maryland, me gradúo en "
                        "junio 2027, gpa 3.4", "sí", "21044", "sí", "howard community college, título de asociado, 12 créditos"]}


def _chat(lang, message, stop=False, start=START):
    said = [message] if stop else [message, YES[lang]]
    return api_chat(lang, start[lang], said, END[lang], stop)


# 1, 3: a parent writing, apart from the child's other parent, both pays said: the resident's pay is the
# household's, the other parent's weighed (never added); the verdict only after the read-back's "yes"
@pytest.mark.parametrize("lang,message,agi,status", [
    ("en", "her dad and i are divorced, she lives with me. i make 55k and he makes 70k", 55000, "needs_more_info"),  # (failed before: $125,000, likely_ineligible)
    ("es", "su papá y yo estamos divorciados, ella vive conmigo. yo gano 55 mil y él gana 70 mil", 55000, "needs_more_info"),  # (failed before)
    ("en", "his mom and I split up, he lives with me. she makes 80k, I make 50k", 50000, "needs_more_info"),  # (failed before)
    ("es", "su mamá y yo nos separamos, él vive conmigo. ella gana 80 mil, yo gano 50 mil", 50000, "needs_more_info"),  # (failed before)
    ("en", "her dad and i are divorced, she lives with me. i make 55k and he makes 30k", 55000, "likely_eligible"),  # (failed before: $85,000 unweighed; both readings pass)
    ("en", "I'm a single mom, I make 45k. his dad makes 90k", 45000, "needs_more_info"),  # (failed before: $135,000)
    ("es", "soy madre soltera, gano 45 mil. su papá gana 90 mil", 45000, "needs_more_info"),  # (failed before)
    ("en", "we're divorced and she lives with her dad. he makes 90k, i make 60k", 90000, "needs_more_info"),  # (failed before: $150,000)
    ("es", "estamos divorciados y ella vive con su papá. él gana 90 mil, yo gano 60 mil", 90000, "needs_more_info"),  # (failed before)
    ("en", "we're divorced and she lives with me. he makes 70k, i make 55k", 55000, "needs_more_info"),  # (failed before)
    ("en", "her dad and I are divorced, she lives with me. I make 60k and her dad makes 70k", 60000, "needs_more_info"),  # guard (fix49a)
    ("es", "su papá y yo estamos divorciados y ella vive con su papá. su papá gana 120 mil y yo gano 30 mil", 120000,
     "likely_ineligible"),  # guard (fix49o)
])
def test_parent_writer_apart_pays(lang, message, agi, status):
    read = _chat(lang, message, stop=True)
    assert read["assessment"] is None, read["reply"]  # nothing ruled on before the read-back is confirmed
    b = _chat(lang, message)
    assert b["answers"].get("agi") == agi, (b["answers"], b["reply"])
    assert b["answers"].get("household") != "two_parent", b["answers"]
    assert b["assessment"] is not None and b["assessment"]["status"] == status, b["reply"]


# the reading: a "he"/"she" pay left out only when it can be the ex alone
@pytest.mark.parametrize("lang,message,want", [
    ("en", "her dad and i are divorced, she lives with me. i make 55k and he makes 70k", 70000.0),  # (failed before: None)
    ("es", "su papá y yo estamos divorciados, ella vive conmigo. yo gano 55 mil y él gana 70 mil", 70000.0),  # (failed before: None)
    ("en", "I'm a single mom, I make 45k. his dad makes 90k", 90000.0),  # (failed before: None)
    ("en", "we're divorced and she lives with her dad. he makes 90k, i make 60k", 60000.0),  # (failed before: 90000.0)
    ("en", "her mom and i are divorced, she lives with me. i make 55k and she makes 5k", None),  # guard: "she" may be the child
    ("en", "her dad and i are married, she lives with us. i make 55k and he makes 70k", None),  # guard: not apart
    ("es", "su papá y yo estamos casados. yo gano 55 mil y él gana 70 mil", None),  # guard
    ("en", "my parents were divorced, i live with my mom, she makes 55k", None),  # guard: a student, "were" no "we're"
])
def test_ex_pronoun_pay_left_out(lang, message, want):
    from screener.chat import understand
    assert understand.apart_pay_left_out(message, lang) == want


# guards: the student's own voice, handled right before (needs_more_info, the law unclear)
@pytest.mark.parametrize("lang,message", [
    ("en", "my parents are divorced, i live with my mom she makes 55k and my dad makes 70k"),  # guard
    ("es", "mis papás están divorciados, vivo con mi mamá, ella gana 55 mil y mi papá gana 70 mil"),  # guard
])
def test_guard_student_voice(lang, message):
    mom = {"en": "my mom", "es": "mi mamá"}[lang]  # (which parent gave more support, asked)
    b = api_chat(lang, STUDENT_START[lang], [message, mom, YES[lang]], ["FAFSA", "no", "no", YES[lang]])
    assert b["answers"].get("agi") == 55000, (b["answers"], b["reply"])
    assert b["assessment"] is not None and b["assessment"]["status"] == "needs_more_info", b["reply"]


# 4. said in pieces: the ex's pay, answered to whether the writer's own pay includes the other parent's, is the
# apart parent's, never "your spouse's" added
PIECES = {"en": ["her dad and i are divorced", "she lives with me", "i make 55k", "he makes {ex}"],
          "es": ["su papá y yo estamos divorciados", "ella vive conmigo", "yo gano 55 mil", "él gana {ex}"]}


@pytest.mark.parametrize("lang,ex,status", [
    ("en", "70k", "needs_more_info"),  # (failed before: "your spouse's $70,000", $125,000, likely_ineligible)
    ("es", "70 mil", "needs_more_info"),  # (failed before)
    ("en", "30k", "likely_eligible"),  # (failed before: $85,000 kept unweighed; both readings pass)
])
def test_pieces_ex_never_spouse(lang, ex, status):
    said = [m.format(ex=ex) for m in PIECES[lang]]
    read = api_chat(lang, START[lang], said, [], True)
    assert "your spouse's" not in read["reply"] and "tu esposo o esposa" not in read["reply"], read["reply"]
    assert read["assessment"] is None, read["reply"]
    b = api_chat(lang, START[lang], said + [YES[lang]], END[lang])
    assert b["answers"].get("agi") == 55000, (b["answers"], b["reply"])
    assert b["assessment"] is not None and b["assessment"]["status"] == status, b["reply"]


@pytest.mark.parametrize("lang,message,texts,want", [
    ("en", "he makes 70k", ["her dad and i are divorced", "she lives with me", "i make 55k"], True),  # (failed before: no such reading)
    ("es", "él gana 70 mil", ["su papá y yo estamos divorciados", "ella vive conmigo", "yo gano 55 mil"], True),  # (failed before)
    ("en", "he makes 70k", ["her dad and i are divorced, i remarried", "she lives with me", "i make 55k"], False),  # guard: a stepdad
    ("en", "he makes 70k", ["her dad and i are married", "she lives with me", "i make 55k"], False),  # guard: not apart
    ("en", "she makes 5k", ["her dad and i are divorced", "she lives with me", "i make 55k"], False),  # guard: the child's own
])
def test_ex_pay_named(lang, message, texts, want):
    from screener.chat import understand
    assert understand.ex_pay_named(message, texts) is want


# 2. two parents chosen after the writer said they live apart from the child's other parent: read back, with why,
# never kept unasked on the $150,000 limit; "no" then one parent is the household
TWO = {"en": "two parents", "es": "dos padres"}
NO = {"en": "no", "es": "no"}
ONE = {"en": "one parent", "es": "un solo padre o madre"}
APART_PAY = {"en": "her dad and i are divorced, she lives with me. i make 55k and he makes 70k",
             "es": "su papá y yo estamos divorciados, ella vive conmigo. yo gano 55 mil y él gana 70 mil"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_two_parents_after_apart_read_back(lang):
    read = api_chat(lang, START[lang], [APART_PAY[lang], YES[lang], TWO[lang]], [], True)
    assert read["answers"].get("household") is None, (read["answers"], read["reply"])  # (failed before: two_parent kept unasked)
    assert read["assessment"] is None, read["reply"]
    b = api_chat(lang, START[lang], [APART_PAY[lang], YES[lang], TWO[lang], NO[lang], ONE[lang]], END[lang][2:])
    assert b["answers"].get("household") == "single_parent", (b["answers"], b["reply"])
    assert b["assessment"] is not None and b["assessment"]["status"] == "needs_more_info", b["reply"]


@pytest.mark.parametrize("lang,first", [
    ("en", "her dad and i are divorced, i remarried. she lives with me and my husband"),  # guard: a step-parent said
    ("en", "her dad and i are married"),  # guard: not apart
])
def test_guard_two_parents_kept(lang, first):
    b = api_chat(lang, START[lang], [first, TWO[lang]], [], True)
    assert "You told me you and your child's other parent" not in b["reply"], (b["answers"], b["reply"])

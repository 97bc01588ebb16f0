"""Numbers as students type them, before a reader of :mod:`screener.chat.understand` takes
one: in words ("twenty twenty", "mil quinientos"), digit by digit ("2 0 9 0 6", "dos cero
siete ocho cuatro"), corrected inside the message ("3.4 no wait its 3.1"), vague ("40
something", "cuarenta y pico") or as a range ("6 maybe 9", "12 o 15").

Words become digits through the ``text2num`` library (English and Spanish); this module only
adds what a number *means in a conversation*: which of two numbers the student stands by, and
when a number is no single value to keep.
"""
from __future__ import annotations

import re
import unicodedata

from . import vocab

# A number's first digit: not after a digit, nor after a digit and its separator ("1,000": not at
# "000"). A pattern for a number with what follows it starts only there, so a long run of digits is
# tried once, not from each of its digits (2,000 digits took a second a message: each start scanned
# the run to its end again). A match starting inside a run ends where one from its start does, so
# nothing read changes. (The readers of understand.py and engine.py that do the same use it too.)
RUN_START = r"(?<!\d)(?<!\d[.,])"


def ascii_digits(text: str) -> str:
    """Return ``text`` with every Unicode decimal digit written as its ASCII digit ("٤٥٠٠٠" (Arabic-
    Indic), "۴۵۰۰۰" (Persian), "४५०००" (Devanagari) -> "45000"), by :func:`unicodedata.decimal`;
    full-width digits too. ASCII text is returned as it is."""
    text = str(text)
    if text.isascii():
        return text
    return re.sub(r"\d", lambda m: str(unicodedata.decimal(m.group(0), m.group(0))), text)


# A figure typed with the letter O for zero ("1OO,OOO", "5o,ooo", "$2OOO"): a digit first, then
# digits, O's and group marks, two O's at least (a single "o" after a digit may be a Spanish
# ordinal: "12o grado"); no letter after it but the "k" of thousands.
_O_FIGURE = re.compile(r"(?<![A-Za-z0-9])(\d[\dOo]*(?:[.,][\dOo]+)*)(?![A-JL-Za-jl-z0-9])")


def o_as_zero(text: str) -> str:
    """Return ``text`` with the letter O typed for the digit zero inside a figure written as a
    zero (class, a newcomer's finding: "1OO,OOO" was read as $1,000, a different number)."""
    return _O_FIGURE.sub(lambda m: re.sub(r"[Oo]", "0", m.group(1)) if len(re.findall(r"[Oo]", m.group(1))) >= 2 else m.group(1),
                         str(text))


# --- numbers in words ---------------------------------------------------------------------------


def _fold(text: str) -> str:
    t = unicodedata.normalize("NFKD", str(text).lower())
    t = "".join(ch for ch in t if not unicodedata.combining(ch))
    return re.sub(r"['’`´]", "", t)


_HALVES = re.compile(r"(?<![\d.,])(19|20)\s+(\d{2})(?![\d]|[.,]\d)")  # "twenty twenty" -> "20 20" ("twenty twenty seven, june" too)
_WORDY = re.compile(r"[a-z]{3,}")
_KEEP = "qxq"  # a mark no word has: the unit after it is left to the readers
# Spanish grades said with the fraction's ending, as students say them ("onceavo", "doceavo grado")
_GRADE_AVO = re.compile(r"\b((?:onceav|doceav)[oa]s?)\b(?!\s+(?:de|del|parte|partes)\b)")
_SOME = re.compile(r"\b(unos|unas)\b")
_VEINTIUN = re.compile(r"\bveintiun\b(?=\s+mil\b)")
# (fix41h) a count dictated and written as its homophone, where only the number fits ("there's for of
# us", "its to of them"): the number
_HOMOPHONE_COUNT = re.compile(r"\b(for|fore|to|too)(?=\s+of\s+(?:us|them)\b)")
_HOMOPHONE_VALUE = {"for": "four", "fore": "four", "to": "two", "too": "two"}
# (fix41h) the two words text2num knows only with their accent ("veintidos mil" stayed "veintidos
# 1000", and "sesenta y dos mil … veintidos mil" was added as $63,000): the accent put back to read them
_ACCENTED = {"veintidos": "veintid\u00f3s", "veintitres": "veintitr\u00e9s"}
_ACCENT_DROPPED = re.compile(r"\b(veintidos|veintitres)\b")
# (fix44h, dev44) the Spanish hundreds as typed fast, their "sc" written "s" or "c" ("mil dosientos a la
# semana" was $1,000, "tresientos", "setesientos", "novesientos", "kinientos"): the spelling text2num knows
_HUNDREDS_TYPED = tuple((re.compile(p), r) for p, r in (
    (r"\bdo[sc]{1,2}ient([oa]s)\b", r"doscient\1"), (r"\btre[sc]{1,2}ient([oa]s)\b", r"trescient\1"),
    (r"\bcuatro[sc]{1,2}ient([oa]s)\b", r"cuatrocient\1"), (r"\b(?:qu|k)ini?ent([oa]s)\b", r"quinient\1"),
    (r"\bsei?[sc]{1,2}ient([oa]s)\b", r"seiscient\1"), (r"\bs(?:i?e)te?[sc]{1,2}ient([oa]s)\b", r"setecient\1"),
    (r"\bocho?[sc]{1,2}ient([oa]s)\b", r"ochocient\1"), (r"\bn(?:o|ue)ve[sc]{1,2}ient([oa]s)\b", r"novecient\1"),
    (r"\bsien(?=\s+(?:mil|dolares|a la|al|por|cada)\b)", "cien")))
_UNIT_AFTER_DIGITS = re.compile(r"(\d)\s*(mil|thousand|grand|millones|millon|million|hundred|cientos)\b")
# The name of Maryland's aid application, "One App" ("the one app", "MD One App", "One-App"): a name,
# never the number 1 (class, dev14: "la fafsa o la one app" at the credits question was 1 credit)
ONE_APP = re.compile(r"\bone(?=\s*-?\s*app\b)")


# A tens word and then its unit typed as a digit, as voice-to-text and texting mix them ("forty 5
# thousand", "eighty 8 out of 100", "cuarenta y 5 mil"): the unit in words, so the number is one.
_TENS_THEN_DIGIT = re.compile(r"\b((?:twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety)|"
                              r"(?:treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)\s+y)\s+([1-9])\b(?![.,]\d)")
_ONES = {"en": ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"),
         "es": ("", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve")}


def units_spelled(text: str) -> str:
    """Return ``text`` with a unit typed as a digit after its tens word written in words ("forty
    5 thousand" -> "forty five thousand"), so that it is read as one number in words."""
    return _TENS_THEN_DIGIT.sub(lambda m: f"{m.group(1)} {_ONES['es' if m.group(1).endswith(' y') else 'en'][int(m.group(2))]}",
                                str(text))


# Class (fix41h, dev41: pay dictated on the bus): an amount said in two halves as prices are spoken
# ("seventeen fifty an hour" is $17.50, "twenty two fifty every two weeks" $2,250, "quince cincuenta
# la hora" $15.50), which the number library writes as two numbers ("17 50"): one amount when a pay
# period or "dollars" follows at once; per hour the second half is the cents, else the hundreds.
# "nineteen"/"twenty" alone first is a year's half ("twenty twenty", :data:`_HALVES`) unless per hour;
# a year's pay is never said so. (mend41b) A second half above the first and at most twice it
# per week or hour ("thirty five forty a week", "forty forty five a week", "fifteen twenty an hour") is
# a range, of hours or of dollars, written "35-40" so no amount is read from it (tens then higher tens,
# "fifty sixty a week", at any period); a price's second half is far above its first ("seventeen fifty
# an hour") or below it; per two weeks or month the hundreds ("eighteen twenty five every two weeks").
_UNIT_W = r"(?:one|two|three|four|five|six|seven|eight|nine|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)"
_TEEN_W = (r"(?:eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|once|doce|trece|catorce|"
           r"quince|dieciseis|diecisiete|dieciocho|diecinueve)")
_TENS_W = r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)"
_TWO_DIGITS_W = rf"(?:{_TEEN_W}|veinti{_UNIT_W}|{_TENS_W}(?:(?:\s+y)?[\s-]+{_UNIT_W})?)"
_PER_HOUR = r"(?:an?\s+|per\s+|the\s+|la\s+|por\s+|a\s+la\s+|each\s+)?(?:hour|hr|hora)\b"
_PAY_NEXT = (rf"(?:dollars|dolares|bucks|{_PER_HOUR}|(?:an?|per|every|each|the|a\s+la|la|por|al|cada)\s+(?:two\s+weeks|dos\s+semanas|"
             r"other\s+week|week|month|paycheck|check|semana|mes|quincena|cheque)\b|biweekly|weekly|monthly|quincenal)")
_PRICE_SAID = re.compile(rf"\b(?P<a>{_TWO_DIGITS_W})\s+(?P<b>{_TWO_DIGITS_W})\s+(?=(?P<next>{_PAY_NEXT}))")


def _two_digit_value(words: str) -> int:
    """Return the value of a two-digit number in words ("twenty two", "veintidos", "treinta y cinco")."""
    total = 0
    for w in re.split(r"[\s-]+", words):
        if w.startswith("veinti") and w != "veinte":
            total += 20 + vocab.NUMBER_WORDS.get(w[6:], 0)
        else:
            total += vocab.NUMBER_WORDS.get(w, 0)
    return total


def _price_joined(t: str) -> str:
    """Return folded ``t`` with an amount said in two halves written as one (:data:`_PRICE_SAID`)."""
    def joined(m) -> str:
        a, b = _two_digit_value(m.group("a")), _two_digit_value(m.group("b"))
        hourly = re.match(_PER_HOUR, m.group("next")) is not None
        if not (10 <= a <= 99 and 10 <= b <= 99):
            return m.group(0)
        weekly = hourly or re.match(r"(?:an?|per|every|each|the|a\s+la|la|por|al|cada)\s+(?:week|semana)\b|weekly",
                                    m.group("next")) is not None
        if (weekly and a < b <= 2 * a) or (a % 10 == 0 and b % 10 == 0 and b > a):  # "thirty five forty a week": a range
            return f"{a}-{b} "
        if not hourly and m.group("a") in ("nineteen", "twenty"):
            return m.group(0)
        return f"{a}.{b:02d} " if hourly else f"{a * 100 + b} "
    return _PRICE_SAID.sub(joined, t)


def in_digits(text: str, lang: str = "en") -> str:
    """Return ``text`` (folded) with its numbers in words written in digits, by ``text2num``
    ("two thousand a month" -> "2000 a month", "mil quinientos por quincena" -> "1500 por
    quincena"); a year said in two halves is one number ("may of twenty twenty" -> "may of 2020",
    "nineteen ninety nine" -> "1999"). The language asked first is ``lang``, then the other."""
    from text_to_num import alpha2digit

    t = " ".join(_fold(text).split())
    if not _WORDY.search(t):
        return t
    t = _price_joined(units_spelled(t))  # "seventeen fifty an hour": 17.50 an hour
    t = _HOMOPHONE_COUNT.sub(lambda m: _HOMOPHONE_VALUE[m.group(1)], t)  # "there's for of us": four
    for typed, spelled in _HUNDREDS_TYPED:
        t = typed.sub(spelled, t)  # "mil dosientos": "mil doscientos", 1200
    t = _ACCENT_DROPPED.sub(lambda m: _ACCENTED[m.group(1)], t)
    t = _VEINTIUN.sub("veintiuno", t)  # "veintiún mil": text2num knows the apocope after "y" only ("treinta y un mil")
    t = _SOME.sub(_KEEP + r"\1", t)  # "unos 45 mil", "solo unos créditos": "some", "about", never 1
    t = ONE_APP.sub(_KEEP + "one", t)
    t = _GRADE_AVO.sub(_KEEP + r"\1", t)  # "estoy en doceavo": the 12th grade, never the fraction 1/12 (read as a date; dev27)
    t = _UNIT_AFTER_DIGITS.sub(r"\1 " + _KEEP + r"\2", t)  # "50 mil" stays (text2num would make it "50 1000")
    for language in ((lang, "es" if lang == "en" else "en") if lang in ("en", "es") else ("en", "es")):
        try:
            converted = alpha2digit(t, language, threshold=0)
        except Exception:  # noqa: BLE001 - a library refusal leaves the words as they are
            continue
        if converted != t:
            t = converted
            break
    return _fold(_HALVES.sub(r"\1\2", t).replace(_KEEP, ""))  # (an accent put back and left: folded again)


# Class (fix50i, dev50: typed on a cheap phone by voice): a year said half in digits, half in words
# ("june 2 thousand 27", "mayo del 2 mil 15", "junio dos mil 27", which text2num leaves "2000 27"): one
# year, 2027 and 2015 ("june two thousand 27" was read as June 2000; "2 thousand 27" was no year at all).
# For the date readers only (an amount's "50 thousand 3 of us" is money and a count).
_YEAR_HALVES = re.compile(r"\b(?:2\s+(?:thousand|mil)|2000)\s+(?:and\s+|y\s+)?(\d{1,2})\b(?![.,]\d|\s*(?:st|nd|rd|th)\b)")


def year_joined(text: str) -> str:
    """Return ``text`` (numbers already in digits, :func:`in_digits`) with a year said in two halves,
    its thousands apart from the rest ("2 thousand 27", "2 mil 15", "2000 27"), written as one year
    ("2027", "2015")."""
    return _YEAR_HALVES.sub(lambda m: str(2000 + int(m.group(1))), str(text))


# --- a ZIP code said digit by digit -------------------------------------------------------------

_DIGIT_WORDS = {w: n for w, n in vocab.NUMBER_WORDS.items() if 0 <= n <= 9} | {"oh": 0}
_BETWEEN_DIGITS = re.compile(r"[\s.\-\u2013,/]+")


def spelled_digits(text: str) -> str | None:
    """Return the digits of a number said or typed digit by digit, or in groups ("2 0 9 0 6",
    "209 06", "2-0-9-0-6", "two oh nine oh six", "dos cero siete ocho cuatro"), when the
    message holds one such run and nothing else that is a number; else None. (Any other word
    may stand around it: "es el dos cero…", "my zip is 2 0 9 0 6".)"""
    tokens = [tok for tok in re.split(r"([\s.\-\u2013,/]+)", _fold(text)) if tok]
    runs, current = [], []
    for tok in tokens:
        if _BETWEEN_DIGITS.fullmatch(tok):
            continue
        word = re.sub(r"[^a-z0-9]", "", tok)
        if word.isdigit():
            current.append(word)
        elif word in _DIGIT_WORDS and (current or word != "oh"):
            current.append(str(_DIGIT_WORDS[word]))
        else:
            if current:
                runs.append(current)
            current = []
            if re.search(r"\d", tok):
                return None  # "21 and 044": a number inside a word, not one spelled out
    if current:
        runs.append(current)
    if len(runs) != 1 or len(runs[0]) < 2:
        return None
    return "".join(runs[0])


# --- the value the student stands by ------------------------------------------------------------

_VALUE = r"\$?\s?\d[\d.,]*(?:\s*(?:k|mil|grand|thousand|lucas|dollars|dolares|bucks|credits?|creditos?|classes|class|clases|clase))?"
_MONTH_WORD = r"(?:(?:" + "|".join(sorted(vocab.MONTHS, key=len, reverse=True)) + r")\.?\s+(?:de\s+|del\s+|of\s+)?)?"
# Words that take back what was just said ("no wait", "sorry", "perdón", "digo", "mejor dicho").
_TAKE_BACK = (
    "no wait", "wait no", "wait", "hold on", "actually", "actually no", "no actually", "i mean", "i meant", "sorry",
    "oops", "whoops", "scratch that", "my bad", "correction", "nvm", "never mind", "nevermind", "or rather", "err",
    "no sorry", "sorry no", "no perdon", "perdon", "perdona", "digo", "mejor dicho", "quise decir", "o sea", "bueno no",
    "no espera", "espera", "corrijo", "me equivoque", "en realidad", "no mentira", "mentira", "ay no",
    # a value that has changed since: the one now counts ("I had a 2.9 but now its 3.1")
    "but now", "and now", "now its", "now it is", "pero ahora", "y ahora", "ahora es", "ahora tengo",
    "well", "bueno",  # "somos cinco, bueno seis con el bebé"
    # a value changed by the student's own second thought ("14, no, better make it 9", "15, no mejor
    # ponle 9 porque trabajo": class, dev13)
    "no mejor", "mejor pon", "mejor ponle", "mejor ponme", "pensandolo bien", "better make it", "make that",
    "make it", "no make it", "no make that", "no better make it", "change that to", "change it to", "on second thought",
    # (fix40f) the value settled after a doubt or a slip ("like a 2.7? ok its 2.8 i just checked", "3.1. no its 3.0")
    "ok its", "okay its", "ok it is", "okay it is", "no its", "no it is",
)
# (fix49c) a doubt said after the words that take a value back ("99 mil, o sea tal vez 105 mil", "90k, i
# mean maybe 95k"): no value stood by, the two are alternatives (:data:`_ALTERNATIVE`, a range)
# (fix49n) built from vocab.HEDGES, the one list (understand._HEDGE_YES too); (fix52r1) public: the
# engine's "like 48k i think" (engine._amount_hedged) uses it, it rebuilt it from the list
HEDGE = "(?:" + "|".join(re.escape(h).replace(r"\ ", r"\s+") for h in sorted(vocab.HEDGES, key=len, reverse=True)) + ")"
# (fix49c, dev28 d28-a-en-0011) "30k. oh wait thats just mine, my husband makes 50k": the cue says whose
# the value is, not that it was wrong (the 30k was dropped, $50,000 read back): kept, the other's added
_ONLY_MINE_NEXT = (r"(?:that|thats|that\s+s|it|its|it\s+s|eso|esa|ese)\s+(?:is\s+|was\s+|es\s+|era\s+)?"
                   r"(?:just|only|solo|nada\s+mas|solamente)\s+(?:mine|lo\s+mio|mio|mia|my\s+(?:pay|income|salary)|mi\s+sueldo)\b")
# (fix49n) only the words that restate ("i mean", "o sea", "well", "bueno": the ones
# :data:`_ALTERNATIVE` reads before a hedge) make a hedged second figure an alternative; every other cue
# ("wait", "sorry", "perdón", "espera", "digo") takes the first figure back, hedged or not: "60k, wait,
# probably 65k" was neither a correction nor a range, and the two-amount sum added them ($125,000, a
# false "no" read back). The lookbehinds are fixed-width, one per restating cue (text folded).
_RESTATERS = ("i mean", "o sea", "well", "bueno")
_RESTATED_HEDGE = ("(?:" + "|".join(rf"(?<=\b{re.escape(c)})" for c in _RESTATERS) + rf")[\s,]*{HEDGE}\b")
_CUES = "|".join(sorted((re.escape(c).replace(r"\ ", r"\s+") for c in _TAKE_BACK), key=len, reverse=True))
_SELF_FIX = re.compile(
    rf"(?<![\w.,$])(?:{_MONTH_WORD}{_VALUE})(?:[\s,.;:!\-]*(?:no\s*[,;.!]?\s*)?(?:{_CUES})\b(?!\s+not\b)"
    # (fix41l) cues said one after another go together ("90k, sorry I mean 95k": no "i mean" left over)
    rf"(?:[\s,.;:!\-]*(?:{_CUES})\b(?!\s+not\b))*(?!{_RESTATED_HEDGE})(?![\s,]*{_ONLY_MINE_NEXT})|\s*[,;.!]?\s*no\s*[,;.!])"
    rf"[\s,.;:!\-]*(?=(?:[a-z]+[\s,.;:!]+){{0,10}}\$?\d)")

# (fix42h) a value corrected by what another one of the family says of it ("I make 60k, my wife says it's
# really 65", "gano 40 mil, mi esposo dice que son 48"): the value said after replaces the one before
_OTHER_SAYS_FIX = re.compile(
    rf"(?<![\w.,$]){_VALUE}[\s,;.!\-]*(?:no[\s,]+)?(?:but\s+|pero\s+)?(?:my|mi|her|his|su)\s+(?:[a-z]+\s+)?"
    rf"(?:says|said|dice|dijo)\s+(?:that\s+|que\s+)?(?:it\s*s|its|it\s+is|it\s+was|es|son|era|eran|fue)\s+"
    rf"(?:really|actually|en\s+realidad|realmente|de\s+verdad)?[\s,]*(?=\$?\d)")

# "6 credits not 12... actually 5", "son 6, no 12… bueno, 5": a value denied and another said for it,
# then both taken back for a last one: the last one counts, the whole correction before it goes
# (class, a newcomer's finding: "actually" dropped only the 12, and its "not" then denied the 5).
_DENIAL_TAKEN_BACK = re.compile(
    rf"(?<![\w.,$])(?:{_MONTH_WORD}{_VALUE}[\s,]*)?(?:it\s*s\s+not|its\s+not|it\s+is\s+not|isnt|not|no\s+es|no\s+son|no)"
    rf"\s+{_MONTH_WORD}{_VALUE}(?![\d])(?![.,]\d)[\s,.;:!\-]*(?:{_CUES})\b"
    rf"[\s,.;:!\-]*(?=(?:[a-z]+[\s,.;:!]+){{0,10}}\$?\d)")


_MONTH_NAME = r"(?:" + "|".join(sorted(vocab.MONTHS, key=len, reverse=True)) + r")"
_MONTH_FIX = re.compile(
    rf"\b{_MONTH_NAME}\.?\s+(?:of\s+|de\s+|del\s+)?(\d{{4}})[\s,.;:!\-]*(?:{_CUES})\b[\s,.;:!\-]*"
    rf"(?:[a-z]+[\s,.;:!]+){{0,4}}?({_MONTH_NAME})\b(?![\s,.]*(?:of\s+|de\s+|del\s+)?\d)")
_CONDITIONAL = re.compile(RUN_START + r"\d[\d.,]*\s*(?:k|mil)?(?:\s+[a-z]+){0,3}[\s,.;:!]+(?:well|bueno|or|o|maybe|tal vez|pero|but)[\s,]+"
                          r"\d[\d.,]*\s*"
                          r"(?:\w+\s+){0,2}?(?:when|if|whenever|cuando|si)\b")


def conditional(text: str) -> bool:
    """Return True when a second number, hedged, holds only sometimes ("5 of us. well 6 when my
    brother is home from the army"): which one counts is asked back ("three. four if you
    count the dog" stays three)."""
    return bool(_CONDITIONAL.search(in_digits(text)))


# A value said with when it held, then what holds now ("my gpa was 1.9 freshman year but now its
# 3.0", "tenía 2.0 en noveno grado pero ahora tengo 3.0"): only words of time between them.
_NOW = ("but now", "now its", "now it is", "pero ahora", "ahora es", "ahora tengo")  # not "and now": a new fact may follow
_NOW_CUES = "|".join(sorted((re.escape(c).replace(r"\ ", r"\s+") for c in _NOW), key=len, reverse=True))
_WHEN = (r"(?:freshman|sophomore|junior|senior|first|1st|2nd|9th|10th|11th|ninth|tenth|eleventh|year|years|semester|"
         r"grade|in|at|the|of|my|before|back|then|last|ago|el|la|en|de|del|mi|primer|primero|segundo|ano|anos|"
         r"semestre|grado|noveno|decimo|antes|pasado|hace)")
_SINCE_FIX = re.compile(
    rf"(?<![\w.,$])(?:{_MONTH_WORD}{_VALUE})(?:[\s,]+{_WHEN}){{1,4}}[\s,.;:!\-]*(?:{_NOW_CUES})\b"
    rf"[\s,.;:!\-]*(?=(?:[a-z]+\s+){{0,4}}\$?\d)")


# "no es 3.0, es 3.4", "it's not 45k it's 52k", "not 12, 15": the value denied first, then the one
# meant (class: a value corrected by denying it): the denied one is dropped, whole (class, a
# newcomer's finding: "3800 a month not 45k" lost "not 4" and kept "5k": never a value cut mid-number).
_DENIED_FIRST = re.compile(
    rf"(?<![\w.,$])(?:it\s*s\s+not|its\s+not|it\s+is\s+not|isnt|not|no\s+es|no\s+son|no\s+era|no\s+fue|no\s+tengo|"
    rf"no\s+tiene|no\s+fueron|no\s+eran|were\s+not|wasnt|werent)\s+(?:a\s+|un\s+|el\s+|la\s+)?{_MONTH_WORD}{_VALUE}(?![\d])(?![.,]\d)[\s,;.!\-]*(?:(?:sino|es|son|its|it\s*s|it\s+is|era|fue|fueron|eran|it\s+was|it\s+were|were|was|"
    rf"but|pero|tengo|tiene|i\s+have|i\s+got)\s+(?:un\s+|a\s+|el\s+|la\s+)?)?(?=\$?\d)")


# Class: the value denied named with its unit, the one meant bare ("not 15 credits, 3", "no son 4
# clases, son 2"): the one meant takes the unit, or it is a number of nothing
_COUNT_UNIT = r"(?:credits?|creditos?|classes|class|clases|clase)"
_UNIT_SAID = re.compile(rf"\d\s*({_COUNT_UNIT})\b")
_BARE_NEXT = re.compile(rf"\s*\$?\d[\d.,]*(?![\d.,]|\s*(?:k|mil|grand|thousand|{_COUNT_UNIT})\b)")


def denied_first(text: str) -> bool:
    """Return True when ``text`` denies a value before the one meant ("no son 15 créditos, son 3")."""
    return bool(_DENIED_FIRST.search(_fold(text)))


def _denied_dropped(t: str) -> str:
    """Return ``t`` without the values it denies before the one meant (:data:`_DENIED_FIRST`),
    the one meant in the unit of the one denied when said bare (:data:`_UNIT_SAID`)."""
    out = t
    for m in reversed(list(_DENIED_FIRST.finditer(t))):
        out = f"{out[:m.start()]} {_unit_carried(m.group(0), out[m.end():], _UNIT_SAID)}"
    return out.strip()


def _unit_carried(said: str, rest: str, unit_said, alone: bool = False) -> str:
    """Return ``rest`` with the unit of the value in ``said`` (its first group in ``unit_said``) after
    the bare number ``rest`` starts with (:data:`_BARE_NEXT`): "no son 15 créditos, son 3" -> "3
    creditos", "45k, no 52" -> "52 k"; else ``rest`` as it is. With ``alone``, only a number that
    ends its clause, within ten times the one in ``said`` either way and with no decimal the other
    has not ("45k, no 52000": $52,000, never thousands of thousands; "90k, no 100": $100,000, a
    review's finding, where counting digits left it a GPA scale; "60k, sorry, 5" and "12 credits,
    sorry, 2.8": no unit; "45k, sorry, 5 people": no unit for the 5)."""
    unit = unit_said.search(said)
    bare = _BARE_NEXT.match(rest) if unit else None
    if not bare:
        return rest
    end = len(rest[:bare.end()].rstrip(".,"))  # "60, and": the unit after the number, never after its comma
    values = [re.match(r"\D*(\d+(?:\.\d+)?)", x).group(1) for x in (said, rest)]
    old, new = (float(v) for v in values)
    if alone and (not old / 10 < new < old * 10 or ("." in values[1] and "." not in values[0])
                  or not re.match(r"\s*(?:[,.;!?]|$)", rest[end:])):
        return rest
    return f"{rest[:end]} {unit.group(1)}{rest[end:]}"


# Class (fix40f): values said as a doubt ("2.7? maybe", "3.0 I think, maybe", "tres o tal vez")
# before the one taken back: the doubt goes with it, the value settled after the words that take it
# back counts ("like a 2.7? maybe 2.8. ok its 2.8": 2.8, never "which of two GPAs?"); a doubt with
# no value settled after it is still a range (:func:`ranged`), asked back
_DOUBT_WORD = r"(?:or\s+maybe|maybe|or|o\s+tal\s+vez|tal\s+vez|o\s+quizas|quizas|o\s+quiza|quiza|o)"
_HEDGED_THEN_TAKEN_BACK = re.compile(
    rf"(?<![\w.,$]){_VALUE}(?:\s+(?:i\s+think|i\s+guess|creo|supongo))?\s*[?,.;]*\s*{_DOUBT_WORD}\s+(?:like\s+|a\s+|como\s+|un\s+)?"
    rf"(?=\$?\d[\d.,]*[\s,.;:!?\-]*(?:no\s*[,;.!]?\s*)?(?:{_CUES})\b[\s,.;:!\-]*(?:[a-z]+[\s,.;:!]+){{0,10}}\$?\d)")
# (a value settled after the words: "3 or 4, bueno no se" stays a range, review)
# Class (fix40f): in English a bare "no" after a pause, straight before the value meant ("three, no
# four, forgot the baby"): the value before it is taken back ("son 95 mil, no 105" in Spanish is its
# denial, and "3 no 4 classes", with no pause, is left as it is)
_COMMA_NO = re.compile(rf"(?<![\w.,$]){_VALUE}\s*,\s*no\s+(?=\$?(?!40[13]\s*[kb]\b)\d[\d.,]*k?\s*(?:[,.;!?]|$))"
                       # (fix41h) dictated, with no comma: two decimals ("three point four no three point five")
                       r"|(?<![\w.,$])\d\.\d{1,2}\s+no\s+(?=\d\.\d{1,2}\s*(?:[,.;!?]|$))")
# (the value after "no" ends its clause: "50k, no 401k or anything" takes nothing back, review)


# (fix42g) the value taken back said in thousands or with a count's unit, the one meant bare ("45k, no
# 52", "15 credits, no 12"): the one meant takes its unit ("45k, no 52" was no correction, $45,000 kept;
# "70k, no 60" was read $60 and added as dollars, the twenty-seventh round's final suite)
_ANY_UNIT_SAID = re.compile(rf"\d\s*(k|mil|grand|thousand|lucas|{_COUNT_UNIT})\b")


def _total_may_follow(t: str, m) -> bool:
    """Return True when the value ``m`` takes back (:data:`_COMMA_NO`) has a unit, the one after "no"
    is bare and more money is said after it: "sorry my dad makes 70k, no 60, and with my mom's 50k
    it's 120k" denies a 60 said before (the 70k and the 50k make the 120k), nothing is taken back."""
    rest = t[m.end():]
    bare = _BARE_NEXT.match(rest) if _ANY_UNIT_SAID.search(m.group(0)) else None
    return bool(bare and re.search(r"\d" + _MONEY_AFTER.pattern, rest[bare.end():]))


def self_corrected(text: str, lang: str | None = None) -> str:
    """Return ``text`` without the values the student took back in it: "3.4 no wait its 3.1"
    -> "its 3.1", "45k, sorry, 52k" -> "52k", "june 2019, no wait, june 2018" -> "june
    2018", "2.8, perdón, 2.6" -> "2.6". Only a value followed at once by words that take it
    back, with another value after them, is dropped; the rest of the message stays, so other
    facts in it are still read. A bare "no" between two values takes back only with a pause after it
    ("3, no, 4", "3 no, 4"): "son 95 mil, no 105" means 95, not 105 (:data:`screener.chat.understand._NEGATED` reads it). Digits
    only (see :func:`in_digits` for words). Values said as a doubt before the one taken back go with
    it ("2.7? maybe 2.8. ok its 2.8": 2.8); with ``lang`` "en", "three, no four" takes back the 3."""
    t = _MONTH_FIX.sub(lambda m: f"{m.group(2)} {m.group(1)}", _fold(text))  # "march of 2019, no wait it was april"
    t = _taken_back(t, lambda t: list(_HEDGED_THEN_TAKEN_BACK.finditer(t)))  # "2.7? maybe 2.8. ok its 2.8": 2.8
    if lang == "en":
        t = _taken_back(t, lambda t: [m for m in _COMMA_NO.finditer(t) if not _total_may_follow(t, m)],
                        _ANY_UNIT_SAID)  # "three, no four": 4; "45k, no 52": 52k
    t = _taken_back(t, lambda t: list(_DENIAL_TAKEN_BACK.finditer(t)))  # "6 not 12, sorry, 5": 5
    for m in reversed(list(_OTHER_SAYS_FIX.finditer(t))):  # "60k, my wife says it's really 65 with the overtime": 65 k
        t = (t[:m.start()] + " " + _unit_carried(m.group(0), t[m.end():], _ANY_UNIT_SAID)).strip()
    t = _denied_dropped(t)  # "no es 3.0 es 3.4": 3.4; "no son 15 créditos, solo 3": 3 créditos
    t = _taken_back(t, lambda t: [m for m in _SELF_FIX.finditer(t) if not _OTHER_UNIT.match(t[m.end():])
                                  and not _added_after_pause(t, m)]
                    or list(_SINCE_FIX.finditer(t)), _ANY_UNIT_SAID)  # "3.4, no, 3.2, sorry, 3.1"; "4 clases, perdón, 3": 3 clases
    return t if t != _fold(text) else str(text)


# A number in scientific notation ("1e5", "2.5e4", "2,5e4", "1E9"), as a calculator or a
# spreadsheet shows one: read digit by digit it was two numbers ("1e9": 1 and 9, added together as $10)
_NOTATION = re.compile(r"(?<![\w.,])(\d+(?:[.,]\d+)?)e([+-]?\d+)(?!\w)(?![.,]\d)", re.I)


def plain_notation(text: str) -> str:
    """Return ``text`` with its numbers in scientific notation written out ("1e5" -> "100000",
    "2.5e4" -> "25000"); one too large to write out ("1e400") is taken away, so that no part of
    it is read as a number (the question is asked again). Else ``text`` as it is."""
    from decimal import Decimal

    def written(m) -> str:
        exponent = int(m.group(2))
        if abs(exponent) > 30:
            return " "
        return format(Decimal(f"{m.group(1).replace(',', '.')}e{exponent}").normalize(), "f")

    return _NOTATION.sub(written, str(text))


# "15, o sea 5 clases", "12 i mean 4 classes": the value said again in another unit explains it,
# never takes it back (dev29: the 15 credits dropped, "how many credits is that?" asked)
_OTHER_UNIT = re.compile(r"\$?\d+\s*(?:classes|class|clases|clase|courses|cursos|materias)\b")


# Class (fix39m, a newcomer's finding: a false "likely eligible"): a pause word alone ("wait", "hold
# on", "espera") before a value said added in its clause ("also", "plus", "too", "también", "además",
# "on top": "71,500 , wait she also gets 30k in tips") adds that value to the one before, never takes
# it back ($30,000 was read back in place of $101,500); "no wait", "actually", "sorry" still do
_PAUSE_ONLY = re.compile(rf"{_MONTH_WORD}{_VALUE}[\s,.;:!\-]*(?:wait|hold\s+on|hang\s+on|espera|espere)[\s,.;:!\-]*")
_ADDED_WORD = re.compile(r"\b(?:also|plus|too|as well|tambien|ademas|on top|encima)\b")


def _added_after_pause(t: str, m) -> bool:
    """Return True when the take-back ``m`` (:data:`_SELF_FIX`) is a pause word alone and the clause
    after it says its value added (:data:`_PAUSE_ONLY`, :data:`_ADDED_WORD`)."""
    clause = re.split(r"[.;!?]|\b(?:but|pero)\b", t[m.end():], maxsplit=1)[0]
    return bool(_PAUSE_ONLY.fullmatch(m.group(0))) and bool(_ADDED_WORD.search(clause))


def _taken_back(t: str, found, unit_said=None) -> str:
    """Return ``t`` with the last of the spans ``found(t)`` cut out, again and again (at most 4 times);
    with ``unit_said``, a bare number after a span takes the span's unit (:func:`_unit_carried`)."""
    for _ in range(4):
        spans = found(t)
        if not spans:
            break
        m = spans[-1]
        restated = re.search(r"\b(?:o\s+sea|es\s+decir|that\s+is|i\s*e)\b", m.group(0))  # ("3 clases, o sea 9": credits)
        rest = _unit_carried(m.group(0), t[m.end():], unit_said, alone=True) if unit_said and not restated else t[m.end():]
        t = (t[:m.start()] + " " + rest).strip()
    return t


# --- a number that is no single value ------------------------------------------------------------

# (fix49c) the words that join two numbers as alternatives, never as two things added: the ONE list
# (understand.income_range and understand._income read ranges through :func:`range_ends` and
# :data:`ALTERNATIVE`). A hedge said after a pause ("like 99k ... so maybe 105k", "como 99 mil, o sea
# tal vez 105 mil", "99 mil más o menos 105 mil") is a second guess at the same figure: it was two
# incomes added ($204,000, a false "no" read back), or the first taken back unhedged. ("60 mil más o
# menos, 4 personas": "about", the number after the pause another fact)
_ALTERNATIVE = (r"-|\u2013|/|to|or|or maybe|maybe|or like|or so|o|u|a|o tal vez|tal vez|o quizas|quizas|quiza|o como|"
                r"or even|hasta|(?:more or less|mas o menos)(?!\s*,)|or more like|o mas bien|"
                rf"(?:(?:so|then|or|but|well|i\s+mean|entonces|pues|o\s+sea|pero|bueno|o)[\s,]+)?{HEDGE}"
                r"(?:[\s,]+(?:like|even|about|around|como|unos|hasta))?")
ALTERNATIVE = _ALTERNATIVE
PAUSE = _PAUSE = r"(?:\s*(?:,|\.{2,}|\u2026)\s*)?"  # ("99k ... so maybe 105k", "99k, or 105k")
_UNIT = r"(?:\s*(?:k|mil|grand|thousand|credits?|creditos?|people|personas))?"
# (fix49n) a second figure with a source of its own ("30k, then maybe 20k from her second job", "40k but
# probably 15k more", "30 mil, pero tal vez 20 mil más de su otro trabajo"): another income, added, not a
# second guess (fix49c's "then/but + maybe" read them as a range: one number asked, then the amount let go)
_OWN_SOURCE = ("(?:" + "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(vocab.OWN_SOURCE, key=len, reverse=True))
               + r")\b(?!\s+o\s+menos)")
_RANGE = re.compile(rf"(?<![\d.,])\$?(\d[\d.,]*){_UNIT}{_PAUSE}\s*(?:{_ALTERNATIVE}){_PAUSE}\s*\$?(\d[\d.,]*)(?![\d])"
                    rf"(?!{_UNIT}\s*(?:dollars|dolares|bucks|a\s+year|al\s+ano|per\s+year)?\s*{_OWN_SOURCE})")
_BETWEEN = re.compile(r"\b(?:between|entre)\s+(?:el\s+|los\s+|like\s+|como\s+)?\$?(\d[\d.,]*)" + _UNIT +
                      r"\s*(?:and|y|&|-|to|a)\s*\$?(\d[\d.,]*)")


_MONEY_AFTER = re.compile(r"\s*(?:k|mil|grand|thousand|dollars|dolares|bucks|lucas)\b")


def _value(raw: str) -> float | None:
    try:
        return float(raw.rstrip(".,").replace(",", "."))
    except ValueError:
        return None


def range_ends(folded: str) -> list:
    """Return the matches of the two ends of each range or pair of alternatives in ``folded`` (text
    already folded: lower case, no accents), group 1 the first number, group 2 the second:
    "between 40 and 50" (:data:`_BETWEEN`), "6 maybe 9", "50-60k", "99k ... so maybe 105k"
    (:data:`_RANGE`). (fix49c) The one range reader: :func:`ranged` and
    :func:`screener.chat.understand.income_range` read through it."""
    return list(_BETWEEN.finditer(folded)) + list(_RANGE.finditer(folded))


def ranged(text: str, fits=None) -> bool:
    """Return True when ``text`` gives two different numbers as alternatives or a range ("6
    maybe 9", "12 o 15", "50-60k", "between 40 and 50", "entre 6 y 9"): no one value to keep.
    ``fits(value)``: only numbers the question could take count ("3.4, my mom makes 50 to 60k"
    gives one GPA)."""
    t = _fold(text)
    for m in range_ends(t):
        a, b = m.group(1).rstrip(".,"), m.group(2).rstrip(".,")
        money = "$" in m.group(0) or _MONEY_AFTER.match(t[m.end():])  # "entre 40 y 50 mil": an income
        if a != b and (fits is None or (not money and all(v is not None and fits(v) for v in (_value(a), _value(b))))):
            return True
    return False


# ("40-something", "40k-ish": the hyphen joins them, fix40h)
_VAGUE = re.compile(RUN_START + r"(\d(?:[\d.,]*\d)?)\s*(?:k|mil|grand)?\s*-?\s*(?:(?:point|punto|pt|coma|dot)\s*|\.)?(?:something|somethin|some|odd|ish\s+something|y\s+pico|y\s+picos|pico|"
                    r"y\s+algo|algo|y\s+tantos|y\s+tanto|plus(?!\s+(?:an?|the|my|his|her|their|another|one|he|she|they|we|i|it|el|ella|ellos|also|tambien)\b|\s*\$?\d"
                    r"|\s+(?:about|around|like|roughly|approximately|maybe|como|unos|unas|casi)\s+\$?\d)|\+)"
                    r"(?![a-z])")  # ("2,500 plus a state grant": one thing and another)


# a number's decade or first digit ("in the 2s", "in the low 3s", "in the 40s", "anda en los 2"): class
# (nc23), "my gpa is in the 2s" was kept as 2.0
_DECADE = re.compile(r"\b(?:in|en)\s+(?:the\s+|los\s+)(?:(?:low|high|mid|upper|lower)\s+)?(\d{1,3})(?:'?s\b|(?=\s*(?:$|[,.;!?]|y pico|"
                     r"o algo|creo|pero|nomas|mas o menos)))")


def vague(text: str, fits=None) -> bool:
    """Return True when a number in ``text`` is only its first digits ("40 something", "like
    3 something", "cuarenta y pico mil", "40 y algo", "30k+"): the student is asked for one
    number instead ("1,500, plus a loan" after a pause adds another thing, not vagueness).
    ``fits``: as for :func:`ranged`."""
    for t in (_fold(text), in_digits(text)):
        for m in list(_VAGUE.finditer(t)) + list(_DECADE.finditer(t)):
            v = _value(m.group(1))
            if fits is None or (v is not None and fits(v)):
                return True
    return False


_BOUND = re.compile(
    RUN_START + r"\d[\d.,]*\s*(?:credits?|creditos?|people|personas)?\s*(?:or more|or less|or fewer|or above|or higher|or over|"
    r"(?<!mas )o mas|(?<!mas )o menos|o arriba)\b"
    r"|\b(?:at least|at most|more than|less than|fewer than|over|under|above|below|up to|no more than|no less than|"
    r"al menos|por lo menos|mas de|menos de|arriba de|hasta)\s+(?:like\s+|como\s+|unos\s+|a\s+)?\$?\d")


def bounded(text: str, fits=None) -> bool:
    """Return True when a number in ``text`` is a bound, not a value ("12 or more", "doce o más",
    "at least 3.0", "menos de 6"); "12 más o menos" (about 12) is a value. ``fits``: as for
    :func:`ranged`."""
    for m in _BOUND.finditer(in_digits(text)):
        v = _value(re.search(r"\d[\d.,]*", m.group(0)).group(0))
        if fits is None or (v is not None and fits(v)):
            return True
    return False

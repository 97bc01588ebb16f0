"""Match a spreadsheet's column names to the answer fields (rapidfuzz), for the counselor to confirm.

A column named as the contract names a field ("agi", "Household Size") maps to it exactly,
as ``screener roster`` reads it. Other names are compared, accents and punctuation folded,
with the English and Spanish names counselors' exports use ("Cumulative GPA", "Household
Income", "ZIP Code", "Ingreso familiar", "Código postal") by :func:`rapidfuzz.fuzz.WRatio`;
the best matches above :data:`CUTOFF` are taken, one column per field. Columns naming the
student (name, ID) become the ``student`` label echoed back in the results.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from rapidfuzz import fuzz

from ..answers import FIELDS
from ..cli import RosterLayout
from ..i18n import N_

STUDENT = "student"
UNUSED = ""
CUTOFF = 86

# Each answer field in a few words (the questionnaire's own summaries where it has one).
LABELS = {
    "applicant_type": N_("New or renewing"),
    "application_date": N_("Date of applying"),
    "county": N_("County"),
    "zip": N_("ZIP code"),
    "in_state_tuition": N_("In-state tuition"),
    "high_school": N_("High school"),
    "delmar_md_resident": N_("Lives in Delmar, Maryland"),
    "hs_completion_date": N_("Finished high school"),
    "college": N_("College"),
    "program_offered_locally": N_("Program offered at home college"),
    "program": N_("Program"),
    "noncredit_pell_eligible": N_("Pell Grant can pay for program"),
    "credits_per_semester": N_("Credits a semester"),
    "hs_gpa": N_("High school GPA"),
    "enrolled_at_md_community_college": N_("Already at a community college"),
    "cc_gpa": N_("College GPA"),
    "gpa_scale": N_("GPA scale"),
    "household": N_("Household"),
    "agi": N_("Household income (AGI)"),
    "household_size": N_("People in household"),
    "aid_application": N_("Financial aid application"),
    "dream_act": N_("Maryland Dream Act"),
    "full_cost_scholarship": N_("Other aid covers full cost"),
    "prior_degree": N_("Degree already earned"),
    "tuition": N_("Tuition and fees a year"),
    "grant_aid": N_("State and federal grants a year (not loans)"),
    "enrollment_status": N_("Full-time or part-time"),
    "first_enrolled": N_("First enrolled with the award"),
    "credits_completed_last_semester": N_("Credits completed last semester"),
    "satisfactory_progress": N_("Satisfactory academic progress"),
    "extenuating_circumstances": N_("Extenuating circumstances"),
    "associate_awarded": N_("Associate's degree already awarded"),
    "birth_year": N_("Year of birth (other aid only)"),
    "foster_care_or_homeless": N_("Foster care or homeless youth (other aid only)"),
    "ssi_ssdi": N_("Receives SSI or SSDI (other aid only)"),
}

# Names seen in counselors' exports (folded: lower case, no accents or punctuation).
ALIASES = {
    STUDENT: ("student", "student name", "name", "full name", "first name", "last name", "student id",
              "id", "sasid", "lasid", "estudiante", "nombre", "apellido", "nombre del estudiante",
              "nombre completo"),
    "applicant_type": ("applicant type", "new or renewal", "tipo de solicitante"),
    "application_date": ("application date", "date applied", "fecha de solicitud"),
    "county": ("county", "county of residence", "home county", "condado", "condado de residencia"),
    "zip": ("zip", "zip code", "zipcode", "postal code", "home zip", "codigo postal", "zip postal"),
    "in_state_tuition": ("in state tuition", "in state", "residency", "tuition residency", "matricula estatal"),
    "high_school": ("high school", "high school type", "diploma", "escuela secundaria"),
    "delmar_md_resident": ("delmar md resident", "lives in delmar"),
    "hs_completion_date": ("graduation date", "grad date", "hs graduation", "graduation month",
                           "expected graduation", "high school completion", "fecha de graduacion",
                           "graduacion", "mes de graduacion"),
    "college": ("college", "community college", "planned college", "college choice", "college de interes",
                "universidad", "colegio comunitario", "college comunitario"),
    "program_offered_locally": ("program offered locally", "program at home college"),
    "program": ("program", "program type", "degree program", "programa", "tipo de programa"),
    "noncredit_pell_eligible": ("noncredit pell eligible", "pell eligible program"),
    "credits_per_semester": ("credits", "credits per semester", "credit hours", "planned credits",
                             "creditos", "creditos por semestre"),
    "hs_gpa": ("gpa", "cumulative gpa", "unweighted gpa", "cumulative unweighted gpa", "hs gpa",
               "high school gpa", "promedio", "promedio acumulado", "gpa acumulado", "promedio gpa"),
    "enrolled_at_md_community_college": ("enrolled at community college", "enrolled at md community college",
                                         "currently in college"),
    "cc_gpa": ("college gpa", "cc gpa", "community college gpa", "promedio del college"),
    "gpa_scale": ("gpa scale", "scale", "escala", "escala del promedio"),
    "household": ("household", "household type", "family type", "marital status", "tipo de hogar", "hogar"),
    "agi": ("agi", "household income", "income", "family income", "adjusted gross income", "parent income",
            "total income", "ingreso", "ingresos", "ingreso familiar", "ingresos del hogar", "ingreso del hogar",
            "ingreso bruto ajustado"),
    "household_size": ("household size", "hh size", "family size", "number in household", "people in household",
                       "tamano del hogar", "personas en el hogar", "tamano de la familia", "numero de personas"),
    "aid_application": ("aid application", "fafsa", "financial aid application", "fafsa or one app", "financial aid",
                        "solicitud de ayuda", "solicitud de ayuda financiera", "ayuda financiera", "solicitud fafsa"),
    "dream_act": ("dream act", "maryland dream act"),
    "full_cost_scholarship": ("full cost scholarship", "full scholarship", "other aid covers full cost"),
    "prior_degree": ("prior degree", "highest degree", "degree earned", "degree", "titulo previo", "titulo"),
    "tuition": ("tuition", "tuition and fees", "matricula", "matricula y cuotas"),
    "grant_aid": ("grant aid", "grants", "other grants", "pell grant", "becas"),
    "enrollment_status": ("enrollment status", "full time or part time", "tiempo completo o medio tiempo"),
    "first_enrolled": ("first enrolled", "first term", "primer semestre"),
    "credits_completed_last_semester": ("credits completed", "credits completed last semester", "credits earned"),
    "satisfactory_progress": ("satisfactory progress", "satisfactory academic progress", "sap"),
    "extenuating_circumstances": ("extenuating circumstances", "circunstancias atenuantes"),
    "associate_awarded": ("associate awarded", "associate degree awarded"),
    "birth_year": ("birth year", "year of birth", "ano de nacimiento"),
    "foster_care_or_homeless": ("foster care or homeless", "foster care", "homeless youth"),
    "ssi_ssdi": ("ssi ssdi", "ssi or ssdi", "receives ssi"),
}


def label(name: str) -> str:
    """Return the msgid naming answer field ``name`` (the field's own name when it has none yet)."""
    return LABELS.get(name, name)
# Columns exports often have that are no answer (a school's name is not "high school").
IGNORED = ("school", "school name", "high school name", "escuela", "nombre de la escuela", "counselor",
           "email", "phone", "address", "grade", "date of birth", "birth date", "dob", "notes", "notas")
_NOT_WORD = re.compile(r"[^a-z0-9]+")


def fold(name: str) -> str:
    """Return a column name folded for comparison ("Código Postal" -> "codigo postal")."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return _NOT_WORD.sub(" ", plain.lower().replace("_", " ")).strip()


@lru_cache(maxsize=4096)
def _score(folded: str, target: str) -> float:
    """Return how well a folded column name names ``target`` (0-100): its best alias's WRatio."""
    names = IGNORED if target == UNUSED else ALIASES.get(target, ()) + ((fold(target),) if target != STUDENT else ())
    return max(_alias_score(folded, alias) for alias in names) if folded else 0.0


def _alias_score(folded: str, alias: str) -> float:
    """Return WRatio of a column name and an alias; an alias of up to 3 letters ("id", "agi",
    "sap") only as a whole word of the name (a newcomer's finding: "Financial aid", "Paid" and
    "Valid" were the student's name, "id" matched inside them)."""
    if len(alias) <= SHORT_ALIAS and alias not in folded.split():
        return 0.0
    return fuzz.WRatio(folded, alias)


SHORT_ALIAS = 3


def suggest(header) -> dict:
    """Return each column's suggested target: an answer field, :data:`STUDENT` or :data:`UNUSED`.

    Exact field names first (as the CLI reads them); then the best fuzzy matches, one
    column per field (several columns may be the student: first and last name).
    """
    exact = RosterLayout.of(header).fields
    chosen = {h: exact.get(h, UNUSED) for h in header}
    taken = set(exact.values())
    pairs = []
    for h in header:
        if chosen[h]:
            continue
        folded = fold(h)
        if _score(folded, UNUSED) >= 95:
            continue
        for target in (STUDENT, *FIELDS):
            if target in taken:
                continue
            score = _score(folded, target)
            if score >= CUTOFF:
                pairs.append((-score, -len(folded), h, target))
    for _score_neg, _len, h, target in sorted(pairs, key=lambda p: (p[0], p[1])):
        if chosen[h] or (target in taken and target != STUDENT):
            continue
        chosen[h] = target
        taken.add(target)
    return chosen


def problems(mapping: dict) -> list:
    """Return ``(column, field)`` pairs for fields chosen for more than one column (to fix)."""
    seen, twice = {}, []
    for column, target in mapping.items():
        if target in FIELDS:
            if target in seen:
                twice.append((column, target))
            seen.setdefault(target, column)
    return twice

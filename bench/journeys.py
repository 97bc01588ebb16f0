"""Print how many question pages typical students answer before their result, and the time each
journey takes on the server.

The students are the six personas of the December 2026 UX audit (a PG County senior whose Pell
Grant covers tuition, a Spanish-speaking Dreamer in Montgomery County, a 24-year-old noncredit
student, a renewal with a 2.3 college GPA, a bachelor's-degree holder) plus a Howard County
student. Each walks the web questionnaire with JavaScript off through the Flask test client
(no server): GET a page, POST its answer, follow the redirect, until "Check your answers" or
the result. ``.venv/bin/python bench/journeys.py`` prints one line a student; it never fails.
"""
import html
import re
import statistics
import sys
import time
from pathlib import Path
from urllib.parse import urlencode
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from flow import form_fields  # noqa: E402 - bench/flow.py: a page's form from answers
from flow import question_inputs  # noqa: E402
from screener import create_app  # noqa: E402

SENIOR = {
    "applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "20785",
    "in_state_tuition": "yes", "hs_completion_date": "2027-06", "program": "associate",
    "credits_per_semester": "15", "enrolled_at_md_community_college": "false", "hs_gpa": "3.2", "gpa_scale": "4",
    "household": "single_parent", "household_size": "2", "agi": "45k", "aid_application": "fafsa",
    "full_cost_scholarship": "false", "tuition": "", "grant_aid": "",
}
STUDENTS = {
    "a. PG County senior, Pell covers tuition": SENIOR,
    "b. Montgomery Dreamer, One-App (es)": {**SENIOR, "zip": "20902", "hs_gpa": "3.5", "household": "two_parent",
                                            "household_size": "5", "agi": "60000", "aid_application": "one_app",
                                            "dream_act": "true", "lang": "es"},
    "c. 24, noncredit certificate": {**SENIOR, "zip": "21201", "county": "baltimore-city", "hs_completion_date": "2019-06",
                                     "hs_gpa": "1.9", "program": "noncredit_vocational_certificate",
                                     "noncredit_pell_eligible": "false", "household": "single", "household_size": "1",
                                     "agi": "30000"},
    "d. renewal, college GPA 2.3": {**SENIOR, "applicant_type": "renewal", "program": "associate", "credits_per_semester": "12",
                                    "cc_gpa": "2.3", "extenuating_circumstances": "false"},
    "e. bachelor's degree": {**SENIOR, "prior_degree": "bachelor"},
    "Howard County senior, two parents": {**SENIOR, "zip": "21044", "household": "two_parent", "household_size": "4",
                                          "agi": "90000"},
}


def journey(client, inputs: dict, answers: dict) -> tuple:
    """Walk one student to the result; return (question pages, status, seconds)."""
    lang = answers.get("lang", "en")
    start = time.perf_counter()
    page = client.get(f"/?lang={lang}").get_data(as_text=True)
    url = html.unescape(re.search(r'<a href="([^"]*)"[^>]*\bid="start"', page).group(1))
    page = client.get(url).get_data(as_text=True)
    pages, last = 0, None
    for _ in range(60):
        m = re.search(r'data-question="([^"]+)"', page)
        if m is None:
            break
        qid = m.group(1)
        token = html.unescape(re.search(r'name="t" value="([^"]*)"', page).group(1))
        fields = form_fields(inputs[qid], answers)
        # an amount read back ("We read “45k” as $45,000."): Continue with the number filled in, the same page
        fields.update({name: html.unescape(re.search(r'\bname="%s"[^>]*\bvalue="([^"]*)"' % name, page).group(1))
                       for name in re.findall(r'<p id="([^"]+)-note" class="inset">', page)})
        resp = client.post(f"/question/{qid}", data=urlencode({"t": token, "lang": lang, **fields}),
                           content_type="application/x-www-form-urlencoded")
        pages, last = pages + (qid != last), qid
        loc = urlsplit(resp.headers["Location"])
        page = client.get(loc.path + ("?" + loc.query if loc.query else "")).get_data(as_text=True)
    if 'id="see-result"' in page:
        page = client.get(html.unescape(re.search(r'<a href="([^"]*)"[^>]*\bid="see-result"', page).group(1))).get_data(as_text=True)
    status = re.search(r'data-status="([^"]+)"', page)
    return pages, status.group(1) if status else "?", time.perf_counter() - start


def main():
    app = create_app({"TESTING": True, "RATELIMIT_ENABLED": False})
    client, inputs = app.test_client(), question_inputs(ROOT)
    journey(client, inputs, SENIOR)  # warm up: data files and catalogs load once
    print(f"{'student':44} {'pages':>5} {'result':18} {'server ms (median of 5)':>24}")
    for name, answers in STUDENTS.items():
        runs = [journey(client, inputs, answers) for _ in range(5)]
        pages, status, _ = runs[0]
        print(f"{name:44} {pages:5d} {status:18} {statistics.median(r[2] for r in runs) * 1000:24.0f}")


if __name__ == "__main__":
    main()

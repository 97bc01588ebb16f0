"""The chat bench (bench/chat.py) on the dev half of tests/chat/, with loose floors, so a
regression in understanding, FAQ retrieval or safety fails the suite. The figures reported
in the README are on the test half, which no test reads."""
import pytest


def test_parsing_on_dev_stays_above_its_floor(bench):
    items = bench.load("dev", "answers.yaml")
    results = [bench.parse_item(item) for item in items]
    good = sum(r[0] for r in results)
    assert good / len(items) >= 0.78, good / len(items)
    assert sum(r[1] for r in results) == 0  # no ruling out from an unconfirmed answer


def test_faq_on_dev_stays_above_its_floor(bench):
    items = bench.load("dev", "questions.yaml")
    answered = [bench.question_item(i) for i in items]
    top1 = [got == i["faq"] for i, (got, _, _) in zip(items, answered) if i["faq"]]
    unanswerable = [got == "dont_know" for i, (got, _, _) in zip(items, answered) if not i["faq"]]
    assert sum(top1) / len(top1) >= 0.92
    assert sum(unanswerable) / len(unanswerable) >= 0.8
    assert not any(stored for _, stored, _ in answered)  # a question never stores an answer


@pytest.fixture(scope="module")
def dev_scripts(bench):
    """dev's scripts and their runs, played once for the tests that read them."""
    scripts = bench.load("dev", "scripts.yaml")
    return scripts, [bench.script_run(s) for s in scripts]


def test_scripts_on_dev_end_without_a_wrong_verdict(dev_scripts):
    scripts, runs = dev_scripts
    assert all(r.status is not None for r in runs)
    wrong = [s["id"] for s, r in zip(scripts, runs) if r.status == "likely_ineligible" and s["expect"]["status"] != "likely_ineligible"]
    assert not wrong
    good = sum(r.status == s["expect"]["status"] for s, r in zip(scripts, runs))
    assert good / len(scripts) >= 0.6


def test_no_dev_script_asks_more_questions_than_the_form(bench, dev_scripts):
    # issue #8: the chat never asks more than the form's questions for the same answers
    scripts, runs = dev_scripts
    over = [(s["id"], r.questions_to_result, r.form_questions) for s, r in zip(scripts, runs)
            if r.questions_to_result is not None and r.questions_to_result > r.form_questions]
    assert not over
    # the form's questions for a typical senior: its pages, with the month, credits and size they carry
    senior = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "hs_completion_date": "2027-06",
              "zip": "21044", "in_state_tuition": "yes", "college": "howard", "program": "associate", "credits_per_semester": 12,
              "hs_gpa": 3.4, "household": "single_parent", "agi": 45000, "aid_application": "fafsa", "full_cost_scholarship": False}
    # 13 pages (bench/journeys.py's Howard County senior, the optional tuition page included), 3 with a second question
    assert bench.form_questions(senior) == 16


def test_the_faq_margin_is_chosen_on_both_tuning_sets_and_never_on_held_out_ones(bench, capsys):
    questions = bench.tuning_questions()
    ids = {q.get("id", "")[:2] for q in questions}
    assert {"q-", "c-"} <= ids  # dev's and calib's questions
    assert any("id" not in q for q in questions)  # and the questions their scripts ask mid-conversation
    assert len(questions) == sum(len(bench.load(s, "questions.yaml")) for s in bench.TUNING) + \
        sum(1 for split in bench.TUNING for s in bench.load(split, "scripts.yaml") for i in s.get("interjections") or []
            if i.get("kind") == "question" and i.get("faq"))
    for split in ("check", "test"):
        assert bench.main(["--calibrate", "--split", split]) == 2
    assert "tuning sets only" in capsys.readouterr().err

"""The typical students the benches play, typed as on the form (month inputs are "YYYY-MM").

bench/ imports no test module, so the benches share these from here.
"""

# A likely-eligible new student (the answers tests/test_flow_paths.py calls "eligible").
ELIGIBLE = {
    "applicant_type": "new", "zip": "21044", "county": "howard", "in_state_tuition": "yes",
    "high_school": "maryland", "delmar_md_resident": "true", "hs_completion_date": "2026-06",
    "college": "howard", "program": "associate", "program_offered_locally": "true",
    "noncredit_pell_eligible": "false", "credits_per_semester": "12",
    "enrolled_at_md_community_college": "false", "hs_gpa": "3.2", "gpa_scale": "4", "cc_gpa": "3.0",
    "household": "two_parent", "household_size": "4", "agi": "90000", "aid_application": "fafsa",
    "dream_act": "true", "full_cost_scholarship": "false", "prior_degree": "none",
    "tuition": "", "grant_aid": "",
}

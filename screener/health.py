"""``/healthz``: the data loaded and one whole assessment runs (a load balancer's probe)."""
import logging

from flask import Blueprint

bp = Blueprint("health", __name__)

# One complete applicant (the README's example): checking it touches the policy, the college
# directory, the ZIP data, the rules, the award estimate and the message catalog.
SAMPLE = {
    "applicant_type": "new", "zip": "21044", "in_state_tuition": "yes", "high_school": "maryland",
    "hs_completion_date": "2026-06", "college": "howard", "program": "associate",
    "credits_per_semester": 12, "hs_gpa": 3.1, "household": "two_parent", "agi": 85000,
    "household_size": 4, "aid_application": "fafsa", "full_cost_scholarship": False, "prior_degree": "none",
}


def problem() -> str | None:
    """Return what fails (a word, never a student's data), or None when all is well."""
    from .clock import today
    from .flow import load_flow
    from .policy import load_directory
    from .serialize import assess_raw

    try:
        load_flow()
        load_directory()
        result, errors = assess_raw(dict(SAMPLE), today(), "en")
    except Exception as exc:  # noqa: BLE001 - any failure is "unhealthy", reported by type
        logging.getLogger(__name__).error("health check failed: %s: %s", type(exc).__name__, exc)
        return type(exc).__name__
    if errors or not result or "status" not in result:
        return "assessment"
    return None


@bp.get("/healthz")
def healthz():
    """Report 200 when the data loaded and an assessment runs, else 503 with what failed."""
    failed = problem()
    if failed:
        return {"status": "error", "failed": failed}, 503
    return {"status": "ok"}


def init_app(app):
    """Register ``/healthz`` on ``app``."""
    app.register_blueprint(bp)

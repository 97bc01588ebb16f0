"""Today's date for a request: the real one, or ``SCREENER_TODAY`` frozen in the config."""
import datetime as dt

from flask import current_app


def today(app=None) -> dt.date:
    """Return today's date, or the frozen ``SCREENER_TODAY`` from the config."""
    frozen = (app or current_app).config.get("SCREENER_TODAY")
    return dt.date.fromisoformat(frozen) if frozen else dt.date.today()

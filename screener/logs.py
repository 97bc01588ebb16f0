"""Logging that keeps answers out of the logs."""
import logging
import re


class RedactQuery(logging.Filter):
    """Drop query strings from access-log lines so no answer token reaches a log."""

    _q = re.compile(r"\?[^ \"]*")

    def filter(self, record):
        """Replace every query string in ``record`` with "?…"; keep the record."""
        if isinstance(record.msg, str):
            record.msg = self._q.sub("?…", record.msg)
        if record.args:
            record.args = tuple(self._q.sub("?…", a) if isinstance(a, str) else a for a in record.args)
        return True


def init_app(app):
    """Keep query strings (the answers token) out of the development server's access log."""
    logging.getLogger("werkzeug").addFilter(RedactQuery())

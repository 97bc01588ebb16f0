"""Command-line interface (being built): ``screener assess``, ``roster``, ``check-links``, ``translate``."""
import sys


def init_app(app):
    """Register the ``flask translate`` commands on ``app``."""


def main(argv=None):
    """Run the ``screener`` command."""
    print("not yet", file=sys.stderr)
    return 2

"""Integrator's fixes of the twenty-fifth round (newcomer findings on the non-chat faces)."""
import pathlib
import re

import yaml

DATA = pathlib.Path(__file__).resolve().parent.parent / "screener" / "data"
_NOT_PUBLIC = re.compile(r"https?://(?:[\w-]+\.)*(?:test|staging|dev|qa)-[\w-]+\.|https?://(?:test|staging|qa)\.", re.I)


def _hrefs(node):
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "href" and isinstance(v, str):
                yield v
            else:
                yield from _hrefs(v)
    elif isinstance(node, list):
        for v in node:
            yield from _hrefs(v)


def test_no_source_link_points_to_a_test_host():
    # The Part-Time Grant's source pointed students to test-mhec.maryland.gov.
    bad = []
    for path in sorted(DATA.glob("*.yaml")):
        for href in _hrefs(yaml.safe_load(path.read_text(encoding="utf-8"))):
            if _NOT_PUBLIC.search(href):
                bad.append((path.name, href))
    assert bad == []


def test_the_pattern_catches_a_test_host():
    # guard: the scan above can fail
    assert _NOT_PUBLIC.search("https://test-mhec.maryland.gov/x")
    assert not _NOT_PUBLIC.search("https://mhec.maryland.gov/x")

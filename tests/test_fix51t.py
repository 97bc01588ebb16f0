"""fix51t: a second newcomer's findings on the merged code (17:00), item 3 in part: a parent's "mi hija vive conmigo y su
padrastro" (en "my daughter lives with me and her stepdad") was no household: understand.household_kind returned None,
since _child_with_writer ("my daughter lives with me": a child at a parent's home, the other parent apart, so the home
not said) fired though the writer's spouse, the child's step-parent, is named at home beside the writer. A parent and
step-parent are two parents (as "she lives with me and her stepdad" was already read). Now a step-parent named after
"with me"/"conmigo" reads two parents (understand._WRITER_AND_STEP).
Guards: "my daughter lives with me" alone (parents apart, the home not said) stays None; "she lives with me and her
stepdad" stays two parents.
Not done (deadline): item 2 (an apart parent's pay told after the result) and the rest of item 3 (the chat's correction
"perdón, yo gano 65 mil" of a pay kept in a sum; the Spanish opening still reads no household in the chat: the cause is
elsewhere in the engine's opening reading, not found in time).
"""
import pytest

from screener.chat import understand

ROWS = [
    ("en", "my daughter lives with me and her stepdad", "two_parent"),  # (failed before: None)
    ("es", "mi hija vive conmigo y su padrastro", "two_parent"),  # (failed before: None)
    ("en", "my son lives with me and his stepmom", "two_parent"),  # (failed before: None)
    ("es", "mi hijo vive conmigo y con su madrastra", "two_parent"),  # (failed before: None)
    ("en", "my daughter lives with me", None),  # guard: parents apart, the home not said
    ("es", "mi hija vive conmigo", None),  # guard
    ("en", "she lives with me and her stepdad", "two_parent"),  # guard: read so before
    ("es", "vive conmigo y su padrastro", "two_parent"),  # guard
]


@pytest.mark.parametrize("lang,text,kind", ROWS)
def test_writer_and_step_parent_is_two_parents(lang, text, kind):
    assert understand.household_kind(text) == kind

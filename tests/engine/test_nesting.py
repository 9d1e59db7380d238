"""The nesting measured before parsing (``briscola/engine/nesting.py``) agrees with a parser's walk
of the text, character by character, and no parser goes deeper than it says."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from briscola.engine.nesting import brackets, deeper_than


def walked(text: str, stop_at_backslash: bool) -> int:
    """How many arrays and objects are open at the deepest point of ``text``, walked one
    character at a time as a parser would, until it closes one it never opened (or, with
    ``stop_at_backslash``, meets a backslash outside a string, where a parser stops too)."""
    depth = deepest = 0
    at = 0
    while at < len(text):
        char = text[at]
        if char == '"':
            at += 1
            while at < len(text) and text[at] != '"':
                at += 2 if text[at] == "\\" else 1
        elif char == "\\" and stop_at_backslash:
            break
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
            if depth < 0:
                break
        at += 1
    return deepest


STRING_PIECES = ["a", "é", "[", "]", "{", "}", "\\\\", '\\"', "\\n", '\\\\\\"', "\\u005d"]
strings = st.lists(st.sampled_from(STRING_PIECES), max_size=5).map(lambda p: '"' + "".join(p) + '"')
tokens = st.one_of(st.sampled_from(["[", "]", "{", "}", ",", ":", " ", "1", "null", "é"]), strings)
"""Pieces of JSON-like text: brackets, other tokens, whole strings with escapes and brackets."""


@st.composite
def texts(draw: st.DrawFn) -> str:
    """JSON-like text: tokens, then perhaps a string cut short (a write cut short)."""
    text = "".join(draw(st.lists(tokens, max_size=60)))
    if draw(st.booleans()):
        text += draw(strings)[:-1]
    return text


@settings(max_examples=500, deadline=None)
@given(texts(), st.integers(min_value=0, max_value=6))
def test_the_depth_is_a_parsers_depth(text: str, limit: int) -> None:
    deepest = walked(text, stop_at_backslash=False)
    assert deeper_than(text, limit) == (deepest if deepest > limit else None)


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet='[]{}"\\a é', max_size=60), st.integers(min_value=0, max_value=6))
def test_no_parser_goes_deeper_than_the_depth_said(text: str, limit: int) -> None:
    # Any text at all: a parser stops at the first backslash outside a string, if not before.
    reached = walked(text, stop_at_backslash=True)
    said = deeper_than(text, limit)
    assert reached <= limit if said is None else reached <= said


@settings(max_examples=200, deadline=None)
@given(
    st.recursive(
        st.none() | st.integers() | st.text(max_size=5),
        lambda inner: st.lists(inner) | st.dictionaries(st.text(max_size=3), inner),
        max_leaves=30,
    )
)
def test_valid_json_gets_its_exact_depth(value: object) -> None:
    text = json.dumps(value)
    assert deeper_than(text, 0) == (walked(text, stop_at_backslash=False) or None)


def test_strings_hide_their_brackets_even_with_escaped_quotes_and_backslashes() -> None:
    assert brackets(r'["\"[", "\\", "x\\\"]"]') == b"()"
    assert brackets('{"cut": "' + '\\"[' * 1000) == b"("


def test_deep_text_is_measured_whole() -> None:
    assert deeper_than("[" * 100_000 + "]" * 100_000, 32) == 100_000
    assert deeper_than('{"a": ' + "[" * 99_999, 32) == 100_000
    assert deeper_than(("[" * 33 + "]" * 33) * 1000, 32) == 33
    assert deeper_than(("[" * 32 + "]" * 32) * 1000, 32) is None
    assert deeper_than("[]" * 100_000, 0) == 1

"""``?seed=`` is read strictly: what does not parse is ignored with a reason."""

from __future__ import annotations

import pytest

from briscola.app.url_params import MAX_SEED_DIGITS, parse_seed


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("²", "not-digits"),  # str.isdigit() is true for these, int() refuses them
        ("①", "not-digits"),
        ("٣", "not-digits"),  # an Arabic-Indic digit: int() would take it
        ("9" * 5_000, "too-long"),
        ("9" * (MAX_SEED_DIGITS + 1), "too-long"),
        ("", "not-digits"),
        ("-1", "not-digits"),
        (" 1", "not-digits"),
        ("1e3", "not-digits"),
    ],
)
def test_a_seed_that_does_not_parse_is_ignored_with_a_reason(text: str, reason: str) -> None:
    assert parse_seed(text) == (None, reason)


def test_a_seed_of_ascii_digits_is_taken() -> None:
    assert parse_seed("0042") == (42, None)
    assert parse_seed("9" * MAX_SEED_DIGITS).value == 10**MAX_SEED_DIGITS - 1
    assert parse_seed(None) == (None, None)

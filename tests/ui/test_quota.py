"""Telling a full storage from other refused writes, in every browser's words."""

import pytest

from briscola.ui.quota import is_quota_error


class DomError(Exception):
    """What Pyodide raises for a JavaScript DOMException: its name and code as attributes."""

    def __init__(self, name: str, code: int, message: str = "") -> None:
        super().__init__(message or name)
        self.name = name
        self.code = code


@pytest.mark.parametrize(
    "error",
    [
        DomError("QuotaExceededError", 22),  # Chromium, WebKit, Firefox today
        DomError("NS_ERROR_DOM_QUOTA_REACHED", 1014),  # older Firefox
        DomError("Error", 22),  # the legacy code alone
        Exception("QuotaExceededError: Failed to execute 'setItem' on 'Storage'"),
    ],
)
def test_full_storage_errors_are_recognised(error: Exception) -> None:
    assert is_quota_error(error)


@pytest.mark.parametrize(
    "error",
    [
        DomError("SecurityError", 18),  # storage forbidden, not full
        DomError("InvalidStateError", 11),
        Exception("something else"),
    ],
)
def test_other_errors_are_not_taken_for_a_full_storage(error: Exception) -> None:
    assert not is_quota_error(error)

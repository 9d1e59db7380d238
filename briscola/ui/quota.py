"""Whether a failed ``localStorage`` write means the storage is full (no ``js`` import here).

Browsers name the error differently: ``QuotaExceededError`` (Chromium, WebKit, Firefox
today), ``NS_ERROR_DOM_QUOTA_REACHED`` (older Firefox), with the legacy codes 22 and 1014.
"""

from __future__ import annotations

from typing import Final

NAMES: Final = frozenset({"QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED"})
CODES: Final = frozenset({22, 1014})


def is_quota_error(error: BaseException) -> bool:
    """True if ``error`` (a JavaScript DOMException seen from Python) says the storage is full.

    >>> class Full(Exception):
    ...     name, code = "QuotaExceededError", 22
    >>> is_quota_error(Full()), is_quota_error(ValueError("x"))
    (True, False)
    """
    name = getattr(error, "name", None)
    if isinstance(name, str) and name in NAMES:
        return True
    code = getattr(error, "code", None)
    if isinstance(code, int) and not isinstance(code, bool) and code in CODES:
        return True
    message = str(error)
    return any(known in message for known in NAMES)

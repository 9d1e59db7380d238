"""WCAG 2 contrast between two colours, for the checks on the table's felts and backs."""

from __future__ import annotations


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: str) -> float:
    """The relative luminance of a ``#rrggbb`` colour.

    >>> luminance("#ffffff"), luminance("#000000")
    (1.0, 0.0)
    """
    text = colour.lstrip("#")
    if len(text) != 6:
        raise ValueError(f"not a #rrggbb colour: {colour!r}")
    r, g, b = (int(text[i : i + 2], 16) for i in (0, 2, 4))
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def ratio(a: str, b: str) -> float:
    """The contrast ratio of two colours, 1 to 21.

    >>> round(ratio("#ffffff", "#000000"), 1), round(ratio("#0f6a37", "#f6f1e3"), 2)
    (21.0, 5.93)
    """
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)

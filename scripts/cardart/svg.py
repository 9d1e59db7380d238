"""Tiny helpers to write compact, deterministic SVG markup."""

from __future__ import annotations

SVG_NS = "http://www.w3.org/2000/svg"

Attr = str | float | int


def num(value: float) -> str:
    """Format a number with at most two decimals and no trailing zeros.

    >>> num(3.0), num(2.50), num(-0.333), num(-0.001)
    ('3', '2.5', '-0.33', '0')
    """
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _attr_text(value: Attr) -> str:
    return num(value) if isinstance(value, float | int) else value


def tag(name: str, body: str = "", /, **attrs: Attr) -> str:
    """One element; ``stroke_width=1`` becomes ``stroke-width="1"``; ``cls`` becomes ``class``.

    >>> tag("circle", r=2, fill="red")
    '<circle r="2" fill="red"/>'
    >>> tag("g", "<path/>", stroke_width=0.5)
    '<g stroke-width=".5"><path/></g>'
    """
    parts = [name]
    for key, value in attrs.items():
        attr = "class" if key == "cls" else key.replace("_", "-")
        text = _attr_text(value)
        if text.startswith("0.") and not isinstance(value, str):
            text = text[1:]
        elif text.startswith("-0.") and not isinstance(value, str):
            text = "-" + text[2:]
        parts.append(f'{attr}="{text}"')
    head = " ".join(parts)
    return f"<{head}>{body}</{name}>" if body else f"<{head}/>"


def document(view_w: float, view_h: float, body: str, title: str) -> str:
    """A standalone SVG file: viewBox only (it scales to whatever box shows it)."""
    return (
        f'<svg xmlns="{SVG_NS}" viewBox="0 0 {num(view_w)} {num(view_h)}">'
        f"<title>{title}</title>{body}</svg>\n"
    )


def path_data(*points: tuple[float, float], close: bool = True) -> str:
    """Straight-line path data through the points.

    >>> path_data((0, 0), (1.5, 2), (3, 0))
    'M0 0L1.5 2L3 0Z'
    """
    first, *rest = points
    text = f"M{num(first[0])} {num(first[1])}" + "".join(f"L{num(x)} {num(y)}" for x, y in rest)
    return text + ("Z" if close else "")

"""The few DOM changes that turn a region's old markup into its new one.

Rewriting a region's ``innerHTML`` makes every element in it again (parse, style, layout,
the card pictures), though a render usually changes a class, a number or one card. This
module compares the two markup strings (the page's own markup: well formed, every value
escaped) and lists the changes that take the old DOM to the new one: attributes set or
removed, a text replaced, a run of nodes replaced by new markup. The page applies them
(:mod:`briscola.ui.screen`); where the markup is not of a shape it knows, or the changes
are many, :func:`patch` returns None and the page rewrites the region.

Nodes are addressed by their ``childNodes`` indices from the region's element. The DOM
afterwards is the one the new markup parses to, so a saved render of the markup is the
screen shown.
"""

from __future__ import annotations

import re
from functools import lru_cache
from html import unescape
from typing import Final

from briscola.engine.tuples import NamedTuple

VOID: Final = frozenset(
    "area base br col embed hr img input link meta source track wbr".split()  # noqa: SIM905
)
INLINE_ONLY: Final = frozenset({"p", "span", "b", "summary", "button"})
"""Elements whose content the HTML parser would restructure if it held a block."""
BLOCK: Final = frozenset(
    "div p ul ol li details table section header footer nav form h1 h2 h3 h4 dl".split()  # noqa: SIM905
)
MAX_CHANGES: Final = 12
"""Above this many changes a rewrite of the region is as cheap."""

_TAG = re.compile(r"<(/?)([a-z][a-z0-9-]*)((?:\s+[a-z][a-z0-9_:.-]*(?:=\"[^\"<>]*\")?)*)\s*(/?)>")
_ATTR = re.compile(r"([a-z][a-z0-9_:.-]*)(?:=\"([^\"]*)\")?")


class Node(NamedTuple):
    """An element (``tag`` set) or a text (``tag`` empty); ``raw`` is its markup."""

    tag: str
    attrs: tuple[tuple[str, str], ...]
    children: tuple[Node, ...]
    raw: str


class SetAttrs(NamedTuple):
    """Set (``value`` a str, unescaped) or remove (None) attributes of the node at ``path``."""

    path: tuple[int, ...]
    changes: tuple[tuple[str, str | None], ...]


class SetText(NamedTuple):
    """Replace the text node at ``path`` with ``text`` (unescaped)."""

    path: tuple[int, ...]
    text: str


class Splice(NamedTuple):
    """Remove ``removed`` child nodes of the node at ``path`` from ``start`` and put the
    nodes of ``html`` there."""

    path: tuple[int, ...]
    start: int
    removed: int
    html: str


Change = SetAttrs | SetText | Splice


class _Unknown(Exception):
    """Markup of a shape this module does not handle."""


@lru_cache(maxsize=32)
def parse(html: str) -> tuple[Node, ...]:
    """The nodes of ``html`` (the page's own markup); :class:`_Unknown` if it is not well
    formed or the browser's parser would not read it as written.

    The last few results are kept: a region's new markup is the old one of its next patch,
    so each markup is parsed once (the nodes are immutable).
    """
    stack: list[tuple[str, str, int, list[Node]]] = [("", "", 0, [])]
    at = 0
    for found in _TAG.finditer(html):
        if found.start() > at:
            _text(stack, html[at : found.start()])
        closing, tag, attrs, selfclosing = found.groups()
        if closing:
            name, attr_text, begun, children = stack.pop()
            if name != tag or not stack:
                raise _Unknown(tag)
            node = Node(tag, _attrs(attr_text), tuple(children), html[begun : found.end()])
            stack[-1][3].append(node)
        else:
            parent = stack[-1][0]
            if parent in INLINE_ONLY and tag in BLOCK:
                raise _Unknown(f"{tag} in {parent}")
            if tag in VOID or selfclosing:
                node = Node(tag, _attrs(attrs), (), found.group())
                stack[-1][3].append(node)
            else:
                stack.append((tag, attrs, found.start(), []))
        at = found.end()
    if at < len(html):
        _text(stack, html[at:])
    if len(stack) != 1:
        raise _Unknown("unclosed " + stack[-1][0])
    return tuple(stack[0][3])


def _text(stack: list[tuple[str, str, int, list[Node]]], raw: str) -> None:
    if "<" in raw or ">" in raw:
        raise _Unknown("a stray angle bracket")
    stack[-1][3].append(Node("", (), (), raw))


def _attrs(text: str) -> tuple[tuple[str, str], ...]:
    return tuple((name, unescape(value or "")) for name, value in _ATTR.findall(text))


def patch(old: str, new: str) -> list[Change] | None:
    """The changes that take the DOM of ``old`` to that of ``new``; None if rewriting the
    whole region is the way (markup of a shape not handled, or many changes).

    >>> patch('<p class="a">1</p>', '<p class="b">1</p>')
    [SetAttrs(path=(0,), changes=(('class', 'b'),))]
    >>> patch("<li>1</li><li>2</li>", "<li>1</li><li>2</li><li>3</li>")
    [Splice(path=(), start=2, removed=0, html='<li>3</li>')]
    """
    try:
        changes: list[Change] = []
        _compare(parse(old), parse(new), (), changes)
    except _Unknown:
        return None
    return changes if len(changes) <= MAX_CHANGES else None


def _compare(
    old: tuple[Node, ...], new: tuple[Node, ...], path: tuple[int, ...], out: list[Change]
) -> None:
    """Align ``old`` and ``new`` by their keys (the longest common run), then change each
    pair kept and splice each gap. The changes run from the last node to the first, so an
    index is still right when its change is applied."""
    kept = _aligned([_key(n) for n in old], [_key(n) for n in new])
    if not path and not kept and old and new:
        raise _Unknown("nothing in common")  # the region's innerHTML, in one write
    steps: list[list[Change]] = []
    i = j = 0
    for a, b in [*kept, (len(old), len(new))]:
        if (a, b) != (i, j):
            middle = "".join(node.raw for node in new[j:b])
            steps.append([Splice(path, i, a - i, middle)])
        if a < len(old):
            changes: list[Change] = []
            before, after = old[a], new[b]
            if before.raw != after.raw:
                if before.tag:
                    _element(before, after, (*path, a), changes)
                else:
                    changes.append(SetText((*path, a), unescape(after.raw)))
            steps.append(changes)
        i, j = a + 1, b + 1
    for changes in reversed(steps):
        out.extend(changes)
    if len(out) > MAX_CHANGES:
        raise _Unknown("many changes")


def _key(node: Node) -> str:
    """What makes two nodes the same one changed: the tag and the card it shows."""
    if not node.tag:
        return "#text"
    attrs = dict(node.attrs)
    return f"{node.tag}:{attrs.get('data-arg', '')}:{attrs.get('data-card', '')}"


def _aligned(old: list[str], new: list[str]) -> list[tuple[int, int]]:
    """The index pairs of a longest common subsequence of ``old`` and ``new``."""
    rows, cols = len(old), len(new)
    best = [[0] * (cols + 1) for _ in range(rows + 1)]
    for a in range(rows - 1, -1, -1):
        for b in range(cols - 1, -1, -1):
            best[a][b] = (
                best[a + 1][b + 1] + 1 if old[a] == new[b] else max(best[a + 1][b], best[a][b + 1])
            )
    pairs: list[tuple[int, int]] = []
    a = b = 0
    while a < rows and b < cols:
        if old[a] == new[b]:
            pairs.append((a, b))
            a, b = a + 1, b + 1
        elif best[a + 1][b] >= best[a][b + 1]:
            a += 1
        else:
            b += 1
    return pairs


def _element(before: Node, after: Node, path: tuple[int, ...], out: list[Change]) -> None:
    if before.attrs != after.attrs:
        was, now = dict(before.attrs), dict(after.attrs)
        changes: list[tuple[str, str | None]] = [
            (name, value) for name, value in after.attrs if was.get(name) != value
        ]
        changes += [(name, None) for name in was if name not in now]
        out.append(SetAttrs(path, tuple(changes)))
    if before.children != after.children:
        _compare(before.children, after.children, path, out)

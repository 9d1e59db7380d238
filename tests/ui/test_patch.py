"""A region's changes: applied to the old markup's nodes, they give the new markup's nodes."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from html import unescape

import pytest

from briscola.app.screens.table import present_table
from briscola.ui.markup.patch import (
    MAX_CHANGES,
    Change,
    Node,
    SetAttrs,
    SetText,
    Splice,
    parse,
    patch,
)
from briscola.ui.markup.table import regions
from tests.support.sessions import quick, step


@dataclass
class Dom:
    """A node as the browser keeps it: changed in place by the changes."""

    tag: str
    attrs: dict[str, str] = field(default_factory=dict)
    children: list[Dom] = field(default_factory=list)
    text: str = ""


def dom(nodes: tuple[Node, ...]) -> list[Dom]:
    return [
        Dom(n.tag, dict(n.attrs), dom(n.children)) if n.tag else Dom("", text=unescape(n.raw))
        for n in nodes
    ]


def apply(root: Dom, changes: list[Change]) -> None:
    for change in changes:
        node = root
        for index in change.path:
            node = node.children[index]
        match change:
            case SetAttrs(_, attrs):
                for name, value in attrs:
                    if value is None:
                        del node.attrs[name]
                    else:
                        node.attrs[name] = value
            case SetText(_, text):
                node.text = text
            case Splice(_, start, removed, html):
                node.children[start : start + removed] = dom(parse(html))


def renders(players: int, **options: object) -> Iterator[dict[str, str]]:
    """The table's regions after every action of a hand (and when a held trick ends)."""
    session = quick(players, 7, **options)
    yield regions(present_table(session, "it"), "it")
    while session.phase in ("human", "computer"):
        tricks = len(session.hand.tricks)
        step(session)
        held = len(session.hand.tricks) > tricks
        yield regions(present_table(session, "it", hold_trick=held), "it")
        if held:
            yield regions(present_table(session, "it"), "it")


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, {}),
        (3, {}),
        (4, {"show_tricks": True}),
        (5, {}),
        (6, {"counting": "key"}),
        (2, {"variant": "scoperta"}),
        (4, {"variant": "briscolone"}),
        (3, {"variant": "a-31"}),
    ],
)
def test_the_changes_take_each_region_from_its_old_markup_to_its_new(
    players: int, options: dict[str, object]
) -> None:
    shown: dict[str, str] = {}
    patched = rewritten = 0
    for now in renders(players, **options):
        for name, html in now.items():
            before = shown.get(name)
            shown[name] = html
            if before is None or before == html:
                continue
            changes = patch(before, html)
            if changes is None:
                rewritten += 1
                continue
            patched += 1
            root = Dom("region", children=dom(parse(before)))
            apply(root, changes)
            assert root.children == dom(parse(html)), (name, before, html, changes)
    assert patched > 2 * rewritten  # most changes are small


def test_a_class_changed_is_one_attribute_set() -> None:
    old = '<div class="seat-box"><span class="name">Marco</span></div>'
    new = '<div class="seat-box turn"><span class="name">Marco</span></div>'
    assert patch(old, new) == [SetAttrs((0,), (("class", "seat-box turn"),))]


def test_a_card_played_from_the_middle_is_spliced_out() -> None:
    old = '<li data-card="A">A</li><li data-card="B">B</li><li data-card="C">C</li>'
    new = '<li data-card="A">A</li><li data-card="C">C</li>'
    assert patch(old, new) == [Splice((), 1, 1, "")]


def test_texts_and_attributes_are_unescaped_as_the_browser_reads_them() -> None:
    old = '<p title="a">x &amp; y</p>'
    new = '<p title="&quot;b&quot;">x &lt; y</p>'
    assert patch(old, new) == [SetAttrs((0,), (("title", '"b"'),)), SetText((0, 0), "x < y")]


def test_an_attribute_dropped_is_removed() -> None:
    assert patch('<b hidden class="x">1</b>', '<b class="x">1</b>') == [
        SetAttrs((0,), (("hidden", None),))
    ]


@pytest.mark.parametrize(
    "markup",
    [
        "<p><div>block in a paragraph</div></p>",  # the parser would close the <p> first
        '<svg viewBox="0 0 1 1"><path d="M0"/></svg>',  # attributes not in lower case
        "<div>unclosed",
        "<div>a < b</div>",
        "</div>",
        "<!-- a comment -->",
    ],
)
def test_markup_of_a_shape_not_handled_is_rewritten(markup: str) -> None:
    assert patch("<div>x</div>", markup) is None
    assert patch(markup, "<div>x</div>") is None


def test_nothing_in_common_or_many_changes_is_one_rewrite() -> None:
    assert patch("<li>1</li>", "<p>2</p><p>3</p>") is None
    many = "".join(f'<li class="c{n}">{n}</li>' for n in range(MAX_CHANGES + 1))
    assert patch(many, many.replace('class="c', 'class="d')) is None

"""Writes HTML into the page: screens, regions (only when changed), focus, announcements."""

from __future__ import annotations

from typing import Final

from briscola.ui.browser import JsObject, attribute, by_id, document
from briscola.ui.markup.html import CardArt
from briscola.ui.markup.patch import Change, SetAttrs, SetText, Splice
from briscola.ui.markup.patch import patch as changes_for

SCREENS: Final = (
    "loading",
    "start",
    "table",
    "pass",
    "result",
    "review",
    "series",
    "rules",
    "data",
    "stats",
    "puzzle",
)
_LIVE_LINES: Final = 8


class Screen:
    """The page's visible parts; remembers what it wrote to skip unchanged regions.

    Every card picture it writes comes from :attr:`art`, the chosen deck's: the markup names
    the default deck's pictures, and :meth:`write` draws them from the chosen one's.
    """

    def __init__(self) -> None:
        self.art = CardArt()
        self._written: dict[str, str] = {}
        self._layout = ""
        self._regions: tuple[str, ...] = ()
        self._state: dict[str, str] = {}
        self._template: JsObject = None
        self.current = "loading"

    def write(self, element_id: str, html: str, patch: bool = False) -> bool:
        """Replace the content of ``element_id`` unless it is already ``html``; keeps focus.

        With ``patch``, only the nodes that differ from the markup written before change
        (:mod:`briscola.ui.markup.patch`), where that is possible.
        """
        html = self.art.dress(html)
        before = self._written.get(element_id)
        if before == html:
            return False
        element = by_id(element_id)
        if not element:
            return False
        active = document.activeElement
        focus_key = attribute(active, "data-focus") if active and element.contains(active) else None
        changes = changes_for(before, html) if patch and before is not None else None
        if changes is None:
            element.innerHTML = html
        else:
            self._apply(element, changes)
        self._written[element_id] = html
        if focus_key and (
            changes is None or attribute(document.activeElement, "data-focus") != focus_key
        ):
            self._refocus(element, focus_key)
        return True

    def _apply(self, element: JsObject, changes: list[Change]) -> None:
        for change in changes:
            node = element
            for index in change.path:
                node = node.childNodes.item(index)
            match change:
                case SetAttrs(_, attrs):
                    for name, value in attrs:
                        if value is None:
                            node.removeAttribute(name)
                        else:
                            node.setAttribute(name, value)
                case SetText(_, text):
                    node.data = text
                case Splice(_, start, removed, html):
                    kids = node.childNodes
                    for _ in range(removed):
                        kids.item(start).remove()
                    if html:
                        if self._template is None:
                            self._template = document.createElement("template")
                        self._template.innerHTML = html
                        after = kids.item(start) if start < kids.length else None
                        if after:
                            node.insertBefore(self._template.content, after)
                        else:
                            node.appendChild(self._template.content)

    def _refocus(self, element: JsObject, key: str) -> None:
        target = element.querySelector(f'[data-focus="{key}"]')
        if not target and key.startswith("card-"):
            target = element.querySelector('[data-focus^="card-"]:last-of-type')
        if not target:
            target = element.querySelector("[data-focus]")
        if target:
            target.focus()

    def table(self, key: str, layout: str, regions: dict[str, str]) -> None:
        """The table: its layout when ``key`` changed, then every region that changed."""
        if key != self._layout:
            self.write("screen-table", layout)
            self._layout = key
            for name in regions:
                self._written.pop(name, None)
        self._regions = tuple(regions)
        for name, html in regions.items():
            self.write(name, html, patch=True)

    def blank(self, name: str) -> None:
        """Take screen ``name``'s markup out of the document (the table's layout with it:
        the next table is written afresh)."""
        if name == "table":
            for region in self._regions:
                self._written.pop(region, None)
            self._regions = ()
            self._layout = ""
        self.write(f"screen-{name}", "")

    @property
    def layout_key(self) -> str:
        """The key of the table's layout now in the page ("" before the first table)."""
        return self._layout

    def writes_for(self, name: str) -> list[tuple[str, str]]:
        """What was written for screen ``name``, in order: writing it again into the page's
        empty frame (``index.html``) gives the same screen and menu."""
        ids = [
            "nav",
            *(("screen-table", *self._regions) if name == "table" else (f"screen-{name}",)),
        ]
        return [(i, self._written[i]) for i in ids if i in self._written]

    def adopt(self, writes: list[tuple[str, str]], layout_key: str) -> None:
        """Take ``writes``, already in the page (painted from a saved render), as written:
        the next render writes only what differs from them."""
        self._written.update(writes)
        self._layout = layout_key

    def show(self, name: str) -> bool:
        """Show one screen and hide the others; True if the screen changed."""
        changed = name != self.current
        if not changed:
            return False  # every write of the DOM, even of the same value, costs a style pass
        for screen in SCREENS:
            element = by_id(f"screen-{screen}")
            if element:
                element.hidden = screen != name
        document.body.dataset.screen = name
        self.current = name
        return changed

    def focus(self, selector: str) -> None:
        """Move keyboard focus to the first element matching ``selector``, if any."""
        target = document.querySelector(selector)
        if target:
            target.focus()

    def say(self, sentences: list[str]) -> None:
        """Announce ``sentences`` through the polite live region (added, never replaced,
        so a quick series of moves is read out in full; old lines are dropped)."""
        live = by_id("live")
        for sentence in sentences:
            line = document.createElement("p")
            line.textContent = sentence
            live.appendChild(line)
        while live.childElementCount > _LIVE_LINES:
            live.firstElementChild.remove()

    def notice(self, html: str) -> None:
        """Show a notice (or hide it, with an empty text)."""
        if self.write("notice", html):
            by_id("notice").hidden = not html

    def set_state(self, **values: str) -> None:
        """``data-*`` attributes of the body, for the styles and the tests (only those that
        changed: setting one restyles the whole page)."""
        for name, value in values.items():
            if self._state.get(name) != value:
                setattr(document.body.dataset, name, value)
                self._state[name] = value

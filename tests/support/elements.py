"""A parse of markup into its start tags and text, for the tests of the HTML the page writes."""

from __future__ import annotations

from html.parser import HTMLParser


class Elements(HTMLParser):
    """Every start tag with its attributes, and the text."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.text.append(data)

    def find(self, tag: str, **wanted: str) -> list[dict[str, str | None]]:
        """The attributes of each ``tag`` whose attributes include ``wanted``."""
        return [
            a for t, a in self.tags if t == tag and all(a.get(k) == v for k, v in wanted.items())
        ]

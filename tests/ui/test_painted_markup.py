"""The markup a saved render may hold (``briscola.app.saved.paint``'s lists, which
``static/paint.js`` paints and nothing else): everything the page writes on the screens it
keeps, and nothing that runs, styles, loads or navigates."""

from __future__ import annotations

from briscola.app.saved import paint
from tests.support.painted_markup import tags_used

NEVER_TAGS = {
    *("script", "style", "link", "meta", "base", "iframe", "frame", "frameset", "object"),
    *("embed", "a", "area", "template", "use", "image", "foreignobject", "video", "audio"),
    *("source", "track", "picture", "noscript", "math", "portal", "applet", "slot"),
}
"""Elements that run, style, load or navigate (or hold what could)."""
NEVER_ATTRIBUTES = {
    *("style", "href", "xlink:href", "srcset", "action", "formaction", "target", "ping"),
    *("poster", "background", "data", "http-equiv", "content", "rel", "srcdoc", "codebase"),
    *("method", "formmethod", "manifest", "integrity", "imagesrcset", "is", "autofocus"),
}
"""Attributes that run, style, load or navigate (``on*`` handlers apart)."""


def test_everything_the_page_writes_on_the_kept_screens_is_in_the_lists() -> None:
    used = tags_used()
    allowed = {*paint.HTML_TAGS, *paint.SVG_TAGS}
    assert set(used) <= allowed, set(used) - allowed
    attributes = {name for names in used.values() for name in names}
    assert attributes <= set(paint.ATTRIBUTES), attributes - set(paint.ATTRIBUTES)


def test_the_lists_hold_nothing_that_runs_styles_loads_or_navigates() -> None:
    tags = {t.lower() for t in (*paint.HTML_TAGS, *paint.SVG_TAGS)}
    assert not tags & NEVER_TAGS
    names = set(paint.ATTRIBUTES)
    assert not names & NEVER_ATTRIBUTES
    assert not [name for name in names if name.startswith("on")]
    assert all(name == name.lower() for name in names)
    assert set(paint.SVG_TAGS) == {"svg", "path"}

"""The sound switch in the page's bar: a named toggle button on every screen."""

from __future__ import annotations

import pytest

from briscola.ui.markup.chrome import nav
from tests.support.elements import Elements


@pytest.mark.parametrize(("lang", "name"), [("it", "Suoni"), ("en", "Sound"), ("de", "Töne")])
@pytest.mark.parametrize("screen", ["start", "table", "result", "rules", "data"])
def test_the_bar_has_a_named_sound_toggle_that_shows_its_state(
    lang: str, name: str, screen: str
) -> None:
    for on in (True, False):
        found = Elements(nav(lang, screen, screen == "table", on)).find(
            "button", **{"data-act": "sound"}
        )
        assert len(found) == 1
        button = found[0]
        assert button["aria-label"] == name and button["type"] == "button"
        assert button["aria-pressed"] == ("true" if on else "false")
        assert button["data-focus"] == "nav-sound"  # focus stays on it across a re-render

"""The chosen deck in the page's markup: the start screen's choice of deck, back and felt
with its preview, and every card picture of every screen drawn from the chosen deck's
sprite as the page writes it."""

from __future__ import annotations

import re

import pytest

from briscola.app.screens.start import present_start
from briscola.app.statistics.counts import Stats
from briscola.i18n import french_suited
from briscola.setup.looks import BACKS, OWN_BACK, PATTERNS
from briscola.setup.settings import Settings
from briscola.ui.markup.html import CardArt, card_img, esc
from briscola.ui.markup.start import start
from tests.support.elements import Elements
from tests.support.painted_markup import pages, tables

SOURCES = re.compile(r'src="([^"]*)"')


def written_markup() -> list[str]:
    """What the page writes for a few tables, from the start screen to the result."""
    from briscola.ui.markup.result import result
    from briscola.ui.markup.table import layout, regions

    found = []
    for settings in list(tables())[:4]:
        for page in pages(settings, "it", 3):
            if page.start is not None:
                found.append(start(page.start, "it"))
            if page.table is not None:
                found.append(layout(page.table, "it"))
                found.extend(regions(page.table, "it").values())
            if page.result is not None:
                found.append(result(page.result, "it"))
    return found


MARKUP = written_markup()


def test_the_default_deck_leaves_the_markup_as_it_is() -> None:
    for html in MARKUP:
        assert CardArt.of("moderne").dress(html) is html


@pytest.mark.parametrize("pattern", PATTERNS[1:])
@pytest.mark.parametrize("back", [OWN_BACK, "scozzese"])
def test_every_card_picture_comes_from_the_chosen_deck_and_nothing_else_changes(
    pattern: str, back: str
) -> None:
    art = CardArt.of(pattern, back)
    faces = f"./static/decks/{pattern}.svg#"
    for html in MARKUP:
        dressed = art.dress(html)
        for before, after in zip(SOURCES.findall(html), SOURCES.findall(dressed), strict=True):
            if before == "./static/cards.svg#back":
                assert after == art.back
            elif before.startswith("./static/cards.svg#"):
                assert after == faces + before.partition("#")[2]
            else:  # the backs' own pictures in their pills
                assert after == before
        assert SOURCES.sub("", dressed) == SOURCES.sub("", html)
    assert "cards.svg" not in art.dress(card_img("AD") + card_img("back"))


def test_a_name_cannot_pass_for_a_picture() -> None:
    name = 'src="./static/cards.svg#AD"'  # a typed-in name
    html = f"<p>{esc(name)}</p>"
    assert CardArt.of("napoletane").dress(html) == html


def test_the_start_screen_offers_deck_back_and_felt_with_a_preview_loaded_when_shown() -> None:
    lang = french_suited("it")  # the page's language while a French-suited deck is chosen
    model = present_start(Settings(pattern="piemontesi", back="righe"), Stats(), lang)
    form = Elements(start(model, lang))
    assert len(form.find("fieldset", **{"class": "choice looks"})) == 1
    for name, values in (("pattern", PATTERNS), ("back", (OWN_BACK, *BACKS))):
        radios = form.find("input", type="radio", name=name)
        assert [r["value"] for r in radios] == list(values)
    checked = {r["name"]: r["value"] for r in form.find("input", type="radio") if "checked" in r}
    assert (checked["pattern"], checked["back"], checked["felt"]) == (
        "piemontesi",
        "righe",
        "verde",
    )
    preview = form.find("ul", **{"class": "looks-preview"})
    assert len(preview) == 1
    assert preview[0]["aria-label"] == "Anteprima: Piemontesi (semi francesi)"
    pictures = form.find("img")
    assert len(pictures) == 5 + 1 + len(BACKS)  # the preview, then a picture per back
    assert all(img["loading"] == "lazy" for img in pictures)
    assert [img["alt"] for img in pictures if img["alt"]] == [
        "Asso di Quadri",
        "Tre di Cuori",
        "Re di Picche",
        "Donna di Fiori",
        "Dorso: Righe",
    ]

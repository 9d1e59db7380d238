"""Which card a picture on the page shows: its pixels against each card drawn alone.

The references are the card art's own drawings, each a standalone SVG (``card_svg``,
``back_svg``; a regional deck's ``Deck.art``) shown at the same size in a page of their own,
so a picture that shows the wrong drawing of the sprite (or none, or another deck's) is found
out, whatever its URL says.
"""

from __future__ import annotations

import base64
import sys
from pathlib import Path

from playwright.sync_api import Locator, Page

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

from cardart.decks import DECKS
from cardart.faces import back_svg, card_svg
from cardart.sprite import BACK, names

# Mean absolute difference per colour channel (0-255) of two PNG screenshots, the second
# drawn at the first's size; null when an image did not decode.
_DISTANCES = """async ([shot, references]) => {
    const pixels = async (data, width, height) => {
        const bytes = Uint8Array.from(atob(data), c => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
        const canvas = new OffscreenCanvas(width ?? bitmap.width, height ?? bitmap.height);
        const g = canvas.getContext("2d");
        g.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
        return g.getImageData(0, 0, canvas.width, canvas.height);
    };
    const target = await pixels(shot);
    const out = {};
    for (const [name, data] of Object.entries(references)) {
        const other = await pixels(data, target.width, target.height);
        let sum = 0;
        for (let i = 0; i < target.data.length; i += 4) {
            for (let c = 0; c < 3; c++) sum += Math.abs(target.data[i + c] - other.data[i + c]);
        }
        out[name] = sum / (target.data.length / 4 * 3);
    }
    return out;
}"""


def _uri(svg: str) -> str:
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()


def _drawing(name: str, deck: str | None) -> str:
    if deck is not None:
        return DECKS[deck].art(name).svg()
    return back_svg() if name == BACK else card_svg(name)


def references(page: Page, width: float, height: float, deck: str | None = None) -> dict[str, str]:
    """Each card (of the default deck, or of the regional ``deck``) drawn alone at ``width`` ×
    ``height`` CSS pixels: its screenshot, base64 PNG.

    ``page`` is a blank page of its own (its content is replaced)."""
    images = "".join(
        f'<img id="c-{name}" src="{_uri(_drawing(name, deck))}" alt=""'
        f' style="display:block;width:{width}px;height:{height}px;margin:2px">'
        for name in names()
    )
    page.set_content(f"<!doctype html><body style='margin:0;background:#fff'>{images}</body>")
    page.wait_for_function("[...document.images].every(i => i.complete && i.naturalWidth > 0)")
    return {
        name: base64.b64encode(page.locator(f"#c-{name}").screenshot()).decode() for name in names()
    }


class CardPictures:
    """Tells which card of the default deck (or of the regional ``deck``) a picture on the
    page shows; ``blank`` is a page of its own, where the references are drawn (once per
    size)."""

    def __init__(self, blank: Page, deck: str | None = None) -> None:
        self.blank = blank
        self.deck = deck
        self.drawn: dict[tuple[float, float], dict[str, str]] = {}

    def distances(self, picture: Locator) -> dict[str, float]:
        """How far ``picture`` (an ``<img>`` on the page) is from each card drawn alone."""
        box = picture.bounding_box()
        assert box is not None, "the picture is not on screen"
        size = (box["width"], box["height"])
        if size not in self.drawn:
            self.drawn[size] = references(self.blank, *size, self.deck)
        shot = base64.b64encode(picture.page.screenshot(clip=box, animations="disabled")).decode()
        found: dict[str, float] = self.blank.evaluate(_DISTANCES, [shot, self.drawn[size]])
        return found

    def shown(self, picture: Locator) -> str:
        """The card whose drawing ``picture`` shows (the closest of them all)."""
        found = self.distances(picture)
        return min(found, key=found.__getitem__)

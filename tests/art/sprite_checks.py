"""Checks shared by the card art's tests: an SVG file is well formed and self-contained."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

SVG = "{http://www.w3.org/2000/svg}"

# No stylesheet imports, images, scripts, embedded HTML, text (so no fonts) or external urls.
FORBIDDEN = re.compile(
    r"@import|<image|<script|<foreignObject|<text|font-family|url\(\s*['\"]?[^#'\"\s]",
    re.IGNORECASE,
)


def parse(path: Path) -> ET.Element:
    return ET.parse(path).getroot()


def check_self_contained(path: Path) -> None:
    """Well-formed SVG with a viewBox whose every reference points inside the file."""
    text = path.read_text(encoding="utf-8")
    root = parse(path)
    assert root.tag == f"{SVG}svg", path.name
    view_box = root.get("viewBox")
    assert view_box is not None, f"{path.name} has no viewBox"
    assert len(view_box.split()) == 4, view_box
    assert FORBIDDEN.search(text) is None, f"{path.name}: {FORBIDDEN.search(text)}"
    ids = {el.get("id") for el in root.iter() if el.get("id")}
    for element in root.iter():
        for name, value in element.attrib.items():
            if name.endswith("href"):
                assert value.startswith("#"), f"{path.name}: external {name}={value}"
                assert value[1:] in ids, f"{path.name}: dangling {value}"
            for ref in re.findall(r"url\(([^)]*)\)", value):
                assert ref.startswith("#") and ref[1:] in ids, f"{path.name}: url({ref})"
            assert "http:" not in value and "https:" not in value, f"{path.name}: {value}"

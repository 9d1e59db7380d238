"""Write the markup a saved render may hold into the built static/paint.js.

``paint.js`` paints the saved render before Python runs, and paints only the elements and
attributes the page writes on the screens it keeps: the build copies their lists (from
``briscola.app.saved.paint``) in place of the marker, so they stay written once.
"""

import importlib
import json
import sys
from pathlib import Path

from sitebuild.errors import BuildError

SCRIPT = "static/paint.js"
MARKER = "/* build: markup */ null"


def markup(root: Path) -> dict[str, list[str]]:
    """The HTML and SVG elements and the attributes, read from the repository at ``root``."""
    sys.path.insert(0, str(root))
    try:
        paint = importlib.import_module("briscola.app.saved.paint")
    finally:
        sys.path.remove(str(root))
    return {
        "html": list(paint.HTML_TAGS),
        "svg": list(paint.SVG_TAGS),
        "attributes": list(paint.ATTRIBUTES),
    }


def write_markup(site: Path, root: Path) -> None:
    """Replace the marker in the built ``paint.js`` with the lists as a JSON object."""
    path = site / SCRIPT
    text = path.read_text(encoding="utf-8")
    if text.count(MARKER) != 1:
        raise BuildError(f"{SCRIPT} must hold the marker {MARKER!r} once")
    path.write_text(text.replace(MARKER, json.dumps(markup(root))), encoding="utf-8")

"""Write the boot watchdog's words into the built static/boot-watchdog.js.

The watchdog runs when Python does not, so it cannot ask ``briscola.app.i18n`` for its words:
the build copies them (the loader's "loading" and every ``boot.*`` string, per language) in
place of the marker, and the player-facing text stays written once, in the i18n modules.
"""

import importlib
import json
import sys
from pathlib import Path

from sitebuild.errors import BuildError

SCRIPT = "static/boot-watchdog.js"
MARKER = "/* build: words */ null"


def words(root: Path) -> dict[str, dict[str, str]]:
    """Every language's loader and watchdog strings, read from the repository at ``root``."""
    sys.path.insert(0, str(root))
    try:
        i18n = importlib.import_module("briscola.app.i18n")
    finally:
        sys.path.remove(str(root))
    return {
        lang: {
            key: value
            for key, value in i18n.strings(lang).items()
            if key == "loading" or key.startswith("boot.")
        }
        for lang in i18n.LANGUAGES
    }


def write_words(site: Path, root: Path) -> None:
    """Replace the marker in the built watchdog with the words as a JSON object."""
    path = site / SCRIPT
    text = path.read_text(encoding="utf-8")
    if text.count(MARKER) != 1:
        raise BuildError(f"{SCRIPT} must hold the marker {MARKER!r} once")
    table = json.dumps(words(root), ensure_ascii=False, sort_keys=True)
    path.write_text(text.replace(MARKER, table), encoding="utf-8")

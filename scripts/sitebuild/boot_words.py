"""Write the boot scripts' words into the built static/boot-watchdog.js and static/paint.js.

Those scripts run before Python (or when it does not), so they cannot ask
``briscola.i18n`` for their words: the build copies them (the loader's "loading" and
every ``boot.*`` and ``paint.*`` string, per language) in place of the marker, and the
player-facing text stays written once, in the i18n modules.
"""

import importlib
import json
import sys
from pathlib import Path

from sitebuild.errors import BuildError

SCRIPTS = ("static/boot-watchdog.js", "static/paint.js")
MARKER = "/* build: words */ null"


def words(root: Path) -> dict[str, dict[str, str]]:
    """Every language's loader, watchdog and paint strings, read from the repository at
    ``root``."""
    sys.path.insert(0, str(root))
    try:
        i18n = importlib.import_module("briscola.i18n")
    finally:
        sys.path.remove(str(root))
    return {
        lang: {
            key: value
            for key, value in i18n.strings(lang).items()
            if key == "loading" or key.startswith(("boot.", "paint."))
        }
        for lang in i18n.LANGUAGES
    }


def write_words(site: Path, root: Path) -> None:
    """Replace the marker in each built boot script with the words as a JSON object."""
    table = json.dumps(words(root), ensure_ascii=False, sort_keys=True)
    for script in SCRIPTS:
        path = site / script
        text = path.read_text(encoding="utf-8")
        if text.count(MARKER) != 1:
            raise BuildError(f"{script} must hold the marker {MARKER!r} once")
        path.write_text(text.replace(MARKER, table), encoding="utf-8")

"""Write the saved kinds into the built static/boot-watchdog.js.

The watchdog's "start afresh" sets every saved value aside before Python runs, so it cannot
ask ``briscola.app.saved.storage`` which values there are: the build copies the list (every kind
but the derived ones, which it simply drops) in place of the marker, and the list stays
written once, in the storage module.
"""

import importlib
import json
import sys
from pathlib import Path

from sitebuild.errors import BuildError

SCRIPT = "static/boot-watchdog.js"
MARKER = "/* build: kinds */ null"


def kinds(root: Path) -> list[str]:
    """The kinds of saved value the watchdog sets aside, read from the repository at ``root``."""
    sys.path.insert(0, str(root))
    try:
        storage = importlib.import_module("briscola.app.saved.storage")
    finally:
        sys.path.remove(str(root))
    return [kind for kind in storage.KINDS if kind not in storage.DERIVED_KINDS]


def write_kinds(site: Path, root: Path) -> None:
    """Replace the marker in the built watchdog with the kinds as a JSON list."""
    path = site / SCRIPT
    text = path.read_text(encoding="utf-8")
    if text.count(MARKER) != 1:
        raise BuildError(f"{SCRIPT} must hold the marker {MARKER!r} once")
    path.write_text(text.replace(MARKER, json.dumps(kinds(root))), encoding="utf-8")

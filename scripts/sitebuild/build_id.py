"""Write the build's id into the built static/paint.js.

The id is a hash of every file of the built site at this point (all but the service
worker, written last): any change to the game's Python, the page, its styles or the vendored
PyScript and Pyodide gives a new id. ``paint.js`` paints a saved render only if it was made
by a page of the same id, and hands the id to Python, which writes it into each render it
keeps.
"""

from pathlib import Path

from sitebuild.errors import BuildError
from sitebuild.service_worker import content_hash, site_files

SCRIPT = "static/paint.js"
MARKER = '"/* build: id */"'


def write_build_id(site: Path) -> str:
    """Replace the marker in the built ``paint.js`` with the build's id; return the id."""
    path = site / SCRIPT
    text = path.read_text(encoding="utf-8")
    if text.count(MARKER) != 1:
        raise BuildError(f"{SCRIPT} must hold the marker {MARKER} once")
    build = content_hash(site, site_files(site))
    path.write_text(text.replace(MARKER, f'"{build}"'), encoding="utf-8")
    return build

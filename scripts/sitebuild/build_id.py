"""Write the build's id into the built static/paint.js and static/pyodide-boot.mjs.

The id is a hash of every file of the built site at this point (all but the service
worker, written last): any change to the game's Python, the page, its styles or the vendored
PyScript and Pyodide gives a new id. ``paint.js`` paints a saved render only if it was made
by a page of the same id, and hands the id to Python, which writes it into each render it
keeps; ``pyodide-boot.mjs`` restores a Pyodide memory snapshot only if it was made by the
same build.
"""

from pathlib import Path

from sitebuild.errors import BuildError
from sitebuild.service_worker import content_hash, site_files

SCRIPTS = ("static/paint.js", "static/pyodide-boot.mjs")
MARKER = '"/* build: id */"'


def write_build_id(site: Path) -> str:
    """Replace the marker in each of :data:`SCRIPTS` with the build's id; return the id."""
    build = content_hash(site, site_files(site))
    for script in SCRIPTS:
        path = site / script
        text = path.read_text(encoding="utf-8")
        if text.count(MARKER) != 1:
            raise BuildError(f"{script} must hold the marker {MARKER} once")
        path.write_text(text.replace(MARKER, f'"{build}"'), encoding="utf-8")
    return build

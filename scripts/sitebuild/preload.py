"""Preload hints for the built page: start every boot download at once instead of in a chain.

Without them the browser learns of each file only when the previous one has run: core.js, then
PyScript's core chunk, then pyscript.toml, the TOML parser and error chunks, then the
interpreter's wrapper and pyodide.mjs, and only then Pyodide's runtime, the standard library
and the game's zip. The build writes the
hints where index.html has the ``<!-- build: preloads -->`` marker (a plain copy of the
repository keeps the comment and works, only slower). Every hinted fetch matches the request
made later (same URL, CORS mode), so nothing is fetched twice.
"""

import re
from pathlib import Path

from sitebuild.bundle import ARCHIVE, PYSCRIPT_ARCHIVE
from sitebuild.errors import BuildError
from sitebuild.layout import INTERPRETER, PYODIDE_DIR, PYSCRIPT_DIR, TOML_NAME

MARKER = "<!-- build: preloads -->"
# PyScript's lazily imported chunks that every boot of this page loads.
_CHUNKS = ("toml", "error")


def _core_chunk(site: Path) -> str:
    core = (site / PYSCRIPT_DIR / "core.js").read_text(encoding="utf-8")
    found = re.findall(r"""from\s*["']\./(core-[\w-]+\.js)["']""", core)
    if len(found) != 1:
        raise BuildError("cannot find PyScript's core chunk in core.js")
    return str(found[0])


def preload_links(site: Path) -> list[str]:
    """The ``<link>`` tags, in the order the boot needs the files."""
    core = _core_chunk(site)
    text = (site / PYSCRIPT_DIR / core).read_text(encoding="utf-8")
    modules = [f"./{PYSCRIPT_DIR}/{core}"]
    for name in _CHUNKS:
        found = sorted(set(re.findall(rf"""import\(["']\./({name}-[\w-]+\.js)["']\)""", text)))
        if len(found) != 1:
            raise BuildError(f"cannot find PyScript's {name} chunk in {core}")
        modules.append(f"./{PYSCRIPT_DIR}/{found[0]}")
    modules += [
        f"./{INTERPRETER}",
        f"./{PYODIDE_DIR}/pyodide.mjs",
        f"./{PYODIDE_DIR}/pyodide.asm.mjs",
    ]
    fetches = [
        f"./{TOML_NAME}",
        f"./{PYODIDE_DIR}/pyodide-lock.json",
        f"./{PYODIDE_DIR}/python_stdlib.zip",
        f"./{ARCHIVE}",
        f"./{PYSCRIPT_ARCHIVE}",
    ]
    links = [f'<link rel="modulepreload" href="{url}">' for url in modules]
    links += [f'<link rel="preload" href="{url}" as="fetch" crossorigin>' for url in fetches]
    return links


def add_preloads(site: Path, page: str = "index.html") -> None:
    """Replace the marker in the built ``page`` with the preload links."""
    path = site / page
    html = path.read_text(encoding="utf-8")
    if html.count(MARKER) != 1:
        raise BuildError(f"{page} must hold the marker {MARKER!r} once")
    indent = html[: html.index(MARKER)].rsplit("\n", 1)[-1]
    path.write_text(html.replace(MARKER, f"\n{indent}".join(preload_links(site))), encoding="utf-8")

"""The modules the Pyodide snapshot holds already imported, written into its worker.

The page's entry (``briscola.ui.main``) imports, when it loads, most of the game and a few
standard-library modules. The worker that makes the memory snapshot
(``static/pyodide-snapshot.mjs``) imports those modules before taking it, so a restored
Python finds them in ``sys.modules`` instead of executing them at every start. Only modules
that touch no JavaScript can be in a snapshot (it cannot hold JS references): the browser
bridge (``briscola.ui``, ``js``, ``pyodide``, PyScript's modules) is left out, and the page
imports it as before. The list is read statically: the module-level import statements of
``briscola.ui.main`` and, transitively, of every briscola module they reach (imports inside
functions or under ``if TYPE_CHECKING`` are not followed: the page imports them later, when
needed, or never).
"""

import ast
import importlib.util
import json
from collections.abc import Iterator
from pathlib import Path

from sitebuild.errors import BuildError
from sitebuild.layout import PACKAGE
from sitebuild.page_imports import _imports, _module_file, reach

ENTRY = f"{PACKAGE}.ui.main"
WORKER = "static/pyodide-snapshot.mjs"
MARKER = "/* build: modules */ []"
# Imported by the page by name soon after its start, out of sight of the import statements:
# each language's words (asked for by the first render) and the computer players (loaded
# right after the page is ready); and the game record's module, imported inside the
# functions that save or open a record (the first render does not need it, a restored page
# finds it ready).
BY_NAME = (
    *("briscola.i18n.it", "briscola.i18n.en", "briscola.i18n.de", "briscola.ai"),
    "briscola.engine.record",
)
# Modules that hold or create JavaScript references: never imported in the snapshot.
_BRIDGE = {"js", "pyodide", "_pyodide", "pyodide_js", "pyscript", "polyscript", "_pyscript"}


def _load_time_nodes(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """The import statements that run when a module loads (not in functions, classes or
    ``if TYPE_CHECKING:`` blocks)."""
    for node in body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        elif isinstance(node, ast.If):
            if not (isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"):
                yield from _load_time_nodes(node.body)
            yield from _load_time_nodes(node.orelse)
        elif isinstance(node, ast.Try):
            for part in (node.body, node.orelse, node.finalbody):
                yield from _load_time_nodes(part)


def _is_module(name: str) -> bool:
    """Whether ``name`` is a module (``from abc import ABC`` also names ``abc.ABC``), as the
    build's Python sees the standard library; the worker skips any it cannot import."""
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def _load_time_imports(path: Path, name: str) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    module = ast.Module(body=list(_load_time_nodes(tree.body)), type_ignores=[])
    return _imports(module, name, path.name == "__init__.py")


def snapshot_modules(root: Path) -> list[str]:
    """Sorted names of the modules ``briscola.ui.main`` imports when it loads, transitively,
    that touch no JavaScript: briscola's outside ``briscola.ui`` and the standard library's
    (with :data:`BY_NAME` and what they import)."""
    seen, outside = reach(root, [ENTRY, *BY_NAME], _load_time_imports)
    found = {
        name
        for name in outside
        if name.split(".")[0] not in {*_BRIDGE, "__future__"} and _is_module(name)
    }
    ui = f"{PACKAGE}.ui"
    ours = {
        name
        for name in seen
        if name != ui and not name.startswith(ui + ".") and _module_file(root, name) is not None
    }
    return sorted(found | ours)


def write_snapshot_modules(site: Path, root: Path) -> list[str]:
    """Write :func:`snapshot_modules` into the built worker in place of its marker."""
    path = site / WORKER
    text = path.read_text(encoding="utf-8")
    if text.count(MARKER) != 1:
        raise BuildError(f"{WORKER} must hold the marker {MARKER} once")
    names = snapshot_modules(root)
    path.write_text(text.replace(MARKER, json.dumps(names)), encoding="utf-8")
    return names

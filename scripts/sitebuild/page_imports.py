"""The standard-library modules the page can import: the roots of the trimmed stdlib zip.

Two sources, both read statically (every ``import`` statement, also those inside functions):
the briscola modules the page reaches from ``briscola/ui`` (the command line, the arena and
the bot runner are never imported there, nor shipped: ``toml_files.LEFT_OUT``), and the
Python files that PyScript embeds in its core bundle. The build then closes these roots over
Pyodide's own standard library (``pyodide_stdlib_pyc.py``), so a module the page never
reaches is not shipped.
"""

import ast
import re
from collections.abc import Callable
from pathlib import Path

from sitebuild.layout import PACKAGE

UI_PACKAGE = f"{PACKAGE}.ui"
# Imported by name at run time, out of sight of a static reader: the codecs the page and
# Pyodide may look up, the module behind time.strptime, and the start-up hooks.
DYNAMIC = (
    "_strptime",
    "encodings.aliases",
    "encodings.ascii",
    "encodings.cp437",
    "encodings.idna",
    "encodings.latin_1",
    "encodings.raw_unicode_escape",
    "encodings.unicode_escape",
    "encodings.utf_16",
    "encodings.utf_16_be",
    "encodings.utf_16_le",
    "encodings.utf_32",
    "encodings.utf_8",
    "encodings.utf_8_sig",
    "site",
    "sitecustomize",
    "sysconfig",
)
# Not in the stdlib zip: the browser bridge and PyScript's own modules.
_PROVIDED = {"js", "pyodide_js", "pyscript", "polyscript", "_pyscript", PACKAGE}
# PyScript's MicroPython-only branches (never taken under Pyodide).
_MICROPYTHON = {"uio", "ujson", "ubinascii", "jsffi", "xworker", "micropip", "mip"}


def _imports(tree: ast.AST, module: str, is_package: bool) -> set[str]:
    """Absolute names of every module ``tree`` imports (relative imports resolved)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = module.split(".")
                keep = len(parts) - node.level + (1 if is_package else 0)
                base = ".".join(parts[:keep] + ([base] if base else []))
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names if alias.name != "*")
    return names


def _module_file(root: Path, name: str) -> Path | None:
    path = root.joinpath(*name.split("."))
    for candidate in (path.with_suffix(".py"), path / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def _full_imports(path: Path, name: str) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return _imports(tree, name, path.name == "__init__.py")


def reach(
    root: Path, start: list[str], imports_of: Callable[[Path, str], set[str]] = _full_imports
) -> tuple[set[str], set[str]]:
    """The names reached from ``start`` by following briscola's imports (``imports_of`` of
    each module's file), transitively, parent packages included; and every other module
    those imports name."""
    todo = list(start)
    seen: set[str] = set()
    outside: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        parts = name.split(".")
        todo += [".".join(parts[:i]) for i in range(1, len(parts))]  # parent packages run too
        path = _module_file(root, name)
        if path is None:
            continue  # ``from package import name`` where name is not a module
        for imported in imports_of(path, name):
            if imported.split(".")[0] == PACKAGE:
                todo.append(imported)
            else:
                outside.add(imported)
    return seen, outside


def briscola_stdlib_imports(root: Path) -> set[str]:
    """Every non-briscola module named by an import in the modules the page reaches."""
    ui = root / PACKAGE / "ui"
    start = [f"{UI_PACKAGE}.{p.stem}" for p in sorted(ui.glob("*.py")) if p.stem != "__init__"]
    return reach(root, start)[1]


# A Python import line in a JS string: after an escaped newline or the string's opening quote.
_PY_IMPORT = re.compile(r"""(?:\\n|^|["'`])[ \t]*(?:from|import)[ \t]+([A-Za-z_][\w.]*)""", re.M)


def pyscript_imports(core_bundle: str) -> set[str]:
    """Module names in the import statements of the Python sources PyScript's bundle embeds."""
    return set(_PY_IMPORT.findall(core_bundle))


def stdlib_roots(root: Path, core_bundle: str) -> list[str]:
    """Sorted standard-library module names the trimmed zip must be closed over."""
    names = briscola_stdlib_imports(root) | pyscript_imports(core_bundle) | set(DYNAMIC)
    return sorted(
        name for name in names if name and name.split(".")[0] not in _PROVIDED | _MICROPYTHON
    )

"""The engine is standard library only and never imports the browser (js, pyscript, pyodide)."""

from __future__ import annotations

import sys
from pathlib import Path

import briscola
from tests.support.import_graph import imports

PACKAGE = Path(briscola.__file__).parent
BROWSER_MODULES = {"js", "pyscript", "pyodide"}


def imported_roots(source: str) -> set[str]:
    """Top-level names of every module a source imports, anywhere in the file (its relative
    imports stay inside the package)."""
    return {module.split(".")[0] for module, _ in imports(source, "briscola") if module}


def engine_files() -> list[Path]:
    """Every module of the package outside ``briscola/ui/``."""
    files = sorted(PACKAGE.rglob("*.py"))
    return [f for f in files if "ui" not in f.relative_to(PACKAGE).parts[:-1]]


def test_the_checker_sees_every_kind_of_import() -> None:
    source = (
        "import js\n"
        "import os.path as p\n"
        "from pyodide.ffi import create_proxy\n"
        "def f():\n"
        "    from pyscript import web\n"
        "try:\n"
        "    import numpy\n"
        "except ImportError:\n"
        "    pass\n"
        "from . import sibling\n"
    )
    assert imported_roots(source) == {"js", "os", "pyodide", "pyscript", "numpy", "briscola"}


def test_the_engine_files_are_found() -> None:
    names = {f.relative_to(PACKAGE).as_posix() for f in engine_files()}
    assert {"engine/state.py", "engine/cards.py", "ai/levels/base.py"} <= names
    assert not any(name.startswith("ui/") for name in names)


def test_nothing_outside_ui_imports_the_browser() -> None:
    offenders = {
        f.relative_to(PACKAGE).as_posix(): sorted(roots & BROWSER_MODULES)
        for f in engine_files()
        if (roots := imported_roots(f.read_text(encoding="utf-8"))) & BROWSER_MODULES
    }
    assert offenders == {}


def test_nothing_outside_ui_needs_a_third_party_package() -> None:
    allowed = set(sys.stdlib_module_names) | {"briscola", "__future__"}
    offenders = {
        f.relative_to(PACKAGE).as_posix(): sorted(roots - allowed)
        for f in engine_files()
        if (roots := imported_roots(f.read_text(encoding="utf-8"))) - allowed
    }
    assert offenders == {}

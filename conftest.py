"""Test collection for the whole repository.

``--doctest-modules`` imports every module under ``briscola/``. The DOM layer
(``briscola/ui/``) imports the browser (``js``, ``pyodide``), which exists only inside
Pyodide: those modules are left to the browser tests; the pure ones (markup, pacing,
computer) are still collected.

``tests/training/`` tests the self-play pipeline, which needs the ``train`` extra (NumPy): it and
its support module are collected only when named on the command line (``pytest
tests/training``), so the default run never imports NumPy.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent
BROWSER_MODULES = {"js", "pyodide", "pyscript"}


TRAINING = ROOT / "tests" / "training"
TRAINING_SUPPORT = ROOT / "tests" / "support" / "training_runs.py"
"""The training tests' own support module: it imports the pipeline, so it goes with them."""


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """Skip a ``briscola/ui`` module that cannot be imported outside the browser, and the
    training's tests unless they were asked for."""
    if collection_path.resolve().is_relative_to(TRAINING) or collection_path == TRAINING_SUPPORT:
        asked = [Path(a.split("::")[0]).resolve() for a in config.args]
        return not any(a.is_relative_to(TRAINING) for a in asked)
    if collection_path.suffix != ".py" or "ui" not in collection_path.parts:
        return None
    try:
        relative = collection_path.resolve().relative_to(ROOT / "briscola")
    except ValueError:
        return None
    module = ".".join(("briscola", *relative.with_suffix("").parts))
    try:
        importlib.import_module(module)
    except ModuleNotFoundError as error:
        if (error.name or "").split(".")[0] in BROWSER_MODULES:
            return True
        raise
    return None

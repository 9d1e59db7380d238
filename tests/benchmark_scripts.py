"""The scripts of ``benchmarks/`` and ``measure/`` loaded as modules for their own tests (they
are no package)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def load_script(path: str, name: str) -> ModuleType:
    """The script at ``path`` (from the repository's root, e.g. ``measure/sparring.py``) as the
    module ``name`` (registered, so its dataclasses resolve)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module

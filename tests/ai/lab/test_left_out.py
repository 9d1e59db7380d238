"""The research code stays out of the page: the site build leaves it out, the page never
imports it (only the arena, the command line and the benchmarks do)."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

MAY_IMPORT_THE_LAB = ("briscola/ai/lab/", "briscola/ai/arena/match.py", "briscola/cli/")


def test_the_site_build_leaves_the_lab_out() -> None:
    """pyscript.toml's [files] (which the build checks against the tree) has no lab file."""
    files = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))["files"]
    assert "./briscola/ai/levels/hard.py" in files
    assert "./briscola/ai/search/world_search.py" in files
    assert not [f for f in files if f.startswith("./briscola/ai/lab")]
    assert (ROOT / "briscola/ai/lab/__init__.py").is_file()


def test_no_shipped_module_the_page_can_reach_imports_the_lab() -> None:
    importers = []
    for path in sorted((ROOT / "briscola").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith(MAY_IMPORT_THE_LAB):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = (
                [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else []
            )
            if any(name.startswith("briscola.ai.lab") for name in names):
                importers.append(rel)
    assert importers == []

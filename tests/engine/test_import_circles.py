"""No module of ``briscola`` imports itself through others: every import, at a module's top
level, for type checking only, or inside a function, goes one way (docs/architecture.md)."""

from __future__ import annotations

from pathlib import Path

import briscola
from tests.support.import_graph import circles, import_graph

PACKAGE = Path(briscola.__file__).parent


def test_no_module_of_the_package_is_in_an_import_circle() -> None:
    assert circles(import_graph(PACKAGE, "briscola")) == []


def test_the_finder_names_each_circle_once_with_its_members() -> None:
    graph = {
        "a": frozenset({"b"}),
        "b": frozenset({"c"}),
        "c": frozenset({"a", "d"}),
        "d": frozenset({"e"}),
        "e": frozenset({"d"}),
        "f": frozenset({"a"}),
    }
    assert circles(graph) == [["a", "b", "c"], ["d", "e"]]
    assert circles({"a": frozenset({"b"}), "b": frozenset()}) == []


def test_the_graph_sees_imports_in_functions_for_types_and_of_submodules(tmp_path: Path) -> None:
    root = tmp_path / "pkg"
    (root / "sub").mkdir(parents=True)
    (root / "__init__.py").write_text("")
    (root / "sub" / "__init__.py").write_text("")
    (root / "one.py").write_text("from pkg.sub import two\n")
    (root / "sub" / "two.py").write_text("def f():\n    from pkg import three\n")
    (root / "three.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .one import x\n"
    )
    (root / "four.py").write_text("import pkg.one\nfrom pkg.sub import nothing_here\n")
    graph = import_graph(root, "pkg")
    assert graph["pkg.one"] == {"pkg.sub.two"}
    assert graph["pkg.sub.two"] == {"pkg.three"}
    assert graph["pkg.three"] == {"pkg.one"}
    assert graph["pkg.four"] == {"pkg.one", "pkg.sub"}
    assert circles(graph) == [["pkg.one", "pkg.sub.two", "pkg.three"]]

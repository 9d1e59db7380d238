"""The package's layers import only downward (docs/architecture.md): engine, then computer
players, then the page's logic, the learning aids, the command line, then the DOM layer; and
inside the engine no module imports itself through others, not even inside a function."""

from __future__ import annotations

import ast
from pathlib import Path

import briscola

PACKAGE = Path(briscola.__file__).parent
ALLOWED = {
    "engine": {"engine"},
    "ai": {"engine", "ai"},
    "app": {"engine", "ai", "app", "learn"},
    "learn": {"engine", "ai", "app", "learn"},
    "cli": {"engine", "ai", "learn", "cli"},
    "ui": {"engine", "ai", "app", "learn", "ui"},
}


def layer_of(module: str) -> str:
    """``briscola.ai.levels.hard`` → ``ai``; a module directly in ``briscola/`` is the engine."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in ALLOWED else "engine"


def briscola_imports(path: Path, top_level: bool = False) -> set[str]:
    """The briscola modules a file imports, at any depth or, with ``top_level``, when it loads
    (its module-level statements only); relative imports resolved."""
    package = ".".join(("briscola", *path.relative_to(PACKAGE).parent.parts))
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in tree.body if top_level else ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("briscola")}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                found.add(f"{base}.{node.module}" if node.module else base)
            elif node.module and node.module.startswith("briscola"):
                found.add(node.module)
    return found


def test_the_layers_import_only_downward() -> None:
    offenders = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name == "__main__.py":
            continue  # the command's entry point
        relative = path.relative_to(PACKAGE).with_suffix("")
        module = ".".join(("briscola", *relative.parts))
        layer = layer_of(module)
        wrong = sorted(m for m in briscola_imports(path) if layer_of(m) not in ALLOWED[layer])
        if wrong:
            offenders[module] = wrong
    assert offenders == {}


def test_the_checker_sees_the_layers_and_their_imports() -> None:
    assert layer_of("briscola.state") == "engine" and layer_of("briscola.ai.levels.hard") == "ai"
    assert layer_of("briscola.ai") == layer_of("briscola.ai.__init__") == "ai"
    assert layer_of("briscola.learn.review") == "learn"
    assert "briscola.app.controller" in briscola_imports(PACKAGE / "ui" / "game.py")
    assert "briscola.ui.markup.html" in briscola_imports(PACKAGE / "ui" / "markup" / "table.py")


def test_no_module_imports_itself_in_a_cycle_across_app_and_learn() -> None:
    graph: dict[str, set[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        module = ".".join(("briscola", *path.relative_to(PACKAGE).with_suffix("").parts))
        module = module.removesuffix(".__init__")
        if layer_of(module) in ("app", "learn"):
            graph[module] = {
                m for m in briscola_imports(path, top_level=True) if layer_of(m) in ("app", "learn")
            }
    cycles = []
    state: dict[str, int] = {}

    def visit(module: str, trail: list[str]) -> None:
        state[module] = 1
        for other in sorted(graph.get(module, ())):
            if state.get(other) == 1:
                cycles.append([*trail[trail.index(other) :], other] if other in trail else [other])
            elif other not in state:
                visit(other, [*trail, other])
        state[module] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module, [module])
    assert cycles == []


def engine_graph() -> dict[str, set[str]]:
    """Each engine module and the engine modules it imports, at any depth."""
    graph: dict[str, set[str]] = {}
    for path in sorted(PACKAGE.glob("*.py")):
        if path.name in ("__init__.py", "__main__.py"):
            continue  # the package's lazy exports and the command's entry point
        graph[f"briscola.{path.stem}"] = {
            m for m in briscola_imports(path) if layer_of(m) == "engine" and m != "briscola"
        }
    return graph


def cycles_in(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every import circle a depth-first walk of ``graph`` meets, each as its modules in order.

    >>> cycles_in({"a": {"b"}, "b": {"c"}, "c": {"a"}})
    [['a', 'b', 'c', 'a']]
    >>> cycles_in({"a": {"b"}, "b": set()})
    []
    """
    found: list[list[str]] = []
    status: dict[str, int] = {}

    def visit(module: str, trail: list[str]) -> None:
        status[module] = 1
        for other in sorted(graph.get(module, ())):
            if status.get(other) == 1:
                found.append([*trail[trail.index(other) :], other])
            elif other not in status:
                visit(other, [*trail, other])
        status[module] = 2

    for module in sorted(graph):
        if module not in status:
            visit(module, [module])
    return found


def test_no_engine_module_imports_itself_through_others() -> None:
    assert cycles_in(engine_graph()) == []


def test_the_walk_sees_function_level_imports_and_circles() -> None:
    graph = engine_graph()
    assert "briscola.hand_json" in graph["briscola.state"]  # imported inside to_json()
    assert "briscola.state" in graph["briscola.state_json"]
    assert cycles_in({**graph, "briscola.hand_json": {"briscola.state"}}) == [
        ["briscola.hand_json", "briscola.state", "briscola.hand_json"]
    ]

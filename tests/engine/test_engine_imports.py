"""Inside the engine the imports go one way (docs/architecture.md): no engine module imports
itself through others, counting imports inside functions and ``TYPE_CHECKING`` blocks."""

from __future__ import annotations

from .test_layers import PACKAGE, briscola_imports, layer_of


def engine_graph() -> dict[str, set[str]]:
    """Each engine module and the engine modules it imports, at any depth."""
    graph: dict[str, set[str]] = {}
    for path in sorted(PACKAGE.glob("*.py")):
        module = f"briscola.{path.stem}".removesuffix(".__init__")
        if path.name in ("__init__.py", "__main__.py"):
            continue  # the package's lazy exports and the command's entry point
        graph[module] = {
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

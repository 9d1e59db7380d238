"""The tests' one reader of imports: every import statement of a source (:func:`imports`),
at its top level, under ``if TYPE_CHECKING:`` and inside its functions; which ``briscola``
module imports which (:func:`import_graph`), and the circles (strongly connected components)
of that graph.

An import of a name from a package that is a submodule of it (``from briscola.app import
storage``) is an edge to the submodule; an import of any other name is an edge to the
package's ``__init__`` (``briscola.app``). Relative imports are resolved.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

Graph = Mapping[str, frozenset[str]]


def module_names(root: Path, package: str) -> dict[str, Path]:
    """Every module of the package at ``root`` (named ``package``) by its dotted name."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        name = ".".join((package, *parts)).removesuffix(".__init__")
        found[name] = path
    return found


Import = tuple[str, tuple[str, ...]]
"""One import statement: the module it names and the names it takes from it (none for
``import x``, which names ``x`` itself)."""


def imports(source: str, package: str = "") -> list[Import]:
    r"""Every import statement of ``source``, anywhere in it, in the order of the source: the
    module named (a relative import resolved against ``package``, the package the source is
    a module of) and the names taken from it.

    >>> imports("import os.path as p\nfrom . import a, b\ndef f():\n    from ..x import y", "p.q")
    [('os.path', ()), ('p.q', ('a', 'b')), ('p.x', ('y',))]
    """
    found: list[Import] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(alias.name, ()) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module or ""
            found.append((module, tuple(alias.name for alias in node.names)))
    return found


def imported(path: Path, name: str, known: Iterable[str]) -> frozenset[str]:
    """The modules of ``known`` that the module ``name`` (its file ``path``) imports."""
    modules = set(known)
    root = name.split(".")[0]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for source, names in imports(path.read_text(encoding="utf-8"), package):
        if not names:
            found.add(source)
        for alias in names:
            submodule = f"{source}.{alias}"
            found.add(submodule if submodule in modules else source)
    return frozenset(m for m in found if m in modules and m != name and m.startswith(root))


def import_graph(root: Path, package: str) -> dict[str, frozenset[str]]:
    """The package's modules and, for each, the package's modules it imports."""
    names = module_names(root, package)
    return {name: imported(path, name, names) for name, path in names.items()}


def circles(graph: Graph) -> list[list[str]]:
    """The import circles of ``graph``: each set of modules that reach each other (Tarjan's
    strongly connected components of more than one module), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for other in sorted(graph.get(module, ())):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in on_stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == module:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return sorted(found)

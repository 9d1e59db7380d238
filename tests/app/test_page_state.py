"""The page's state is written in one place: the controller applies the changes the handlers
return, and no other module of the package assigns a record of the state; the records are
immutable, each replaced whole by a change.

The check reads the source: any assignment to an attribute named like a field of the state
(``x.play = p``, ``x.play += …``, ``a, x.play = …``, ``setattr(x, "play", …)``, ``del x.play``)
outside the allowed modules is a write, whatever ``x`` is called; only ``self.…`` inside
another class's own methods is that class's business. In the page's logic (``briscola/app/``),
where the state lives, a ``setattr`` with a name that is not written out counts as a write
too (elsewhere it builds classes or sets the DOM's attributes).
"""

from __future__ import annotations

import ast
from pathlib import Path

import briscola
from briscola.app.state import RECORDS, Aids, Alerts, PageState, Play, Saved, Screen
from briscola.app.steps import KEEP, Change

PACKAGE = Path(briscola.__file__).parent
FIELDS = frozenset(PageState.__slots__)
WRITERS = {"app/controller.py", "app/state.py"}
"""The modules that write the state: the controller, and the state's own constructor."""


def _targets(node: ast.AST) -> list[ast.expr]:
    if isinstance(node, ast.Assign):
        return list(node.targets)
    if isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        return [node.target]
    if isinstance(node, ast.Delete):
        return list(node.targets)
    if isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)):
        return [node.target]
    if isinstance(node, ast.withitem) and node.optional_vars is not None:
        return [node.optional_vars]
    if isinstance(node, ast.NamedExpr):
        return [node.target]
    return []


def _written(target: ast.expr) -> list[ast.Attribute]:
    """The attributes an assignment target writes (through tuples, lists and starred)."""
    return [
        n
        for n in ast.walk(target)
        if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store | ast.Del)
    ]


def _writes(node: ast.AST, in_other_class: bool, found: list[str], strict: bool) -> None:
    for child in ast.iter_child_nodes(node):
        inside = in_other_class
        if isinstance(child, ast.ClassDef):
            inside = child.name != "PageState"
        for target in _targets(child):
            for attribute in _written(target):
                own = in_other_class and ast.unparse(attribute.value) == "self"
                dom = ast.unparse(attribute.value).endswith(".dataset")  # a data-* attribute
                if attribute.attr in FIELDS and not own and not dom:
                    found.append(f"{attribute.lineno}: {ast.unparse(attribute)}")
        if isinstance(child, ast.Call) and ast.unparse(child.func) in ("setattr", "delattr"):
            name = child.args[1] if len(child.args) > 1 else None
            named = isinstance(name, ast.Constant) and isinstance(name.value, str)
            if (strict and not named) or (named and name.value in FIELDS):  # type: ignore[union-attr]
                found.append(f"{child.lineno}: {ast.unparse(child)}")
        _writes(child, inside, found, strict)


def state_writes(source: str, strict: bool = True) -> list[str]:
    """Where ``source`` writes (or may write) a field of the page's state; ``strict``: a
    ``setattr`` whose name is not written out counts."""
    found: list[str] = []
    _writes(ast.parse(source), False, found, strict)
    return found


def test_only_the_controller_writes_the_pages_state() -> None:
    writes = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if name not in WRITERS:
            strict = name.startswith("app/")
            found = state_writes(path.read_text(encoding="utf-8"), strict)
            if found:
                writes[name] = found
    assert writes == {}


def test_the_controller_writes_through_its_one_writer() -> None:
    found = state_writes((PACKAGE / "app" / "controller.py").read_text(encoding="utf-8"))
    assert len(found) == 1 and found[0].endswith("setattr(state, name, value)")


def test_the_check_sees_every_kind_of_write() -> None:
    source = (
        "def f(game, s):\n"
        "    game.play = 0\n"
        "    s.aids += 1\n"
        "    a, s.saved = 1, None\n"
        "    setattr(s, 'screen', '')\n"
        "    setattr(s, name, 1)\n"
        "    del s.alerts\n"
        "    for s.play in []: pass\n"
        "    s.ports.panel.result = None\n"  # the panel's own field: not the state's
        "    other.unrelated = 1\n"
        "    document.body.dataset.screen = 'table'\n"  # the DOM's data-screen
        "class Session:\n"
        "    def __init__(self, settings):\n"
        "        self.play = settings\n"  # a Session's own field
        "        game.play = settings\n"
    )
    assert [w.split(":")[0] for w in state_writes(source)] == [
        "2",
        "3",
        "4",
        "5",
        "6",
        "7",
        "8",
        "15",
    ]


def test_a_change_names_each_record_the_state_has_but_its_ports() -> None:
    assert Change._fields == RECORDS == tuple(f for f in PageState.__slots__ if f != "ports")
    state, change = PageState.__annotations__, Change.__annotations__
    assert {f: f"{state[f]} | Keep" for f in RECORDS} == {f: change[f] for f in RECORDS}
    assert all(value is KEEP for value in Change())


def test_the_records_are_immutable_and_replaced_whole() -> None:
    for record in (Saved, Screen, Alerts, Play, Aids):
        assert issubclass(record, tuple) and hasattr(record, "_replace")

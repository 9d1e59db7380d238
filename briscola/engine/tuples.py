"""``NamedTuple`` classes that call Python's compiler next to never when they are defined.

``typing.NamedTuple`` checks every field's annotation when the class is made. Under
``from __future__ import annotations`` each annotation is a string, and Python 3.14's
``typing`` compiles each one into a ``ForwardRef`` right away: three or four calls of the
compiler per class; ``collections.namedtuple`` then compiles the class's ``__new__``. In
the browser the page defines about a hundred such classes at every start, the compiler runs
there in WebAssembly not yet optimised, and those compiles took a large share of the page's
import time in Pyodide (docs/site-build.md, "Import time in Pyodide"). This ``NamedTuple``
makes the same class as ``typing``'s (a ``collections.namedtuple`` class with the class
body's methods, docstring and defaults) without checking the annotations (they stay the
strings the class body holds, as on any other class of a module with postponed
annotations), and with a ``__new__`` made from code compiled once per number of fields.

Type checkers see ``typing.NamedTuple`` itself. Write ``from briscola.engine.tuples import
NamedTuple`` and declare the class as usual; the module must use
``from __future__ import annotations`` (a class body without it fails loudly).

>>> class Point(NamedTuple):
...     x: int
...     y: int = 0
>>> Point(1), Point(1, 2)._replace(y=5), Point._fields, Point.__annotations__
(Point(x=1, y=0), Point(x=1, y=5), ('x', 'y'), {'x': 'int', 'y': 'int'})
"""

from __future__ import annotations

import sys

# The C accessor collections gives a namedtuple's fields (no stub: a private module).
from _collections import _tuplegetter  # type: ignore[import-not-found]
from collections.abc import Callable
from keyword import iskeyword
from types import FunctionType
from typing import TYPE_CHECKING, Any

# Attributes a class body may not set, and those the namedtuple keeps as it made them
# (the same sets as typing's).
_PROHIBITED = frozenset(
    {"__new__", "__init__", "__slots__", "__getnewargs__", "_fields", "_field_defaults"}
    | {"_make", "_replace", "_asdict", "_source"}
)
_SPECIAL = frozenset(
    {"__module__", "__name__", "__annotations__", "__annotate__"}
    | {"__annotate_func__", "__annotations_cache__"}
)
_NEW_GLOBALS: dict[str, Any] = {"_tuple_new": tuple.__new__, "__builtins__": {}}
_new_by_arity: dict[int, Callable[..., Any]] = {}


def _new(typename: str, fields: tuple[str, ...], defaults: tuple[Any, ...]) -> Callable[..., Any]:
    """``collections.namedtuple``'s ``__new__``, from code compiled once per number of
    fields, with the parameters renamed (collections compiles it anew for every class)."""
    template = _new_by_arity.get(len(fields))
    if template is None:
        names = ", ".join(f"a{at}" for at in range(len(fields))) + ("," if len(fields) == 1 else "")
        template = eval(f"lambda _cls, {names}: _tuple_new(_cls, ({names}))", _NEW_GLOBALS)
        _new_by_arity[len(fields)] = template
    code = template.__code__.replace(
        co_varnames=("_cls", *fields), co_name="__new__", co_qualname=f"{typename}.__new__"
    )
    new = FunctionType(code, _NEW_GLOBALS, "__new__", defaults or None)
    new.__doc__ = f"Create new instance of {typename}({', '.join(fields)})"
    return new


def _namedtuple(typename: str, names: list[str], defaults: list[Any], module: str) -> Any:
    """``collections.namedtuple(typename, names, defaults=defaults, module=module)``, the
    same class (methods, errors, pickling) but for its ``__new__`` (:func:`_new`)."""
    for name in [typename, *names]:
        if not name.isidentifier() or iskeyword(name):
            raise ValueError(f"Type names and field names must be valid identifiers: {name!r}")
    if len(set(names)) != len(names) or any(name.startswith("_") for name in names):
        raise ValueError(f"Field names must be unique and not start with an underscore: {names}")
    fields = tuple(map(sys.intern, names))
    count = len(fields)
    repr_fmt = "(" + ", ".join(f"{name}=%r" for name in fields) + ")"
    tuple_new = tuple.__new__

    def _make(cls: type[tuple[Any, ...]], iterable: Any) -> Any:
        result = tuple_new(cls, iterable)
        if len(result) != count:
            raise TypeError(f"Expected {count} arguments, got {len(result)}")
        return result

    def _replace(self: tuple[Any, ...], /, **kwds: Any) -> Any:
        result = self._make(map(kwds.pop, fields, self))  # type: ignore[attr-defined]
        if kwds:
            raise TypeError(f"Got unexpected field names: {list(kwds)!r}")
        return result

    def __repr__(self: tuple[Any, ...]) -> str:
        return self.__class__.__name__ + repr_fmt % self

    def _asdict(self: tuple[Any, ...]) -> dict[str, Any]:
        return dict(zip(fields, self, strict=True))

    def __getnewargs__(self: tuple[Any, ...]) -> tuple[Any, ...]:
        return tuple(self)

    for method in (_make, _replace, __repr__, _asdict, __getnewargs__):
        method.__qualname__ = f"{typename}.{method.__name__}"
    namespace: dict[str, Any] = {
        "__doc__": f"{typename}({', '.join(fields)})",
        "__slots__": (),
        "_fields": fields,
        "_field_defaults": dict(zip(fields[count - len(defaults) :], defaults, strict=True)),
        "__new__": _new(typename, fields, tuple(defaults)),
        "_make": classmethod(_make),
        "__replace__": _replace,
        "_replace": _replace,
        "__repr__": __repr__,
        "_asdict": _asdict,
        "__getnewargs__": __getnewargs__,
        "__match_args__": fields,
        "__module__": module,
    }
    for index, name in enumerate(fields):
        namespace[name] = _tuplegetter(index, sys.intern(f"Alias for field number {index}"))
    return type(typename, (tuple,), namespace)


class _NamedTupleMeta(type):
    """Makes each subclass of :data:`NamedTuple` a ``collections.namedtuple`` class."""

    def __new__(mcs, typename: str, bases: tuple[type, ...], ns: dict[str, Any]) -> Any:
        if ns.get("_root"):  # the NamedTuple base itself
            return super().__new__(mcs, typename, bases, ns)
        if "__classcell__" in ns:
            raise TypeError(f"{typename}: NamedTuple methods cannot use super() or __class__")
        if bases != (NamedTuple,):
            raise TypeError(f"{typename}: a NamedTuple derives from NamedTuple alone")
        if "__annotate__" in ns or "__annotate_func__" in ns:  # annotations not postponed
            raise TypeError(f"{typename}: its module must use 'from __future__ import annotations'")
        annotations: dict[str, str] = ns.get("__annotations__", {})
        fields = list(annotations)
        defaults = [name for name in fields if name in ns]
        if defaults and defaults != fields[len(fields) - len(defaults) :]:
            raise TypeError(f"{typename}: a field without a default follows one with a default")
        made = _namedtuple(typename, fields, [ns[name] for name in defaults], ns["__module__"])
        made.__annotations__ = dict(annotations)
        for key, item in ns.items():
            if key in _PROHIBITED:
                raise AttributeError(f"{typename}: cannot overwrite NamedTuple attribute {key}")
            if key in _SPECIAL or key in fields:
                continue
            setattr(made, key, item)
            set_name = getattr(type(item), "__set_name__", None)
            if set_name is not None:
                set_name(item, made, key)
        return made


if TYPE_CHECKING:
    from typing import NamedTuple as NamedTuple
else:

    class NamedTuple(metaclass=_NamedTupleMeta):
        """Derive a class from this one to make it a named tuple (see the module)."""

        _root = True

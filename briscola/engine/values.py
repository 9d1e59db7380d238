"""Frozen value classes that cost next to nothing to define: ``@value``.

``@dataclass(frozen=True, slots=True)`` writes each class's methods as source code and
compiles it at import time, and builds every slotted class twice. In the browser that is
paid at every page load: the engine's and the app's dataclasses took most of the page's
import time in Pyodide (docs/architecture.md, "Record types"). ``@value`` gives a class the
same behaviour from a few shared functions instead, with no code generated:

- fields are the class's annotations, in order, with class attributes as defaults;
- ``__init__`` by position or keyword, then ``__post_init__`` when the class has one;
- ``__slots__``, no instance ``__dict__``; assignment raises ``FrozenInstanceError``;
- ``__eq__`` and ``__hash__`` over the fields, equal only to the same class;
- ``__repr__`` like a dataclass's, ``__match_args__``, pickling and copying.

Type checkers see a frozen dataclass (``typing.dataclass_transform``). Defaults must be
immutable: there is no ``default_factory``. A method cannot use ``super()`` (the class is
built anew with ``__slots__``, as a slotted dataclass is).

>>> @value
... class Point:
...     x: int
...     y: int = 0
>>> p = Point(1)
>>> p, p == Point(1, 0), p == (1, 0), hash(p) == hash(Point(x=1))
(Point(x=1, y=0), True, False, True)
>>> p.x = 2
Traceback (most recent call last):
dataclasses.FrozenInstanceError: cannot assign to field 'x'
>>> replace(p, y=5), fields_of(Point)
(Point(x=1, y=5), ('x', 'y'))
"""

from __future__ import annotations

import inspect
from dataclasses import FrozenInstanceError
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")
_MISSING = object()
_set = object.__setattr__


def _init(self: Any, *args: Any, **kwargs: Any) -> None:
    names: tuple[str, ...] = self.__match_args__
    if not kwargs and len(args) == len(names):  # the common call, all fields by position
        for name, item in zip(names, args, strict=True):
            _set(self, name, item)
    else:
        _bind(self, names, args, kwargs)
    post = getattr(self, "__post_init__", None)
    if post is not None:
        post()


def _bind(self: Any, names: tuple[str, ...], args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    if len(args) > len(names):
        raise TypeError(f"{type(self).__name__}() takes {len(names)} arguments, got {len(args)}")
    defaults: dict[str, Any] = type(self).__value_defaults__
    for at, name in enumerate(names):
        if at < len(args):
            if name in kwargs:
                raise TypeError(f"{type(self).__name__}() got two values for {name!r}")
            item = args[at]
        else:
            item = kwargs.pop(name, defaults.get(name, _MISSING))
            if item is _MISSING:
                raise TypeError(f"{type(self).__name__}() missing argument {name!r}")
        _set(self, name, item)
    if kwargs:
        raise TypeError(f"{type(self).__name__}() got unknown arguments {sorted(kwargs)}")


def _astuple(self: Any) -> tuple[Any, ...]:
    return tuple(getattr(self, name) for name in self.__match_args__)


def _eq(self: Any, other: Any) -> Any:  # bool, or NotImplemented
    if other.__class__ is not self.__class__:
        return NotImplemented
    key = self.__value_key__
    return key(self) == key(other)


def _hash(self: Any) -> int:
    return hash(self.__value_key__(self))


def _repr(self: Any) -> str:
    inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__match_args__)
    return f"{type(self).__qualname__}({inner})"


def _no_fields(self: Any) -> tuple[()]:
    return ()


def _setattr(self: Any, name: str, item: Any) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _delattr(self: Any, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


def _reduce(self: Any) -> tuple[Any, ...]:
    return (type(self), _astuple(self))


@dataclass_transform(frozen_default=True)
def value(cls: type[T]) -> type[T]:
    """Make ``cls`` a frozen, slotted value class (see the module's docstring)."""
    annotations: dict[str, Any] = inspect.get_annotations(cls)
    names = tuple(name for name, kind in annotations.items() if "ClassVar" not in str(kind))
    namespace = {
        key: item
        for key, item in cls.__dict__.items()
        if key not in names and key not in ("__dict__", "__weakref__")
    }
    for item in namespace.values():
        if getattr(item, "__closure__", None) and "__class__" in item.__code__.co_freevars:
            raise TypeError(f"{cls.__name__}: methods of a value class cannot use super()")
    defaults = {name: cls.__dict__[name] for name in names if name in cls.__dict__}
    namespace.update(
        __slots__=names,
        __match_args__=names,
        __value_defaults__=defaults,
        # The fields' values, for == and hash: one C call (a tuple, or the only field's value).
        __value_key__=attrgetter(*names) if names else _no_fields,
        __init__=_init,
        __setattr__=_setattr,
        __delattr__=_delattr,
        __reduce__=_reduce,
    )
    for name, method in (("__repr__", _repr), ("__eq__", _eq), ("__hash__", _hash)):
        if namespace.get(name) is None:  # a class body's own method wins, as in a dataclass
            namespace[name] = method
    metaclass: Any = type(cls)
    made: type[T] = metaclass(cls.__name__, cls.__bases__, namespace)
    return made


def fields_of(cls_or_value: Any) -> tuple[str, ...]:
    """The field names of a value class (or of a value), in order."""
    names: tuple[str, ...] = cls_or_value.__match_args__
    return names


def defaults_of(cls: type) -> dict[str, Any]:
    """The default of each field that has one."""
    defaults: dict[str, Any] = dict(vars(cls)["__value_defaults__"])
    return defaults


def replace(item: T, **changes: Any) -> T:
    """A copy of ``item`` with ``changes`` to some fields (``__post_init__`` checks it again)."""
    unknown = set(changes) - set(fields_of(item))
    if unknown:
        raise TypeError(f"{type(item).__name__} has no fields {sorted(unknown)}")
    current = {name: getattr(item, name) for name in fields_of(item)}
    made: T = type(item)(**(current | changes))
    return made

"""``briscola.engine.tuples.NamedTuple``: the same classes as ``typing.NamedTuple``, made
without compiling."""

from __future__ import annotations

import copy
import pickle
import sys
import typing
from pathlib import Path
from typing import Any

import pytest

from briscola.engine import tuples
from briscola.engine.tuples import NamedTuple
from tests.support.import_graph import imports


class Seat(NamedTuple):
    """A seat at the table."""

    number: int
    name: str = "you"
    tags: tuple[str, ...] = ()

    @property
    def first(self) -> bool:
        """Whether this is the first seat."""
        return self.number == 0

    @classmethod
    def of(cls, number: int) -> Seat:
        """The seat ``number`` with the default name."""
        return cls(number)

    def renamed(self, name: str) -> Seat:
        """This seat under another name."""
        return self._replace(name=name)


class TypingSeat(typing.NamedTuple):
    """A seat at the table."""

    number: int
    name: str = "you"
    tags: tuple[str, ...] = ()


class One(NamedTuple):
    only: int


class Empty(NamedTuple):
    """No field."""


def test_behaves_as_typing_namedtuple() -> None:
    seat = Seat(1, "ann")
    same = TypingSeat(1, "ann")
    assert tuple(seat) == tuple(same) == (1, "ann", ())
    assert hash(seat) == hash(same)
    assert repr(seat) == "Seat(number=1, name='ann', tags=())"
    assert repr(same) == "TypingSeat(number=1, name='ann', tags=())"
    assert Seat._fields == TypingSeat._fields == ("number", "name", "tags")
    assert Seat._field_defaults == TypingSeat._field_defaults == {"name": "you", "tags": ()}
    assert Seat.__match_args__ == TypingSeat.__match_args__
    assert Seat.__doc__ == "A seat at the table."
    assert Seat(number=2) == Seat(2, "you", ())
    assert seat._asdict() == same._asdict() == {"number": 1, "name": "ann", "tags": ()}
    assert Seat._make([3, "bo", ("x",)]) == Seat(3, "bo", ("x",))
    assert seat._replace(number=5) == Seat(5, "ann")
    assert (Seat.__module__, Seat.__qualname__) == (__name__, "Seat")
    assert Seat.__new__.__defaults__ == TypingSeat.__new__.__defaults__
    assert Seat.number.__doc__ == TypingSeat.number.__doc__ == "Alias for field number 0"
    assert Seat.__annotations__ == {"number": "int", "name": "str", "tags": "tuple[str, ...]"}
    assert One(4) == (4,) and One(only=4).only == 4 and Empty() == ()
    assert isinstance(seat, tuple) and type(seat).__bases__ == (tuple,)
    assert not hasattr(seat, "__dict__")


def test_class_body_kept() -> None:
    assert Seat(0).first and not Seat(1).first
    assert Seat.of(2) == Seat(2)
    assert Seat(1).renamed("cy") == Seat(1, "cy")
    assert Seat.first.__doc__ == "Whether this is the first seat."
    match Seat(1, "ann"):
        case Seat(number, name):
            assert (number, name) == (1, "ann")


def test_pickle_and_copy() -> None:
    seat = Seat(1, "ann", ("a",))
    assert pickle.loads(pickle.dumps(seat)) == seat
    assert type(pickle.loads(pickle.dumps(seat))) is Seat
    assert copy.copy(seat) == seat and copy.deepcopy(seat) == seat
    if sys.version_info >= (3, 13):
        assert copy.replace(seat, name="bo") == Seat(1, "bo", ("a",))  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda: Seat(), TypeError),  # type: ignore[call-arg]
        (lambda: Seat(1, "a", (), 4), TypeError),  # type: ignore[call-arg]
        (lambda: Seat(1, nope=2), TypeError),  # type: ignore[call-arg]
        (lambda: Seat._make([1]), TypeError),
        (lambda: Seat(1)._replace(nope=2), TypeError),  # type: ignore[call-arg]
    ],
)
def test_same_errors_as_typing(call: Any, error: type[Exception]) -> None:
    with pytest.raises(error):
        call()


_META: Any = type(NamedTuple)  # the class that makes each NamedTuple subclass


def _define(annotations: dict[str, str], **body: object) -> type:
    namespace = {"__module__": __name__, "__annotations__": annotations, **body}
    return _META("Bad", (NamedTuple,), namespace)  # type: ignore[no-any-return]


def test_bad_class_bodies_refused() -> None:
    with pytest.raises(TypeError, match="follows one with a default"):
        _define({"a": "int", "b": "int"}, a=1)
    with pytest.raises(AttributeError, match="_replace"):
        _define({"a": "int"}, _replace=1)
    with pytest.raises(ValueError, match="underscore"):
        _define({"_a": "int"})
    with pytest.raises(TypeError, match="from __future__ import annotations"):
        _META("Bad", (NamedTuple,), {"__module__": __name__, "__annotate__": None})


def test_compiles_once_per_field_count(monkeypatch: pytest.MonkeyPatch) -> None:
    """What the module is for: a new class of a known size compiles nothing."""
    One(1), Seat(1)
    compiled: list[str] = []
    real_eval = eval

    def counting_eval(source: str, *args: Any) -> Any:
        compiled.append(source)
        return real_eval(source, *args)

    monkeypatch.setattr(tuples, "eval", counting_eval, raising=False)
    monkeypatch.setattr(typing, "_type_check", lambda *a, **k: pytest.fail("annotation checked"))

    class Three(NamedTuple):
        a: int
        b: str
        c: Seat

    assert compiled == [] and Three(1, "x", Seat(0)).c.first


def test_the_pages_modules_use_this_namedtuple() -> None:
    """The page defines its NamedTuple classes at every start: none from typing's."""
    package = Path(tuples.__file__).parent
    found = [
        str(path.relative_to(package.parent))
        for folder in ("app", "ui")
        for path in sorted((package / folder).rglob("*.py"))
        for module, names in imports(path.read_text(encoding="utf-8"))
        if module == "typing" and "NamedTuple" in names
    ]
    assert found == []

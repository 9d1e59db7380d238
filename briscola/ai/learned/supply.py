"""Where the maestro level's network comes from: handed in, or the file beside this package.

On the command line ``weights.bin`` lies beside this package and is read once, the first time
the network is asked for. The page ships its Python as bytecode without that file: it fetches
the file by itself when a game with the maestro level starts and hands the network in
(:meth:`Supply.give`). Until then, or if the file cannot be had, there is no network and the
maestro level plays without its prior.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib import resources
from typing import Final

from briscola.ai.learned.network import Network


def shipped_bytes() -> bytes:
    """The bytes of ``weights.bin`` beside this package (``OSError`` if it is not there)."""
    return resources.files("briscola.ai.learned").joinpath("weights.bin").read_bytes()


@cache
def shipped() -> Network:
    """The network of ``weights.bin`` beside this package, read once a process (``OSError``
    if the file is not there)."""
    return Network.from_bytes(shipped_bytes())


class Supply:
    """The network handed in, else the one of the bytes ``read()`` gives (tried once; by
    default :func:`shipped`'s, read once for every supply and player), else None."""

    def __init__(self, read: Callable[[], bytes] | None = None) -> None:
        self.read = read
        self.given: Network | None = None
        self.read_network: Network | None = None
        self.tried = False

    def give(self, network: Network) -> None:
        """Hand the network in (the page, once its weights file is fetched and read)."""
        self.given = network

    def network(self) -> Network | None:
        """The network handed in, else the one read (None if there is neither)."""
        if self.given is not None:
            return self.given
        if not self.tried:
            self.tried = True
            try:
                read = self.read
                self.read_network = shipped() if read is None else Network.from_bytes(read())
            except (OSError, KeyError, ValueError):  # the page: no file beside the bytecode
                self.read_network = None
        return self.read_network


SUPPLY: Final = Supply()
"""The maestro level's network, for every maestro player of the process."""

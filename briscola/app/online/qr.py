"""QR codes (ISO/IEC 18004) in byte mode, for an invitation link shown beside a laptop.

:func:`encode` turns bytes into the smallest symbol (versions 1–40) that holds them at the
error-correction level asked for, with the mask of the lowest penalty, as a square of
booleans (True: a dark module), without the quiet zone around it.

>>> symbol = encode(b"HELLO", "M")
>>> len(symbol), sum(row.count(True) for row in symbol) > 0
(21, True)
>>> len(encode(bytes(200), "L"))  # 200 bytes need version 9 at level L
53
"""

from __future__ import annotations

from typing import Final, Literal

Level = Literal["L", "M", "Q", "H"]
Symbol = list[list[bool]]

_FORMAT_BITS: Final = {"L": 1, "M": 0, "Q": 3, "H": 2}
"""Each level's two bits in the format information."""

# fmt: off
_ECC_PER_BLOCK: Final = {
    "L": (7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
          28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),
    "M": (10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
          26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28),
    "Q": (13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
          28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),
    "H": (17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
          30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),
}
"""Error-correction codewords in each block, by level and version (1–40)."""

_BLOCKS: Final = {
    "L": (1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
          8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25),
    "M": (1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
          17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49),
    "Q": (1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
          23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68),
    "H": (1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
          25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81),
}
"""Error-correction blocks, by level and version (1–40)."""
# fmt: on


class TooLong(ValueError):
    """The data does not fit in a version-40 symbol at the level asked for."""


def encode(data: bytes, level: Level = "M") -> Symbol:
    """The smallest symbol holding ``data`` at ``level``; raises :class:`TooLong`."""
    for version in range(1, 41):
        if _data_capacity(version, level) * 8 >= _bits_needed(version, len(data)):
            return _symbol(data, version, level)
    raise TooLong(f"{len(data)} bytes do not fit in a QR code at level {level}")


def _count_bits(version: int) -> int:
    return 8 if version < 10 else 16


def _bits_needed(version: int, length: int) -> int:
    return 4 + _count_bits(version) + 8 * length


def _raw_modules(version: int) -> int:
    """The modules left for data and error correction once the patterns are drawn."""
    modules = (16 * version + 128) * version + 64
    if version >= 2:
        aligns = version // 7 + 2
        modules -= (25 * aligns - 10) * aligns - 55
        if version >= 7:
            modules -= 36
    return modules


def _data_capacity(version: int, level: Level) -> int:
    """Data codewords of a symbol of ``version`` at ``level``."""
    ecc = _ECC_PER_BLOCK[level][version - 1] * _BLOCKS[level][version - 1]
    return _raw_modules(version) // 8 - ecc


def _codewords(data: bytes, version: int, level: Level) -> list[int]:
    """The data in byte mode, padded, cut into blocks, each with its error correction,
    interleaved as the symbol carries them."""
    bits: list[int] = []

    def put(value: int, width: int) -> None:
        bits.extend((value >> i) & 1 for i in reversed(range(width)))

    put(0b0100, 4)
    put(len(data), _count_bits(version))
    for byte in data:
        put(byte, 8)
    capacity = _data_capacity(version, level) * 8
    put(0, min(4, capacity - len(bits)))
    put(0, -len(bits) % 8)
    padded = [int("".join(map(str, bits[i : i + 8])), 2) for i in range(0, len(bits), 8)]
    pads = (0xEC, 0x11)
    padded += [pads[i % 2] for i in range(capacity // 8 - len(padded))]

    blocks = _BLOCKS[level][version - 1]
    ecc_len = _ECC_PER_BLOCK[level][version - 1]
    raw = _raw_modules(version) // 8
    short = blocks - raw % blocks
    short_len = raw // blocks - ecc_len
    divisor = _rs_divisor(ecc_len)
    data_blocks: list[list[int]] = []
    ecc_blocks: list[list[int]] = []
    start = 0
    for index in range(blocks):
        length = short_len + (0 if index < short else 1)
        block = padded[start : start + length]
        start += length
        data_blocks.append(block)
        ecc_blocks.append(_rs_remainder(block, divisor))
    out = [b[i] for i in range(short_len + 1) for b in data_blocks if i < len(b)]
    return out + [b[i] for i in range(ecc_len) for b in ecc_blocks]


def _gf_multiply(x: int, y: int) -> int:
    """Product in GF(2⁸) modulo x⁸ + x⁴ + x³ + x² + 1."""
    z = 0
    for i in reversed(range(8)):
        z = (z << 1) ^ ((z >> 7) * 0x11D)
        z ^= ((y >> i) & 1) * x
    return z


def _rs_divisor(degree: int) -> list[int]:
    """The Reed–Solomon generator's coefficients, highest first, the leading 1 left out."""
    result = [0] * (degree - 1) + [1]
    root = 1
    for _ in range(degree):
        for j in range(degree):
            result[j] = _gf_multiply(result[j], root)
            if j + 1 < degree:
                result[j] ^= result[j + 1]
        root = _gf_multiply(root, 2)
    return result


def _rs_remainder(data: list[int], divisor: list[int]) -> list[int]:
    result = [0] * len(divisor)
    for byte in data:
        factor = byte ^ result.pop(0)
        result.append(0)
        for i, coefficient in enumerate(divisor):
            result[i] ^= _gf_multiply(coefficient, factor)
    return result


def _alignment_centres(version: int) -> list[int]:
    if version == 1:
        return []
    aligns = version // 7 + 2
    step = (version * 8 + aligns * 3 + 5) // (aligns * 4 - 4) * 2
    size = version * 4 + 17
    return [6, *sorted(size - 7 - i * step for i in range(aligns - 1))]


class _Grid:
    """A symbol being drawn: its modules and which of them belong to a pattern."""

    def __init__(self, version: int) -> None:
        self.version = version
        self.size = version * 4 + 17
        self.dark = [[False] * self.size for _ in range(self.size)]
        self.fixed = [[False] * self.size for _ in range(self.size)]

    def set(self, x: int, y: int, dark: bool) -> None:
        self.dark[y][x] = dark
        self.fixed[y][x] = True

    def patterns(self) -> None:
        size = self.size
        for i in range(size):
            self.set(6, i, i % 2 == 0)
            self.set(i, 6, i % 2 == 0)
        for cx, cy in ((3, 3), (size - 4, 3), (3, size - 4)):
            for dy in range(-4, 5):
                for dx in range(-4, 5):
                    x, y = cx + dx, cy + dy
                    if 0 <= x < size and 0 <= y < size:
                        self.set(x, y, max(abs(dx), abs(dy)) not in (2, 4))
        centres = _alignment_centres(self.version)
        last = len(centres) - 1
        for i, cx in enumerate(centres):
            for j, cy in enumerate(centres):
                if (i, j) in ((0, 0), (0, last), (last, 0)):
                    continue  # a finder pattern's corner
                for dy in range(-2, 3):
                    for dx in range(-2, 3):
                        self.set(cx + dx, cy + dy, max(abs(dx), abs(dy)) != 1)
        self.format_bits(_FORMAT_BITS["L"] << 3)  # reserves the area; drawn again at the end
        self.version_bits()

    def format_bits(self, data: int) -> None:
        remainder = data
        for _ in range(10):
            remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537)
        bits = (data << 10 | remainder) ^ 0x5412
        size = self.size

        def bit(i: int) -> bool:
            return (bits >> i) & 1 == 1

        for i in range(6):
            self.set(8, i, bit(i))
        self.set(8, 7, bit(6))
        self.set(8, 8, bit(7))
        self.set(7, 8, bit(8))
        for i in range(9, 15):
            self.set(14 - i, 8, bit(i))
        for i in range(8):
            self.set(size - 1 - i, 8, bit(i))
        for i in range(8, 15):
            self.set(8, size - 15 + i, bit(i))
        self.set(8, size - 8, True)

    def version_bits(self) -> None:
        if self.version < 7:
            return
        remainder = self.version
        for _ in range(12):
            remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25)
        bits = self.version << 12 | remainder
        for i in range(18):
            dark = (bits >> i) & 1 == 1
            a, b = self.size - 11 + i % 3, i // 3
            self.set(a, b, dark)
            self.set(b, a, dark)

    def place(self, codewords: list[int]) -> None:
        """The codewords' bits in the zigzag of two-module columns, right to left."""
        size = self.size
        total = len(codewords) * 8
        index = 0
        right = size - 1
        while right >= 1:
            if right == 6:
                right = 5
            for step in range(size):
                for j in range(2):
                    x = right - j
                    upward = (right + 1) & 2 == 0
                    y = size - 1 - step if upward else step
                    if not self.fixed[y][x] and index < total:
                        self.dark[y][x] = (codewords[index >> 3] >> (7 - (index & 7))) & 1 == 1
                        index += 1
            right -= 2

    def masked(self, mask: int) -> Symbol:
        out = [row[:] for row in self.dark]
        for y in range(self.size):
            for x in range(self.size):
                if not self.fixed[y][x] and _MASKS[mask](x, y):
                    out[y][x] = not out[y][x]
        return out


_MASKS: Final = (
    lambda x, y: (x + y) % 2 == 0,
    lambda x, y: y % 2 == 0,
    lambda x, y: x % 3 == 0,
    lambda x, y: (x + y) % 3 == 0,
    lambda x, y: (x // 3 + y // 2) % 2 == 0,
    lambda x, y: x * y % 2 + x * y % 3 == 0,
    lambda x, y: (x * y % 2 + x * y % 3) % 2 == 0,
    lambda x, y: ((x + y) % 2 + x * y % 3) % 2 == 0,
)


def _symbol(data: bytes, version: int, level: Level) -> Symbol:
    grid = _Grid(version)
    grid.patterns()
    grid.place(_codewords(data, version, level))
    best: Symbol | None = None
    best_penalty = 0
    for mask in range(8):
        grid.format_bits(_FORMAT_BITS[level] << 3 | mask)
        candidate = grid.masked(mask)
        score = penalty(candidate)
        if best is None or score < best_penalty:
            best, best_penalty = candidate, score
    assert best is not None
    return best


_FINDER_LIKE: Final = ((1, 0, 1, 1, 1, 0, 1, 0, 0, 0, 0), (0, 0, 0, 0, 1, 0, 1, 1, 1, 0, 1))


def penalty(symbol: Symbol) -> int:
    """The standard's penalty of a masked symbol: runs, 2×2 blocks, finder-like patterns,
    and the balance of dark and light."""
    size = len(symbol)
    lines = [list(map(int, row)) for row in symbol]
    lines += [[int(symbol[y][x]) for y in range(size)] for x in range(size)]
    score = 0
    for line in lines:
        run = 1
        for i in range(1, size + 1):
            if i < size and line[i] == line[i - 1]:
                run += 1
                continue
            if run >= 5:
                score += 3 + run - 5
            run = 1
        padded = (0, 0, 0, 0, *line, 0, 0, 0, 0)
        for i in range(len(padded) - 10):
            if tuple(padded[i : i + 11]) in _FINDER_LIKE:
                score += 40
    for y in range(size - 1):
        for x in range(size - 1):
            if symbol[y][x] == symbol[y][x + 1] == symbol[y + 1][x] == symbol[y + 1][x + 1]:
                score += 3
    dark = sum(row.count(True) for row in symbol)
    total = size * size
    score += 10 * (-(-abs(dark * 20 - total * 10) // total) - 1)
    return score

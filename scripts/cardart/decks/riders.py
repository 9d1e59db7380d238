"""The Cavallo: a rider on a horse walking to the left, the suit's sign in the raised hand."""

from __future__ import annotations

from dataclasses import dataclass

from ..svg import tag
from .ink import KEY, line, oval, shape
from .people import Head, hand, head, limb
from .standing import Hold, Look, _held


@dataclass(frozen=True)
class Horse:
    """A horse's coat, its mane and tail, its hooves and its saddle cloth."""

    coat: str
    mane: str
    hoof: str
    cloth: str
    cloth_trim: str


def horse(h: Horse) -> str:
    """The horse alone, head to the left, the near forefoot raised."""
    parts = [
        # Far legs first, then the body, then the near legs.
        limb([(40.6, 64), (41.4, 74), (41, 84)], 3, h.coat),
        limb([(23.6, 63), (23.2, 73), (22.6, 84)], 3, h.coat),
        shape("M45.4 56C50.6 58 51 67 48.4 77C47.6 70 46.2 64 43.2 60Z", h.mane, 0.45),
        oval(33, 60.6, 13.6, 7.8, h.coat, 0.6),
        shape(
            "M21.6 57.6C18.6 52.6 16.4 48.4 15.6 43.4L21.6 41.2C23 46.4 26 50.6 30 53.6Z",
            h.coat,
            0.6,
        ),
        shape(
            "M15.8 39.4C19.2 38.4 22 40.2 21.8 43.4C21.2 46.6 17.4 49.8 14 53.6C12.4 55.4 9 "
            "55 8.8 52.6C8.6 50.6 11 47.4 12.4 44.4C13 42.2 13.8 40.2 15.8 39.4Z",
            h.coat,
            0.6,
        ),
        shape("M15.8 40l.6-4.2 2 3.6Z", h.coat, 0.45),
        shape(
            "M17 40C19.8 47.2 22.8 51 28.2 54.4L29.8 52.6C25 49.4 21.8 45 19.6 38.8Z", h.mane, 0.4
        ),
        line("M16.4 43.8h.1", KEY, 1.1),
        line("M10.6 52.6h.1", KEY, 0.9),
        line("M12.2 50.4L27.6 47M11.4 50l5.8-4.6", "#5a2d12", 0.55),
        limb([(44.2, 63), (45.8, 73.4), (46.6, 84)], 3.2, h.coat),
        limb([(26.4, 63.4), (24.6, 70), (19.4, 73.4)], 3.2, h.coat),
        line("M45 84.6h3.2M20.6 84.6h3.2M39.4 84.6h3.2M17.6 74.4l1.6-2.4", h.hoof, 1.5),
        shape(
            "M26 52.4C30 51.4 37 51.4 41 52.6L40.2 65.6C36 66.8 30 66.8 26.6 65.6Z", h.cloth, 0.5
        ),
        line("M26.6 63.6C30 64.8 36.4 64.8 40.4 63.6", h.cloth_trim, 1.3),
    ]
    return "".join(parts)


def cavallo(look: Look, mount: Horse, hold: Hold) -> str:
    """A rider on ``mount`` dressed as ``look``, holding the suit's sign raised."""
    hand_at = (42.6, 33.4)
    parts = [
        horse(mount),
        # The rider's near leg over the cloth, foot in the stirrup.
        limb([(33.6, 53.4), (28.8, 58.6), (29.6, 67.4)], 4, look.hose),
        shape("M27.2 69.4C27.2 67.2 31.8 67 32.2 69.4Z", look.shoe, 0.4),
        line("M29.8 60V68.2", KEY, 0.45),
        # The body, upright.
        shape("M28.4 38.4C30.4 37 35.6 37 37.6 38.4L38.8 54.6H27.4Z", look.coat, 0.6),
        line("M27.6 52.6H38.6", look.trim, 1.5),
        line("M33 39.6V52", look.trim, 1),
        limb([(29.2, 40.6), (26.4, 46.4), (24.2, 49.4)], 3.2, look.sleeve),
        hand(24.2, 49.4, 1.4),
        tag(
            "rect",
            x=31.6,
            y=34,
            width=2.8,
            height=4.6,
            fill="#f6d3b3",
            stroke=KEY,
            stroke_width=0.4,
        ),
    ]
    h = Head(33, 31, 4, hair=look.hair, beard=look.beard, long_hair=look.long_hair)
    parts.append(head(h))
    parts.append(look.hat(h))
    arm = limb([(36.8, 40.4), (41.2, 40), hand_at], 3.2, look.sleeve)
    if hold.pose in ("staff", "down", "shoulder"):
        parts.append(_held(hold, hand_at))
        parts.append(arm)
    else:
        parts.append(arm)
        parts.append(_held(hold, hand_at))
    parts.append(hand(*hand_at, 1.4))
    return "".join(parts)

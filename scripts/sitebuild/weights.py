"""Write the maestro level's network beside the page, in half precision.

The repository's ``weights.bin`` is float32 (what training exports, what the command line
reads); the page's copy (``layout.WEIGHTS``) holds the same arrays as float16: half the bytes,
the policy's choices unchanged (docs/site-build.md). The page fetches it only for a game with
the maestro level (``briscola/ui/weights.py``).
"""

import importlib
import sys
from pathlib import Path

from sitebuild import layout
from sitebuild.errors import BuildError


def write_weights(site: Path, root: Path) -> int:
    """Write ``site/layout.WEIGHTS`` from the repository's weights file; its size in bytes."""
    sys.path.insert(0, str(root))
    try:
        network = importlib.import_module("briscola.ai.learned.network")
    finally:
        sys.path.remove(str(root))
    source = root / layout.WEIGHTS_SOURCE
    try:
        arrays = network.read_arrays(source.read_bytes())
        data: bytes = network.write_arrays(arrays, half=True)
    except (OSError, ValueError, OverflowError) as error:
        raise BuildError(f"{layout.WEIGHTS_SOURCE}: {error}") from None
    (site / layout.WEIGHTS).write_bytes(data)
    return len(data)

"""``python -m briscola``: see :mod:`briscola.cli`."""

import sys

from briscola.cli import main

sys.exit(main())

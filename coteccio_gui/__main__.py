"""``python -m coteccio_gui`` runs the same command line as ``coteccio``."""

import sys

from coteccio_gui.cli import main

sys.exit(main())

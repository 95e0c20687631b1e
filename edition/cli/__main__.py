"""``python -m edition.cli``: the same as the ``liuren`` command."""
import sys

from edition.cli import main

sys.exit(main())

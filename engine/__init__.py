"""The Da Liu Ren casting engine: pure, no I/O, imports nothing else of the project.

Public API (what the rest of the toolkit uses)::

    from engine import cast, Chart, Options, offset_from, offset_from_plate, explain
    chart = cast("丁丑", 8)                       # or cast(13, jiang="丑", hour="巳")
    chart.transmissions, chart.method, chart.names, chart.to_json(), chart.notation
"""
from .chart import Chart, cast, derive, explain, from_notation, layout, set_cache, table
from .generals import GENERAL_NAMES, general_index
from .lessons import Lesson
from .methods import METHOD_NAMES, METHODS
from .options import DEFAULT, OPTIONS, Option, Options
from .plate import offset_from, offset_from_plate

__all__ = ["Chart", "cast", "derive", "explain", "from_notation", "layout", "set_cache", "table",
           "GENERAL_NAMES", "general_index", "Lesson", "METHOD_NAMES", "METHODS", "DEFAULT",
           "OPTIONS", "Option", "Options", "offset_from", "offset_from_plate"]

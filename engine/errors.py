"""Narrow exceptions of the engine. Each carries what was wrong and, where known, where."""


class LiurenError(ValueError):
    """Base class: a domain error with a one-line message fit for the CLI."""

    def __init__(self, message: str, *, where: str | None = None, text: str | None = None):
        self.where = where
        self.text = text
        super().__init__(f"{where}: {message}" if where else message)


class BadName(LiurenError):
    """An unknown stem, branch, general, element or method name."""


class BadDay(LiurenError):
    """A day that is not one of the sixty 干支 (e.g. 甲丑: stem and branch of unequal parity)."""


class BadPlate(LiurenError):
    """A plate that cannot be built (bad offset, contradictory 'X加Y')."""


class BadOption(LiurenError):
    """An unknown school option or value."""

"""Witness formats as adapters: one module per format of raw witness, behind one protocol
(:class:`~.base.Format`), registered by name as python-chess registers its variants.

    fmt = formats.of(source)           # a source's format, by its manifest's `format`
    fmt = formats.detect(text)         # the format of a raw file (else plain)
    fmt = formats.of_layer(tree)       # the format of an encoded text layer
    fmt.encode(ed, s, text)            # Encoded(data, summary, notes): the TEI, checked lossless
    fmt.diplomatic(tree) == text       # read back, byte for byte
    fmt.units(tree)                    # what the analysis scans
    fmt.emendations(tree)              # the emendations the text layer encodes

The built-in formats are :mod:`.plain` (the corpus's own, the default) and :mod:`.kanripo`.
A new format is one module: a class with the protocol's attributes and methods, registered
with :func:`~.base.register`, and imported below. Nothing outside the format modules asks
which format a witness is in; it asks its format.
"""
from . import kanripo, plain
from .base import (DEFAULT, FORMATS, Encoded, Entry, Folder, Format, UnknownFormat, Unit, book,
                   books, detect, folder, get, of, of_layer, register)

__all__ = ["DEFAULT", "FORMATS", "Encoded", "Entry", "Folder", "Format", "Unit", "UnknownFormat",
           "book", "books", "detect", "folder", "get", "kanripo", "of", "of_layer", "plain",
           "register"]

"""Kanripo (mandoku) witnesses ↔ TEI, losslessly.

The Kanseki Repository publishes its texts in *mandoku*, an org-mode based plain-text format
(described with the witnesses of the shared folder, ``witnesses/README.md``; 六壬大全
``KR3g0031``, 四庫全書 文淵閣 base edition):

- ``#`` lines at the top of a file: the header (``#+TITLE``, ``#+PROPERTY: JUAN 卷五`` …);
- ``<pb:KR3g0031_WYG_005-2a>¶`` alone on a line: a page break (juan 005, folio 2, side a);
- every text line ends with ``¶``; leading full-width spaces ``　`` are indentation;
- ``(col1/col2)``: a double-column interlinear note, one ``(…/…)`` *part* per physical line;
  a note that runs on fills its line to the column's end and goes on at the start of the
  next line (after its indentation) with another part. Each part reads col1 then col2, and
  the parts read in line order (``KR3g0031_005.txt:93-94``: 「(…分體半/月之數也…首日為發)」
  then 「(用每氣十五日…」: 半月, 發用; 005:98-99 「假令七月初」「(一日寒蝉鳴…」);
- ``&KR0317;``: a character outside Unicode, by its Kanripo code.

Every line is one of the four, and is cited as ``file:line`` (1-based over the whole file,
header lines included, as ``grep -n`` counts).

This package gives, as plain functions over strings, lxml trees and frozen dataclasses (one
module each; everything is imported from ``edition.encode.kanripo``):

- :func:`parse` (text → :class:`Doc`, :mod:`.parse`; the values in :mod:`.model`): lines,
  page breaks, notes, glyphs, and the *blocks*: headings, paragraphs, 課式 diagrams and table
  rows (the layout rules are in :func:`.layout.blocks` and ``docs/ENCODING.md`` *Kanripo
  witnesses*);
- :func:`to_tei` (:class:`Doc` → TEI P5 root, valid against TEI All; :mod:`.tei`);
- :func:`diplomatic` (TEI → the raw text, byte for byte) and :func:`paragraphs` (TEI →
  :class:`Para` list: the reading text of each block, with :meth:`Para.locate` mapping any
  offset back to ``(line, column)`` of the raw file), both in :mod:`.read`;
- :func:`read_repository` (a Kanripo folder with its ``Readme.org`` → :class:`Repo`,
  :mod:`.repo`) and :func:`is_kanripo` (mandoku or the corpus's own format?).

Nothing here raises on odd text: whatever does not parse as expected is encoded as plain text
of its line and reported in :attr:`Doc.warnings` (``file:line: message``). Only a TEI tree
that this module did not write (or that was edited inconsistently) makes :func:`diplomatic` or
:func:`paragraphs` raise :class:`KanripoError`.
"""
from .model import (GLYPH, INLINE_LAYOUT, TRANSMISSIONS_ROW, Block, Char, Doc, Glyph,
                    KanripoError, Line, Part)
from .parse import is_kanripo, parse
from .read import Para, diplomatic, paragraphs
from .repo import JuanRef, Repo, read_repository
from .tei import to_tei

__all__ = ["GLYPH", "INLINE_LAYOUT", "TRANSMISSIONS_ROW", "Block", "Char", "Doc",
           "Glyph", "JuanRef", "KanripoError", "Line", "Para", "Part", "Repo", "diplomatic",
           "is_kanripo", "paragraphs", "parse", "read_repository", "to_tei"]

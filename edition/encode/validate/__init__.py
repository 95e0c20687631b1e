"""Validation of the TEI edition: the project schema, TEI All, and the checks no schema does.

One module per subject, everything imported from ``edition.encode.validate``: the schemas
(:mod:`.schemas`), the checks of a text layer (:mod:`.text`) and of a collation
(:mod:`.collation`), what they share (:mod:`.common`), and the :class:`Validator` that runs
them (:mod:`.validator`) on each file by its kind (:class:`FileKind`). The stand-off files of
the analysis are a kind the analysis gives the validator (:mod:`edition.analyse.standoff`:
its schema, its checks, and the edition's validator, :func:`edition.analyse.standoff.
validator`): the encoder never imports the analysis.

A :class:`Validator` holds compiled RELAX NG schemas (TEI All takes seconds to compile, so
:func:`load_schema` compiles each once per process) and checks files or trees. It returns a
list of :class:`Problem` (``file:line: message``) and never mutates what it reads. Checks
beyond the schemas (docs/ENCODING.md is the encoding they check):

* every ``xml:id`` is unique in its file;
* every pointer (``@corresp``, ``@target``, ``@ana``, ``@resp``, ``@source``, ``@prev`` …)
  resolves: ``#id`` in this file (the header's rule taxonomy included), ``file.xml#id`` in a
  file beside it; ``https:``/``urn:`` … URIs are never fetched and not checked, any other
  scheme is refused;
* the header names a file of ``sources/``, with its sha256 and line count, and they match;
* every paragraph-level element (``head``, ``p``, ``table``, ``list`` in ``body``/``div``)
  has ``@n``, a line of that file, and its printed text is that line, byte for byte;
* every ``sic`` (``surplus``, ``orig``, ``lem``) occurs, as printed, in its source line (the
  ``@n`` of the enclosing paragraph; for a standoff note, of the paragraph it targets), and
  the commentary's clause (``quote``) occurs in the commentary paragraph it cites;
* a text layer holds no analysis (docs/ENCODING.md, *Stand-off analysis*): a worked example
  ``seg[@type='example']``, an ``@ana`` on a paragraph or the heading, the examples'
  ``div[@type='examples']`` and the ``rules``/``parallels`` link groups of the embedded
  encoding are named as such (the project schema refuses them too, in vaguer words);
* a stand-off file (``tei/standoff/<id>.xml``, the analysis; its checks are
  :mod:`edition.analyse.standoff`'s): it names the text layer it analyses and that file's sha256; every example ``span`` targets
  a paragraph of it and prints the characters its ``fs`` says (``span`` of line ``line``);
  every rule link and parallel link starts with paragraphs; rule pointers name categories of
  ``rules.xml``;
* a collation (``tei/collation/<id>.xml``, :mod:`edition.analyse.collation`; TEI All only):
  every ``app`` has one ``lem`` and a ``rdg``, each reading a ``@wit`` and an ``@n``
  (``file:line``; another witness's file is ``SIGLUM/name``) whose line prints its first
  character.

Parsing goes through :func:`edition.core.tei.parse_file` (no entities, no DTD, no network).
"""
from .common import (Problem, Report, SourceFile, header_source, is_line_element, line_text,
                     printed_text)
from .schemas import (TEI_ALL_ENV, SchemaError, find_tei_all, kanripo_schema, load_schema,
                      project_schema, schema_part, tei_all_candidates)
from .validator import FileKind, Validator, edition_files, made_by, validator

__all__ = ["TEI_ALL_ENV", "FileKind", "Problem", "Report", "SchemaError", "SourceFile",
           "Validator", "edition_files", "find_tei_all", "header_source", "is_line_element",
           "kanripo_schema", "line_text", "load_schema", "made_by", "printed_text",
           "project_schema", "schema_part", "tei_all_candidates", "validator"]

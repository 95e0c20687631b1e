"""A Kanripo repository folder: ``Readme.org`` gives the title, the editions and the order of
the juan files (:func:`read_repository`)."""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

from .model import Doc, KanripoError

README_ITEM = re.compile(r"\s*-\s*\[\[file:([^\]:]+?)(?:::([^\]]*))?\]\[([^\]]*)\]\]\s*")
README_EDITION = re.compile(r"\s*\|\s*([A-Za-z0-9]+)\s*\|\s*([^|]*?)\s*\|\s*")


@dataclass(frozen=True)
class JuanRef:
    """An entry of Readme.org's 目次: ``- [[file:KR3g0031_005.txt::005-1a][六壬大全 卷五]]``."""
    file: str
    page: str
    label: str
    line: int                        # its line in Readme.org
    path: Path | None                # None when the file is not in the folder


@dataclass(frozen=True)
class Repo:
    folder: Path
    id: str
    title: str | None
    editions: tuple[tuple[str, str], ...]   # (code, name) from Readme.org's 版本 table
    toc: tuple[JuanRef, ...]
    warnings: tuple[str, ...]

    @property
    def files(self) -> tuple[Path, ...]:
        """The juan files present, in the Readme's order."""
        return tuple(j.path for j in self.toc if j.path is not None)

    def meta(self, path: Path, doc: Doc | None = None) -> dict:
        """``to_tei`` meta for one of the repository's files (sha256 of its bytes)."""
        p = Path(path)
        out = {"repository": self.id,
               "sha256": hashlib.sha256(p.read_bytes()).hexdigest()}
        for j in self.toc:
            if j.file == p.name:
                out["label"] = j.label
        base = doc.base_edition if doc is not None else None
        for code, name in self.editions:
            if base is None or code == base:
                out["edition_name"] = name
                break
        return out


def read_repository(folder) -> Repo:
    """A Kanripo repository folder: ``Readme.org`` gives the title, the editions and the juan
    order. Juan listed but absent are warnings (``Readme.org:N: …``), not errors; ``.txt``
    files present but not listed are warned about and left out."""
    folder = Path(folder)
    if not folder.is_dir():
        raise KanripoError(f"{folder}: not a folder (expected a Kanripo repository)")
    warnings: list[str] = []
    readme = folder / "Readme.org"
    rid = folder.name
    title, toc, editions = None, [], []
    if readme.is_file():
        title, toc, editions = _read_readme(readme, folder, warnings)
    else:
        warnings.append(f"{folder}: no Readme.org: juan files taken in name order")
    if not toc:
        # (and a Readme.org that lists none, its links lost in a copy: a metamorphic copy without
        # punctuation, stop 56, whose 「[[file:KR3g0031_003.txt::…]]」 became 「[[fileKR3g0031_003txt…]]」)
        if readme.is_file():
            warnings.append(f"{readme.name}: lists no juan file: juan files taken in name order")
        for p in sorted(folder.glob("*.txt")):
            toc.append(JuanRef(p.name, "", p.stem, 0, p))
    listed = {j.file for j in toc}
    for p in sorted(folder.glob("*.txt")):
        if p.name not in listed:
            warnings.append(f"{folder.name}/{p.name}: not listed in Readme.org: left out")
    m = re.match(r"(KR[0-9A-Za-z]+)_", toc[0].file) if toc else None
    if m and not re.fullmatch(r"KR[0-9A-Za-z]+", rid):
        rid = m.group(1)
    return Repo(folder, rid, title, tuple(editions), tuple(toc), tuple(warnings))


def _read_readme(readme: Path, folder: Path, warnings: list[str]) -> tuple:
    """The title, the juan listed (in order) and the editions of a ``Readme.org``."""
    try:
        text = readme.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise KanripoError(f"{readme}: not UTF-8 ({e.reason} at byte {e.start})") from None
    title, toc, editions = None, [], []
    for no, line in enumerate(text.split("\n"), 1):
        if line.startswith("#+TITLE:"):
            title = line[len("#+TITLE:"):].split(" / ")[0].strip() or None
            continue
        m = README_ITEM.fullmatch(line)
        if m:
            f, page, label = m.group(1), m.group(2) or "", m.group(3)
            p = folder / f
            if "/" in f or f.startswith("."):
                warnings.append(f"{readme.name}:{no}: {f} is not a file of this folder: skipped")
                continue
            if not p.is_file():
                warnings.append(f"{readme.name}:{no}: {f} ({label}) is listed but not in the folder")
                p = None
            toc.append(JuanRef(f, page, label, no, p))
            continue
        m = README_EDITION.fullmatch(line)
        if m:
            editions.append((m.group(1), m.group(2)))
    return title, toc, editions

"""A tiny HTML renderer: every string is escaped unless it is already :class:`Markup`.

Pages are Python functions that return Markup built with :func:`tag` and :func:`join`; there
is no template language, so there is no place where TEI text can reach the page unescaped.
"""
from __future__ import annotations

import re
from html import escape as _escape


class Markup(str):
    """A string that is already safe HTML."""

    __slots__ = ()

    def __add__(self, other):
        return Markup(str.__add__(self, esc(other)))


def esc(value) -> Markup:
    """Escape anything (text, numbers, None → empty) unless it is already Markup."""
    if isinstance(value, Markup):
        return value
    if value is None:
        return Markup("")
    return Markup(_escape(str(value), quote=True))


def join(parts, sep="") -> Markup:
    return Markup(esc(sep).join(esc(p) for p in parts if p is not None))


VOID = frozenset({"meta", "link", "br", "hr", "img", "input"})


def tag(name: str, attrs: dict | None = None, *children) -> Markup:
    """``tag("a", {"href": url, "class_": "x"}, "text")``: attribute names ending in ``_`` lose
    it (``class_`` → ``class``); values True give a bare attribute, None/False drop it.
    Attributes are written in the order given (callers pass them in a fixed order)."""
    out = ["<", name]
    for key, val in (attrs or {}).items():
        key = key.rstrip("_").replace("_", "-")
        if val is None or val is False:
            continue
        if val is True:
            out.append(f" {key}")
        else:
            out.append(f' {key}="{esc(val)}"')
    out.append(">")
    if name in VOID:
        return Markup("".join(out))
    out.append(join(children))
    out.append(f"</{name}>")
    return Markup("".join(out))


HAN = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\U00020000-\U0002ffff]+")


def lang_runs(text: str) -> Markup:
    """``text`` with each run of Chinese characters marked ``lang="zh-Hant"``."""
    out, at = [], 0
    for m in HAN.finditer(text):
        out += [text[at:m.start()], tag("span", {"lang": "zh-Hant"}, m.group())]
        at = m.end()
    return join(out + [text[at:]])

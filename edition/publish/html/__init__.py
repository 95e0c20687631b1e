"""The annotated HTML edition: ``build_site(root, out)`` writes a static site
that works offline from the file system. See docs/readme/70-html.md."""
from edition.publish.html.site import build_site

__all__ = ["build_site"]

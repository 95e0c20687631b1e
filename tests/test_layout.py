"""The dependency rule: engine/ is pure and imports nothing else of the project."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IMPURE = {"os", "io", "pathlib", "subprocess", "socket", "sqlite3", "lxml", "click", "shutil"}


def test_engine_imports_nothing_of_edition_and_does_no_io():
    offenders = []
    for path in (ROOT / "engine").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            for n in names:
                top = n.split(".")[0]
                if top in {"edition", "tests"} or top in IMPURE:
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}: imports {n}")
    assert not offenders, "\n".join(offenders)

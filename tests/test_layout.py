"""The dependency rule: engine/ is pure and imports nothing else of the project."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IMPURE = {"os", "io", "pathlib", "subprocess", "socket", "sqlite3", "lxml", "click", "shutil"}


def engine_imports():
    """(file, line, module name) of every import in engine/, ``__import__("x")`` included."""
    for path in (ROOT / "engine").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == "__import__":
                names = [a.value for a in node.args[:1] if isinstance(a, ast.Constant)]
            for n in names:
                yield path.relative_to(ROOT), node.lineno, str(n)


def test_engine_imports_nothing_of_edition_and_does_no_io():
    offenders = [f"{f}:{line}: imports {n}" for f, line, n in engine_imports()
                 if n.split(".")[0] in {"edition", "tests"} | IMPURE]
    assert not offenders, "\n".join(offenders)


def test_engine_reads_no_text():
    """The engine holds the rules, not the corpus: no module of engine/ imports re or regex
    (reading the texts is edition/analyse/: spirit_tables.py for 002, jinkou_text.py for 004)."""
    offenders = [f"{f}:{line}: imports {n}" for f, line, n in engine_imports()
                 if n.split(".")[0] in {"re", "regex"}]
    assert not offenders, "\n".join(offenders)

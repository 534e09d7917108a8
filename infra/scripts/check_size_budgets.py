"""The size budgets of docs/architecture.md, checked by `make lint`: a Python module holds
at most 300 lines and a function at most 40.

ruff has no rule that counts lines, so this script reads the production packages (domain,
application, projections, workers, interfaces, infra) with `ast` and reports every module and
function over budget as `path:line name NN lines (budget NN)`, exiting 1 if there is any.

- A module's size is its number of physical lines (what `wc -l` says).
- A function's size runs from its `def` line to its last line (`end_lineno - lineno + 1`);
  decorators are not counted, so a function with long route options is measured by its body.
  Methods and nested functions count as functions; a nested function's lines also count
  towards the function around it.
- Exempt: tests/ (a test may spell out a long scenario in one place) and
  infra/migrations/versions (generated Alembic history, never edited).

Usage: python infra/scripts/check_size_budgets.py [ROOT]   (ROOT defaults to the repository)
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

MODULE_BUDGET = 300
FUNCTION_BUDGET = 40
PACKAGES = ("domain", "application", "projections", "workers", "interfaces", "infra")
EXEMPT = (Path("infra/migrations/versions"),)
REPOSITORY = Path(__file__).resolve().parents[2]

Function = ast.FunctionDef | ast.AsyncFunctionDef


def production_modules(root: Path) -> Iterator[Path]:
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            relative = path.relative_to(root)
            if not any(relative.is_relative_to(exempt) for exempt in EXEMPT):
                yield path


def functions(tree: ast.AST, prefix: str = "") -> Iterator[tuple[str, Function]]:
    """Every function in the tree, with its dotted name (Class.method, outer.inner)."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield prefix + node.name, node
            yield from functions(node, f"{prefix}{node.name}.")
        elif isinstance(node, ast.ClassDef):
            yield from functions(node, f"{prefix}{node.name}.")
        else:
            yield from functions(node, prefix)


def violations(root: Path) -> Iterator[str]:
    for path in production_modules(root):
        source = path.read_text(encoding="utf-8")
        shown = path.relative_to(root).as_posix()
        length = len(source.splitlines())
        if length > MODULE_BUDGET:
            yield f"{shown}:1 module {length} lines (budget {MODULE_BUDGET})"
        for name, node in functions(ast.parse(source, filename=shown)):
            size = (node.end_lineno or node.lineno) - node.lineno + 1
            if size > FUNCTION_BUDGET:
                yield f"{shown}:{node.lineno} {name} {size} lines (budget {FUNCTION_BUDGET})"


def main(arguments: list[str]) -> int:
    root = Path(arguments[0]).resolve() if arguments else REPOSITORY
    found = list(violations(root))
    for line in found:
        print(line)
    if found:
        budgets = "docs/architecture.md: module <= 300, function <= 40"
        print(f"{len(found)} over the size budgets ({budgets})")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

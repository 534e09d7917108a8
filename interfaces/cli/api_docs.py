"""`bazaar api-docs`: regenerate docs/api.md from the served OpenAPI document."""

from __future__ import annotations

import click

from infra.bootstrap import bootstrap
from interfaces.cli.output import console


@click.command("api-docs")
@click.option("--output", default="docs/api.md", show_default=True)
def api_docs(output: str) -> None:
    """Regenerate docs/api.md from the served OpenAPI document."""
    from pathlib import Path

    from interfaces.http.api_docs import render_api_docs
    from interfaces.http.app import create_app

    container = bootstrap()
    try:
        schema = create_app(container).openapi_schema.to_schema()
        Path(output).write_text(render_api_docs(schema), encoding="utf-8")
    finally:
        container.close()
    console.print(f"[green]wrote {output}[/]")

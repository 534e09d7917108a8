"""`bazaar api-docs`: regenerate docs/api.md from the served OpenAPI document."""

from __future__ import annotations

from pathlib import Path

import click

from interfaces.cli.output import console
from interfaces.cli.wiring import Wiring
from interfaces.http.api_docs import render_api_docs


@click.command("api-docs")
@click.option("--output", default="docs/api.md", show_default=True)
@click.pass_obj
def api_docs(wiring: Wiring, output: str) -> None:
    """Regenerate docs/api.md from the served OpenAPI document."""
    schema = wiring.openapi_document()
    Path(output).write_text(render_api_docs(schema), encoding="utf-8")
    console.print(f"[green]wrote {output}[/]")

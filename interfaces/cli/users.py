"""`bazaar users grant`: accounts and roles."""

from __future__ import annotations

import click

from application.accounts.users import RoleGrantError
from infra.bootstrap import bootstrap
from interfaces.cli.output import console


@click.group()
def users() -> None:
    """Accounts and roles."""


@users.command("grant")
@click.argument("email")
@click.argument("role")
def users_grant(email: str, role: str) -> None:
    """Grant ROLE (reviewer, auditor, seller or agent) to the account with EMAIL."""
    container = bootstrap()
    try:
        added = container.accounts.grant_role(email, role)
    except RoleGrantError as error:
        raise click.ClickException(str(error)) from error
    finally:
        container.close()
    console.print(f"{email} {'now has' if added else 'already had'} the role {role}")

"""`bazaar users grant`: accounts and roles."""

from __future__ import annotations

import click

from application.accounts.users import RoleGrantError
from interfaces.cli.output import console
from interfaces.cli.wiring import Wiring


@click.group()
def users() -> None:
    """Accounts and roles."""


@users.command("grant")
@click.argument("email")
@click.argument("role")
@click.pass_obj
def users_grant(wiring: Wiring, email: str, role: str) -> None:
    """Grant ROLE (reviewer, auditor, seller, agent or operator) to the account with EMAIL: how a
    new installation gets its first operator, who then grants roles from the console."""
    with wiring.open() as process:
        try:
            added = process.services.accounts.grant_role(email, role)
        except RoleGrantError as error:
            raise click.ClickException(str(error)) from error
    console.print(f"{email} {'now has' if added else 'already had'} the role {role}")

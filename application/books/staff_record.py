"""The record of staff actions, as auditors and operators read it: each action with the name of
the member of staff who took it, filterable by actor and kind (`console/audit/actions`)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from sqlalchemy import Connection, Engine, select

from application.accounts.tables import users
from projections.paging import Paged
from projections.staff_actions import ActionRow, actions_in_order, page_of_actions


@dataclass(frozen=True)
class Actor:
    uid: int
    email: str
    nickname: str


@dataclass(frozen=True)
class StaffAction:
    action: ActionRow
    actor: Actor


def actors_of(connection: Connection, uids: Iterable[int]) -> dict[int, Actor]:
    """The named members of staff; uid 0 is the system (the periodic job)."""
    wanted = sorted(set(uids))
    found = {0: Actor(0, "", "")}
    if wanted:
        rows = connection.execute(
            select(users.c.uid, users.c.email, users.c.nickname).where(users.c.uid.in_(wanted))
        )
        for row in rows:
            found[int(row.uid)] = Actor(int(row.uid), row.email, row.nickname or "")
    return found


class StaffRecord:
    """Reads the `staff_actions` read model; the actions themselves are the events of the
    aggregates the staff changed."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def page(
        self, page: int, page_size: int, *, actor_uid: int | None, kind: str | None
    ) -> Paged[StaffAction]:
        """The record, newest first."""
        with self.engine.connect() as connection:
            found = page_of_actions(connection, page, page_size, actor_uid=actor_uid, kind=kind)
            actors = actors_of(connection, (row.actor_uid for row in found.list))
        entries = [StaffAction(row, _actor(actors, row.actor_uid)) for row in found.list]
        return Paged(entries, found.total, found.page, found.page_size)

    def stream(self, *, actor_uid: int | None, kind: str | None) -> Iterator[StaffAction]:
        """Every action, oldest first, read in batches while it is consumed (the export)."""
        with self.engine.connect() as connection:
            actors: dict[int, Actor] = {}
            for row in actions_in_order(connection, actor_uid=actor_uid, kind=kind):
                if row.actor_uid not in actors:
                    with self.engine.connect() as lookup:
                        actors.update(actors_of(lookup, [row.actor_uid]))
                yield StaffAction(row, _actor(actors, row.actor_uid))


def _actor(actors: dict[int, Actor], uid: int) -> Actor:
    return actors.get(uid) or Actor(uid, "", "")

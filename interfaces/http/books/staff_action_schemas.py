"""Wire types of the record of staff actions."""

from __future__ import annotations

from typing import Any

import msgspec

from application.books.staff_record import StaffAction
from domain.staff_actions import ActionKind
from interfaces.http.schemas import Id, Page, PageRequest


class StaffActionsRequest(PageRequest, kw_only=True):
    actor_uid: Id | None = None
    kind: ActionKind | None = None


class ActorView(msgspec.Struct):
    uid: int
    email: str
    nickname: str


class StaffActionView(msgspec.Struct):
    action_id: str
    actor: ActorView
    kind: ActionKind
    target: str
    reason: str
    before: dict[str, Any]
    after: dict[str, Any]
    time: int


class StaffActionPage(Page[StaffActionView]):
    """A page of the record, newest first."""


def staff_action_view(entry: StaffAction) -> StaffActionView:
    action, actor = entry.action, entry.actor
    return StaffActionView(
        action_id=action.action_id,
        actor=ActorView(actor.uid, actor.email, actor.nickname),
        kind=ActionKind(action.kind),
        target=action.target,
        reason=action.reason,
        before=action.before,
        after=action.after,
        time=int(action.at.timestamp()),
    )

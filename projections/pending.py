"""What each subscriber still has to apply: the events of its own topics after its position.

A worker's wake-up moves only the subscribers following the saved events' topics
(`ProjectionRunner.catch_up_concerned`); the others' positions move over events they do not
follow with the next tick. So "has this read model applied notification N" asks whether it has
applied its own events up to N, not whether its position has reached N; and its lag is how many
of its own events it has not applied, not how many ids lie behind the head.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from projections.projection import Subscriber

SCAN_LIMIT = 1000
"""Events read to find what a wait still needs; past it a wait asks for the id itself."""
COUNT_PAGE = 5000


def own_events_to_reach(
    recorder: Any,
    subscribers: Mapping[str, Subscriber],
    positions: Mapping[str, int],
    notification_id: int,
) -> dict[str, int]:
    """Per subscriber, the position it must reach to have applied every event of its topics up
    to `notification_id` (a committed id): its last such event's id, or 0 when it has none
    left. Ids commit in order (the recorder's table lock), so this does not change while one
    waits. A long stretch behind is not read through: the subscribers behind then need the id."""
    behind = {name: positions.get(name, 0) for name in subscribers}
    behind = {name: at for name, at in behind.items() if at < notification_id}
    needed = dict.fromkeys(subscribers, 0)
    topics = sorted({topic for name in behind for topic in subscribers[name].topics})
    if not topics:
        return needed
    stretch = recorder.select_notifications(
        start=min(behind.values()),
        stop=notification_id,
        limit=SCAN_LIMIT,
        topics=topics,
        inclusive_of_start=False,
    )
    if len(stretch) == SCAN_LIMIT:
        return {**needed, **dict.fromkeys(behind, notification_id)}
    following = _following(subscribers, behind)
    for notification in stretch:  # in id order, so each one's last event is kept
        for name in following(notification):
            needed[name] = notification.id
    return needed


def own_events_behind(
    recorder: Any, subscribers: Mapping[str, Subscriber], positions: Mapping[str, int], head: int
) -> dict[str, int]:
    """Per subscriber, how many events of its topics lie after its position up to `head`."""
    behind = {name: positions.get(name, 0) for name in subscribers}
    behind = {name: at for name, at in behind.items() if at < head}
    counts = dict.fromkeys(subscribers, 0)
    topics = sorted({topic for name in behind for topic in subscribers[name].topics})
    start = min(behind.values(), default=head)
    following = _following(subscribers, behind)
    while topics and start < head:
        page = recorder.select_notifications(
            start=start, stop=head, limit=COUNT_PAGE, topics=topics, inclusive_of_start=False
        )
        for notification in page:
            for name in following(notification):
                counts[name] += 1
        if len(page) < COUNT_PAGE:
            break
        start = page[-1].id
    return counts


def _following(
    subscribers: Mapping[str, Subscriber], behind: Mapping[str, int]
) -> Callable[[Any], list[str]]:
    """Which of the subscribers behind have not applied a notification and follow its topic."""
    own = {name: frozenset(subscribers[name].topics) for name in behind}

    def following(notification: Any) -> list[str]:
        return [
            name
            for name, at in behind.items()
            if notification.id > at and notification.topic in own[name]
        ]

    return following

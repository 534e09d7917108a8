"""The Idempotency-Key store on its own, on SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from sqlalchemy import func, insert, select

from application import idempotency
from application.errors import ServiceErrorCode
from application.idempotency import IdempotencyKeys, idempotency_keys, request_fingerprint
from domain.errors import BusinessRuleViolation
from infra.bootstrap import Container
from tests.integration.api_client import StepClock


def test_a_call_that_failed_unexpectedly_lets_a_retry_act(container: Container) -> None:
    keys = IdempotencyKeys(container.engine, container.clock)
    fingerprint = request_fingerprint("withdraw", {"amount": 1000})

    def broken() -> dict[str, object]:
        raise RuntimeError("database went away")

    with pytest.raises(RuntimeError):
        keys.run(7, "retry-me", fingerprint, broken)
    assert keys.run(7, "retry-me", fingerprint, lambda: {"withdraw_id": "w1"}) == {
        "withdraw_id": "w1"
    }
    assert keys.run(7, "retry-me", fingerprint, lambda: {"withdraw_id": "w2"}) == {
        "withdraw_id": "w1"
    }


def test_a_replay_of_a_call_still_acting_gives_up_with_105_rather_than_act_twice(
    container: Container,
) -> None:
    fingerprint = request_fingerprint("recharge", {"amount": 1000})
    acted: list[str] = []
    patient = IdempotencyKeys(container.engine, container.clock, wait_seconds=0.1)

    def second_call() -> dict[str, object]:
        acted.append("second")
        return {"recharge_id": "r2"}

    def first_call() -> dict[str, object]:
        # While the first call acts, an identical one arrives and waits in vain.
        with pytest.raises(BusinessRuleViolation) as refused:
            patient.run(7, "slow", fingerprint, second_call)
        assert refused.value.code == ServiceErrorCode.REPEAT_SUBMIT
        acted.append("first")
        return {"recharge_id": "r1"}

    assert patient.run(7, "slow", fingerprint, first_call) == {"recharge_id": "r1"}
    assert acted == ["first"]


def test_the_fingerprint_ignores_field_order_but_not_the_operation() -> None:
    assert request_fingerprint("withdraw", {"a": 1, "b": "x"}) == request_fingerprint(
        "withdraw", {"b": "x", "a": 1}
    )
    assert request_fingerprint("withdraw", {"a": 1}) != request_fingerprint("recharge", {"a": 1})


def test_a_key_replays_its_first_answer_within_its_age_and_acts_again_after_it(
    container: Container,
) -> None:
    clock = StepClock()
    keys = IdempotencyKeys(container.engine, clock, max_age=timedelta(hours=24))
    fingerprint = request_fingerprint("withdraw", {"amount": 1000})
    answers: Iterator[dict[str, object]] = iter(
        [{"withdraw_id": "w1"}, {"withdraw_id": "w2"}, {"withdraw_id": "w3"}]
    )

    def act() -> dict[str, object]:
        return next(answers)

    assert keys.run(7, "daily", fingerprint, act) == {"withdraw_id": "w1"}
    clock.advance(hours=23, minutes=59, seconds=59)
    assert keys.run(7, "daily", fingerprint, act) == {"withdraw_id": "w1"}
    clock.advance(seconds=1)
    assert keys.run(7, "daily", fingerprint, act) == {"withdraw_id": "w2"}
    # The fresh use starts a fresh window.
    clock.advance(hours=23)
    assert keys.run(7, "daily", fingerprint, act) == {"withdraw_id": "w2"}


def test_an_expired_key_may_be_reused_for_a_different_request(container: Container) -> None:
    clock = StepClock()
    keys = IdempotencyKeys(container.engine, clock, max_age=timedelta(hours=24))
    keys.run(7, "k", request_fingerprint("withdraw", {"amount": 1}), lambda: {"n": 1})
    other = request_fingerprint("withdraw", {"amount": 2})
    with pytest.raises(BusinessRuleViolation):
        keys.run(7, "k", other, lambda: {"n": 2})
    clock.advance(hours=24)
    assert keys.run(7, "k", other, lambda: {"n": 2}) == {"n": 2}


def test_the_purge_deletes_only_expired_keys_in_bounded_batches(
    container: Container, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(idempotency, "PURGE_BATCH", 3)
    monkeypatch.setattr(idempotency, "PURGE_MAX_BATCHES", 2)
    clock = StepClock()
    keys = IdempotencyKeys(container.engine, clock, max_age=timedelta(hours=24))
    with container.engine.begin() as connection:
        for number in range(10):
            age = timedelta(hours=25 + number) if number < 8 else timedelta(hours=23)
            connection.execute(
                insert(idempotency_keys).values(
                    uid=7,
                    key=f"k{number}",
                    request_hash="0" * 64,
                    outcome='{"code": 0, "data": {}}',
                    created_at=clock() - age,
                )
            )

    assert keys.purge_expired() == 6  # two batches of three, the rest next tick
    assert keys.purge_expired() == 2
    assert keys.purge_expired() == 0
    with container.engine.connect() as connection:
        left = connection.execute(select(idempotency_keys.c.key).order_by("key")).scalars()
        assert list(left) == ["k8", "k9"]
        count = connection.execute(select(func.count()).select_from(idempotency_keys))
        assert count.scalar_one() == 2

"""The Idempotency-Key store on its own, on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest

from application.idempotency import IdempotencyKeys, request_fingerprint
from domain.errors import BusinessRuleViolation, ErrorCode
from infra.bootstrap import Container


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
        assert refused.value.code == ErrorCode.REPEAT_SUBMIT
        acted.append("first")
        return {"recharge_id": "r1"}

    assert patient.run(7, "slow", fingerprint, first_call) == {"recharge_id": "r1"}
    assert acted == ["first"]


def test_the_fingerprint_ignores_field_order_but_not_the_operation() -> None:
    assert request_fingerprint("withdraw", {"a": 1, "b": "x"}) == request_fingerprint(
        "withdraw", {"b": "x", "a": 1}
    )
    assert request_fingerprint("withdraw", {"a": 1}) != request_fingerprint("recharge", {"a": 1})

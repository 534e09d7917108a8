"""Money is integer cents; amounts follow the spec's amount rule."""

from __future__ import annotations

from dataclasses import dataclass

from domain.errors import BusinessRuleViolation, ErrorCode


@dataclass(frozen=True)
class AmountRule:
    """Positive; not below `minimum`; a whole multiple of `step`; not above `maximum`."""

    minimum: int | None = None
    maximum: int | None = None
    step: int | None = None

    def check(self, amount: int, field: str = "amount") -> None:
        step = self.step or self.minimum
        if (
            amount <= 0
            or (self.minimum is not None and amount < self.minimum)
            or (step and amount % step != 0)
            or (self.maximum is not None and amount > self.maximum)
        ):
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=field)

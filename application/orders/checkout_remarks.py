"""The shoppers' notes to the sellers at checkout: one per shop, checked before anything is
looked up."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.text import note_fits


@dataclass(frozen=True)
class ShopRemark:
    """The shopper's note to one shop's seller."""

    shop_id: int
    remark: str


def remarks_by_shop(
    shop_ids: Collection[int], remark: str, remarks: Sequence[ShopRemark] | None
) -> dict[int, str]:
    """Each shop's own note (empty when none). `remarks` names shops of this order, once each;
    the single `remark` of older clients is a note only for a one-shop order, never copied
    to several sellers (102 `remark` otherwise)."""
    notes = {shop_id: "" for shop_id in shop_ids}
    if remark.strip():
        if remarks or len(notes) != 1:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="remark")
        return dict.fromkeys(notes, remark.strip())
    seen: set[int] = set()
    for note in remarks or ():
        if note.shop_id not in notes or note.shop_id in seen:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="remarks")
        seen.add(note.shop_id)
        notes[note.shop_id] = note.remark.strip()
    return notes


def check_remark_lengths(remark: str, remarks: Sequence[ShopRemark] | None) -> None:
    """The Order's note rule, applied before anything is looked up and naming the request
    field the note came in."""
    if not note_fits(remark):
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="remark")
    if not all(note_fits(note.remark) for note in remarks or ()):
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="remarks")

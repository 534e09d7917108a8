"""The ShopApplication aggregate: a shopper's request to open a shop, and a reviewer's decision.

A user's applications are numbered 1, 2, 3 ... and each number names exactly one aggregate, so
two applications filed at the same moment collide on the same id and only one is saved.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.review import ReviewStatus, reviewer_remark
from domain.text import required_text

SHOP_NAME_MAX_LENGTH = 80
REAL_NAME_MAX_LENGTH = 64
PHONE_MAX_LENGTH = 32
IMAGE_PATH_MAX_LENGTH = 255


@dataclass(frozen=True)
class ShopForm:
    """What the applicant fills in; the images are paths of their own uploads."""

    shop_name: str
    real_name: str
    phone: str
    id_front_image: str
    id_back_image: str
    agree: bool


class ShopApplication(Aggregate):
    """One application: waiting for review, then approved (the shop opens) or rejected."""

    class Submitted(Aggregate.Created):
        applicant_uid: int
        number: int
        shop_name: str
        real_name: str
        phone: str
        id_front_image: str
        id_back_image: str
        at: datetime

    class Approved(Aggregate.Event):
        reviewer_uid: int
        remark: str
        at: datetime

    class Rejected(Aggregate.Event):
        reviewer_uid: int
        remark: str
        at: datetime

    @staticmethod
    def create_id(applicant_uid: int, number: int) -> UUID:
        return uuid5(NAMESPACE_URL, f"/bazaar/shop-applications/{applicant_uid}/{number}")

    @classmethod
    def submit(
        cls,
        applicant_uid: int,
        previous: ShopApplication | None,
        form: ShopForm,
        at: datetime,
        *,
        owns_shop: bool = False,
    ) -> ShopApplication:
        """A new application, allowed only when the user owns no shop yet (a fact the
        application looks up) and their previous application (if any) was rejected."""
        if owns_shop or (previous is not None and previous.status != ReviewStatus.ERROR):
            raise BusinessRuleViolation(ErrorCode.SHOP_APPLICATION_SUBMITTED)
        shop_name = required_text(form.shop_name, "shop_name", SHOP_NAME_MAX_LENGTH)
        real_name = required_text(form.real_name, "real_name", REAL_NAME_MAX_LENGTH)
        phone = required_text(form.phone, "phone", PHONE_MAX_LENGTH)
        id_front_image = required_text(form.id_front_image, "id_front_image", IMAGE_PATH_MAX_LENGTH)
        id_back_image = required_text(form.id_back_image, "id_back_image", IMAGE_PATH_MAX_LENGTH)
        if not form.agree:
            # The spec's own message: 'Please agree to the seller's contract before ...'.
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, context="agreement", field="agree")
        return cls(
            applicant_uid=applicant_uid,
            number=1 if previous is None else previous.number + 1,
            shop_name=shop_name,
            real_name=real_name,
            phone=phone,
            id_front_image=id_front_image,
            id_back_image=id_back_image,
            at=at,
        )

    @event(Submitted)
    def __init__(
        self,
        applicant_uid: int,
        number: int,
        shop_name: str,
        real_name: str,
        phone: str,
        id_front_image: str,
        id_back_image: str,
        at: datetime,
    ) -> None:
        self.applicant_uid = applicant_uid
        self.number = number
        self.shop_name = shop_name
        self.status = ReviewStatus.WAIT
        self.remark = ""

    def approve(self, reviewer_uid: int, remark: str, at: datetime) -> None:
        """Opens the shop (through the application's policy); 111 on one's own application."""
        note = reviewer_remark(self.applicant_uid, reviewer_uid, remark, required=False)
        self._require_waiting()
        self._approved(reviewer_uid, note, at)

    @event(Approved)
    def _approved(self, reviewer_uid: int, remark: str, at: datetime) -> None:
        self.status = ReviewStatus.SUCCESS
        self.remark = remark

    def reject(self, reviewer_uid: int, remark: str, at: datetime) -> None:
        """The remark is required: it is what the applicant reads before applying again."""
        note = reviewer_remark(self.applicant_uid, reviewer_uid, remark, required=True)
        self._require_waiting()
        self._rejected(reviewer_uid, note, at)

    @event(Rejected)
    def _rejected(self, reviewer_uid: int, remark: str, at: datetime) -> None:
        self.status = ReviewStatus.ERROR
        self.remark = remark

    def _require_waiting(self) -> None:
        # A second decision (two reviewers at once) must not open a second shop.
        if self.status != ReviewStatus.WAIT:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)

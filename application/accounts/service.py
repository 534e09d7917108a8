"""Account use cases: sign-up by e-mailed code, log-in, profile, password change and roles."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from sqlalchemy import Connection, Engine, select, update
from sqlalchemy.exc import IntegrityError

from application.accounts.emails import AccountLinks, signup_code_mail
from application.accounts.login_history import record_login
from application.accounts.login_throttle import LoginThrottle
from application.accounts.password_recovery import PasswordRecovery
from application.accounts.passwords import Passwords
from application.accounts.ports import CartCarryOver, ShopStatus, SignInListener, UploadCheck
from application.accounts.rules import (
    NICKNAME_MAX_LENGTH,
    PHONE_MAX_LENGTH,
    ROLES,
    default_nickname,
    normalized_email,
    require_email,
    require_password,
    require_role,
    require_text,
)
from application.accounts.sessions import SessionStore
from application.accounts.tables import users
from application.accounts.users import (
    RoleGrantError,
    SignedIn,
    UserInfo,
    add_roles,
    credentials_by_email,
    ensure_account,
    insert_user,
    is_remembered,
    no_cart,
    no_shop,
    read_user_info,
    set_language,
    set_password_hash,
)
from application.accounts.verification_codes import CODE_LIFETIME, VerificationCodes
from application.errors import ServiceErrorCode
from application.ports import Clock, MailOutbox
from domain.errors import BusinessRuleViolation, ErrorCode

SIGNUP_SCENE = "signup"


@dataclass
class Accounts:
    """The account use cases; each method is one thing a visitor or operator can do."""

    engine: Engine
    clock: Clock
    sessions: SessionStore
    mailbox: MailOutbox
    passwords: Passwords
    throttle: LoginThrottle
    links: AccountLinks
    owns_upload: UploadCheck
    shop_status: ShopStatus = no_shop
    cart_carry_over: CartCarryOver = no_cart
    sign_in_listeners: list[SignInListener] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.codes = VerificationCodes(self.engine, self.clock)
        self.recovery = PasswordRecovery(
            self.engine, self.clock, self.sessions, self.mailbox, self.passwords, self.links
        )

    # -- sign-up -------------------------------------------------------------------------

    def send_code(self, raw_email: str, scene: str) -> None:
        """E-mails a 6-digit sign-up code, at most one per address per 60 s."""
        email = require_email(raw_email)
        if scene != SIGNUP_SCENE:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="scene")
        if credentials_by_email(self.engine, email) is not None:
            raise BusinessRuleViolation(ServiceErrorCode.EMAIL_REGISTERED)
        with self.engine.begin() as connection:
            code = self.codes.issue(connection, email, scene)
            subject, body = signup_code_mail(self.links, code, CODE_LIFETIME)
            outbox_id = self.mailbox.queue(connection, email, subject, body)
        self.mailbox.dispatch(outbox_id)

    def signup(
        self,
        raw_email: str,
        password: str,
        code: str,
        nickname: str | None,
        guest_sid: str,
        language: str | None = None,
    ) -> SignedIn:
        """Creates the account when the e-mailed code matches and signs it in with a new sid."""
        email = require_email(raw_email)
        require_password(password)
        name = default_nickname(email)
        if nickname is not None and nickname.strip():
            name = require_text(nickname, "nickname", NICKNAME_MAX_LENGTH)
        if credentials_by_email(self.engine, email) is not None:
            raise BusinessRuleViolation(ServiceErrorCode.EMAIL_REGISTERED)
        digest = self.codes.attempt(email, SIGNUP_SCENE, code.strip())
        if digest is None:
            raise BusinessRuleViolation(ServiceErrorCode.BAD_VERIFICATION_CODE)
        password_hash = self.passwords.hash(password)
        try:
            with self.engine.begin() as connection:
                # The insert comes first so SQLite takes its write lock before any read.
                uid = insert_user(connection, email, password_hash, name, self.clock())
                if not self.codes.consume(connection, email, SIGNUP_SCENE, digest):
                    raise BusinessRuleViolation(ServiceErrorCode.BAD_VERIFICATION_CODE)
                signed_in = self._sign_in(connection, uid, remember=False, language=language)
        except IntegrityError:
            # Another sign-up for the same address committed between the check and the insert.
            raise BusinessRuleViolation(ServiceErrorCode.EMAIL_REGISTERED) from None
        return self._announce_sign_in(guest_sid, signed_in)

    # -- log-in and log-out --------------------------------------------------------------

    def login(
        self,
        raw_email: str,
        password: str,
        remember: bool,
        guest_sid: str,
        client_address: str = "",
        language: str | None = None,
        user_agent: str = "",
    ) -> SignedIn:
        """Checks the password and issues a new sid. Repeated failures of this (client address,
        e-mail) pair, or of this address on many e-mails, must wait a growing delay (105).
        The log-in is kept in the user's recent log-ins (address and browser)."""
        email = normalized_email(raw_email)
        if email is None:
            raise BusinessRuleViolation(ServiceErrorCode.BAD_USERNAME_FORMAT)
        if self.throttle.is_blocked(email, client_address):
            raise BusinessRuleViolation(ServiceErrorCode.REPEAT_SUBMIT, context="throttle")
        account = credentials_by_email(self.engine, email)
        if account is None:
            self.passwords.spend_time(password)
            self.throttle.record_failure(email, client_address)
            raise BusinessRuleViolation(ServiceErrorCode.LOGIN_FAILED)
        if not self.passwords.verify(account.password_hash, password):
            self.throttle.record_failure(email, client_address)
            raise BusinessRuleViolation(ServiceErrorCode.LOGIN_FAILED)
        # Only after the password matched, so a guess does not learn the account is disabled.
        if account.disabled:
            raise BusinessRuleViolation(ServiceErrorCode.ACCOUNT_DISABLED)
        uid = account.uid
        rehash = self.passwords.needs_rehash(account.password_hash)
        new_hash = self.passwords.hash(password) if rehash else None
        with self.engine.begin() as connection:
            if new_hash is not None:
                set_password_hash(connection, uid, new_hash)
            self.throttle.record_success(connection, email, client_address)
            record_login(connection, uid, self.clock(), client_address, user_agent)
            signed_in = self._sign_in(connection, uid, remember=remember, language=language)
        return self._announce_sign_in(guest_sid, signed_in)

    def logout(self, sid: str) -> None:
        """Revokes the caller's sid; a guest's sid has nothing to revoke."""
        if sid:
            self.sessions.revoke(sid)

    # -- the signed-in user ----------------------------------------------------------------

    def user_info(self, uid: int) -> UserInfo:
        """The account as `mine/info` shows it."""
        # A transaction, not a read: a shop owner's answer carries a freshly minted shop_token.
        with self.engine.begin() as connection:
            return read_user_info(connection, uid, self.shop_status, self.links.seller_url)

    def sign_in_within(self, connection: Connection, uid: int) -> SignedIn:
        """Issues a fresh sid inside the caller's transaction, for a sign-in that proved who
        the user is some other way (the merchant link's one-time token)."""
        return self._sign_in(connection, uid, remember=False)

    def modify_profile(
        self, uid: int, sid: str, avatar: str | None, nickname: str, phone: str
    ) -> UserInfo:
        """Updates nickname, phone and (when given) the avatar, an image this user uploaded."""
        values: dict[str, str] = {}
        if avatar is not None:
            values["avatar"] = avatar.strip()
            if values["avatar"] and not self.owns_upload(values["avatar"], uid, sid):
                raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="avatar")
        values["nickname"] = require_text(nickname, "nickname", NICKNAME_MAX_LENGTH)
        values["phone"] = require_text(phone, "phone", PHONE_MAX_LENGTH)
        with self.engine.begin() as connection:
            connection.execute(update(users).where(users.c.uid == uid).values(**values))
            return read_user_info(connection, uid, self.shop_status, self.links.seller_url)

    def change_password(self, uid: int, sid: str, old_password: str, password: str) -> SignedIn:
        """Replaces the password, ends every session and gives the caller a fresh sid."""
        if not old_password:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="old_password")
        require_password(password)
        with self.engine.connect() as connection:
            stored = connection.execute(
                select(users.c.password_hash).where(users.c.uid == uid)
            ).scalar_one()
            remember = is_remembered(connection, sid)
        if not self.passwords.verify(stored, old_password):
            raise BusinessRuleViolation(ServiceErrorCode.WRONG_CURRENT_PASSWORD)
        new_hash = self.passwords.hash(password)
        with self.engine.begin() as connection:
            set_password_hash(connection, uid, new_hash)
            self.sessions.revoke_all(connection, uid)
            return self._sign_in(connection, uid, remember=remember)

    # -- password recovery ---------------------------------------------------------------

    def forget_password(self, raw_email: str) -> None:
        """E-mails a one-time reset link if the address has an account (10206 if malformed)."""
        self.recovery.request_reset(raw_email)

    def reset_password(self, token: str, password: str) -> None:
        """Sets a new password through a reset link and ends every session of the user."""
        self.recovery.reset_password(token, password)

    # -- operators -----------------------------------------------------------------------

    def grant_role(self, raw_email: str, role: str) -> bool:
        """Gives `role` to the account; False when it already had it."""
        if role not in ROLES:
            known = ", ".join(sorted(ROLES))
            raise RoleGrantError(f"unknown role {role!r} (one of: {known})")
        email = normalized_email(raw_email)
        account = credentials_by_email(self.engine, email) if email else None
        if account is None:
            raise RoleGrantError(f"no account with e-mail {raw_email!r}")
        with self.engine.begin() as connection:
            return add_roles(connection, account.uid, [role])

    def ensure_user(
        self, raw_email: str, password: str, nickname: str, roles: Iterable[str] = ()
    ) -> int:
        """Demo seeding: creates the account if missing (an existing one keeps its password and
        profile) and makes sure it holds `roles`. Answers the uid."""
        return self.ensure_users([(raw_email, nickname)], password, roles)[raw_email]

    def ensure_users(
        self, entries: Iterable[tuple[str, str]], password: str, roles: Iterable[str] = ()
    ) -> dict[str, int]:
        """`ensure_user` for each (e-mail, nickname), hashing the shared password at most once
        (demo shops have dozens of sellers). Answers the uid by the e-mail as given."""
        wanted = list(roles)
        for role in wanted:
            require_role(role)
        hashed: list[str] = []

        def password_hash() -> str:
            if not hashed:
                hashed.append(self.passwords.hash(require_password(password)))
            return hashed[0]

        return {
            raw_email: ensure_account(
                self.engine, self.clock, raw_email, nickname, password_hash, wanted
            )
            for raw_email, nickname in entries
        }

    # -- internals -----------------------------------------------------------------------

    def _sign_in(
        self, connection: Connection, uid: int, remember: bool, language: str | None = None
    ) -> SignedIn:
        """A new sid; a sign-up's or log-in's `language` is the one the user's e-mails use."""
        set_language(connection, uid, language)
        sid = self.sessions.issue(connection, uid, remember)
        return SignedIn(
            sid=sid,
            uid=uid,
            user_info=read_user_info(connection, uid, self.shop_status, self.links.seller_url),
        )

    def _announce_sign_in(self, guest_sid: str, signed_in: SignedIn) -> SignedIn:
        """Carries the guest's cart and chat over; the answer tells of cart lines cut down."""
        adjusted = self.cart_carry_over(guest_sid, signed_in.uid)
        for listener in self.sign_in_listeners:
            listener(guest_sid, signed_in.uid)
        return replace(signed_in, cart_adjustments=tuple(adjusted))

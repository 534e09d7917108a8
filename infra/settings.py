"""Typed settings, read only from the environment (and an optional `.env`), failing fast."""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from decimal import Decimal
from pathlib import Path
from typing import Any

from dotenv import dotenv_values

from domain.carriers import Carrier
from domain.languages import LANGUAGES
from infra.carriers import DEFAULT_CARRIERS, carriers_from
from infra.recharge_methods import recharge_methods_from
from infra.setting_values import (
    SettingsError as SettingsError,
)
from infra.setting_values import (
    flag,
    integer,
    non_negative,
    optional_text,
    optional_url,
    percent,
    positive,
    service_urls,
    whole_percent,
)

PROJECT_ROOT = Path(__file__).resolve().parent.parent


# Settings that were replaced: set, they would be ignored silently, so start-up refuses them.
_REPLACED = {"LOGIN_MAX_FAILURES_PER_ADDRESS": "LOGIN_MAX_EMAILS_PER_ADDRESS"}
_HTTP = frozenset({"http", "https"})


@dataclass(frozen=True)
class Settings:
    """Everything Bazaar reads from its environment."""

    data_dir: Path
    """Where the embedded SQLite files and uploads live (`var/` by default)."""
    database_url: str | None
    """`postgresql://...` puts the event store and the read tables in PostgreSQL."""
    redis_url: str | None
    """`redis://...` switches Dramatiq (and the repeat-submit guard) to Redis."""
    smtp_url: str | None
    """`smtp://host:port`: mail is sent over SMTP by a Dramatiq actor."""
    mail_from: str
    """The From address of every e-mail."""
    public_url: str
    """The storefront's public base URL, used in e-mailed links."""
    frontend_dist: Path
    """The built single-page app served for every non-API path."""
    site_name: str
    """Shown in the header, the title and e-mails."""
    logo_url: str
    fav_icon_url: str
    default_language: str
    site_domain: str
    seller_domain: str
    seller_url: str
    """Base URL of the seller site; the merchant link is built from it."""
    third_customer_url: str
    merchant_customer_service_enable: bool
    inner_customer_service_enable: bool
    merchant_customer_service_welcome: str
    inner_customer_service_welcome: str
    recharge_methods: list[dict[str, Any]] = field(default_factory=list)
    recharge_min: int = 1000
    """Smallest recharge in cents."""
    recharge_max: int = 5_000_000
    recharge_step: int = 0  # cents an amount is a multiple of; 0: the minimum, as in the spec
    withdraw_min: int = 1000
    withdraw_max: int = 1_000_000
    withdraw_step: int = 1
    """As `recharge_step`; one cent, so a balance past the minimum can be taken out whole."""
    review_second_approval_from: int = 100_000
    """Cents from which a recharge or withdrawal needs the approvals of two reviewers."""
    review_sla_hours: int = 24
    """Hours an application may wait for review before the queues show it as overdue."""
    projection_tick_seconds: float = 2.0
    """How often the catch-up tick runs every projection."""
    read_your_writes_seconds: float = 2.0
    """How long a command's answer waits for the read models to show what it did, before it
    answers anyway (the read models catch up a moment later)."""
    login_max_failures: int = 5
    """Failed log-ins of one (client address, e-mail) pair in the window before attempts wait."""
    login_window_seconds: int = 900
    """How long a failed log-in counts towards the limits."""
    login_max_emails_per_address: int = 20
    """Distinct e-mails one client address may fail on in the window before attempts wait."""
    login_delay_seconds: int = 1
    """The wait once a limit is reached; it doubles with each further failure."""
    login_max_delay_seconds: int = 300
    """The longest wait between log-in attempts of a throttled pair or address."""
    login_known_pair_days: int = 30
    """Days a pair's successful log-in exempts it from its address's spraying limit."""
    trusted_proxy_header: str | None = None
    """Header a trusted reverse proxy puts the client's address in; unset: the socket peer."""
    trusted_proxy_count: int = 1
    """Trusted proxies appending to that header: the client is that many entries from the end."""
    shipping_fee: int = 499
    """Cents charged per shop when its subtotal is below `free_shipping_from`."""
    free_shipping_from: int = 4900
    """A shop subtotal (cents) from which its shipping is free."""
    tax_rate_percent: int = 5
    """Tax per shop: subtotal x rate / 100, rounded half up."""
    subscriber_discount_percent: int = 15
    """A confirmed newsletter subscriber's one-time discount off their first checkout's goods."""
    subscriber_discount_max: int = 2000
    """Cents the subscriber discount never exceeds, whatever the checkout (0: no discount)."""
    order_finish_days: int = 7
    """Days after the buyer confirms receipt before the order finishes by itself."""
    order_payment_minutes: int = 30
    """Minutes an order may stay unpaid (fixed when placed) before the tick cancels it."""
    order_receive_days: int = 10
    """Days after shipping before the tick confirms receipt for a buyer without a case."""
    order_receive_extend_days: int = 5
    """Days a buyer's one extension adds to the receipt deadline."""
    dispute_respond_days: int = 3
    """Days the party whose turn it is in a case has to act before the tick acts for them."""
    idempotency_key_hours: int = 24
    """Hours an `Idempotency-Key` replays its first answer; older keys act anew and are purged."""
    commission_percent: Decimal = Decimal(5)
    """The platform's share of an order's subtotal (fixed when it is paid), rounded half up."""
    period_close_grace_minutes: int = 10
    """Minutes after a UTC day ends before the tick closes it, so in-flight saves land first."""
    low_stock_threshold: int = 5
    """A SKU with less stock than this shows as running low in the seller console."""
    carriers: tuple[Carrier, ...] = DEFAULT_CARRIERS
    """The carriers a seller ships with, each linking to its tracking page (`CARRIERS`)."""
    chain_rpc_url_ethereum: str | None = None
    """Ethereum JSON-RPC endpoint that verifies chain recharges; unset: reviewers only."""
    chain_api_url_tron: str | None = None
    """TronGrid-compatible HTTP API that verifies TRON recharges; unset: reviewers only."""
    chain_api_key_tron: str | None = None
    """Sent to that API as `TRON-PRO-API-KEY`."""
    recharge_auto_approve_max: int = 0
    """Cents up to which the system approves a recharge verified on chain (0: never)."""
    walletconnect_project_id: str | None = None
    """WalletConnect's project id: offered beside injected browser wallets when set."""

    @property
    def uses_postgres(self) -> bool:
        return self.database_url is not None

    @property
    def uploads_dir(self) -> Path:
        return self.data_dir / "uploads"

    @property
    def media_dir(self) -> Path:
        """Generated catalogue pictures, drawn on first request."""
        return self.data_dir / "media"

    @property
    def sqlite_events_path(self) -> Path:
        return self.data_dir / "events.sqlite"

    @property
    def sqlite_read_path(self) -> Path:
        return self.data_dir / "read.sqlite"

    @classmethod
    def from_environment(cls, environ: dict[str, str] | None = None) -> Settings:
        """Reads `.env` (if present) under the real environment, validating every value."""
        env = _environment(environ)
        settings = _site(cls, env)
        settings = _with_wallet_limits(settings, env)
        settings = _with_login_limits(settings, env)
        settings = _with_chains(settings, env)
        return _with_order_rules(settings, env)


def _environment(environ: dict[str, str] | None) -> dict[str, str]:
    env: dict[str, str] = {
        key: value
        for key, value in dotenv_values(PROJECT_ROOT / ".env").items()
        if value is not None
    }
    env.update(os.environ if environ is None else environ)
    for old_name, new_name in _REPLACED.items():
        if env.get(old_name):
            raise SettingsError(f"{old_name} was replaced by {new_name}; see docs/operations.md")
    return env


def _site(cls: type[Settings], env: dict[str, str]) -> Settings:
    """The settings without a default: where things are, and what the site says about itself."""
    database_url, redis_url, smtp_url = service_urls(env)
    default_language = env.get("DEFAULT_LANGUAGE", "en")
    if default_language not in LANGUAGES:
        raise SettingsError(f"DEFAULT_LANGUAGE must be one of {', '.join(LANGUAGES)}")
    recharge_methods = recharge_methods_from(env.get("RECHARGE_METHODS"))
    public_url = env.get("PUBLIC_URL", f"http://127.0.0.1:{env.get('PORT', '8000')}")
    return cls(
        data_dir=Path(env.get("BAZAAR_DATA_DIR", str(PROJECT_ROOT / "var"))),
        database_url=database_url,
        redis_url=redis_url,
        smtp_url=smtp_url,
        mail_from=env.get("MAIL_FROM", "Bazaar <no-reply@bazaar.test>"),
        public_url=public_url.rstrip("/"),
        frontend_dist=Path(env.get("FRONTEND_DIST", str(PROJECT_ROOT / "frontend" / "dist"))),
        site_name=env.get("SITE_NAME", "Bazaar"),
        logo_url=env.get("LOGO_URL", "/logo.svg"),
        fav_icon_url=env.get("FAV_ICON_URL", "/favicon.svg"),
        default_language=default_language,
        site_domain=env.get("SITE_DOMAIN", public_url),
        seller_domain=env.get("SELLER_DOMAIN", public_url),
        seller_url=env.get("SELLER_URL", f"{public_url.rstrip('/')}/console"),
        third_customer_url=env.get("THIRD_CUSTOMER_URL", ""),
        merchant_customer_service_enable=flag(env, "MERCHANT_CUSTOMER_SERVICE_ENABLE", True),
        inner_customer_service_enable=flag(env, "INNER_CUSTOMER_SERVICE_ENABLE", True),
        merchant_customer_service_welcome=env.get(
            "MERCHANT_CUSTOMER_SERVICE_WELCOME", "Hello! How can our shop help you today?"
        ),
        inner_customer_service_welcome=env.get(
            "INNER_CUSTOMER_SERVICE_WELCOME", "Welcome to Bazaar support. How can we help?"
        ),
        recharge_methods=recharge_methods,
    )


def _with_wallet_limits(settings: Settings, env: dict[str, str]) -> Settings:
    """The amount limits, the review of recharges and withdrawals, the projection tick."""
    return replace(
        settings,
        recharge_min=integer(env, "RECHARGE_MIN", 1000),
        recharge_max=integer(env, "RECHARGE_MAX", 5_000_000),
        recharge_step=non_negative(env, "RECHARGE_STEP", 0),
        withdraw_min=integer(env, "WITHDRAW_MIN", 1000),
        withdraw_max=integer(env, "WITHDRAW_MAX", 1_000_000),
        withdraw_step=non_negative(env, "WITHDRAW_STEP", 1),
        review_second_approval_from=positive(env, "REVIEW_SECOND_APPROVAL_FROM", 100_000),
        review_sla_hours=positive(env, "REVIEW_SLA_HOURS", 24),
        projection_tick_seconds=float(env.get("PROJECTION_TICK_SECONDS", "2.0")),
        read_your_writes_seconds=float(env.get("READ_YOUR_WRITES_SECONDS", "2.0")),
    )


def _with_chains(settings: Settings, env: dict[str, str]) -> Settings:
    """The chain endpoints recharges are verified against, the limit the system approves
    verified ones up to (always below the two-reviewer threshold), and WalletConnect."""
    auto_approve_max = non_negative(env, "RECHARGE_AUTO_APPROVE_MAX", 0)
    if auto_approve_max and auto_approve_max >= settings.review_second_approval_from:
        raise SettingsError(
            "RECHARGE_AUTO_APPROVE_MAX must be below REVIEW_SECOND_APPROVAL_FROM"
            f" ({settings.review_second_approval_from}), got {auto_approve_max}"
        )
    return replace(
        settings,
        chain_rpc_url_ethereum=optional_url(env, "CHAIN_RPC_URL_ETHEREUM", _HTTP),
        chain_api_url_tron=optional_url(env, "CHAIN_API_URL_TRON", _HTTP),
        chain_api_key_tron=optional_text(env, "CHAIN_API_KEY_TRON"),
        recharge_auto_approve_max=auto_approve_max,
        walletconnect_project_id=optional_text(env, "WALLETCONNECT_PROJECT_ID"),
    )


def _with_login_limits(settings: Settings, env: dict[str, str]) -> Settings:
    """The log-in throttle, and the proxy header its client address is read from."""
    return replace(
        settings,
        login_max_failures=integer(env, "LOGIN_MAX_FAILURES", 5),
        login_window_seconds=integer(env, "LOGIN_WINDOW_SECONDS", 900),
        login_max_emails_per_address=positive(env, "LOGIN_MAX_EMAILS_PER_ADDRESS", 20),
        login_delay_seconds=positive(env, "LOGIN_DELAY_SECONDS", 1),
        login_max_delay_seconds=positive(env, "LOGIN_MAX_DELAY_SECONDS", 300),
        login_known_pair_days=non_negative(env, "LOGIN_KNOWN_PAIR_DAYS", 30),
        trusted_proxy_header=env.get("TRUSTED_PROXY_HEADER", "").strip() or None,
        trusted_proxy_count=positive(env, "TRUSTED_PROXY_COUNT", 1),
    )


def _with_order_rules(settings: Settings, env: dict[str, str]) -> Settings:
    """Shipping and tax, the order deadlines, how long an idempotency key replays, when a
    SKU's stock counts as low, and the carriers orders ship with."""
    return replace(
        settings,
        shipping_fee=non_negative(env, "SHIPPING_FEE", 499),
        free_shipping_from=non_negative(env, "FREE_SHIPPING_FROM", 4900),
        tax_rate_percent=non_negative(env, "TAX_RATE_PERCENT", 5),
        subscriber_discount_percent=whole_percent(env, "SUBSCRIBER_DISCOUNT_PERCENT", 15),
        subscriber_discount_max=non_negative(env, "SUBSCRIBER_DISCOUNT_MAX", 2000),
        order_finish_days=non_negative(env, "ORDER_FINISH_DAYS", 7),
        order_payment_minutes=positive(env, "ORDER_PAYMENT_MINUTES", 30),
        order_receive_days=positive(env, "ORDER_RECEIVE_DAYS", 10),
        order_receive_extend_days=positive(env, "ORDER_RECEIVE_EXTEND_DAYS", 5),
        dispute_respond_days=positive(env, "DISPUTE_RESPOND_DAYS", 3),
        idempotency_key_hours=positive(env, "IDEMPOTENCY_KEY_HOURS", 24),
        commission_percent=percent(env, "COMMISSION_PERCENT", Decimal(5)),
        period_close_grace_minutes=non_negative(env, "PERIOD_CLOSE_GRACE_MINUTES", 10),
        low_stock_threshold=non_negative(env, "LOW_STOCK_THRESHOLD", 5),
        carriers=carriers_from(env.get("CARRIERS")),
    )

"""On-chain verification wired from the settings: a reader for each chain whose endpoint is
configured, the queue the policy fills, the verifier and its actor. With no endpoint
configured nothing is read and nothing is queued: reviewers decide as before."""

from __future__ import annotations

from dataclasses import dataclass

import dramatiq
from sqlalchemy import Engine

from application.ports import Clock
from application.wallet.chain_queue import ChainCheckQueue
from application.wallet.chain_verification import ChainReader
from application.wallet.chain_verifier import ChainVerifier
from application.wallet.chains import Chain
from application.wallet.methods import recharge_methods
from application.wallet.service import Wallets
from infra.chains.ethereum import EthereumReader
from infra.chains.tron import TronReader
from infra.settings import Settings
from infra.wiring import Parts, WalletServices, wallet_services
from workers.chain_actor import register_chain_actor


@dataclass(frozen=True)
class ChainChecks:
    """The queue (the policy's and the tick's side) and the verifier (the actor's)."""

    queue: ChainCheckQueue
    verifier: ChainVerifier


class WalletChainServices(WalletServices):
    chain_checks: ChainChecks


def wallet_and_chain_services(parts: Parts, queue: ChainCheckQueue) -> WalletChainServices:
    """The wallet's services, and the chain checks that record outcomes through them."""
    wallet = wallet_services(parts)
    checks = connect_chain_checks(queue, parts.settings, wallet["wallets"], parts.broker)
    return WalletChainServices(**wallet, chain_checks=checks)


def chain_readers(settings: Settings) -> dict[Chain, ChainReader]:
    readers: dict[Chain, ChainReader] = {}
    if settings.chain_rpc_url_ethereum:
        readers[Chain.ETHEREUM] = EthereumReader(settings.chain_rpc_url_ethereum)
    if settings.chain_api_url_tron:
        readers[Chain.TRON] = TronReader(settings.chain_api_url_tron, settings.chain_api_key_tron)
    return readers


def chain_check_queue(settings: Settings, engine: Engine, clock: Clock) -> ChainCheckQueue:
    """Made with the policies, before the workers exist; `connect_chain_checks` wakes it."""
    readable = [chain for chain in Chain if _endpoint(settings, chain)]
    return ChainCheckQueue(engine, clock, recharge_methods(settings.recharge_methods), readable)


def connect_chain_checks(
    queue: ChainCheckQueue, settings: Settings, wallets: Wallets, broker: dramatiq.Broker
) -> ChainChecks:
    verifier = ChainVerifier(
        queue.engine, wallets, queue.methods, chain_readers(settings), queue.clock
    )
    queue.deliver = register_chain_actor(broker, verifier.verify).send
    return ChainChecks(queue=queue, verifier=verifier)


def _endpoint(settings: Settings, chain: Chain) -> str | None:
    if chain is Chain.ETHEREUM:
        return settings.chain_rpc_url_ethereum
    return settings.chain_api_url_tron

"""Files served outside /api: no path makes the server fail or tell where it keeps its files, and
identity pictures and recharge proofs reach only their owner and the reviewers.

One world per module: shopper A has filed a recharge and a shop application (so the proof and
both ID pictures are private, whatever they were uploaded as), and set a public avatar; a seller
of the fixture catalogue has uploaded a product picture.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from infra.asgi import web_app
from infra.bootstrap import Container, bootstrap
from infra.migrate import upgrade_to_head
from tests.conftest import base_settings
from tests.integration.api_client import ApiClient, StepClock, User
from tests.integration.catalogue.fixture import seed_fixture_catalogue
from tests.integration.orders.conftest import Shop
from tests.integration.wallet.steps import apply_recharge

NOT_FOUND = {"code": 404, "msg": "Not Found", "data": None}


@dataclass(frozen=True)
class World:
    api: ApiClient
    owner: User
    other_shopper: User
    seller: User
    reviewer: User
    auditor: User
    documents: dict[str, str]
    """The owner's private uploads by what they are: proof, ID front and ID back."""
    avatar: str
    product_picture: str

    @property
    def client(self) -> TestClient[Any]:
        return self.api.client

    @property
    def container(self) -> Container:
        return self.api.container


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    data_dir: Path = tmp_path_factory.mktemp("served-files")
    clock = StepClock()
    container = bootstrap(base_settings(data_dir), clock=clock, create_event_tables=True)
    upgrade_to_head(container.engine)
    container.start_embedded_workers()
    with TestClient(web_app(container)) as client:
        api = ApiClient(container, client, clock)
        seed_fixture_catalogue(container.engine)
        owner = api.sign_in("alice@bazaar.test")
        proof = api.upload(owner)
        assert apply_recharge(api, owner, 5000, proof=proof)["code"] == 0
        front, back = api.upload(owner), api.upload(owner)
        applied = api.call(
            "mine/shop/apply",
            owner,
            shop_name="Alice's Attic",
            real_name="Alice Lee",
            phone="+1 555 0100",
            id_front_image=front,
            id_back_image=back,
            agree=True,
        )
        assert applied["code"] == 0, applied
        avatar = api.upload(owner)
        api.data("mine/modify", owner, avatar=avatar, nickname="Alice", phone="+1 555 0100")
        seller = Shop(api).seller(1)
        yield World(
            api=api,
            owner=owner,
            other_shopper=api.sign_in("bruno@bazaar.test"),
            seller=seller,
            reviewer=api.sign_in("rex@bazaar.test", "reviewer"),
            auditor=api.sign_in("ada@bazaar.test", "auditor"),
            documents={"proof": proof, "id front": front, "id back": back},
            avatar=avatar,
            product_picture=api.upload(seller),
        )
    container.close()


def _stored(world: World, path: str) -> bytes:
    return (world.container.settings.uploads_dir / path).read_bytes()


# -- paths that name no file ------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "/%00",
        "/user%00",
        "/assets/%00.js",
        "/uploads/%00",
        "/uploads/2026/%00",
        "/uploads/%00/../x.png",
        "/user/%00/orders",
        "/x%0aERROR%20-%20FORGED%00",
    ],
)
def test_a_nul_byte_anywhere_in_a_path_answers_404_not_500(world: World, path: str) -> None:
    response = world.client.get(path)

    assert (response.status_code, response.json()) == (404, NOT_FOUND)


@pytest.mark.parametrize(
    "path", ["/uploads/2026/", "/uploads/2026", "/uploads/", "/uploads/..%2f..%2fread.sqlite"]
)
def test_a_404_under_uploads_does_not_disclose_where_files_are_kept(
    world: World, path: str
) -> None:
    (world.container.settings.uploads_dir / "2026").mkdir(exist_ok=True)

    response = world.client.get(path)

    assert (response.status_code, response.json()) == (404, NOT_FOUND)
    assert str(world.container.settings.data_dir) not in response.text


# -- private uploads --------------------------------------------------------------------------


def _stranger(world: World) -> str:
    return ""


def _guest(world: World) -> str:
    return "g" * 32


def _other_shopper(world: World) -> str:
    return world.other_shopper.sid


def _seller(world: World) -> str:
    return world.seller.sid


def _auditor(world: World) -> str:
    return world.auditor.sid


REFUSED = [_stranger, _guest, _other_shopper, _seller, _auditor]
DOCUMENTS = ["proof", "id front", "id back"]


@pytest.mark.parametrize("document", DOCUMENTS)
@pytest.mark.parametrize("intruder", REFUSED, ids=lambda who: who.__name__.strip("_"))
def test_a_private_upload_is_a_plain_404_to_anyone_but_its_owner_and_reviewers(
    world: World, document: str, intruder: Any
) -> None:
    sid = intruder(world)
    query = f"?sid={sid}" if sid else ""

    for method in (world.client.get, world.client.head):
        response = method(f"/uploads/{world.documents[document]}{query}")
        assert response.status_code == 404
    answer = world.client.get(f"/uploads/{world.documents[document]}{query}")
    assert answer.json() == NOT_FOUND


@pytest.mark.parametrize("document", DOCUMENTS)
@pytest.mark.parametrize("reader", ["owner", "reviewer"])
def test_the_owner_and_a_reviewer_get_the_private_bytes_never_cached_and_never_sniffed(
    world: World, document: str, reader: str
) -> None:
    path = world.documents[document]
    sid = getattr(world, reader).sid

    response = world.client.get(f"/uploads/{path}?sid={sid}")

    assert response.status_code == 200
    assert response.content == _stored(world, path)
    assert response.headers["content-type"] == "image/png"
    assert response.headers["cache-control"] == "private, no-store"
    assert response.headers["x-content-type-options"] == "nosniff"


def test_a_revoked_session_no_longer_reads_its_documents(world: World) -> None:
    owner = world.api.sign_in("alice@bazaar.test")
    url = f"/uploads/{world.documents['proof']}?sid={owner.sid}"
    assert world.client.get(url).status_code == 200

    world.api.data("user/logout", owner)

    assert world.client.get(url).status_code == 404


@pytest.mark.parametrize("picture", ["avatar", "product_picture"])
def test_avatars_and_product_pictures_stay_public(world: World, picture: str) -> None:
    path = getattr(world, picture)

    response = world.client.get(f"/uploads/{path}")

    assert response.status_code == 200
    assert response.content == _stored(world, path)
    assert response.headers["cache-control"] == "public, max-age=31536000"
    assert response.headers["x-content-type-options"] == "nosniff"


def test_the_reviewer_console_points_at_the_private_proof(world: World) -> None:
    """The console keeps the documented field; the image loads once the reviewer's sid is on."""
    listed = world.api.data("console/recharge/list", world.reviewer)["list"]
    [url] = [item["proof_image_url"] for item in listed if item["uid"] == world.owner.uid]

    assert url == f"/uploads/{world.documents['proof']}"
    assert world.client.get(url).status_code == 404
    assert world.client.get(f"{url}?sid={world.reviewer.sid}").status_code == 200

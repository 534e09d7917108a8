"""The deployment files (infra/deploy) checked offline, since no Docker engine runs here: the
compose file and the Dockerfile are read as Docker reads them, and what decides whether the
deployment works is checked against Bazaar itself: the commands against the `bazaar` click
group, the environment against what infra/settings.py reads, the ports and health checks
against each other, and the image's health check against a real `bazaar serve`."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import click
import pytest
import yaml

import infra.settings as settings_module
from application.site.uploads import MAX_UPLOAD_BYTES
from infra.cli import cli
from infra.settings import PROJECT_ROOT, Settings
from tests.conftest import free_port
from tests.reliability.services import Bazaar

DEPLOY = PROJECT_ROOT / "infra" / "deploy"
BAZAAR_ROLES = {"api": "serve", "worker": "worker", "migrate": "migrate"}
"""The compose services that run the Bazaar image, and the `bazaar` command each runs."""

# -- compose.yaml as `docker compose config` would resolve it -------------------------------------

_VARIABLE = re.compile(r"\$\{(?P<name>\w+)(?::-(?P<default>[^}]*))?\}")


def _interpolated(value: Any) -> Any:
    """`${NAME:-default}` becomes its default (no variable is set when checking); a `${NAME}`
    without one would be empty on a machine that did not set it, so it fails the test."""

    def default_of(match: re.Match[str]) -> str:
        if match["default"] is None:
            raise AssertionError(f"{match[0]} has no default; an unset variable breaks it")
        return match["default"]

    if isinstance(value, str):
        return _VARIABLE.sub(default_of, value)
    if isinstance(value, list):
        return [_interpolated(item) for item in value]
    if isinstance(value, dict):
        return {key: _interpolated(item) for key, item in value.items()}
    return value


def compose_file() -> dict[str, Any]:
    loaded = yaml.safe_load((DEPLOY / "compose.yaml").read_text())  # `<<:` merges resolved
    document: dict[str, Any] = _interpolated(loaded)
    return document


@pytest.fixture(scope="module")
def services() -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = compose_file()["services"]
    return found


def environment_of(service: dict[str, Any]) -> dict[str, str]:
    """A service's environment in either of compose's spellings, values as strings."""
    raw = service.get("environment", {})
    if isinstance(raw, list):
        raw = dict(_pair(entry) for entry in raw)
    return {str(name): str(value) for name, value in raw.items()}


def bazaar_command(arguments: list[str]) -> tuple[str, dict[str, Any]]:
    """The `bazaar` subcommand `arguments` name and its parsed options, parsed by the console
    script's own click group: an unknown command, an unknown option or a bad value fails."""
    context = click.Context(cli, info_name="bazaar")
    name, command, rest = cli.resolve_command(context, arguments)
    assert name is not None and command is not None
    return name, command.make_context(name, rest, parent=context).params


def health_test(service: dict[str, Any]) -> list[str] | None:
    check = service.get("healthcheck")
    if check is None or check.get("disable"):
        return None
    test: list[str] = check["test"]
    return test


# -- the Dockerfile ------------------------------------------------------------------------------


@dataclass
class Stage:
    name: str
    base: str
    instructions: list[tuple[str, str]] = field(default_factory=list)

    def arguments(self, keyword: str) -> list[str]:
        return [rest for found, rest in self.instructions if found == keyword]

    def runs(self) -> str:
        return "\n".join(self.arguments("RUN"))


def dockerfile_stages() -> dict[str, Stage]:
    """Stages by name, each with its instructions (continued lines joined, comments left out)."""
    text = (DEPLOY / "Dockerfile").read_text()
    lines = [line for line in text.splitlines() if not line.lstrip().startswith("#")]
    logical = re.sub(r"\\\n\s*", " ", "\n".join(lines))
    stages: dict[str, Stage] = {}
    current: Stage | None = None
    for line in filter(None, map(str.strip, logical.splitlines())):
        keyword, _, rest = line.partition(" ")
        if keyword.upper() == "FROM":
            base, _, name = rest.partition(" AS ")
            current = stages.setdefault(name.strip(), Stage(name.strip(), base.strip()))
        else:
            assert current is not None, f"{line!r} before any FROM"
            current.instructions.append((keyword.upper(), rest.strip()))
    return stages


def exec_form(arguments: str) -> list[str]:
    parsed: list[str] = json.loads(arguments) if arguments.startswith("[") else [arguments]
    return parsed


def copy_parts(arguments: str) -> tuple[dict[str, str], list[str], str]:
    """A COPY's --flags, its sources and its destination."""
    words = shlex.split(arguments)
    flags = dict(_pair(word[2:]) for word in words if word.startswith("--"))
    paths = [word for word in words if not word.startswith("--")]
    return flags, paths[:-1], paths[-1]


def image_environment(stage: Stage) -> dict[str, str]:
    environment: dict[str, str] = {}
    for arguments in stage.arguments("ENV"):
        environment.update(_pair(word) for word in shlex.split(arguments))
    return environment


def _pair(word: str) -> tuple[str, str]:
    name, _, value = word.partition("=")
    return name, value


@pytest.fixture(scope="module")
def stages() -> dict[str, Stage]:
    return dockerfile_stages()


# -- settings --------------------------------------------------------------------------------


class Consulted(dict[str, str]):
    """The environment as infra/settings.py reads it, noting every name it asks for."""

    def __init__(self, values: dict[str, str]) -> None:
        super().__init__(values)
        self.asked: set[str] = set()

    def get(self, key: str, default: Any = None) -> Any:
        self.asked.add(key)
        return super().get(key, default)

    def __getitem__(self, key: str) -> str:
        self.asked.add(key)
        return super().__getitem__(key)

    def __contains__(self, key: object) -> bool:
        self.asked.add(str(key))
        return super().__contains__(key)


def bazaar_settings(
    environment: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> tuple[Settings, set[str]]:
    """`environment` parsed by infra.settings (so a bad value fails) and every name it reads;
    a `.env` on this machine is kept out."""
    consulted = Consulted(environment)
    monkeypatch.setattr(settings_module, "_environment", lambda _environ: consulted)
    parsed = Settings.from_environment(environment)
    # `--port` of `bazaar serve` reads PORT too (interfaces/cli/server.py).
    return parsed, consulted.asked | {"PORT"}


# -- compose.yaml --------------------------------------------------------------------------------


def test_the_bazaar_services_build_the_image_and_the_others_run_pinned_images(
    services: dict[str, dict[str, Any]],
) -> None:
    assert set(BAZAAR_ROLES) <= set(services)
    assert {"postgres", "redis", "mail", "proxy"} <= set(services)
    for name, service in services.items():
        image = service["image"]
        if name in BAZAAR_ROLES:
            build = service["build"]
            assert (DEPLOY / build["context"]).resolve() == PROJECT_ROOT
            assert (PROJECT_ROOT / build["dockerfile"]).resolve() == DEPLOY / "Dockerfile"
            assert image == services["api"]["image"], "one image runs every Bazaar role"
        else:
            # A third-party image with a version: `latest` would change under a redeploy.
            assert "build" not in service
            tag = image.rpartition(":")[2]
            assert ":" in image and tag != "latest" and re.search(r"\d", tag), image


def test_each_bazaar_service_runs_a_real_bazaar_command(
    services: dict[str, dict[str, Any]],
) -> None:
    for name, role in BAZAAR_ROLES.items():
        command, _options = bazaar_command(services[name]["command"])
        assert command == role, name
    _, serving = bazaar_command(services["api"]["command"])
    # Reachable from the proxy's container: the default 127.0.0.1 would be the API's own.
    assert serving["host"] == "0.0.0.0"
    assert services["api"]["expose"] == [str(serving["port"])]
    _, working = bazaar_command(services["worker"]["command"])
    assert working["threads"] >= 1


def test_the_bazaar_services_set_only_settings_bazaar_reads_with_valid_values(
    services: dict[str, dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in BAZAAR_ROLES:
        environment = environment_of(services[name])
        parsed, known = bazaar_settings(environment, monkeypatch)
        assert set(environment) - known == set(), f"{name} sets names Bazaar never reads"
        # Production mode: nothing falls back to the embedded SQLite store or Stub broker.
        assert parsed.database_url and parsed.redis_url and parsed.smtp_url, name
        assert parsed.public_url.startswith("http")
        assert environment == environment_of(services["api"]), "every role, the same settings"


def test_the_service_urls_point_at_the_services_that_provide_them(
    services: dict[str, dict[str, Any]],
) -> None:
    environment = environment_of(services["api"])
    database = urlsplit(environment["DATABASE_URL"])
    postgres = environment_of(services["postgres"])
    assert (database.hostname, database.port) == ("postgres", 5432)
    assert (database.username, database.password, database.path) == (
        postgres["POSTGRES_USER"],
        postgres["POSTGRES_PASSWORD"],
        f"/{postgres['POSTGRES_DB']}",
    )
    assert urlsplit(environment["REDIS_URL"]).hostname == "redis"
    smtp = urlsplit(environment["SMTP_URL"])
    # Mailpit takes SMTP on 1025.
    assert (smtp.hostname, smtp.port) == ("mail", 1025)
    assert services["mail"]["image"].startswith("axllent/mailpit:")


def test_postgres_redis_the_mail_catcher_and_the_api_have_health_checks(
    services: dict[str, dict[str, Any]], stages: dict[str, Stage]
) -> None:
    assert health_test(services["postgres"]) == [
        "CMD",
        "pg_isready",
        "-U",
        "bazaar",
        "-d",
        "bazaar",
    ]
    assert health_test(services["redis"]) == ["CMD", "redis-cli", "ping"]
    assert health_test(services["mail"]) == ["CMD", "/mailpit", "readyz"]
    # The API's is the script the image installs (checked against a real server below).
    installed = {
        copy_parts(arguments)[2]
        for arguments in stages["runtime"].arguments("COPY")
        if copy_parts(arguments)[1] == ["infra/deploy/healthcheck.py"]
    }
    assert health_test(services["api"]) == ["CMD", "bazaar-healthcheck"]
    assert installed == {"/usr/local/bin/bazaar-healthcheck"}
    # The worker and migrate serve no HTTP: the image's API check must not mark them unhealthy.
    assert health_test(services["worker"]) is None and health_test(services["migrate"]) is None
    assert services["migrate"]["restart"] == "no"


def test_everything_waits_for_the_migration_and_for_healthy_dependencies(
    services: dict[str, dict[str, Any]],
) -> None:
    def conditions(name: str) -> dict[str, str]:
        return {
            dependency: spec["condition"]
            for dependency, spec in services[name].get("depends_on", {}).items()
        }

    assert conditions("migrate") == {"postgres": "service_healthy"}
    for name in ("api", "worker"):
        assert conditions(name) == {
            "migrate": "service_completed_successfully",
            "postgres": "service_healthy",
            "redis": "service_healthy",
            "mail": "service_healthy",
        }, name
    assert conditions("proxy") == {"api": "service_healthy"}
    for name in services:
        for dependency, condition in conditions(name).items():
            if condition == "service_healthy":
                assert health_test(services[dependency]), f"{name} waits on {dependency}"


def test_two_or_more_api_and_worker_processes_share_one_data_volume(
    services: dict[str, dict[str, Any]], stages: dict[str, Stage]
) -> None:
    for name in ("api", "worker"):
        assert services[name]["deploy"]["replicas"] >= 2, name
        data_dir = image_environment(stages["runtime"])["BAZAAR_DATA_DIR"]
        # A proof uploaded through one replica must be readable through another.
        assert services[name]["volumes"] == [f"uploads:{data_dir}"], name
    assert {"postgres", "redis", "uploads"} <= set(compose_file()["volumes"])
    assert services["postgres"]["volumes"] == ["postgres:/var/lib/postgresql/data"]


def test_only_the_proxy_and_the_mail_viewer_are_published(
    services: dict[str, dict[str, Any]],
) -> None:
    published = {name: service["ports"] for name, service in services.items() if "ports" in service}
    # Replicas cannot share a host port, and TRUSTED_PROXY_HEADER is safe only when no client
    # reaches the API without passing the proxy.
    assert published == {"proxy": ["8080:80"], "mail": ["8025:8025"]}
    assert environment_of(services["api"])["PUBLIC_URL"] == "http://localhost:8080"


def test_the_proxy_forwards_to_the_api_port_in_the_header_bazaar_trusts(
    services: dict[str, dict[str, Any]],
) -> None:
    config = (DEPLOY / "nginx.conf").read_text()
    mounted = services["proxy"]["volumes"]
    assert mounted == ["./nginx.conf:/etc/nginx/conf.d/default.conf:ro"]
    _, serving = bazaar_command(services["api"]["command"])
    assert re.search(rf"server api:{serving['port']} resolve;", config)
    environment = environment_of(services["api"])
    header = environment["TRUSTED_PROXY_HEADER"]
    # nginx appends the peer it saw: the right-most entry, one proxy deep.
    assert f"proxy_set_header {header} $proxy_add_x_forwarded_for;" in config
    assert environment["TRUSTED_PROXY_COUNT"] == "1"
    body_limit = re.search(r"client_max_body_size (\d+)m;", config)
    assert body_limit and int(body_limit[1]) * 1024 * 1024 > MAX_UPLOAD_BYTES


# -- the Dockerfile ------------------------------------------------------------------------------


def test_the_storefront_stage_installs_from_the_lock_file_and_builds(
    stages: dict[str, Stage],
) -> None:
    storefront = stages["storefront"]
    assert storefront.base.startswith("node:20")
    runs = storefront.arguments("RUN")
    assert runs == ["npm ci --no-audit --no-fund --loglevel=error", "npm run build"]
    sources = [copy_parts(arguments)[1] for arguments in storefront.arguments("COPY")]
    assert sources[0] == ["frontend/package.json", "frontend/package-lock.json"]
    # vite.config.ts reads the server's error catalogue from ../interfaces.
    catalogue = [
        copy_parts(arguments)[2]
        for arguments in storefront.arguments("COPY")
        if copy_parts(arguments)[1] == ["interfaces/http/error_catalogue.json"]
    ]
    workdir = storefront.arguments("WORKDIR")[-1]
    assert catalogue == [str(Path(workdir).parent / "interfaces/http/error_catalogue.json")]


def test_the_runtime_stage_installs_the_package_and_runs_bazaar_as_a_non_root_user(
    stages: dict[str, Stage],
) -> None:
    runtime = stages["runtime"]
    assert list(stages) == ["storefront", "runtime"], "the runtime is the image's last stage"
    assert runtime.base.startswith("python:3.11-slim")
    runs = " ".join(runtime.runs().split())
    # PyICU compiles against the system's ICU: the build tools come and go in the same layer
    # as the install, and the sources are dropped there too.
    assert re.search(
        r"apt-get install [^&]*libicu-dev pkg-config g\+\+ && pip install /tmp/bazaar && "
        r".*apt-get purge -y --auto-remove libicu-dev pkg-config g\+\+ && rm -rf /tmp/bazaar",
        runs,
    ), runs
    # Every package setuptools installs, and the readme pyproject.toml names, is copied in.
    project = tomllib.loads((PROJECT_ROOT / "pyproject.toml").read_text())
    packages = {
        name.rstrip("*") for name in project["tool"]["setuptools"]["packages"]["find"]["include"]
    }
    into_package = {
        source.rstrip("/")
        for flags, sources, destination in map(copy_parts, runtime.arguments("COPY"))
        if destination.startswith("/tmp/bazaar/") and not flags
        for source in sources
    }
    assert into_package == packages | {"pyproject.toml", project["project"]["readme"]}
    users = runtime.arguments("USER")
    assert users and users[-1] not in {"root", "0"}
    assert re.search(rf"useradd .*\b{users[-1]}$", runtime.runs(), re.MULTILINE)
    assert exec_form(runtime.arguments("ENTRYPOINT")[-1]) == ["bazaar"]
    command, options = bazaar_command(exec_form(runtime.arguments("CMD")[-1]))
    assert (command, options["host"]) == ("serve", "0.0.0.0")


def test_the_image_serves_the_built_storefront_where_the_settings_look(
    stages: dict[str, Stage], monkeypatch: pytest.MonkeyPatch
) -> None:
    runtime = stages["runtime"]
    environment = image_environment(runtime)
    parsed, known = bazaar_settings(
        {
            name: value
            for name, value in environment.items()
            if not name.startswith(("PYTHON", "PIP_"))
        },
        monkeypatch,
    )
    assert {name for name in environment if not name.startswith(("PYTHON", "PIP_"))} <= known
    built = [
        destination
        for flags, sources, destination in map(copy_parts, runtime.arguments("COPY"))
        if flags.get("from") == "storefront" and sources == ["/src/frontend/dist"]
    ]
    assert built == [str(parsed.frontend_dist)]
    assert stages["storefront"].arguments("WORKDIR")[-1] == "/src/frontend"
    (port,) = runtime.arguments("EXPOSE")
    assert port == environment["PORT"]


def test_the_base_images_are_pinned_to_a_version(stages: dict[str, Stage]) -> None:
    # hadolint's DL3006/DL3007: an untagged or `latest` base changes under a rebuild.
    for stage in stages.values():
        image, _, tag = stage.base.partition(":")
        assert image and re.match(r"\d", tag), stage.base


def test_every_file_the_image_copies_is_in_the_build_context() -> None:
    ignore = (DEPLOY / "Dockerfile.dockerignore").read_text().splitlines()
    allowed = {line[1:].rstrip("/") for line in ignore if line.startswith("!")}
    for stage in dockerfile_stages().values():
        for flags, sources, _destination in map(copy_parts, stage.arguments("COPY")):
            if "from" in flags:
                continue
            for source in sources:
                assert (PROJECT_ROOT / source).exists(), source
                assert Path(source).parts[0].rstrip("/") in allowed, f"{source} is ignored"
    # The machine's own installs and builds stay out of the image.
    assert {"**/node_modules", "frontend/dist"} <= set(ignore)


def test_the_health_check_passes_against_a_serving_api_and_fails_without_one() -> None:
    environment = {
        name: value
        for name, value in os.environ.items()
        if name not in {"DATABASE_URL", "REDIS_URL", "SMTP_URL"}
    }
    with tempfile.TemporaryDirectory(prefix="bazaar-healthcheck-") as data_dir:
        environment["BAZAAR_DATA_DIR"] = data_dir
        server = Bazaar(environment, Path(data_dir))
        server.command("migrate")
        server.serve()
        try:
            assert run_health_check(server.port) == 0
        finally:
            server.stop()
        assert run_health_check(server.port) == 1
    assert run_health_check(free_port()) == 1


def run_health_check(port: int) -> int:
    return subprocess.run(
        [sys.executable, str(DEPLOY / "healthcheck.py")],
        env={"PORT": str(port)},
        timeout=30,
        check=False,
    ).returncode

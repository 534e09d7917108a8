"""Renders docs/api.md from the served OpenAPI document, so the two cannot drift apart."""

from __future__ import annotations

from typing import Any

HEADER = """# Bazaar /api reference

Generated from the served OpenAPI document (`/api/schema/openapi.json`) by
`bazaar api-docs`; a test fails when this file and the code disagree.

Every call is `POST /api/...` with a JSON body carrying `sid` (and optionally `language`),
answered with HTTP 200 and the envelope `{code, msg, data}`; `code` 0 is success and any other
code comes from the error catalogue (`interfaces/http/error_catalogue.json`, messages in the 9
languages). Validation failures answer 102 with `data.field`. State-changing calls repeated with
the same body from the same sid within 1000 ms answer 105 unless `X-Repeat-Submit: allow` is sent;
a call that takes an `Idempotency-Key` header and carries one answers its first result instead.
The interactive viewer is at `/api/schema`.

Uploads are served at `GET /uploads/<path>` (the `url` that `system/upload_image` answers), with
`X-Content-Type-Options: nosniff`. An identity picture or a recharge proof is private: uploaded
with `?purpose=document`, and made private by `mine/shop/apply` and `mine/wealth/recharge/apply`
whatever it was uploaded as. A private upload is served only when `?sid=` is its uploader's session
or a reviewer's, with `Cache-Control: private, no-store`; anyone else, like any path that names no
upload, gets 404 `Not Found`. Public ones are cached for a year.

Downloads are the one kind of `GET /api/...` call: links a browser follows (the console's CSV
exports, `GET /api/console/export/<dataset>.csv`, and the seller's monthly statement,
`GET /api/console/seller/statement`), so the session travels as `?sid=` and the filters as query
parameters. The file is streamed as an attachment (`Content-Disposition` names it;
`Cache-Control: private, no-store`); a refusal (101, 111, 102 naming the parameter) is the usual
JSON envelope with HTTP 200, decided before the first byte. CSV is UTF-8 with a byte order mark
(so that Excel reads it as UTF-8) and a header row, rows
oldest first, amounts as decimal money (`12.30`), times ISO 8601 UTC (`2026-03-01T09:30:00Z`),
and a text cell beginning with `=`, `+`, `-` or `@` is written with a leading `'` so that a
spreadsheet shows it rather than runs it.
"""


def _ref_name(schema: dict[str, Any]) -> str | None:
    ref = schema.get("$ref")
    return ref.rsplit("/", 1)[-1] if isinstance(ref, str) else None


def _type_of(schema: dict[str, Any]) -> str:
    name = _ref_name(schema)
    if name:
        return f"`{name}`"
    if "oneOf" in schema or "anyOf" in schema:
        options = schema.get("oneOf") or schema.get("anyOf") or []
        return " or ".join(_type_of(option) for option in options)
    kind = schema.get("type")
    if kind == "array":
        return f"list of {_type_of(schema.get('items', {}))}"
    if "enum" in schema:
        return " \\| ".join(f"`{value}`" for value in schema["enum"])
    if isinstance(kind, list):
        return " or ".join(str(k) for k in kind)
    return str(kind or "any")


def _fields_table(schema: dict[str, Any], components: dict[str, Any]) -> list[str]:
    name = _ref_name(schema)
    resolved = components.get(name, {}) if name else schema
    properties: dict[str, Any] = resolved.get("properties", {})
    if not properties:
        return ["(no fields)"]
    required = set(resolved.get("required", []))
    lines = ["| field | type | required |", "|---|---|---|"]
    for field, field_schema in properties.items():
        lines.append(
            f"| `{field}` | {_type_of(field_schema)} | {'yes' if field in required else ''} |"
        )
    return lines


def _data_schema(envelope_ref: str | None, components: dict[str, Any]) -> dict[str, Any]:
    if envelope_ref is None:
        return {}
    envelope = components.get(envelope_ref, {})
    data: dict[str, Any] = envelope.get("properties", {}).get("data", {})
    return data


def render_api_docs(openapi: dict[str, Any]) -> str:
    components: dict[str, Any] = openapi.get("components", {}).get("schemas", {})
    lines = [HEADER]
    used: set[str] = set()
    for path in sorted(openapi.get("paths", {})):
        for method, operation in sorted(openapi["paths"][path].items()):
            lines.extend(_operation_lines(path, method, operation, components, used))
    lines.extend(_types_lines(used, components))
    return "\n".join(lines).rstrip() + "\n"


def _operation_lines(
    path: str, method: str, operation: dict[str, Any], components: dict[str, Any], used: set[str]
) -> list[str]:
    """One call: its description, headers, request fields and answer type (noted in `used`)."""
    lines = [f"## `{method.upper()} {path}`\n"]
    description = (operation.get("description") or operation.get("summary") or "").strip()
    if description:
        lines.append(description + "\n")
    lines.extend(_header_lines(operation))
    body = operation.get("requestBody", {}).get("content", {})
    for media_type, content in body.items():
        schema = content.get("schema", {})
        label = _ref_name(schema) or media_type
        lines.append(f"Request (`{media_type}`, {label}):\n")
        lines.extend(_fields_table(schema, components))
        lines.append("")
    response = operation.get("responses", {}).get("200", {}).get("content", {})
    for media_type, content in response.items():
        if media_type != "application/json":
            lines.append(f"Answer: a `{media_type}` file\n")
            continue
        if _ref_name(content.get("schema", {})) is None:
            lines.append("Answer on a refusal: the envelope\n")
            continue
        data = _data_schema(_ref_name(content.get("schema", {})), components)
        lines.append(f"Answer `data`: {_type_of(data) if data else 'see schema'}\n")
        data_name = _ref_name(data)
        if data_name:
            used.add(data_name)
    return lines


def _types_lines(used: set[str], components: dict[str, Any]) -> list[str]:
    """The answer types and every type they reach, each with its fields."""
    lines = ["## Types\n"]
    pending = sorted(used)
    seen: set[str] = set()
    while pending:
        name = pending.pop(0)
        if name in seen or name not in components:
            continue
        seen.add(name)
        lines.append(f"### `{name}`\n")
        lines.extend(_fields_table({"$ref": f"#/components/schemas/{name}"}, components))
        lines.append("")
        for field_schema in components[name].get("properties", {}).values():
            for nested in _nested_refs(field_schema):
                if nested not in seen:
                    pending.append(nested)
    return lines


def _header_lines(operation: dict[str, Any]) -> list[str]:
    """The header and query parameters, one line each."""
    lines = []
    for parameter in operation.get("parameters", []):
        place = {"header": "Header", "query": "Query"}.get(parameter.get("in", ""))
        if place is None:
            continue
        optional = "" if parameter.get("required") else " (optional)"
        note = (parameter.get("description") or "").strip()
        schema = parameter.get("schema", {})
        kind = f" {_type_of(schema)}" if place == "Query" else ""
        default = f", default `{schema['default']}`" if "default" in schema else ""
        lines.append(f"{place} `{parameter['name']}`{kind}{optional}{default}: {note}\n")
    return lines


def _nested_refs(schema: dict[str, Any]) -> list[str]:
    found: list[str] = []
    name = _ref_name(schema)
    if name:
        found.append(name)
    for key in ("items",):
        if isinstance(schema.get(key), dict):
            found.extend(_nested_refs(schema[key]))
    for key in ("oneOf", "anyOf"):
        for option in schema.get(key, []) or []:
            found.extend(_nested_refs(option))
    return found

"""A request body nested deeper than MAX_JSON_DEPTH is refused before it is decoded."""

from __future__ import annotations

import pytest

from domain.errors import BusinessRuleViolation
from interfaces.http.request_body import MAX_JSON_DEPTH, decode_json


def nested(depth: int) -> bytes:
    return b'{"a":' * depth + b"1" + b"}" * depth


def test_a_body_as_deep_as_the_limit_decodes() -> None:
    document = decode_json(nested(MAX_JSON_DEPTH))
    for _ in range(MAX_JSON_DEPTH):
        document = document["a"]
    assert document == 1


@pytest.mark.parametrize("depth", [MAX_JSON_DEPTH + 1, 5000, 100_000])
def test_a_deeper_body_answers_102_naming_body(depth: int) -> None:
    with pytest.raises(BusinessRuleViolation) as refused:
        decode_json(nested(depth))
    assert refused.value.field == "body"


def test_brackets_inside_strings_and_wide_lists_do_not_count_as_depth() -> None:
    in_a_string = b'{"remark":"' + b"[{" * 500 + b'\\"]"}'
    wide = b"[" + b",".join([b'{"sku_id":1,"num":[2]}'] * 500) + b"]"

    assert decode_json(in_a_string)["remark"].startswith("[{[{")
    assert len(decode_json(wide)) == 500

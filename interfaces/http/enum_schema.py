"""How the domain's vocabularies (`StrEnum`s) appear in the OpenAPI document.

Litestar shows an enum field as a reference to a component of its own. The request fields that
take a status were `Literal` string lists before the vocabularies moved into `domain/`, and the
published document shows them inline; `InlineEnumSchema` keeps it so: the enum's values inline,
with null when the field is optional.

An optional one is written `Optional[X]`, not `X | None`: Litestar reads the `__qualname__` of
the annotation it hands to a plugin, which a `types.UnionType` lacks, while the `typing.Union`
that `Optional` makes has one.
"""

from __future__ import annotations

import types
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from litestar.openapi.spec import OpenAPIType, Schema
from litestar.plugins import OpenAPISchemaPlugin
from litestar.typing import FieldDefinition

from domain.order_status import OrderStatus
from domain.review import ReviewStatus

if TYPE_CHECKING:
    from litestar._openapi.schema_generation import SchemaCreator

WIRE_VOCABULARIES: tuple[type[StrEnum], ...] = (OrderStatus, ReviewStatus)
"""The domain's vocabularies that request fields take."""


class InlineEnumSchema(OpenAPISchemaPlugin):
    """Shows fields of the given enums (alone or or-null) as inline string enums."""

    def __init__(self, *enums: type[StrEnum]) -> None:
        self.enums = frozenset(enums)

    def is_plugin_supported_field(self, field_definition: FieldDefinition) -> bool:
        enum = self._enum_of(field_definition)
        if enum is not None and isinstance(field_definition.annotation, types.UnionType):
            raise TypeError(f"write Optional[{enum.__name__}]: Litestar cannot document X | None")
        return enum is not None

    def to_openapi_schema(
        self, field_definition: FieldDefinition, schema_creator: SchemaCreator
    ) -> Schema:
        values: list[Any] = [member.value for member in self._enum_of(field_definition) or ()]
        if field_definition.is_optional:
            return Schema(type=[OpenAPIType.NULL, OpenAPIType.STRING], enum=[*values, None])
        return Schema(type=OpenAPIType.STRING, enum=values)

    def _enum_of(self, field_definition: FieldDefinition) -> type[StrEnum] | None:
        """The enum a field holds (alone or or-null), if it is one of these."""
        annotation = field_definition.annotation
        if field_definition.is_optional:
            inner = [t.annotation for t in field_definition.inner_types if not t.is_none_type]
            annotation = inner[0] if len(inner) == 1 else None
        return annotation if annotation in self.enums else None

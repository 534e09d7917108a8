"""The nesting check that runs before the description sanitizer: it counts the levels an HTML
parser would hold open, so void elements and closing slashes count as the parser counts them,
and nothing hidden from the parser (a comment, an attribute, a script) closes a level."""

from __future__ import annotations

import pytest

from application.catalogue.nesting import nests_deeper_than

LIMIT = 32


@pytest.mark.parametrize(
    ("html", "deeper"),
    [
        ("<div>" * 32 + "x" + "</div>" * 32, False),
        ("<div>" * 33 + "x" + "</div>" * 33, True),
        ("<div>" * 31 + "<br><br/><img src=x /><hr><input>" * 100, False),
        ("<div/>" * 33, True),  # a slash does not close an HTML div
        ("<svg>" + "<path d='M0 0'/>" * 100 + "</svg>", False),  # but closes an SVG element
        ("<svg>" + "<g a=b/>" * 40, True),  # a slash inside an unquoted value closes nothing
        ("<p>one" * 100, False),  # each paragraph closes the one before
        ("<ul>" + "<li>item" * 100 + "</ul>", False),
        ("<dl>" + "<dt>a<dd>b" * 100 + "</dl>", False),
        ("<p>intro<ul><li>a</li></ul>" * 100, False),
        ("<li><ul></li>" * 40, True),  # `</li>` cannot close an item outside its list
        ("<p><div>" * 40, True),
        ("".join(f"<p><b id={n}></p>" for n in range(40)), True),  # reopened in each paragraph
        ("<p><b></p>" * 100, False),  # alike ones are reopened at most three times
        ("<div><!--</div>-->" * 40, True),
        ("<div title='</div>'>" * 40, True),
        ("<div><script></div></script>" * 40, True),
        ("<div><noscript></div></noscript>" * 40, True),
        ("<svg>" + "<g><![CDATA[ > </g> ]]>" * 40, True),
        ("<svg><foreignObject>" + "<span/>" * 40, True),
        ("<script>" + "<div>" * 100 + "</script>", False),
        ("<" * 1000 + "&" * 1000, False),
    ],
)
def test_nesting_is_counted_as_a_parser_would_open_it(html: str, deeper: bool) -> None:
    assert nests_deeper_than(html, LIMIT) is deeper

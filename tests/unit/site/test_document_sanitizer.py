"""Document HTML keeps what the operators' editor makes (headings, paragraphs, line breaks,
lists, emphasis, quotes) and https/mailto links only."""

from __future__ import annotations

import pytest

from application.site.documents import sanitize_document_html


def test_allowed_markup_survives() -> None:
    html = (
        "<h2>A</h2><h3>B</h3><p><strong>c</strong> <em>d</em></p>"
        "<ul><li>e</li></ul><ol><li>f</li></ol>"
        "<blockquote><p><u>g</u> <s>h</s><br>i</p></blockquote>"
    )

    assert sanitize_document_html(html) == html


@pytest.mark.parametrize(
    ("dirty", "clean"),
    [
        ("<script>alert(1)</script><p>x</p>", "<p>x</p>"),
        ('<p onclick="x()" style="color:red" class="c">x</p>', "<p>x</p>"),
        ('<img src="x" onerror="alert(1)">', ""),
        ('<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'),
        ('<a href="/relative">x</a>', '<a rel="noopener noreferrer">x</a>'),
        ('<a href="http://plain.test">x</a>', '<a rel="noopener noreferrer">x</a>'),
        (
            '<a href="https://ok.test" title="t">x</a>',
            '<a href="https://ok.test" rel="noopener noreferrer">x</a>',
        ),
        (
            '<a href="mailto:a@b.test">x</a>',
            '<a href="mailto:a@b.test" rel="noopener noreferrer">x</a>',
        ),
        ("<div><h1>T</h1><table><tr><td>x</td></tr></table></div>", "Tx"),
        ("<style>p{}</style><!-- note --><p>x</p>", "<p>x</p>"),
    ],
)
def test_everything_else_is_removed(dirty: str, clean: str) -> None:
    assert sanitize_document_html(dirty) == clean

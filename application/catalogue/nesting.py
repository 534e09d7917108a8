"""How deep an HTML text nests, as an HTML parser would build it, in one linear scan without
building anything: the check that runs before the sanitizer, whose parser costs time in
proportion to the depth for every tag it reads (20,000 nested `<div>` took over a second).

The scan follows the HTML tokenizer where it decides what is a tag (comments, quoted attribute
values, raw text such as `<script>`) and the tree builder where it decides what a tag opens or
closes: a void element (`<br>`, `<img>`) never opens a level, with or without a closing slash;
a slash does not close any other HTML element (`<div/>` opens a `div`, as in any browser), but
does close an SVG or MathML one; `<p>`, `<li>`, `<dd>`, `<dt>` and block starts close what the
parser closes for them; and a formatting element (`<b>`, `<em>`...) closed by another's end tag
still counts, because the parser opens it again for the text that follows. Where the scan
cannot be sure, it counts a level rather than drop one: an unknown case may refuse a strange
text, never let a deep one through.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

_WS = "\t\n\f\r "
_TOKEN = re.compile(
    r"<!--(?:>|->|.*?--!?>|.*)"  # a comment, to its end (or the text's)
    r"|<!\[CDATA\[(?P<cdata>)"  # text in SVG and MathML, a bogus comment elsewhere
    r"|<[!?][^>]*>?|</(?![A-Za-z])[^>]*>?"  # bogus comments
    rf"|<(?P<end>/?)(?P<name>[A-Za-z][^{_WS}/>]*)"  # a tag's name, then its attributes:
    rf"(?P<attributes>(?>[{_WS}/]+|[^{_WS}/>][^{_WS}/>=]*"
    rf"(?>[{_WS}]*=[{_WS}]*(?>\"[^\"]*(?:\"|\Z)|'[^']*(?:'|\Z)|[^{_WS}>]*))?)*)"
    r"(?P<close>>|\Z)",
    re.DOTALL,
)


def _names(words: str) -> frozenset[str]:
    return frozenset(words.split())


_UNQUOTED_AT_END = re.compile(rf"=[{_WS}]*[^{_WS}\"'>][^{_WS}>]*\Z")
VOID = _names(
    "area base basefont bgsound br col embed frame hr image img input keygen link meta param "
    "source track wbr"
)
FORMATTING = _names("a b big code em font i nobr s small strike strong tt u")
_IMPLIED_END = _names("dd dt li optgroup option p rb rp rt rtc")
_RAW_TEXT = _names("iframe noembed noframes script style textarea title xmp")
_BUTTON_SCOPE = _names("applet button caption html marquee object table td template th")
_CLOSES_P = _names(
    "address article aside blockquote center details dialog dir div dl fieldset figcaption "
    "figure footer header hgroup h1 h2 h3 h4 h5 h6 hr listing main menu nav ol p pre search "
    "section summary ul"
)
_LIST_ITEM_WALK = FORMATTING | {"address", "div", "p"}
_LEAVES_FOREIGN = _names(
    "b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i "
    "img li listing menu meta nobr ol p pre ruby s small span strike strong sub sup table tt "
    "u ul var"
)
_HTML_INSIDE_FOREIGN = _names("foreignobject desc title mi mo mn ms mtext annotation-xml")


@dataclass
class _Open:
    name: str
    foreign: bool
    attributes: str = ""


@dataclass
class _Tree:
    """The parser's stack of open elements, and the formatting elements it will open again."""

    stack: list[_Open] = field(default_factory=list)
    reopened: Counter[tuple[str, str]] = field(default_factory=Counter)
    """By name and attributes: the parser keeps at most three alike (its "Noah's Ark")."""

    @property
    def depth(self) -> int:
        return len(self.stack) + self.reopened.total()

    def in_foreign(self) -> bool:
        top = self.stack[-1] if self.stack else None
        return top is not None and top.foreign and top.name not in _HTML_INSIDE_FOREIGN

    def pop_to(self, index: int) -> None:
        for popped in self.stack[index:]:
            key = (popped.name, popped.attributes)
            if not popped.foreign and popped.name in FORMATTING and self.reopened[key] < 3:
                self.reopened[key] += 1
        del self.stack[index:]

    def find(self, name: str, passable: frozenset[str], foreign: bool = False) -> int | None:
        """Where the nearest open `name` is, when only `passable` elements are above it."""
        for index in range(len(self.stack) - 1, -1, -1):
            node = self.stack[index]
            if node.name == name and node.foreign == foreign:
                return index
            if node.foreign or node.name not in passable:
                return None
        return None

    def start(self, name: str, attributes: str) -> None:
        self_closing = _self_closing(attributes)
        if self.in_foreign():
            if name not in _LEAVES_FOREIGN:
                if not self_closing:
                    self.stack.append(_Open(name, foreign=True))
                return
            while self.stack and self.stack[-1].foreign:  # back to HTML
                self.stack.pop()
        self._start_html(name, attributes, self_closing)

    def _start_html(self, name: str, attributes: str, self_closing: bool) -> None:
        if name in VOID:
            return
        if name in ("svg", "math"):
            if not self_closing:
                self.stack.append(_Open(name, foreign=True))
            return
        closes = {"li": ("li",), "dd": ("dd", "dt"), "dt": ("dd", "dt")}.get(name)
        if closes is not None:
            for index in range(len(self.stack) - 1, -1, -1):
                node = self.stack[index]
                if not node.foreign and node.name in closes:
                    self.pop_to(index)
                    break
                if node.foreign or node.name not in _LIST_ITEM_WALK:
                    break
        if name in _CLOSES_P or closes is not None:
            self._close_p()
        self.stack.append(_Open(name, foreign=False, attributes=attributes.strip(_WS + "/")))

    def _close_p(self) -> None:
        passable = frozenset(node.name for node in self.stack) - _BUTTON_SCOPE
        index = self.find("p", passable)
        if index is not None:
            self.pop_to(index)

    def end(self, name: str) -> None:
        if self.stack and self.stack[-1].foreign:
            if self.stack[-1].name == name:
                self.stack.pop()
            return
        if name in FORMATTING:
            index = self.find(name, FORMATTING)
            if index is None:
                again = next((key for key in self.reopened if key[0] == name), None)
                if again is not None:
                    self.reopened[again] -= 1
                    self.reopened += Counter()  # drops the keys at zero
        else:
            index = self.find(name, FORMATTING | _IMPLIED_END)
        if index is not None:
            self.pop_to(index)


def nests_deeper_than(html: str, limit: int) -> bool:
    """Whether a parser would hold more than `limit` elements open at some point of `html`."""
    tree = _Tree()
    position, unsure_until = 0, -1
    while (token := _TOKEN.search(html, position)) is not None:
        position = token.end()
        if token.group("cdata") is not None:
            # Text to `]]>` inside SVG or MathML, a comment to `>` elsewhere: no end tag in
            # either reading closes anything, and the tags after `>` count.
            position = html.find(">", token.end()) + 1 or len(html)
            unsure_until = html.find("]]>", token.end()) % (len(html) + 1)
            continue
        name = token.group("name")
        if name is None or not token.group("close"):
            continue  # a comment, or a tag the text ends inside of (the parser drops it)
        name = name.lower()
        if token.group("end"):
            if position > unsure_until:
                tree.end(name)
            continue
        foreign = tree.in_foreign()
        tree.start(name, token.group("attributes"))
        if tree.depth > limit:
            return True
        if not foreign:
            position, unsure_until = _after_start(html, name, position, unsure_until)
    return False


def _after_start(html: str, name: str, position: int, unsure_until: int) -> tuple[int, int]:
    """Where to read on after an HTML start tag, and until where end tags may be text."""
    if name == "plaintext":
        return len(html), unsure_until  # the rest of the text is text
    if name not in _RAW_TEXT and name != "noscript":
        return position, unsure_until
    ends = re.compile(rf"</{name}[{_WS}/>]", re.IGNORECASE).search(html, position)
    end = ends.start() if ends else len(html)
    if name == "noscript":
        # Text or markup, as the parser runs scripts or not: count what it may open, close
        # nothing, until it ends.
        return position, end
    return end, unsure_until


def _self_closing(attributes: str) -> bool:
    """A slash before `>`, not inside an unquoted attribute value (`href=a/`)."""
    return attributes.endswith("/") and _UNQUOTED_AT_END.search(attributes) is None

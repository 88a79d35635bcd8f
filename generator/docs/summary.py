"""Docstring text for the reference: the first sentence as a summary, internal notes left out."""

from __future__ import annotations

import re

# A private name (``_POWERS``, ``self._env``) in prose: what a maintainer's note speaks of.
_PRIVATE = re.compile(r"(?<![\w.])_[A-Za-z]\w*|\b(?:self|cls)\._\w+")
# A sentence ends at . ! or ? followed by a space and what starts a sentence, outside code spans.
_END = re.compile(r"(?<!\be\.g)(?<!\bi\.e)(?<!\betc)(?<!\bvs)[.!?](?=\s+[A-Z(`\"*\[]|\s*$)")
_CODE_SPAN = re.compile(r"`+[^`]*`+")


def names_private(text: str) -> bool:
    """Whether ``text`` (outside fenced code) names a private attribute."""
    return bool(_PRIVATE.search(text))


# A parenthesis that only names a private attribute: "wraps a tf.Graph (``_g``)".
_PRIVATE_ASIDE = re.compile(r"\s*\(``_\w+``\)")


def public_doc(doc: str) -> str:
    """``doc`` without what it says of private names (implementation notes for maintainers,
    which the reference of the public API does not show): such asides, sentences, and code
    blocks are left out."""
    kept = []
    for paragraph in re.split(r"\n\s*\n", doc.strip()):
        paragraph = _PRIVATE_ASIDE.sub("", paragraph)
        if not names_private(paragraph):
            kept.append(paragraph)
        elif not paragraph.startswith((" ", "```", "-", "*")):  # prose: keep its other sentences
            sentences = [s for s in _sentences(" ".join(paragraph.split())) if not names_private(s)]
            if sentences:
                kept.append(" ".join(sentences))
    return "\n\n".join(kept)


def _sentences(text: str) -> list[str]:
    masked = _CODE_SPAN.sub(lambda m: "x" * len(m.group()), text)
    out, start = [], 0
    for end in _END.finditer(masked):
        out.append(text[start : end.end()].strip())
        start = end.end()
    if text[start:].strip():
        out.append(text[start:].strip())
    return out


def first_sentence(doc: str) -> str:
    """The first sentence of ``doc``'s first paragraph, on one line (the whole paragraph when it
    has no sentence end)."""
    paragraph = re.split(r"\n\s*\n", doc.strip(), maxsplit=1)[0]
    text = " ".join(paragraph.split())
    # Dots inside code spans (``tf.math.add``, ``e.g.``) end nothing: mask them while searching.
    masked = _CODE_SPAN.sub(lambda m: "x" * len(m.group()), text)
    end = _END.search(masked)
    return text[: end.end()] if end else text

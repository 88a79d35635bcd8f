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


def public_doc(doc: str) -> str:
    """``doc`` without its paragraphs that speak of private names (implementation notes for
    maintainers, which the reference of the public API does not show)."""
    kept = [p for p in re.split(r"\n\s*\n", doc.strip()) if not names_private(p)]
    return "\n\n".join(kept)


def first_sentence(doc: str) -> str:
    """The first sentence of ``doc``'s first paragraph, on one line (the whole paragraph when it
    has no sentence end)."""
    paragraph = re.split(r"\n\s*\n", doc.strip(), maxsplit=1)[0]
    text = " ".join(paragraph.split())
    # Dots inside code spans (``tf.math.add``, ``e.g.``) end nothing: mask them while searching.
    masked = _CODE_SPAN.sub(lambda m: "x" * len(m.group()), text)
    end = _END.search(masked)
    return text[: end.end()] if end else text

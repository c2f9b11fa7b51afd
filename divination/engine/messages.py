"""The engine's words for a reader, in no one language: message ids with named parameters.

The engine explains itself (a trace step's rule, a warning, a refusal) with a `Message`: an English
template, which is also gettext's message id, and its parameters. `str(message)` is the English the
JSON API and the CLI print. A page renders the same message in the reader's language: it translates
the template and each parameter that is itself a Message, and writes the chart's terms in the page's
script (`render(translate, term)`; divination.builder.wording does it with Django's gettext).
`_` marks a template for the catalogues (makemessages finds every `_("…")`) and returns it as it is:
the engine never translates. Pure Python.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any


def _(template: str) -> str:
    """Marks an English template as a message id for the catalogues; the engine keeps it as it is."""
    return template


def _same(text: str) -> str:
    return text


@dataclass(frozen=True)
class Message:
    """An English template (a message id) and its parameters: branches, terms, numbers, other Messages."""

    template: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def render(self, translate: Callable[[str], str] = _same, term: Callable[[str], str] = _same) -> str:
        """The message in a reader's language: `translate` maps a template, `term` writes a term in the page's script."""
        values = {name: value.render(translate, term) if isinstance(value, Message)
                  else term(value) if isinstance(value, str) else value
                  for name, value in self.params.items()}
        text = translate(self.template)
        return text % values if values else text

    def __str__(self) -> str:
        return self.render()

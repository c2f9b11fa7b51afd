"""The interface languages by Django's code, with the tag HTML's `lang` takes (BCP 47) and the OpenCC
conversion that writes a traditional term in the language's script. Pure Python."""
from __future__ import annotations

from typing import Final

# Django's code → BCP 47 tag for `lang`.
HTML_LANG: Final = {"zh-hant": "zh-Hant", "zh-hans": "zh-Hans", "ja": "ja", "en": "en"}
# The language the message ids are written in, and the API's JSON.
SOURCE_LANGUAGE: Final = "en"
# Where a term of the books is written in another script: OpenCC's configurations (t2s: traditional to
# simplified; t2jp: traditional forms to Japanese shinjitai, as the corpus's Japanese reading writes them).
SCRIPT_CONVERSION: Final = {"zh-hans": "t2s.json", "ja": "t2jp.json"}
# Pages in these languages mark the Chinese and Japanese words they quote (languages.lang_marks).
LATIN_SCRIPT_LANGUAGES: Final = frozenset({"en"})
# The texts (and the chart's terms where the page's script does not rewrite them) are traditional Chinese.
TEXT_LANG: Final = "zh-Hant"


def html_lang(code: str | None) -> str:
    """The `lang` value of a Django language code ('zh-hant' → 'zh-Hant'); unknown codes pass through."""
    return HTML_LANG.get((code or SOURCE_LANGUAGE).lower(), code or SOURCE_LANGUAGE)

"""The interface languages: 繁體中文, 简体中文 (by OpenCC from the traditional messages), 日本語 and English.

The messages live in `locale/` (docs/languages.md); this app holds what the catalogues cannot: the
glossary of technical terms in the three languages, the writing of the chart's own terms in the page's
script, the marking of foreign words on a page, the switcher, and the reader's CSRF token on shared pages.
"""

"""The source texts' layout, pure Python: passage keys and the catalog's line references.

Both the pattern matcher (which cites passages by key) and the classics app (which stores and shows
them) read keys through this package; neither depends on the other for it.
"""

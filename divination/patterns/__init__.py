"""The pattern matcher: the named patterns (課體) of 六壬經緯 卷二 and 大六壬心鏡 卷三 on a chart.

Pure Python like the engine (no Django import). docs/patterns.md is the specification:
`settings` holds its ambiguity register (§7), `facts` its field definitions (§2), `registry`
the entries in catalog order and `match_chart`; the `jingwei/` and `xinjing/` sub-packages hold the
families, each a table of entries (see registry.py for how a family registers).

Import from those modules: this package imports none of them, so that importing a module of it never
waits on the package while another thread imports the package (a package importing its own modules
makes a lock cycle that two threads can close: runserver's reloader and its system checks did).
"""

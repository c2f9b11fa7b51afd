"""The 大六壬 chart engine: pure Python, no Django. The heart of the project, usable on its own."""

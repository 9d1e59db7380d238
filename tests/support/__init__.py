"""Helpers shared by test modules of more than one file: a test module imports these, never
another test module (``tests/test_imports.py`` checks it)."""

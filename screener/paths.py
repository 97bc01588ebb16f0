"""Where the app's files are: templates, static files, flows and translation catalogs.

In a checkout they sit beside the package (``templates/``, ``static/``, ``flows/``,
``translations/``); an installed wheel carries them inside it, as ``screener/files/``
(``setup.py`` copies them there at build time).
"""
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
ROOT = PACKAGE.parent
_SHIPPED = PACKAGE / "files"
FILES = _SHIPPED if (_SHIPPED / "flows").is_dir() else ROOT
TEMPLATES = FILES / "templates"
STATIC = FILES / "static"
FLOWS = FILES / "flows"
TRANSLATIONS = FILES / "translations"

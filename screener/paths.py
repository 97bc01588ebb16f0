"""Where the project's files are: templates, static files, flows and translation catalogs."""
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = ROOT / "templates"
STATIC = ROOT / "static"
FLOWS = ROOT / "flows"
TRANSLATIONS = ROOT / "translations"

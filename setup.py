"""Build hook: the wheel carries the templates, static files, flows and compiled catalogs.

They live at the top of the repository (beside ``screener/``); a non-editable install copies
them into the package as ``screener/files/`` (see ``screener/paths.py``), and compiles each
``messages.po`` into ``messages.mo`` so the installed app speaks every language.
"""
import os

from setuptools import setup
from setuptools.command.build_py import build_py

SHIPPED = ("templates", "static", "flows", "translations")


class BuildWithFiles(build_py):
    """Copy the app's files into the built package, catalogs compiled."""

    def run(self):
        """Build the package, then add ``screener/files/``."""
        super().run()
        if self.editable_mode:
            return  # an editable install reads them from the checkout
        here = os.path.dirname(os.path.abspath(__file__))
        target = os.path.join(self.build_lib, "screener", "files")
        for name in SHIPPED:
            self.copy_tree(os.path.join(here, name), os.path.join(target, name))
        self._compile_catalogs(os.path.join(target, "translations"))

    @staticmethod
    def _compile_catalogs(directory):
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        for root, _dirs, files in os.walk(directory):
            for f in files:
                if f.endswith(".po"):
                    with open(os.path.join(root, f), "rb") as po:
                        catalog = read_po(po)
                    with open(os.path.join(root, f[:-3] + ".mo"), "wb") as mo:
                        write_mo(mo, catalog)


setup(cmdclass={"build_py": BuildWithFiles})

"""The chatbot (being built)."""


def init_app(app):
    """Register the chat API and page on ``app``."""

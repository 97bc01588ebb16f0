"""The chatbot (being built)."""

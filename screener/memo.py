"""A memory that lives while one request or one chat message is handled, then is forgotten.

Both the engine's runs (:func:`screener.core.screen`, within a web request) and the chat's
text readers (within one message) are pure and called many times with the same arguments;
each keeps one :class:`Scoped` memory, entered with :meth:`Scoped.scope`. Nothing a student
typed outlives the block that handled it.
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from functools import wraps


class Scoped:
    """A dict per context (a ``ContextVar``) that exists only inside :meth:`scope` (or between
    :meth:`begin` and :meth:`end`); outside, :meth:`get` is None and nothing is remembered."""

    def __init__(self, name: str):
        self._var: ContextVar = ContextVar(name, default=None)

    def get(self) -> dict | None:
        """Return the memory of the block being run, None outside one."""
        return self._var.get()

    def begin(self) -> None:
        """Start remembering (until :meth:`end`): a request's hooks."""
        self._var.set({})

    def end(self, *_args) -> None:
        """Forget everything remembered since :meth:`begin`."""
        self._var.set(None)

    @contextmanager
    def scope(self):
        """Remember inside the ``with`` block (inside another such block, that one's memory is
        shared) and forget at its end."""
        if self._var.get() is not None:
            yield
            return
        token = self._var.set({})
        try:
            yield
        finally:
            self._var.reset(token)

    def remembered(self, fn):
        """Decorate ``fn`` (hashable arguments) to remember its results inside a block."""
        @wraps(fn)
        def wrapper(*args):
            memo = self._var.get()
            if memo is None:
                return fn(*args)
            key = (fn, args)
            if key not in memo:
                memo[key] = fn(*args)
            return memo[key]
        return wrapper

"""Flask extensions as module-level objects, initialised in :func:`screener.create_app`."""
from flask_babel import Babel
from flask_htmx import HTMX
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address

babel = Babel()
htmx = HTMX()
limiter = Limiter(key_func=get_remote_address)

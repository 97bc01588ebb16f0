"""Embed views: the host-page loader, the preset entry point, the themes and the kit page."""
from flask import Response
from flask import current_app
from flask import redirect
from flask import render_template
from flask import request
from flask import url_for
from flask_babel import force_locale
from flask_babel import gettext as _
from markupsafe import escape

from ..locale import get_lang
from ..policy import load_directory
from ..web.context import language_name
from . import bp
from .allow import frame_ancestors
from . import preset
from .preset import MODES

LOADER_MAX_AGE = 3600  # the loader's URL never changes: browsers check it again after an hour


def _choice(name: str, allowed, default=None):
    value = request.args.get(name)
    return value if value in allowed else default


def titles() -> dict:
    """Return the iframe's title in each language (the loader picks ``data-lang``'s)."""
    out = {}
    for code in current_app.config["LANGUAGES"]:
        with force_locale(code):
            out[code] = _("Maryland Promise Scholarship check")
    return out


@bp.get("/embed.js")
def loader():
    """Serve the host-page loader (see :mod:`screener.embed`); any site may load it."""
    body = render_template("embed/loader.js", titles=titles())
    resp = Response(body, mimetype="text/javascript")
    resp.headers["Cache-Control"] = f"public, max-age={LOADER_MAX_AGE}"
    resp.headers["Cross-Origin-Resource-Policy"] = "cross-origin"
    return resp


def screener_url(college: str | None, lang: str | None, mode: str, embed: bool = True, external: bool = False) -> str:
    """Return the URL of the screener (form or chat) preset to ``college``."""
    params = {"preset": college, "lang": lang, "embed": "1" if embed else None}
    endpoint = "chat.page" if mode == "chat" else "web.start"
    url = url_for(endpoint, **{k: v for k, v in params.items() if v})
    return public_base() + url if external else url


def public_base() -> str:
    """Return the site's address: ``PUBLIC_URL`` (the request's Host only when that is unset, in development)."""
    return current_app.config.get("PUBLIC_URL") or request.host_url.rstrip("/")


@bp.get("/embed")
def entry():
    """With ``college``/``mode``: the screener in embed mode (a plain iframe's ``src``).
    Without them (or with ``kit=1``, the builder's own form): the page for web teams."""
    colleges = load_directory().colleges
    college = _choice("college", colleges)
    lang = _choice("lang", current_app.config["LANGUAGES"])
    mode = _choice("mode", MODES, "form")
    if request.args.get("kit") != "1" and ("college" in request.args or "mode" in request.args):
        return redirect(screener_url(college, lang, mode), 302)
    return kit(college, _choice("snippet_lang", current_app.config["LANGUAGES"], get_lang()), mode)


def kit(college, lang, mode):
    """Render the kit page for the builder's choices."""
    host = public_base()
    attrs = [f'src="{escape(host)}/embed.js"'] + [f'data-{k}="{v}"' for k, v in (("college", college), ("lang", lang), ("mode", mode)) if v]
    texts = {}
    for code in current_app.config["LANGUAGES"]:
        with force_locale(code):
            texts[code] = {
                "form": _("Check if you can get a Maryland Promise Scholarship (opens in a new tab)"),
                "chat": _("Chat about the Promise Scholarship (opens in a new tab)"),
                "privacy": privacy_sentence(host),
            }
    snippet = (f'<script {" ".join(attrs)} async></script>'
               f'<noscript><a href="{escape(screener_url(college, lang, mode, embed=False, external=True))}" target="_blank" '
               f'rel="noopener">{escape(texts[lang][mode])}</a></noscript>')
    return render_template(
        "embed/kit.html", chosen=college, chosen_lang=lang,
        mode=mode, snippet=snippet, host=host, texts=texts,
        preview=url_for("embed.entry", college=college, lang=lang, mode=mode),
        allowed=frame_ancestors(current_app.config.get("EMBED_ALLOWED_ORIGINS")).split(),
        languages=current_app.config["LANGUAGES"], language_name=language_name,
        college_items=[{"value": c.id, "text": c.name, "checked": c.id == college}
                       for c in sorted(load_directory().colleges.values(), key=lambda c: c.name)],
        language_links=lambda: kit_language_links(college, lang, mode),
    )


def kit_language_links(college, snippet_lang, mode) -> list:
    """Return the language switch's items for the kit page (it keeps the builder's choices)."""
    current = get_lang()
    return [{"code": code, "name": language_name(code), "current": code == current,
             "href": url_for("embed.entry", kit="1", lang=code, college=college, snippet_lang=snippet_lang, mode=mode)}
            for code in current_app.config["LANGUAGES"]]


def privacy_sentence(host: str) -> str:
    """Return the privacy sentence for a college's privacy page, in the current locale."""
    hours = max(1, current_app.config["TOKEN_MAX_AGE"] // 3600)
    days = max(1, current_app.config["SHARE_TOKEN_MAX_AGE"] // 86400)  # a link the student chose to save
    return _("The Maryland Promise Scholarship check on our website is provided by %(host)s. It keeps no data: "
             "nothing you type is stored or logged, and it uses no cookies. Your answers stay only in the links "
             "on your screen, which stop working %(hours)s hours after the last step, or %(days)s days after "
             "a student saves a link to share.", host=host, hours=hours, days=days)


@bp.get("/embed/themes.css")
def themes_css():
    """Serve each sourced college accent as a ``.theme-<id>`` rule (see ``themes.yaml``)."""
    rules = []
    for cid, theme in preset.load_themes().items():
        if cid == "default":
            continue
        accent = theme["accent"]
        rules.append(f".theme-{cid} .site-header {{ background: {accent}; border-bottom-color: {accent}; }}")
    resp = Response("\n".join(rules) + "\n", mimetype="text/css")
    resp.headers["Cache-Control"] = f"public, max-age={LOADER_MAX_AGE}"
    return resp

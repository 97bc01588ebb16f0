"""A fake Twilio that behaves as Twilio's documentation says, to drive ``POST /sms/twilio``.

- Each inbound text is POSTed form-encoded (``Body``, ``From``, ``To``, ``MessageSid`` …) to
  the webhook URL configured for the number, signed in ``X-Twilio-Signature``: base64 of the
  HMAC-SHA1, keyed with the account's auth token, of the full URL followed by every POST
  parameter's name and value, sorted by name ("Webhooks security", written here from that
  description, not with the twilio package).
- Cookies: the one cookie a webhook answer sets is kept per From/To pair and sent back with
  that pair's next requests; it expires after its ``Max-Age`` (or ``Expires``), and after four
  hours at most (without either, after four hours). A ``Secure`` cookie is sent only to https.
- Opt-out keywords (the bare word, any case): STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT,
  REVOKE, OPTOUT block further messages to the sender (Twilio answers with its own
  confirmation); START, YES, UNSTOP lift the block; HELP and INFO get Twilio's help reply. The
  webhook receives all of them. A TwiML ``<Message>`` to a blocked number is not delivered
  (error 21610): it lands in ``errors``.

``clock`` is the fake's own time (``advance`` moves it), so cookie expiry needs no sleeping.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import itertools
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from dataclasses import field
from http.cookies import SimpleCookie
from urllib.parse import urlsplit

FOUR_HOURS = 4 * 3600
STOP = {"stop", "stopall", "unsubscribe", "cancel", "end", "quit", "revoke", "optout"}
START = {"start", "yes", "unstop"}
HELP = {"help", "info"}
TWILIO_STOP_REPLY = "You have successfully been unsubscribed. You will not receive any more messages from this number. Reply START to resubscribe."
TWILIO_START_REPLY = "You have successfully been re-subscribed to messages from this number. Reply HELP for help. Reply STOP to unsubscribe."
TWILIO_HELP_REPLY = "Reply STOP to unsubscribe. Msg&Data Rates May Apply."


def signature(auth_token: str, url: str, params: dict) -> str:
    """Return Twilio's ``X-Twilio-Signature`` for a POST of ``params`` to ``url``."""
    data = url + "".join(name + params[name] for name in sorted(params))
    return base64.b64encode(hmac.new(auth_token.encode(), data.encode(), hashlib.sha1).digest()).decode()


@dataclass
class Response:
    """What the webhook answered: ``status``, ``headers`` (a list of pairs), ``body`` text."""

    status: int
    headers: list
    body: str

    def header(self, name: str) -> list:
        return [v for k, v in self.headers if k.lower() == name.lower()]


def flask_transport(app):
    """Return a transport that posts to a Flask ``app`` through a test client that keeps no
    cookies of its own (the fake Twilio's jar is the only one), sending the URL's path only."""
    client = app.test_client(use_cookies=False)

    def post(url, data, headers):
        parts = urlsplit(url)
        path = parts.path + ("?" + parts.query if parts.query else "")
        r = client.post(path, data=data, headers=headers)
        return Response(r.status_code, list(r.headers.items()), r.get_data(as_text=True))
    return post


def http_transport(base: str):
    """Return a transport that posts over HTTP to a live server at ``base`` (keeping the URL's path)."""
    import requests

    def post(url, data, headers):
        parts = urlsplit(url)
        r = requests.post(base + parts.path + ("?" + parts.query if parts.query else ""), data=data, headers=headers,
                          timeout=30, allow_redirects=False)
        return Response(r.status_code, list(r.raw.headers.items()), r.text)
    return post


@dataclass
class Jar:
    """The cookie Twilio keeps for one From/To pair."""

    name: str
    value: str
    expires: float
    secure: bool


@dataclass
class Delivery:
    """A reply as the phone gets it (or Twilio refuses it)."""

    to: str
    text: str
    error: int | None = None


@dataclass
class FakeTwilio:
    """One Twilio phone number (``number``) whose inbound webhook is ``url`` (as configured in
    the console: the public https address), reached through ``transport``."""

    transport: object
    auth_token: str
    url: str
    number: str = "+14105550100"
    clock: float = 1_800_000_000.0
    jars: dict = field(default_factory=dict)
    blocked: set = field(default_factory=set)
    delivered: list = field(default_factory=list)
    errors: list = field(default_factory=list)
    auto_replies: list = field(default_factory=list)
    responses: list = field(default_factory=list)
    _sids: object = field(default_factory=lambda: itertools.count(1))

    def advance(self, seconds: float) -> None:
        """Let ``seconds`` pass."""
        self.clock += seconds

    def cookie(self, sender: str) -> str | None:
        """Return the cookie value kept for ``sender`` and this number (None when none or expired)."""
        jar = self.jars.get((sender, self.number))
        if jar is None or jar.expires <= self.clock:
            self.jars.pop((sender, self.number), None)
            return None
        return jar.value

    def params(self, sender: str, body: str) -> dict:
        sid = f"SM{next(self._sids):032x}"
        return {
            "ToCountry": "US", "ToState": "MD", "SmsMessageSid": sid, "NumMedia": "0", "ToCity": "BALTIMORE",
            "FromZip": "", "SmsSid": sid, "FromState": "MD", "SmsStatus": "received", "FromCity": "",
            "Body": body, "FromCountry": "US", "To": self.number, "ToZip": "", "NumSegments": "1",
            "MessageSid": sid, "AccountSid": "AC" + "0" * 32, "From": sender, "ApiVersion": "2010-04-01",
        }

    def post(self, params: dict, cookie: str | None = None, sign_with: str | None = None) -> Response:
        """POST ``params`` to the webhook as Twilio does (signed; ``cookie`` if given)."""
        headers = {"X-Twilio-Signature": signature(sign_with or self.auth_token, self.url, params),
                   "User-Agent": "TwilioProxy/1.1", "Content-Type": "application/x-www-form-urlencoded"}
        if cookie:
            headers["Cookie"] = cookie
        return self.transport(self.url, params, headers)

    def text(self, sender: str, body: str) -> list:
        """The phone ``sender`` texts ``body`` to the number; return the replies it receives."""
        word = body.strip().lower()
        pair = (sender, self.number)
        if word in STOP:
            self.blocked.add(pair)
            self.auto_replies.append(Delivery(sender, TWILIO_STOP_REPLY))
        elif word in START and pair in self.blocked:
            self.blocked.discard(pair)
            self.auto_replies.append(Delivery(sender, TWILIO_START_REPLY))
        elif word in HELP and pair not in self.blocked:
            self.auto_replies.append(Delivery(sender, TWILIO_HELP_REPLY))
        value = self.cookie(sender)
        jar = self.jars.get(pair)
        https = self.url.startswith("https://")
        send = value is not None and (https or not jar.secure)
        resp = self.post(self.params(sender, body), f"{jar.name}={value}" if send else None)
        self.responses.append(resp)
        assert resp.status == 200, (resp.status, resp.body)
        for raw in resp.header("Set-Cookie"):
            self._keep(pair, raw)
        texts = messages(resp.body)
        out = []
        for t in texts:
            if pair in self.blocked:
                self.errors.append(Delivery(sender, t, 21610))
            else:
                self.delivered.append(Delivery(sender, t))
                out.append(t)
        return out

    def _keep(self, pair, raw: str) -> None:
        jar = SimpleCookie()
        jar.load(raw)
        for name, morsel in jar.items():
            life = FOUR_HOURS
            if morsel["max-age"]:
                life = min(int(morsel["max-age"]), FOUR_HOURS)
            if life <= 0:
                self.jars.pop(pair, None)
                continue
            self.jars[pair] = Jar(name, morsel.value, self.clock + life, bool(morsel["secure"]))


def messages(twiml: str) -> list:
    """Return the texts of the ``<Message>`` elements of a TwiML ``<Response>``."""
    root = ET.fromstring(twiml)
    assert root.tag == "Response", twiml
    out = []
    for el in root:
        assert el.tag == "Message", twiml
        body = el.find("Body")
        out.append((body.text if body is not None else el.text) or "")
    return out


YES = {"en": "yes", "es": "sí"}
DONT_KNOW = {"en": "I don't know", "es": "no sé"}


@dataclass
class Student:
    """A scripted student texting from ``phone``: answers each question the bot asks with
    ``says[question id]`` (else "I don't know"), and "yes" when the bot asks to confirm.

    ``peek`` returns the conversation the bot keeps for the phone (from Twilio's cookie), so
    the student knows which question is asked without parsing the bot's words.
    """

    twilio: FakeTwilio
    phone: str
    says: dict
    peek: object
    lang: str = "en"
    transcript: list = field(default_factory=list)

    def text(self, body: str) -> list:
        """Send ``body``; return the replies (and keep both in the transcript)."""
        replies = self.twilio.text(self.phone, body)
        self.transcript.append((body, replies))
        return replies

    def finish(self, limit: int = 60) -> list:
        """Answer until the result; return the replies of the result turn."""
        for _ in range(limit):
            conv = self.peek(self.phone)
            if conv is None or conv.expecting is None:
                return self.transcript[-1][1]
            if getattr(conv, "pending", None):
                self.text(YES[self.lang])
            else:
                self.text(self.says.get(conv.expecting, DONT_KNOW[self.lang]))
        raise AssertionError("no result after %d texts" % limit)

/* The chat page, enhanced: send the forms to POST /api/v1/chat and append the replies in place.
   Without this file the same forms post to /chat and the server renders the whole page.
   Two forms: #chat-quick-form holds the quick-reply buttons, #chat-form the text box and
   Send, so Enter in the text box sends the typed text, never a quick reply. */
(function () {
  "use strict";

  var form = document.getElementById("chat-form");
  var quickForm = document.getElementById("chat-quick-form");
  if (!form || !quickForm || !window.fetch || !window.JSON) return;
  var log = document.getElementById("chat-log");
  var quick = document.getElementById("chat-quick");
  var input = document.getElementById("chat-message");
  var lastButton = null;
  var busy = false;

  function hidden(name) {
    return form.querySelector('input[name="' + name + '"]');
  }

  /* Web addresses, e-mail addresses and phone numbers in the bot's replies become links
     (the same pattern as screener/chat/links.py, which does it without JavaScript). */
  var LINK = new RegExp(
    "(https?://[^\\s<>()\"]*[^\\s<>()\".,;:!?'\u201d\u2019])" +
    "|([\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+)" +
    "|(\\b(?:[a-z0-9-]+\\.)+(?:gov|org|edu|com|net)\\b(?:/[^\\s<>()\"]*[^\\s<>()\".,;:!?'\u201d\u2019])?)" +
    "|((?:^|[^\\d,.$])(?:\\d{3}-\\d{3}-\\d{4}|988|911)(?![\\d,.]*\\d))", "gi");

  function fillWithLinks(body, text) {
    var last = 0, m;
    LINK.lastIndex = 0;
    while ((m = LINK.exec(text)) !== null) {
      var start = m.index, shown = m[0], href;
      if (m[1]) href = m[1];
      else if (m[2]) href = "mailto:" + m[2];
      else if (m[3]) href = "https://" + m[3];
      else {
        var lead = shown.match(/^[^\d]?/)[0];  /* the character before the number, kept as text */
        start += lead.length;
        shown = shown.slice(lead.length);
        href = "tel:" + shown.replace(/-/g, "");
      }
      body.appendChild(document.createTextNode(text.slice(last, start)));
      var a = document.createElement("a");
      a.href = href;
      a.className = "link";
      /* a long address is cut short with "…" (as screener/chat/links.py does); the href stays whole */
      a.textContent = shown.length <= 80 ? shown : shown.slice(0, 60) + "\u2026";
      body.appendChild(a);
      last = start + shown.length;
    }
    body.appendChild(document.createTextNode(text.slice(last)));
  }

  /* Keep the newest message clear of the sticky quick replies and text box. */
  function keepClear() {
    var controls = document.querySelector(".chat-controls");
    if (controls) document.documentElement.style.scrollPaddingBottom = (controls.offsetHeight + 8) + "px";
  }

  /* A message is added at the end of the log, except an answer (or an error), which goes
     before the messages still waiting to be sent: the log reads in the order things happened. */
  function append(role, text, waiting) {
    var item = document.createElement("div");
    var who = document.createElement("span");
    var body = document.createElement("p");
    item.className = "chat-msg chat-msg--" + role;
    who.className = "vh";
    who.textContent = (role === "user" ? form.getAttribute("data-you") : form.getAttribute("data-bot")) + " ";
    body.className = "chat-msg__text";
    if (role === "bot") fillWithLinks(body, text);
    else body.textContent = text;
    item.appendChild(who);
    item.appendChild(body);
    if (waiting) {
      var note = document.createElement("span");
      item.className += " chat-msg--waiting";
      note.className = "chat-msg__waiting";
      note.textContent = form.getAttribute("data-waiting");
      item.appendChild(note);
    }
    var firstWaiting = role === "user" ? null : log.querySelector(".chat-msg--waiting");
    log.insertBefore(item, firstWaiting);
    keepClear();
    /* A reply is shown from its first line (a long result is read from the top). */
    if (item.scrollIntoView) item.scrollIntoView({ block: role === "bot" ? "start" : "nearest" });
    return item;
  }

  /* A message waiting its turn is now on its way: it reads as any message the student sent. */
  function sending(item) {
    item.className = item.className.replace(" chat-msg--waiting", "");
    var note = item.querySelector(".chat-msg__waiting");
    if (note) item.removeChild(note);
  }

  /* (fix46l) The quick replies the page came with are buttons of the text box's form (so without
     JavaScript what is typed goes with a tap and comes back in the box): here they are the quick
     replies' own form's again, sent by it, and what is typed stays in the box. */
  var rendered = quick.querySelectorAll("button[form]");
  for (var r = 0; r < rendered.length; r++) rendered[r].removeAttribute("form");

  /* (fix46l) The limit, counted as one types: "123 of 2000 characters", and said plainly once the
     box holds more than can be sent (the box takes a longer paste whole, never cut unseen). */
  var limitNote = document.getElementById("chat-limit");
  var limitText = limitNote ? limitNote.textContent : "";
  var limit = parseInt(form.getAttribute("data-max"), 10);
  function count() {
    if (!limitNote || !limit) return;
    var n = input.value.length;
    var over = n > limit;
    limitNote.textContent = n ? form.getAttribute(over ? "data-over" : "data-count").replace("{count}", String(n)) : limitText;
    limitNote.className = "chat-form__hint" + (over ? " chat-form__hint--over" : "");
  }
  input.addEventListener("input", count);

  /* "More answers below": said while quick replies sit below the panel's scroll. */
  var more = document.getElementById("chat-quick-more");
  function sayIfMore() {
    if (!more) return;
    more.hidden = !(quick.scrollHeight > quick.clientHeight + 2 &&
                    quick.scrollTop + quick.clientHeight < quick.scrollHeight - 2);
    keepClear();
  }
  quick.addEventListener("scroll", sayIfMore);
  window.addEventListener("resize", sayIfMore);

  function showQuickReplies(replies) {
    quick.textContent = "";
    replies.forEach(function (text) {
      var button = document.createElement("button");
      button.type = "submit";
      button.name = "quick";
      button.value = text;
      button.className = "chat-quick__button";
      button.textContent = text;
      quick.appendChild(button);
    });
    quick.scrollTop = 0;
    sayIfMore();
  }

  /* The longest token put in the address: session.URL_SIZE, the size the page without
     JavaScript keeps its tokens under (gunicorn's request line is 8190 characters), and the
     API's tokens too (their oldest messages dropped, said on the page after a reload). */
  var URL_SIZE = 6000;

  function chatAddress(token) {
    var url = new URL(window.location.href);
    url.searchParams.set("s", token);
    url.searchParams.set("lang", hidden("lang").value);
    url.searchParams.delete("problem");
    url.hash = "chat-latest";
    return url.pathname + url.search + url.hash;
  }

  function keepState(token) {
    var fields = document.querySelectorAll('input[name="state"]');
    var before = hidden("state").value;
    for (var i = 0; i < fields.length; i++) fields[i].value = token;
    /* The address carries the state, as after a turn without JavaScript, so reload shows the
       conversation instead of a new one. (fix52d) Each answer is a history entry of its own
       (pushState; it was replaceState, and the browser's Back left the chat, the conversation
       lost): Back shows the conversation before the last answer, as without JavaScript, where
       each answer is a page (POST-redirect-GET). The greeting's entry gets its own state first,
       so Back from the first answer comes to it. Nothing is kept on the server or in a cookie:
       the state is the address's. A longer token leaves the last address that fitted. */
    if (token.length > URL_SIZE || !window.history || !history.pushState || !window.URL) return;
    try {
      var here = new URL(window.location.href);
      if (here.searchParams.get("embed") === "1") {
        /* in a college's page (a frame): no entry added to that page's history, as the questions'
           pages there (frame.js, fix43g); the address kept for a reload, as before */
        history.replaceState(null, "", chatAddress(token));
        return;
      }
      if (before && before.length <= URL_SIZE && !here.searchParams.get("s")) {
        history.replaceState(history.state, "", chatAddress(before));
      }
      history.pushState(null, "", chatAddress(token));
    } catch (e) { /* an address that can't be changed: the page works as before */ }
  }

  /* (fix52d) Back (or Forward) to another answer's entry: the page drawn again from that entry's
     state (the address), by the server, as a reload does (the state of the page shown is kept
     in its form; an entry with the same state, such as a link to #chat-latest, changes nothing). */
  window.addEventListener("popstate", function () {
    var s;
    try { s = new URL(window.location.href).searchParams.get("s"); } catch (e) { return; }
    if (s && s !== hidden("state").value) window.location.reload();
  });

  /* While an answer is on its way, say so (a message sent meanwhile waits its turn in the log). */
  function setBusy(on) {
    busy = on;
    [form, quickForm].forEach(function (f) {
      if (on) f.setAttribute("aria-busy", "true");
      else f.removeAttribute("aria-busy");
    });
    var status = document.getElementById("chat-status");
    if (status) status.textContent = on ? form.getAttribute("data-sending") : "";
  }

  /* Focus moves without scrolling: the reply just shown stays where it was put (from its
     first line), also when the focus goes to a quick reply. */
  function done(usedQuickReply) {
    setBusy(false);
    if (document.activeElement === input) return;  /* the student is typing: the focus stays */
    var first = quick.querySelector("button");
    var target = usedQuickReply && first ? first : input;
    try { target.focus({ preventScroll: true }); } catch (e) { target.focus(); }
  }

  /* Typing while a quick reply has the focus types in the text box (a letter never lands on
     a button, and the space after it never presses one). */
  quick.addEventListener("keydown", function (event) {
    if (event.key && event.key.length === 1 && event.key !== " " && !event.ctrlKey && !event.metaKey && !event.altKey) {
      try { input.focus({ preventScroll: true }); } catch (e) { input.focus(); }
    }
  });

  /* The message of a refused request: the API's {"errors": [{"message"}]} (a 429 says to
     wait), else the page's generic "something went wrong". */
  function failure(response) {
    return response.json().then(function (body) {
      var errors = body && body.errors;
      throw new Error(errors && errors[0] && errors[0].message ? errors[0].message : "");
    }, function () { throw new Error(""); });
  }

  /* Messages typed while an answer is on its way wait in the log (marked as waiting) and go,
     in order, each once the answer before it is here: nothing typed is lost or sent out of
     turn. If a message can't be sent, what was typed of it and of those waiting goes back in
     the text box, to send again. */
  var waiting = [];  /* {text, item} */

  /* (fix53e) A first message clearly in the other language is answered in it (the server's
     choice, said in the API answer's Content-Language, as the page without JavaScript is redirected
     to that language): the page is shown in it, drawn from the new state, its language button to go
     back. With messages still waiting to be sent (or a state too long for an address), the chat goes
     on here in that language instead, nothing typed lost. */
  function showIn(lang, token) {
    var fields = document.querySelectorAll('input[name="lang"]');
    for (var i = 0; i < fields.length; i++) fields[i].value = lang;
    form.setAttribute("data-api", form.getAttribute("data-api").replace(/([?&]lang=)[^&]*/, "$1" + lang));
    if (waiting.length || token.length > URL_SIZE || !window.URL) return false;
    window.location.replace(chatAddress(token));
    return true;
  }

  function post(message, usedQuickReply, item) {
    var said = null;
    setBusy(true);
    if (item) sending(item);
    else item = append("user", message);
    fetch(form.getAttribute("data-api"), {
      method: "POST",
      credentials: "omit",
      headers: { "Content-Type": "application/json", "Accept": "application/json" },
      body: JSON.stringify({ message: message, state: hidden("state").value || null, lang: hidden("lang").value })
    }).then(function (response) {
      if (response.ok) said = response.headers.get("Content-Language");
      return response.ok ? response.json() : failure(response);
    }).then(function (data) {
      keepState(data.state);
      if (said && said !== hidden("lang").value && showIn(said, data.state)) return;
      append("bot", data.reply);
      showQuickReplies(data.quick_replies || []);
      keepClear();
      var next = waiting.shift();
      if (next) post(next.text, false, next.item);
      else done(usedQuickReply);
    }).catch(function (error) {
      append("error", (error && error.message) || form.getAttribute("data-error"));
      var typed = usedQuickReply ? [] : [message];
      waiting.forEach(function (w) {
        typed.push(w.text);
        log.removeChild(w.item);
      });
      waiting = [];
      if (input.value.trim()) typed.push(input.value);
      input.value = typed.join(" ");
      count();
      done(false);
    });
  }

  /* A typed message: sent now, or, while an answer is on its way, put in the log to wait. */
  function send(message, usedQuickReply) {
    if (!busy) {
      post(message, usedQuickReply, null);
    } else if (!usedQuickReply) {
      /* (a quick reply tapped meanwhile answered the question before: it is not sent) */
      waiting.push({ text: message, item: append("user", message, true) });
    }
  }

  quick.addEventListener("click", function (event) {
    lastButton = event.target.closest ? event.target.closest("button") : event.target;
  });

  quickForm.addEventListener("submit", function (event) {
    var submitter = event.submitter || lastButton;
    event.preventDefault();
    lastButton = null;
    if (submitter && submitter.name === "quick") send(submitter.value, true);
  });

  /* The text box's form: Enter or Send sends the typed text; an empty box sends nothing. */
  form.addEventListener("submit", function (event) {
    var message = input.value;
    var submitter = event.submitter;
    if (submitter && submitter.name === "action") return;  /* a language button: the form's own post, nothing sent (the page comes back in that language with the box as typed) */
    event.preventDefault();
    if (!message.trim()) {
      input.focus();
      return;
    }
    input.value = "";  /* the message is in the log now (and back in the box if it can't be sent) */
    count();
    send(message, false);
  });

  sayIfMore();
  count();
})();

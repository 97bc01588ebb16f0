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

  function append(role, text) {
    var item = document.createElement("div");
    var who = document.createElement("span");
    var body = document.createElement("p");
    item.className = "chat-msg chat-msg--" + role;
    who.className = "vh";
    who.textContent = (role === "user" ? form.getAttribute("data-you") : form.getAttribute("data-bot")) + " ";
    body.className = "chat-msg__text";
    body.textContent = text;
    item.appendChild(who);
    item.appendChild(body);
    log.appendChild(item);
    if (item.scrollIntoView) item.scrollIntoView({ block: "nearest" });
    return item;
  }

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
  }

  function keepState(token) {
    var fields = document.querySelectorAll('input[name="state"]');
    for (var i = 0; i < fields.length; i++) fields[i].value = token;
  }

  function setBusy(on) {
    busy = on;
    [form, quickForm].forEach(function (f) {
      if (on) f.setAttribute("aria-busy", "true");
      else f.removeAttribute("aria-busy");
    });
  }

  function done(usedQuickReply) {
    setBusy(false);
    var first = quick.querySelector("button");
    (usedQuickReply && first ? first : input).focus();
  }

  /* The message of a refused request: the API's {"errors": [{"message"}]} (a 429 says to
     wait), else the page's generic "something went wrong". */
  function failure(response) {
    return response.json().then(function (body) {
      var errors = body && body.errors;
      throw new Error(errors && errors[0] && errors[0].message ? errors[0].message : "");
    }, function () { throw new Error(""); });
  }

  function send(message, usedQuickReply) {
    if (busy) return;
    setBusy(true);
    append("user", message);
    fetch(form.getAttribute("data-api"), {
      method: "POST",
      credentials: "omit",
      headers: { "Content-Type": "application/json", "Accept": "application/json" },
      body: JSON.stringify({ message: message, state: hidden("state").value || null, lang: hidden("lang").value })
    }).then(function (response) {
      return response.ok ? response.json() : failure(response);
    }).then(function (data) {
      keepState(data.state);
      append("bot", data.reply);
      showQuickReplies(data.quick_replies || []);
      if (!usedQuickReply) input.value = "";
      done(usedQuickReply);
    }).catch(function (error) {
      append("error", (error && error.message) || form.getAttribute("data-error"));
      done(false);
    });
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
    event.preventDefault();
    if (!message.trim()) {
      input.focus();
      return;
    }
    send(message, false);
  });
})();

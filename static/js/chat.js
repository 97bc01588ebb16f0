/* The chat page, enhanced: send the form to POST /api/v1/chat and append the replies in place.
   Without this file the same form posts to /chat and the server renders the whole page. */
(function () {
  "use strict";

  var form = document.getElementById("chat-form");
  if (!form || !window.fetch || !window.JSON) return;
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

  function done(usedQuickReply) {
    busy = false;
    form.removeAttribute("aria-busy");
    var first = quick.querySelector("button");
    (usedQuickReply && first ? first : input).focus();
  }

  quick.addEventListener("click", function (event) {
    lastButton = event.target.closest ? event.target.closest("button") : event.target;
  });
  input.addEventListener("focus", function () { lastButton = null; });

  form.addEventListener("submit", function (event) {
    var submitter = event.submitter || lastButton;
    var usedQuickReply = !!(submitter && submitter.name === "quick");
    var message = usedQuickReply ? submitter.value : input.value;
    event.preventDefault();
    if (busy) return;
    busy = true;
    form.setAttribute("aria-busy", "true");
    if (message.trim()) append("user", message);
    fetch(form.getAttribute("data-api"), {
      method: "POST",
      credentials: "omit",
      headers: { "Content-Type": "application/json", "Accept": "application/json" },
      body: JSON.stringify({ message: message, state: hidden("state").value || null, lang: hidden("lang").value })
    }).then(function (response) {
      if (!response.ok) throw new Error("HTTP " + response.status);
      return response.json();
    }).then(function (data) {
      keepState(data.state);
      append("bot", data.reply);
      showQuickReplies(data.quick_replies || []);
      if (!usedQuickReply) input.value = "";
      done(usedQuickReply);
    }).catch(function () {
      append("error", form.getAttribute("data-error"));
      done(false);
    });
  });
})();

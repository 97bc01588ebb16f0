/* Progressive enhancement for the screener; every page works without it.
   - After htmx swaps in a new page region, move focus to its error summary or heading.
   - When an htmx request fails (4xx/5xx or no network), submit the form (with the button pressed, Back
     included) or follow the link the plain way so
     the server's own page (for example "let's start again") is shown.
   - Before htmx pushes the next page's URL, give the page being left the newest answers
     token, so the browser's Back button returns to it with every answer kept; and when Back
     or Forward lands on an earlier page (two or more steps), give it the newest token before
     htmx loads it again, so pressing Continue there keeps the answers given after it.
   - A double tap on Back goes back one page, not two (the second tap is dropped).
   - Show the print button, which needs JavaScript.
   - Conditional reveal (GOV.UK): a radio's data-conditional names the block under it (the
     county select under "Another county"), shown only while that radio is checked. */
(function () {
  'use strict';

  function focusPage(root) {
    var target = root.querySelector('#error-summary') || root.querySelector('h1');
    if (target) target.focus();
  }

  function showPrintButtons(root) {
    root.querySelectorAll('[data-print]').forEach(function (el) { el.hidden = false; });
  }

  function plainSubmit(evt) {
    var elt = evt.detail && evt.detail.elt;
    /* the button pressed (Back, "I don't know") goes with it, as a plain submit would send it */
    var config = evt.detail && evt.detail.requestConfig;
    var submitter = config && config.triggeringEvent && config.triggeringEvent.submitter;
    if (elt && elt.tagName === 'FORM' && submitter && submitter.name) {
      var pressed = document.createElement('input');
      pressed.type = 'hidden';
      pressed.name = submitter.name;
      pressed.value = submitter.value;
      elt.appendChild(pressed);
    }
    if (elt && elt.tagName === 'FORM') HTMLFormElement.prototype.submit.call(elt);
    else if (elt && elt.tagName === 'A' && elt.href) location.assign(elt.href);
  }

  /* A double tap on Back goes back one page: a tap on a Back link within BACK_TWICE ms of the
     last one (on the same link while its page loads, or on the Back link of the page it brought)
     is the same tap's second half, and is dropped before htmx sees it. */
  var BACK_TWICE = 500;
  var backAt = 0;

  function onceBack(evt) {
    if (!(evt.target.closest && evt.target.closest('#back-link'))) return;
    var now = Date.now();
    if (now - backAt < BACK_TWICE) {
      evt.preventDefault();
      evt.stopImmediatePropagation();
      return;
    }
    backAt = now;
  }

  var newest = new URL(location.href).searchParams.get('t');

  function keepAnswersForBack(evt) {
    var update = evt.detail && evt.detail.history;
    if (!update) return;
    var next = new URL(update.path, location.href);
    var here = new URL(location.href);
    var token = next.searchParams.get('t');
    if (token) newest = token;
    if (update.type !== 'push' || !token || next.pathname === here.pathname) return;
    here.searchParams.set('t', token);
    history.replaceState(history.state, '', here.toString());
  }

  /* Runs before htmx's own popstate handler (capture listeners run first at the target),
     which then loads the page from this URL. */
  function newestAnswersOnReturn() {
    var here = new URL(location.href);
    if (!newest || here.searchParams.get('t') === newest) return;
    here.searchParams.set('t', newest);
    history.replaceState(history.state, '', here.toString());
  }

  function syncConditionals(root) {
    root.querySelectorAll('input[data-conditional]').forEach(function (input) {
      var block = document.getElementById(input.dataset.conditional);  /* an id, not text */
      if (!block) return;
      input.setAttribute('aria-controls', block.id);
      block.hidden = !input.checked;
    });
  }

  document.addEventListener('change', function (evt) {
    var form = evt.target.form;
    if (evt.target.type === 'radio' && form) syncConditionals(form);
  });
  document.addEventListener('htmx:beforeHistoryUpdate', keepAnswersForBack);
  window.addEventListener('popstate', newestAnswersOnReturn, true);
  document.addEventListener('htmx:afterSettle', function (evt) {
    var target = evt.detail && evt.detail.target;
    if (!target || target.id !== 'page') return;
    focusPage(target);
    showPrintButtons(target);
    syncConditionals(target);
  });
  document.addEventListener('click', onceBack, true);
  document.addEventListener('htmx:responseError', plainSubmit);
  document.addEventListener('htmx:sendError', plainSubmit);
  document.addEventListener('click', function (evt) {
    if (evt.target.closest && evt.target.closest('[data-print]')) window.print();
  });
  document.addEventListener('DOMContentLoaded', function () {
    var summary = document.getElementById('error-summary');
    if (summary) summary.focus();
    showPrintButtons(document);
    syncConditionals(document);
  });
})();

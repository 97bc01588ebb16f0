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
   - The language switch on a question page (a submit button of its form, which without JavaScript
     posts the form) keeps what was typed there and not sent (sealed by the server in the page's
     address, as its Back button does) and adds no history entry; the browser's Back keeps the
     language chosen (fix47e).
   - Back then Forward (the browser's buttons) keeps what was typed on a question page and not
     sent: it is kept in the page's own history entry (history.state, in the browser's memory).
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
    var changed = false;
    if (newest && here.searchParams.get('t') !== newest) {
      here.searchParams.set('t', newest);
      changed = true;
    }
    /* (fix47e) and in the language chosen since: a page left in English comes back in Spanish after
       the switch (the switch swaps this document in place, so every earlier page is an entry of it) */
    var lang = document.documentElement.lang;
    if (lang && here.searchParams.get('lang') !== lang) {
      here.searchParams.set('lang', lang);
      changed = true;
    }
    if (changed) history.replaceState(history.state, '', here.toString());
  }

  /* The language switch on a question page (fix43g, fix44f): the page's form goes with it (action
     "lang-<code>"), and the server answers with the page's address in that language, what was typed
     and not sent sealed in it (``typed``, as Back does: nothing is stored). It is opened with
     location.replace: no history entry is added, in an embedding page either. On any failure the
     page in that language is opened (replaced too). Without JavaScript the switch is a submit
     button of the form (its plain POST is redirected to the same address); on other pages a link. */
  function switchLanguage(evt) {
    if (evt.defaultPrevented || evt.button !== 0 || evt.metaKey || evt.ctrlKey || evt.shiftKey || evt.altKey) return;
    var a = evt.target.closest && evt.target.closest('.lang-switch a[hreflang], .lang-switch button[value^="lang-"]');
    var form = document.getElementById('question-form');
    if (!a || !form || !window.fetch || !window.URLSearchParams) return;
    evt.preventDefault();  /* (a button: its form is not submitted, htmx never sees it) */
    var code = a.getAttribute('hreflang') || a.value.slice('lang-'.length);
    var href = a.getAttribute('href') || a.dataset.href;
    var data = new URLSearchParams(new FormData(form));
    data.set('action', 'lang-' + code);
    fetch(form.getAttribute('action'), {  /* (form.action is its Back button, named "action") */
      method: 'POST', body: data, headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      .then(function (resp) {
        if (!resp.ok) throw new Error('status ' + resp.status);
        return resp.json();
      })
      .then(function (body) {
        var url = new URL(body.url, location.href);
        if (url.origin !== location.origin) throw new Error(url.origin);  /* (another site: the page's own address instead) */
        return showInPlace(url).catch(function () { location.replace(url.href); });
      })
      .catch(function () { location.replace(new URL(href, location.href).href); });
  }

  /* (fix47e, a newcomer's finding) The page in the other language is put in this document, in place
     of this page, its address replacing this entry's: the browser's Back then lands on an entry of
     this document, and newestAnswersOnReturn asks for it in the language chosen (with a new document,
     Back reopened the page before as it was, in English). The whole page is taken (the header and
     footer are in the page's language too), never a second history entry. */
  function showInPlace(url) {
    return fetch(url.href, { headers: { Accept: 'text/html' }, credentials: 'same-origin' })
      .then(function (resp) {
        if (!resp.ok) throw new Error('status ' + resp.status);
        return resp.text();
      })
      .then(function (text) {
        var doc = new DOMParser().parseFromString(text, 'text/html');
        if (!doc.body || !doc.getElementById('page') || !window.htmx) throw new Error('page');
        document.documentElement.lang = doc.documentElement.lang;
        document.title = doc.title;
        document.body.className = doc.body.className;
        document.body.replaceChildren.apply(document.body, Array.prototype.map.call(
          doc.body.childNodes, function (node) { return document.importNode(node, true); }));
        history.replaceState(history.state, '', url.href);
        newest = url.searchParams.get('t') || newest;
        window.htmx.process(document.body);
        focusPage(document);
        showPrintButtons(document);
        syncConditionals(document);
      });
  }

  /* Back then Forward with JavaScript on: htmx asks the page again (pages are no-store and kept
     out of htmx's cache, hx-history="false"), and what was typed and not sent was lost. As it is
     typed, it is kept in the page's own history entry (history.state: in the browser's memory,
     never sent) and put back when the entry is shown again (htmx:historyRestore; a reload).
     Amounts of money (autocomplete="off") are left out, as the browser's own form restoring
     leaves them: a shared computer keeps no income. Continue or Back sends them: then htmx
     replaces the entry's state before the next page is pushed, so nothing is put back there. */
  var TYPED = 'typedHere';
  var typedOnReturn = null;

  function keptFields(form) {
    return Array.prototype.filter.call(form.elements, function (el) {
      return el.name && el.tagName !== 'BUTTON' && ['hidden', 'submit', 'button'].indexOf(el.type) < 0 &&
        (el.getAttribute('autocomplete') || '').toLowerCase() !== 'off';
    });
  }

  function rememberTyped(evt) {
    var form = evt.target.form;
    if (!form || form.id !== 'question-form' || keptFields(form).indexOf(evt.target) < 0) return;
    var values = {};
    keptFields(form).forEach(function (el) {
      if ((el.type === 'radio' || el.type === 'checkbox') && !el.checked) return;
      (values[el.name] = values[el.name] || []).push(el.value);
    });
    var state = Object.assign({}, history.state);
    state[TYPED] = { page: form.dataset.question, values: values };
    history.replaceState(state, '', location.href);
  }

  function putBackTyped(typed) {
    var form = document.getElementById('question-form');
    if (!typed || !form || form.dataset.question !== typed.page) return;
    var seen = {};
    keptFields(form).forEach(function (el) {
      var values = typed.values[el.name] || [];
      if (el.type === 'radio' || el.type === 'checkbox') {
        el.checked = values.indexOf(el.value) >= 0;
      } else {
        var i = seen[el.name] || 0;
        seen[el.name] = i + 1;
        el.value = i < values.length ? values[i] : '';
      }
    });
    syncConditionals(form);
    var state = Object.assign({}, history.state);  /* htmx replaced it on the way in: kept again */
    state[TYPED] = typed;
    history.replaceState(state, '', location.href);
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
  window.addEventListener('popstate', function (evt) {  /* before htmx replaces the entry's state */
    typedOnReturn = evt.state && evt.state[TYPED];
  }, true);
  document.addEventListener('htmx:historyRestore', function () {
    putBackTyped(typedOnReturn);
    typedOnReturn = null;
  });
  document.addEventListener('input', rememberTyped);
  document.addEventListener('change', rememberTyped);
  document.addEventListener('click', switchLanguage);
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
    putBackTyped(history.state && history.state[TYPED]);  /* a reload keeps the entry's state */
  });
})();

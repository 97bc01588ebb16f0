/* Progressive enhancement for the screener; every page works without it.
   - After htmx swaps in a new page region, move focus to its error summary or heading.
   - When an htmx request fails (4xx/5xx or no network), submit the form the plain way so
     the server's own page (for example "let's start again") is shown.
   - Show the print button, which needs JavaScript. */
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
    if (elt && elt.tagName === 'FORM') HTMLFormElement.prototype.submit.call(elt);
  }

  document.addEventListener('htmx:afterSettle', function (evt) {
    var target = evt.detail && evt.detail.target;
    if (!target || target.id !== 'page') return;
    focusPage(target);
    showPrintButtons(target);
  });
  document.addEventListener('htmx:responseError', plainSubmit);
  document.addEventListener('htmx:sendError', plainSubmit);
  document.addEventListener('click', function (evt) {
    if (evt.target.closest && evt.target.closest('[data-print]')) window.print();
  });
  document.addEventListener('DOMContentLoaded', function () {
    var summary = document.getElementById('error-summary');
    if (summary) summary.focus();
    showPrintButtons(document);
  });
})();

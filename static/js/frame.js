/* Inside another site's iframe (embed=1). The host page's loader (/embed.js) listens for:
   - {type: 'md-promise-screener:height', height}: this page's height, so the iframe fits it
     with no inner scroll bar;
   - {type: 'md-promise-screener:scroll', top, bottom}: on each new page after the first (a
     question, "Check your answers", the result, a chat turn), the region to bring into view,
     in px from the page's top: [0, 0] is the top; in the chat, the newest message down to the
     input. Only numbers are sent: no answer ever leaves the frame.
   The first page shown is not scrolled to (the student is reading the college's page); later
   pages are known by window.name, which survives the frame's own navigations (no storage, no
   cookie).
   Links to this site (Start now, the language switch, Back, Change, Start over, links within
   the page) are followed with location.replace, so they replace the frame's history entry
   instead of adding one to the host page's history (htmx's question steps use
   hx-replace-url). Links that open a new tab or download a file are left alone, and so is a
   click with a modifier key. Without JavaScript the links work as plain links. */
(function () {
  'use strict';
  if (window.parent === window) return;
  var NAME = 'md-promise-screener', seen = window.name === NAME, last = 0;
  window.name = NAME;

  function post(message) {
    window.parent.postMessage(message, '*');
  }

  function send() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (!height || height === last) return;
    last = height;
    post({ type: NAME + ':height', height: height });
  }

  function pageY(el, edge) {
    return Math.round(el.getBoundingClientRect()[edge] + window.pageYOffset);
  }

  /* Ask the host to show this page's top, or in the chat the newest message and the input. */
  function reveal() {
    send();
    var messages = document.querySelectorAll('#chat-log .chat-msg');
    var controls = document.querySelector('.chat-controls');
    if (messages.length && controls) {
      post({ type: NAME + ':scroll', top: pageY(messages[messages.length - 1], 'top'), bottom: pageY(controls, 'bottom') });
    } else {
      post({ type: NAME + ':scroll', top: 0, bottom: 0 });
    }
  }

  function replaceNavigation(evt) {
    if (evt.defaultPrevented || evt.button !== 0 || evt.metaKey || evt.ctrlKey || evt.shiftKey || evt.altKey) return;
    var a = evt.target.closest && evt.target.closest('a[href]');
    if (!a || a.hasAttribute('download') || (a.target && a.target !== '_self')) return;
    var url = new URL(a.href, location.href);
    if (url.origin !== location.origin) return;
    evt.preventDefault();
    location.replace(url.href);
  }

  if ('ResizeObserver' in window) {
    new ResizeObserver(send).observe(document.documentElement);
  }
  window.addEventListener('load', function () {
    send();
    if (seen) reveal();
  });
  document.addEventListener('htmx:afterSettle', reveal);
  var log = document.getElementById('chat-log');
  if (log && 'MutationObserver' in window) {
    new MutationObserver(reveal).observe(log, { childList: true });
  }
  document.addEventListener('click', replaceNavigation);
  send();
})();

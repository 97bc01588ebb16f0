/* Inside another site's iframe (?embed=1):
   - Tell the parent page how tall this page is, so it can size the iframe with no inner
     scroll bar. The parent listens for {type: 'md-promise-screener:height', height}
     messages; see embed-parent.js. Only a number is sent: no answers ever leave the frame.
   - Follow links to this site (Start now, the language switch, Back, Change, Start over, and
     links within the page) with location.replace, so they replace the frame's history entry
     instead of adding one to the host page's history (htmx's question steps use
     hx-replace-url). Links that open a new tab or download a file are left alone, and so is a
     click with a modifier key (open in a new tab or window). Without JavaScript the links
     work as plain links. */
(function () {
  'use strict';
  if (window.parent === window) return;
  var last = 0;

  function send() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (!height || height === last) return;
    last = height;
    window.parent.postMessage({ type: 'md-promise-screener:height', height: height }, '*');
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
  window.addEventListener('load', send);
  document.addEventListener('htmx:afterSettle', send);
  document.addEventListener('click', replaceNavigation);
  send();
})();

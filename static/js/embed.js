/* Inside another site's iframe (?embed=1): tell the parent page how tall this page is, so it
   can size the iframe with no inner scroll bar. The parent listens for
   {type: 'md-promise-screener:height', height} messages; see embed-parent.js.
   Only a number is sent: no answers ever leave the frame. */
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

  if ('ResizeObserver' in window) {
    new ResizeObserver(send).observe(document.documentElement);
  }
  window.addEventListener('load', send);
  document.addEventListener('htmx:afterSettle', send);
  send();
})();

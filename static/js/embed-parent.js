/* The older parent-page snippet, kept working for sites that copied it. New sites need no
   copy: one line, <script src="https://SCREENER-HOST/embed.js" data-college="…" async></script>,
   does this and more (see the screener's /embed page). The old way was, on your site:

     <iframe data-md-promise-screener title="Maryland Promise Scholarship screener"
             src="https://SCREENER-HOST/?embed=1&lang=en" width="100%" height="900"
             loading="lazy"></iframe>
     <script src="/js/embed-parent.js" defer></script>

   It sets each screener iframe's height from the messages the screener's embed.js posts,
   accepting them only from that iframe's own origin and window. */
(function () {
  'use strict';
  window.addEventListener('message', function (evt) {
    var data = evt.data;
    if (!data || data.type !== 'md-promise-screener:height') return;
    var height = Number(data.height);
    if (!isFinite(height) || height <= 0 || height > 100000) return;
    document.querySelectorAll('iframe[data-md-promise-screener]').forEach(function (frame) {
      if (frame.contentWindow === evt.source && new URL(frame.src, location.href).origin === evt.origin) {
        frame.style.height = Math.ceil(height) + 'px';
      }
    });
  });
})();

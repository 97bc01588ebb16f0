/* Maryland Promise Scholarship check: put it on your page with one line,
   <script src="https://HOST/embed.js" data-college="wor-wic" data-lang="es" data-mode="form" async></script>
   It inserts the screener's iframe after itself, sizes it to the screener's height and, on each
   new page in the frame, scrolls that page's top (in the chat, the newest message and the input)
   into view. It listens only to its own iframe (window and origin); the screener sends only
   numbers, so this page never learns an answer. */
(function (d, w) {
  'use strict';
  var s = d.currentScript, titles = {{ titles|tojson }};
  if (!s || !w.URL || !w.URLSearchParams) return;
  var origin = new URL(s.src, location.href).origin, q = new URLSearchParams(), f = d.createElement('iframe');
  ['college', 'lang', 'mode'].forEach(function (k) {
    var v = s.getAttribute('data-' + k);
    if (v) q.set(k, v);
  });
  f.src = origin + '/embed?' + q;
  f.title = titles[q.get('lang')] || titles.en;
  f.loading = 'lazy';
  f.setAttribute('data-md-promise-screener', '');
  f.style.display = 'block';
  f.style.width = '100%';
  f.style.height = '640px';
  f.style.border = '0';
  s.parentNode.insertBefore(f, s.nextSibling);
  w.addEventListener('message', function (e) {
    var m = e.data;
    if (e.source !== f.contentWindow || e.origin !== origin || !m || typeof m !== 'object') return;
    if (m.type === 'md-promise-screener:height') {
      var h = Number(m.height);
      if (h > 0 && h < 100000) f.style.height = Math.ceil(h) + 'px';
    } else if (m.type === 'md-promise-screener:scroll') {
      /* [top, bottom]: the region to show, in px from the frame's top ([0, 0]: its top). */
      var top = Number(m.top) || 0, bottom = Number(m.bottom) || 0, r = f.getBoundingClientRect(), vh = w.innerHeight;
      if (bottom > top && bottom - top <= vh) {
        if (r.top + top < 0 || r.top + bottom > vh) w.scrollBy(0, r.top + bottom - vh);
      } else if (r.top + top < 0 || r.top + top > vh / 3) {
        w.scrollBy(0, r.top + top);
      }
    }
  });
})(document, window);

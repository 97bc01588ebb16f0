/* The /embed page: as the choices change, rewrite the snippet and reload the live preview
   with the real loader (/embed.js). Without this file the form reloads the page (GET). */
(function () {
  'use strict';
  var form = document.getElementById('kit-form');
  var snippet = document.getElementById('snippet');
  var preview = document.getElementById('preview');
  var iframeUrl = document.getElementById('iframe-url');
  if (!form || !snippet || !preview || !window.URLSearchParams) return;
  var host = form.getAttribute('data-host');
  var texts = JSON.parse(document.getElementById('kit-texts').textContent);

  function value(name) {
    var el = form.querySelector('[name="' + name + '"]:checked') || form.querySelector('select[name="' + name + '"]');
    return el ? el.value : '';
  }

  function escape(text) {
    return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }

  function tag(name, attrs, bare) {
    return '<' + name + Object.keys(attrs).map(function (k) {
      return ' ' + k + '="' + escape(attrs[k]) + '"';
    }).join('') + (bare || '') + '>';
  }

  function update() {
    var college = value('college'), lang = value('snippet_lang') || 'en', mode = value('mode') || 'form';
    var data = { college: college, lang: lang, mode: mode };
    var attrs = { src: host + '/embed.js' };
    Object.keys(data).forEach(function (k) {
      if (data[k]) attrs['data-' + k] = data[k];
    });
    var direct = new URLSearchParams();
    if (college) direct.set('preset', college);
    direct.set('lang', lang);
    var link = { href: host + (mode === 'chat' ? '/chat?' : '/?') + direct, target: '_blank', rel: 'noopener' };
    snippet.value = tag('script', attrs, ' async') + '</' + 'script>' + '<noscript>' + tag('a', link) +
      escape((texts[lang] || texts.en)[mode]) + '</a></noscript>';

    var frameUrl = new URLSearchParams();
    Object.keys(data).forEach(function (k) {
      if (data[k]) frameUrl.set(k, data[k]);
    });
    if (iframeUrl) iframeUrl.textContent = host + '/embed' + '?' + frameUrl;

    var script = document.createElement('script');
    script.src = '/embed.js';
    Object.keys(data).forEach(function (k) {
      if (data[k]) script.setAttribute('data-' + k, data[k]);
    });
    script.async = true;
    preview.textContent = '';
    preview.appendChild(script);
  }

  form.addEventListener('change', update);
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    update();
  });
  update();
})();

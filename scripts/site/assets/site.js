// The reference site's behaviour: sample tabs (the language chosen once shows everywhere) and the
// search box over window.SEARCH_INDEX (assets/search-index.js, written by scripts/site/build.mjs).
(() => {
  const base = document.body.dataset.base || '';
  const KEY = 'sports-data-sdk.lang';

  function choose(lang) {
    for (const group of document.querySelectorAll('.samples')) {
      const panes = group.querySelectorAll('pre.sample');
      if (![...panes].some((p) => p.dataset.lang === lang)) continue;
      for (const tab of group.querySelectorAll('[role="tab"]'))
        tab.setAttribute('aria-selected', String(tab.dataset.lang === lang));
      for (const pane of panes) pane.hidden = pane.dataset.lang !== lang;
    }
  }

  document.addEventListener('click', (event) => {
    const tab = event.target.closest('.samples [role="tab"]');
    if (!tab) return;
    choose(tab.dataset.lang);
    try {
      localStorage.setItem(KEY, tab.dataset.lang);
    } catch {}
  });
  try {
    const saved = localStorage.getItem(KEY);
    if (saved) choose(saved);
  } catch {}

  const input = document.getElementById('search');
  const list = document.getElementById('search-results');
  if (!input || !list) return;
  const entries = (window.SEARCH_INDEX || []).map((e) => ({
    ...e,
    hay: `${e.title} ${e.text}`.toLowerCase(),
    low: e.title.toLowerCase(),
  }));

  function search(query) {
    const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (terms.length === 0) return [];
    return entries
      .filter((e) => terms.every((t) => e.hay.includes(t)))
      .map((e) => ({
        e,
        score: terms.reduce((s, t) => s + (e.low.includes(t) ? 2 : 1), 0) - e.title.length / 1000,
      }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 12)
      .map((r) => r.e);
  }

  function show() {
    const found = search(input.value);
    list.replaceChildren(
      ...found.map((e) => {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = base + e.url;
        a.textContent = e.title;
        const small = document.createElement('small');
        small.textContent = e.url.split('#')[0];
        a.append(small);
        li.append(a);
        return li;
      }),
    );
    list.hidden = found.length === 0;
  }

  input.addEventListener('input', show);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      const first = list.querySelector('a');
      if (first) window.location.href = first.href;
    } else if (event.key === 'Escape') {
      list.hidden = true;
    }
  });
  document.addEventListener('click', (event) => {
    if (!event.target.closest('.search')) list.hidden = true;
  });
})();

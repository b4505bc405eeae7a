/**
 * The pre-paint script, inlined into every page by the Vite plugin; the names it shares with the
 * generator and the renderer live in common/contract.ts. The script runs in
 * <head> before the body is parsed: it applies the stored appearance, the query flags that hide
 * parts, and the remembered code tabs (as CSS, since the tabs are not parsed yet), and it holds
 * back clicks on buttons and the search shortcut until the app is live, so that nothing a reader
 * does early is lost.
 */
import {
  APP_LIVE,
  APP_ROOT_ID,
  APP_STATE_ATTR,
  APPEARANCE_KEY,
  EARLY_CLICKS,
  HIDE_ATTR_PREFIX,
  HIDEABLE_PARTS,
  TAB_LOOK,
  TAB_NAMES,
  TAB_STORAGE_PREFIX,
} from './contract.ts';

/** The pre-paint script's source. Plain ES5 in a string: it runs before any module loads. */
export function prepaintScript(): string {
  const names = {
    appearanceKey: APPEARANCE_KEY,
    tabPrefix: TAB_STORAGE_PREFIX,
    tabs: TAB_NAMES,
    look: TAB_LOOK,
    stateAttr: APP_STATE_ATTR,
    live: APP_LIVE,
    early: EARLY_CLICKS,
    parts: HIDEABLE_PARTS,
    hidePrefix: HIDE_ATTR_PREFIX,
    root: APP_ROOT_ID,
  };
  return `(function (n) {
  var d = document.documentElement, v = null, s = null;
  d.classList.remove('no-js');
  try { s = window.localStorage; v = s.getItem(n.appearanceKey); } catch (e) {}
  if (v !== 'light' && v !== 'dark') v = 'auto';
  var dark = v === 'dark' || (v === 'auto' && window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches);
  if (dark) d.classList.add('dark');
  d.style.colorScheme = dark ? 'dark' : 'light';
  var q = new URLSearchParams(location.search);
  n.parts.forEach(function (p) { if (q.get(p) === '0') d.setAttribute(n.hidePrefix + p, ''); });
  var t = n.tabs, css = '', pending = 'html:not([' + n.stateAttr + '="' + n.live + '"]) ';
  try {
    for (var i = 0; s && i < s.length; i++) {
      var k = s.key(i);
      if (!k || k.indexOf(n.tabPrefix) !== 0) continue;
      var g = CSS.escape(k.slice(n.tabPrefix.length)), l = CSS.escape(s.getItem(k) || '');
      var on = '[' + t.label + '="' + l + '"]';
      var b = pending + '.' + t.block + '[' + t.group + '="' + g + '"]:has(> .' + t.panel + on + ')';
      css += b + ' > .' + t.panel + '{display:none}' + b + ' > .' + t.panel + on + '{display:block}';
      css += b + ' > .' + t.list + ' > .' + t.tab + '{' + n.look.other + '}' + b + ' > .' + t.list + ' > .' + t.tab + on + '{' + n.look.chosen + '}';
    }
  } catch (e) {}
  if (css) {
    var st = document.createElement('style');
    st.textContent = css;
    document.head.appendChild(st);
  }
  var early = window[n.early] = [];
  document.addEventListener('click', function (e) {
    if (d.getAttribute(n.stateAttr) === n.live) return;
    var b = e.target && e.target.closest ? e.target.closest('#' + n.root + ' button') : null;
    if (!b) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    early.push(b);
  }, true);
  document.addEventListener('keydown', function (e) {
    if (d.getAttribute(n.stateAttr) === n.live || !(e.ctrlKey || e.metaKey) || String(e.key).toLowerCase() !== 'k') return;
    e.preventDefault();
    early.push({ key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey });
  }, true);
})(${JSON.stringify(names)});`;
}

/**
 * Behaviours of the pre-rendered content HTML, attached by delegation so the HTML can stay the
 * generator's: copy buttons (copied state for 2 s), synced and remembered tabs, client-side
 * navigation for site links, and image zoom.
 */
import type { Zoom } from 'medium-zoom';
import { readStorage, writeStorage } from './safe-storage.ts';
import { CODE_NAMES, TAB_NAMES, TAB_STORAGE_PREFIX } from '../../common/contract.ts';

export const COPIED_RESET_MS = 2000;
export { TAB_STORAGE_PREFIX };

const TAB = `.${TAB_NAMES.tab}`;
const GROUPED_TABS = `.${TAB_NAMES.block}[${TAB_NAMES.group}]`;
export const IMAGE_ZOOM_DELAY = 100;

export function selectTab(tabs: HTMLElement, label: string): boolean {
  const buttons = [...tabs.querySelectorAll<HTMLButtonElement>(`:scope > .${TAB_NAMES.list} > ${TAB}`)];
  const index = buttons.findIndex((b) => b.getAttribute(TAB_NAMES.label) === label);
  if (index < 0) return false;
  buttons.forEach((b, i) => {
    b.setAttribute('aria-selected', String(i === index));
    b.tabIndex = i === index ? 0 : -1;
  });
  const panels = [...tabs.querySelectorAll<HTMLElement>(`:scope > .${TAB_NAMES.panel}`)];
  panels.forEach((p, i) => (p.hidden = i !== index));
  return true;
}

/** Applies remembered tab choices (per group id) to every tabs block in `root`. */
export function restoreTabs(root: HTMLElement): void {
  for (const tabs of root.querySelectorAll<HTMLElement>(GROUPED_TABS)) {
    const stored = readStorage(TAB_STORAGE_PREFIX + tabs.getAttribute(TAB_NAMES.group));
    if (stored) selectTab(tabs, stored);
  }
}

function onTabActivate(root: HTMLElement, button: HTMLButtonElement): void {
  const tabs = button.closest<HTMLElement>(`.${TAB_NAMES.block}`);
  const label = button.getAttribute(TAB_NAMES.label);
  if (!tabs || !label) return;
  const group = tabs.getAttribute(TAB_NAMES.group);
  if (!group) {
    selectTab(tabs, label);
    return;
  }
  writeStorage(TAB_STORAGE_PREFIX + group, label);
  // Keep the clicked tab where it is on screen while the other blocks switch.
  const before = button.getBoundingClientRect().top;
  for (const other of root.ownerDocument.querySelectorAll<HTMLElement>(
    `.${TAB_NAMES.block}[${TAB_NAMES.group}="${CSS.escape(group)}"]`,
  ))
    selectTab(other, label);
  const after = button.getBoundingClientRect().top;
  if (after !== before) window.scrollBy(0, after - before);
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

export interface BehaviourOptions {
  /** Navigates inside the app; returns false when the link is not a site page. */
  navigate: (href: string) => boolean;
}

export function attachContentBehaviours(root: HTMLElement, options: BehaviourOptions): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  restoreTabs(root);

  const onClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    const copy = target.closest<HTMLButtonElement>(`.${CODE_NAMES.copyButton}`);
    if (copy) {
      const code = copy.parentElement?.querySelector('code')?.textContent ?? '';
      void copyText(code).then(
        () => {
          copy.classList.add(CODE_NAMES.copied);
          // The generator writes both labels in the page's language (UI strings copyCode, copiedCode).
          copy.setAttribute('aria-label', copy.getAttribute(CODE_NAMES.copiedLabel) ?? '');
          const timer = setTimeout(() => {
            copy.classList.remove(CODE_NAMES.copied);
            copy.setAttribute('aria-label', copy.dataset.copyLabel ?? '');
            timers.delete(timer);
          }, COPIED_RESET_MS);
          timers.add(timer);
        },
        (error: unknown) => console.error('[docs] copy failed', error),
      );
      return;
    }
    const tab = target.closest<HTMLButtonElement>(TAB);
    if (tab) {
      onTabActivate(root, tab);
      return;
    }
    const link = target.closest<HTMLAnchorElement>('a[href]');
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (link.target && link.target !== '_self') return;
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('/') && !href.startsWith('//') && options.navigate(href)) event.preventDefault();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const tab = (event.target as HTMLElement).closest<HTMLButtonElement>(TAB);
    if (!tab || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const list = [...(tab.parentElement?.querySelectorAll<HTMLButtonElement>(TAB) ?? [])];
    const i = list.indexOf(tab);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? list.length - 1
          : (i + (event.key === 'ArrowRight' ? 1 : -1) + list.length) % list.length;
    event.preventDefault();
    list[next]?.focus();
    if (list[next]) onTabActivate(root, list[next]);
  };

  // Remember each copy button's own label, to restore it after the copied state.
  for (const button of root.querySelectorAll<HTMLButtonElement>(`.${CODE_NAMES.copyButton}`))
    button.dataset.copyLabel = button.getAttribute('aria-label') ?? '';

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    for (const timer of timers) clearTimeout(timer);
  };
}

/**
 * Click a content image to see it full size, with medium-zoom: it animates the image from its
 * place, keeps it inside the viewport, and closes on click, Escape or scroll. The library is
 * imported only on pages with images; one instance serves the whole visit, because each instance
 * keeps its document listeners for good. Attached 100 ms after a route change,
 * detached on leave.
 */
let imageZoom: Promise<Zoom> | undefined;

export function attachImageZoom(root: HTMLElement): () => void {
  const images = [...root.querySelectorAll<HTMLImageElement>('img')].filter((img) => !img.closest('a'));
  let left = false;
  let attached: Zoom | undefined;
  const timer = setTimeout(() => {
    if (!images.length) return;
    imageZoom ??= import('medium-zoom').then(({ default: mediumZoom }) =>
      mediumZoom({ background: 'rgba(0, 0, 0, 0.8)', margin: 24 }),
    );
    void imageZoom.then((zoom) => {
      if (left) return;
      zoom.attach(...images);
      root.dataset.zoom = 'on';
      attached = zoom;
    });
  }, IMAGE_ZOOM_DELAY);
  return () => {
    left = true;
    clearTimeout(timer);
    if (!attached) return;
    attached.detach(...images);
    delete root.dataset.zoom;
  };
}

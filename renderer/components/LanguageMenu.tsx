/** Switches language and keeps the page: `/guide/start/quick-start` ⇄ `/zh/guide/start/quick-start`. */
import { PageLink } from './PageLink.tsx';
import { siteData, localeContext, findRoute } from '../site/site.ts';
import { usePageState } from '../site/page-context.tsx';
import { parsePath, toPath } from '../../common/routes.ts';
import { pageHref } from '../site/links.ts';
import { Popover } from './Popover.tsx';
import { icons } from '../theme/icons.tsx';
import { writeStorage } from '../browser/safe-storage.ts';
import { VISITED_KEY } from '../hooks/locale-redirect.ts';

function translatedPath(pathname: string, lang: string): string {
  const parsed = parsePath(pathname, localeContext);
  const target = toPath({ ...parsed, lang }, localeContext);
  if (findRoute(target)) return target;
  return toPath({ lang, routePath: '/' }, localeContext);
}

export function LanguageMenu({ inline = false }: { inline?: boolean }) {
  const { locale, pathname } = usePageState();
  if (siteData.locales.length < 2) return null;
  const links = siteData.locales.map((l) => (
    <PageLink
      key={l.lang}
      to={pageHref(translatedPath(pathname, l.lang))}
      lang={l.htmlLang}
      hrefLang={l.htmlLang}
      role={inline ? undefined : 'menuitem'}
      className={`menu-item${l.lang === locale.lang ? ' active' : ''}`}
      aria-current={l.lang === locale.lang ? 'true' : undefined}
      // Choosing a language counts as a visit: no automatic redirect afterwards.
      onClick={() => writeStorage(VISITED_KEY, '1')}
    >
      {l.label}
    </PageLink>
  ));
  if (inline)
    return (
      <div className="language-inline" aria-label={locale.strings.languageMenuLabel}>
        {links}
      </div>
    );
  return (
    <Popover className="language-menu" triggerLabel={locale.strings.languageMenuLabel} trigger={icons.translate}>
      {links}
    </Popover>
  );
}

/** The version menu: shown only when the site has versions; each entry keeps the current page. */
import { Link } from 'react-router-dom';
import { siteData, localeContext } from '../site/site.ts';
import { usePageState } from '../site/page-context.tsx';
import { parsePath, toPath } from '../../common/routes.ts';
import { Popover } from './Popover.tsx';
import { pageHref } from '../site/links.ts';

export function VersionMenu() {
  const { pathname, locale } = usePageState();
  const { versions } = siteData.multiVersion;
  if (versions.length === 0) return null;
  const current = parsePath(pathname, localeContext);
  return (
    <Popover
      className="version-menu"
      triggerLabel={current.version || versions[0]!}
      trigger={<span className="version-label">{current.version}</span>}
    >
      {versions.map((version) => (
        <Link
          key={version}
          role="menuitem"
          className={`menu-item${version === current.version ? ' active' : ''}`}
          to={pageHref(toPath({ ...current, version }, localeContext))}
          aria-current={version === current.version ? 'true' : undefined}
          lang={locale.htmlLang}
        >
          {version}
        </Link>
      ))}
    </Popover>
  );
}

import { PageLink } from './PageLink.tsx';
import { usePageState } from '../site/page-context.tsx';
import { parsePath, toPath } from '../../common/routes.ts';
import { localeContext } from '../site/site.ts';
import { pageHref } from '../site/links.ts';

/** 404: the root link keeps the reader's language. */
function notFoundHome(pathname: string): string {
  const { lang } = parsePath(pathname, localeContext);
  return toPath({ lang, routePath: '/' }, localeContext);
}

export function NotFound() {
  const { locale, pathname } = usePageState();
  const s = locale.strings;
  return (
    <div className="not-found">
      <p className="not-found-code">{s.notFoundCode}</p>
      <h1 className="not-found-title">{s.notFoundTitle}</h1>
      <PageLink className="button button-brand" to={pageHref(notFoundHome(pathname))}>
        {s.takeMeHome}
      </PageLink>
    </div>
  );
}

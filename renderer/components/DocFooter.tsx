/** Last-updated time, edit link (only when both base URL and text exist), previous and next pages. */
import { NameText } from './NameText.tsx';
import { PageLink } from './PageLink.tsx';
import { usePageState } from '../site/page-context.tsx';
import { siteData } from '../site/site.ts';
import { pageHref } from '../site/links.ts';
import type { PageContent, SidebarLink } from '../../common/types.ts';

// Building a formatter costs far more than formatting; the static build formats 363 dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** `dateLocale` is the locale's own `Intl` tag (`LocaleManifest.dateLocale`). */
export function formatUpdated(time: number, dateLocale: string): string {
  let formatter = formatters.get(dateLocale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    formatters.set(dateLocale, formatter);
  }
  return formatter.format(new Date(time));
}

export function editUrl(base: string, pagePath: string): string {
  return base.replace(/\/?$/, '/') + pagePath.replace(/^content\//, '');
}

export function DocFooter({ page, prev, next }: { page: PageContent; prev?: SidebarLink; next?: SidebarLink }) {
  const { locale } = usePageState();
  const s = locale.strings;
  const edit = locale.editLink;
  return (
    <footer className="doc-footer">
      <div className="doc-footer-meta">
        {edit && edit.docRepoBaseUrl && edit.text && (
          <a
            className="edit-link"
            href={editUrl(edit.docRepoBaseUrl, page.pagePath)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {edit.text}
          </a>
        )}
        {siteData.themeConfig.lastUpdated && page.lastUpdatedTime > 0 && (
          <p className="last-updated">
            {s.lastUpdatedText}:{' '}
            <time dateTime={new Date(page.lastUpdatedTime).toISOString()}>
              {formatUpdated(page.lastUpdatedTime, locale.dateLocale)}
            </time>
          </p>
        )}
      </div>
      {(prev || next) && (
        <nav className="prev-next" aria-label={`${s.prevPageText} / ${s.nextPageText}`}>
          {prev ? (
            <PageLink to={pageHref(prev.link)} className="prev-link" rel="prev">
              <span className="prev-next-label">{s.prevPageText}</span>
              <span className="prev-next-title">
                <NameText text={prev.text} />
              </span>
            </PageLink>
          ) : (
            <span />
          )}
          {next && (
            <PageLink to={pageHref(next.link)} className="next-link" rel="next">
              <span className="prev-next-label">{s.nextPageText}</span>
              <span className="prev-next-title">
                <NameText text={next.text} />
              </span>
            </PageLink>
          )}
        </nav>
      )}
    </footer>
  );
}

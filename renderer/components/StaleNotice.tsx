/**
 * The note on a translation whose source page changed after it did (translation freshness): it
 * names the source language, links to that page and says when it changed, in the reader's
 * language and date format. The generator decides which pages carry it; the doc layout (doc and
 * overview pages) shows it, while home, custom and blank pages, which have no article, do not.
 */
import { Fragment } from 'react';
import { PageLink } from './PageLink.tsx';
import { usePageState } from '../site/page-context.tsx';
import { siteData } from '../site/site.ts';
import { formatUpdated } from './DocFooter.tsx';
import type { StaleTranslationNotice } from '../../common/types.ts';

export function StaleNotice({ notice }: { notice: StaleTranslationNotice }) {
  const { locale } = usePageState();
  const source = siteData.locales.find((l) => l.lang === notice.sourceLang);
  const parts = locale.strings.staleTranslationText.split(/(\{language\}|\{date\})/);
  return (
    <p className="stale-notice" role="note">
      {parts.map((part, i) =>
        part === '{language}' ? (
          <PageLink key={i} to={notice.sourcePath} hrefLang={notice.sourceLang} lang={notice.sourceLang}>
            {source?.label ?? notice.sourceLang}
          </PageLink>
        ) : part === '{date}' ? (
          <time key={i} dateTime={new Date(notice.sourceTime).toISOString()}>
            {formatUpdated(notice.sourceTime, locale.lang)}
          </time>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

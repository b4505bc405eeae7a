/** What `npm run i18n-status` prints: a table for people, a JSON document for machines. */
import type { StaleTranslation } from '../generator/content/freshness.ts';

/** `2024-03-01 09:30` in UTC: sortable, and the same on every machine. */
const utc = (time: number) => new Date(time).toISOString().slice(0, 16).replace('T', ' ');

export function staleReport(stale: StaleTranslation[], sourceLang: string): string {
  if (stale.length === 0) {
    return `No stale translations: every translation changed at or after its ${sourceLang} source (or git has no history for it).`;
  }
  const rows = [
    ['path', 'lang', `source (${sourceLang}) changed`, 'translation changed'],
    ...stale.map((s) => [s.contentPath, s.lang, utc(s.sourceTime), utc(s.time)]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const table = rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  );
  return `${table.join('\n')}\n\n${stale.length} translation${
    stale.length === 1 ? '' : 's'
  } older than the ${sourceLang} page.`;
}

export function staleJson(stale: StaleTranslation[], sourceLang: string): string {
  const pairs = stale.map((s) => ({
    path: s.contentPath,
    lang: s.lang,
    sourceLang: s.sourceLang,
    sourceChanged: new Date(s.sourceTime).toISOString(),
    translationChanged: new Date(s.time).toISOString(),
  }));
  return JSON.stringify({ sourceLang, stale: pairs }, null, 2);
}

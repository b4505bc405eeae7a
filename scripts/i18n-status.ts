/**
 * `npm run i18n-status`: the translations whose source page (default language) changed after
 * them in git, one line per pair sorted by path, with both dates (UTC). Always exits 0 when the
 * content builds: a stale translation is work to do, not an error. `--json` prints the same list
 * for machines; `--root <dir>` reads another site folder.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generate } from '../generator/generate.ts';
import type { StaleTranslation } from '../generator/content/freshness.ts';
import { projectRoot, reportFailure } from './cli.ts';

const { values } = parseArgs({ options: { root: { type: 'string' }, json: { type: 'boolean', default: false } } });
const root = path.resolve(values.root ?? projectRoot);

/** `2024-03-01 09:30` in UTC: sortable, and the same on every machine. */
const utc = (time: number) => new Date(time).toISOString().slice(0, 16).replace('T', ' ');

function table(stale: StaleTranslation[], sourceLang: string): string {
  const rows = [
    ['path', 'lang', `source (${sourceLang}) changed`, 'translation changed'],
    ...stale.map((s) => [s.contentPath, s.lang, utc(s.sourceTime), utc(s.time)]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n');
}

try {
  const { manifest, staleTranslations } = generate({ root, skipSearch: true });
  const sourceLang = manifest.site.lang;
  if (values.json) {
    const pairs = staleTranslations.map((s) => ({
      path: s.contentPath,
      lang: s.lang,
      sourceLang: s.sourceLang,
      sourceChanged: new Date(s.sourceTime).toISOString(),
      translationChanged: new Date(s.time).toISOString(),
    }));
    console.log(JSON.stringify({ sourceLang, stale: pairs }, null, 2));
  } else if (staleTranslations.length === 0) {
    console.log(`No stale translations: every translation changed at or after its ${sourceLang} source (or git has no history for it).`);
  } else {
    console.log(table(staleTranslations, sourceLang));
    console.log(`\n${staleTranslations.length} translation${staleTranslations.length === 1 ? '' : 's'} older than the ${sourceLang} page.`);
  }
} catch (error) {
  reportFailure(error);
}

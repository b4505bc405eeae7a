/**
 * `npm run i18n-status`: the translations whose source page (default language) changed after
 * them in git, one line per pair sorted by path, with both dates (UTC). Exits 0 whenever the
 * content is valid: a stale translation is work to do, not an error. `--json` prints the same list
 * for machines; `--root <dir>` reads another site folder. It runs the generator without search
 * indexes, so it judges exactly as the build does (fragments included).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generate } from '../generator/generate.ts';
import { ValidationError } from '../schemas/format-issues.ts';
import { projectRoot } from './cli.ts';
import { staleJson, staleReport } from './i18n-report.ts';

const { values } = parseArgs({ options: { root: { type: 'string' }, json: { type: 'boolean', default: false } } });
try {
  const { manifest, staleTranslations } = generate({
    root: path.resolve(values.root ?? projectRoot),
    skipSearch: true,
  });
  console.log((values.json ? staleJson : staleReport)(staleTranslations, manifest.site.lang));
} catch (error) {
  // Content the build rejects cannot be compared either: list its problems, no stack.
  if (!(error instanceof ValidationError)) throw error;
  console.error(error.message);
  process.exit(1);
}

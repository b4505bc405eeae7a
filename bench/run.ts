/**
 * `npm run bench`: speed and weight as readers and maintainers feel them (`-- server`: bench/server-load.ts,
 * `-- modules`: bench/first-load-modules.ts, `-- dev`: bench/dev-loop.ts). Writes
 * bench/results.json and bench/results.md and prints every figure next to its budget.
 * Figures are measured here, never asserted in tests.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { BUDGETS } from './budgets.ts';
import { serverLoad } from './server-load.ts';
import { firstLoadModules } from './first-load-modules.ts';
import { cacheLayerSavings, warmBuilds } from './warm-build.ts';
import { scaleFigures } from './scale.ts';
import { devLoop } from './dev-loop.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';
import { createStaticServer, listen } from '../server/static-server.ts';
import { searchIndex } from '../common/search/query.ts';
import { scoreRelevance, type RelevanceCase } from '../common/search/relevance.ts';
import { openIndexInDir } from '../generator/search/open-index.ts';
import { searchDownloads } from './search-download.ts';
import { searchSpeed } from './search-speed.ts';
import { loadManifest } from '../generator/manifest/load-manifest.ts';
import { searchLocaleOf } from '../generator/search/build-index.ts';
import { PAGES_DIR, SEARCH_DIR } from '../common/contract.ts';
import { SCRIPT_NODE_ARGS } from '../scripts/cli.ts';
import { median, overBudget, shownValue, type Figure } from './figure.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const rows: Figure[] = [];
const record = (figure: string, value: number, unit: string, budget?: number, higherIsBetter = false) => {
  rows.push({ figure, value, unit, ...(budget === undefined ? {} : { budget }), higherIsBetter });
  console.log(`[bench] ${figure}: ${shownValue(value)} ${unit}${budget === undefined ? '' : ` (budget ${budget})`}`);
};
const gzipKB = (buf: Buffer | string) => zlib.gzipSync(buf).length / 1024;

function coldBuilds(): void {
  const runs: { ms: number; maxRssMiB: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const result = spawnSync(process.execPath, [...SCRIPT_NODE_ARGS, path.join(root, 'bench/build-once.ts')], {
      cwd: root,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(result.stderr);
    runs.push(JSON.parse(result.stdout.trim().split('\n').pop()!));
  }
  record('cold build (median of 3)', median(runs.map((r) => r.ms)), 'ms', BUDGETS.coldBuildMs);
  record('cold build peak memory (median of 3)', median(runs.map((r) => r.maxRssMiB)), 'MiB', BUDGETS.peakMemoryMiB);
  const warm = warmBuilds(root);
  record(
    'warm rebuild after one page edit, npm run build command (median of 3)',
    median(warm.commandMs),
    'ms',
    BUDGETS.warmBuildMs,
  );
  record('warm rebuild after one page edit, inside the build (median of 3)', median(warm.buildMs), 'ms');
  const layers = cacheLayerSavings(root);
  record('rebuild after a page edit, every cache layer (median of 3)', layers.allLayersMs, 'ms');
  for (const [layer, saved] of Object.entries(layers.savedMs))
    record(`time the cache layer "${layer}" saves on a rebuild after a page edit (median of 3)`, saved, 'ms');
  record(
    'rebuild after a renderer edit, compressed copies kept (median of 3)',
    layers.rendererEditMs.withCompressed,
    'ms',
  );
  record('rebuild after a renderer edit, nothing kept (median of 3)', layers.rendererEditMs.withoutCompressed, 'ms');
}

async function pageWeights(browser: Browser, origin: string): Promise<void> {
  const pages = { home: '/', guide: '/guide/start/quick-start', config: '/config/server/port', overview: '/config/' };
  for (const [name, route] of Object.entries(pages)) {
    for (const lang of ['en', 'zh']) {
      const url = origin + (lang === 'zh' ? `/zh${route}` : route);
      const context = await browser.newContext();
      const page = await context.newPage();
      const sizes = { html: [0, 0], js: [0, 0], css: [0, 0], page: [0, 0], other: [0, 0] } as Record<
        string,
        [number, number]
      >;
      let requests = 0;
      let searchRequests = 0;
      const starts: number[] = [];
      page.on('response', async (res) => {
        requests++;
        if (res.url().includes(`/${SEARCH_DIR}/`)) searchRequests++;
        const body = await res.body().catch(() => Buffer.alloc(0));
        const type = res.request().resourceType();
        const key =
          type === 'document'
            ? 'html'
            : type === 'script'
              ? 'js'
              : type === 'stylesheet'
                ? 'css'
                : res.url().includes(`/${PAGES_DIR}/`)
                  ? 'page'
                  : 'other';
        sizes[key]![0] += body.length / 1024;
        sizes[key]![1] += gzipKB(body);
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
      const beforePaint = await page.evaluate(
        (paint) => performance.getEntriesByType('resource').filter((r) => r.startTime < paint).length + 1,
        fcp,
      );
      starts.push(beforePaint);
      const label = `${name} ${lang}`;
      record(`${label}: HTML gzip`, sizes.html![1], 'KB', name === 'home' ? undefined : BUDGETS.docHtmlGzipKB);
      record(`${label}: JS gzip`, sizes.js![1], 'KB', name === 'home' ? undefined : BUDGETS.docJsGzipKB);
      record(`${label}: CSS gzip`, sizes.css![1], 'KB', name === 'home' ? undefined : BUDGETS.docCssGzipKB);
      // The page's content file (the app renders from it); data, not script, so not in the JS figure.
      record(`${label}: page content JSON gzip`, sizes.page![1], 'KB');
      record(`${label}: HTML+JS+CSS raw`, sizes.html![0] + sizes.js![0] + sizes.css![0], 'KB');
      record(`${label}: requests`, requests, '');
      record(`${label}: requests before first paint`, beforePaint, '');
      record(`${label}: search requests before search is opened`, searchRequests, '', 0);
      await context.close();
    }
  }
}

async function clientNavigation(browser: Browser, origin: string): Promise<void> {
  const page = await browser.newPage();
  const times: number[] = [];
  const links = ['Glossary', 'Features', 'Quick Start'];
  await page.goto(`${origin}/guide/start/`, { waitUntil: 'networkidle' });
  for (let i = 0; i < 20; i++) {
    const name = links[i % links.length]!;
    // Timed inside the page, from the click event to the frame that shows the new heading.
    // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
    const done = page.evaluate(`new Promise((resolve) => {
      let clicked = 0;
      document.addEventListener('click', () => (clicked = performance.now()), { capture: true, once: true });
      function check() {
        const h1 = document.querySelector('.doc-content h1');
        if (clicked && h1 && h1.textContent.startsWith(${JSON.stringify(name)})) requestAnimationFrame(() => resolve(performance.now() - clicked));
        else requestAnimationFrame(check);
      }
      requestAnimationFrame(check);
    })`) as Promise<number>;
    await page.locator('.sidebar').getByRole('link', { name, exact: true }).click();
    times.push(await done);
  }
  record('client navigation, sidebar click to content (median of 20)', median(times), 'ms');
  await page.close();
}

/** Search: downloads, worker load time, keystroke to results at both CPU speeds, cold Ctrl+K, relevance. */
async function searchFigures(browser: Browser, origin: string): Promise<void> {
  const cases: RelevanceCase[] = fs
    .readdirSync(path.join(root, 'tests/search/relevance'))
    .flatMap(
      (f) => JSON.parse(fs.readFileSync(path.join(root, 'tests/search/relevance', f), 'utf8')) as RelevanceCase[],
    );
  const dir = path.join(dist, SEARCH_DIR);
  const localeOf = searchLocaleOf(loadManifest(path.join(root, 'manifest')));
  for (const lang of ['en', 'zh']) {
    const languages = localeOf(lang).languages;
    const langCases = cases.filter((c) => c.lang === lang);
    const downloads = searchDownloads(
      dist,
      lang,
      languages,
      langCases.map((c) => c.query),
    );
    const budget = BUDGETS.searchFirstResultsGzipKB;
    record(
      `search ${lang}: download before first results, gzip, median over the relevance set`,
      downloads.medianKB,
      'KB',
      budget.median,
    );
    record(
      `search ${lang}: download before first results, gzip, max over the relevance set`,
      downloads.maxKB,
      'KB',
      budget.max,
    );
    // Every file this language's search can ever fetch: head, parts and prose.
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(`.json`) && f.split('.')[1] === lang);
    record(
      `search ${lang}: all search downloads (${files.length} files), gzip`,
      files.reduce((n, f) => n + gzipKB(fs.readFileSync(path.join(dir, f))), 0),
      'KB',
      BUDGETS.searchTotalGzipKB[lang as 'en' | 'zh'],
    );
    const index = openIndexInDir(dir, lang, languages);
    const score = scoreRelevance(langCases, (c) => searchIndex(index, c.query).map((h) => h.routePath));
    record(`search ${lang} hit@1 (${score.cases} queries)`, score.hitAt1, '', undefined, true);
    record(`search ${lang} hit@7`, score.hitAt7, '', BUDGETS.searchHitAt7, true);
    record(`search ${lang} MRR`, score.mrr, '', BUDGETS.searchMrr, true);
    const queries = langCases.slice(0, 20).map((c) => c.query);
    await searchSpeed(browser, origin, lang, queries, (name, value, budget) =>
      record(`search ${lang}: ${name}`, value, 'ms', budget),
    );
  }
}

/** Lighthouse runs per page and form factor; each figure is their median, as the budgets are. */
const LIGHTHOUSE_RUNS = 3;

async function lighthouseScores(origin: string): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const route of [
        '/',
        '/guide/start/quick-start',
        '/config/server/port',
        '/zh/',
        '/zh/guide/start/quick-start',
        '/zh/config/server/port',
      ]) {
        const runs: Record<string, number>[] = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
          const result = await lighthouse(
            origin + route,
            { port: chrome.port, output: 'json', logLevel: 'error' },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result!.lhr;
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
          runs.push({
            ...Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, (c.score ?? 0) * 100])),
            FCP: audit('first-contentful-paint'),
            LCP: audit('largest-contentful-paint'),
            TBT: audit('total-blocking-time'),
            CLS: audit('cumulative-layout-shift'),
          });
        }
        const of = (key: string) => median(runs.map((r) => r[key] ?? 0));
        const label = `lighthouse ${formFactor} ${route}`;
        for (const id of Object.keys(runs[0]!).filter((k) => !['FCP', 'LCP', 'TBT', 'CLS'].includes(k)))
          record(`${label} ${id}`, of(id), '', BUDGETS.lighthouseScore, true);
        const mobile = formFactor === 'mobile';
        record(`${label} FCP`, of('FCP'), 'ms', mobile ? BUDGETS.mobileFcpMs : undefined);
        record(`${label} LCP`, of('LCP'), 'ms', mobile ? BUDGETS.mobileLcpMs : undefined);
        record(`${label} TBT`, of('TBT'), 'ms');
        record(`${label} CLS`, of('CLS'), '', mobile ? 0 : undefined);
      }
    }
  } finally {
    await chrome.kill();
  }
}

/** The rows of a results table as written below: one line each, keyed by the figure. */
function tableRows(markdown: string): { figure: string; line: string }[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| figure |') && !line.startsWith('| ---'))
    .map((line) => ({ figure: line.slice(2).split(' | ').slice(0, -3).join(' | '), line }));
}

/**
 * A run of some sections (`npm run bench -- dev`) updates their rows of bench/results.md and keeps
 * the others' rows from the last run, so one part can be measured again without running the others.
 * A row is replaced when the run names it again; rows named `<section>: …` of a section that ran
 * are its own and go even when the run no longer names them (a figure renamed).
 */
function mergedTable(fresh: string[], sections: string[], file: string): string[] {
  if (sections.length === 0 || !fs.existsSync(file)) return fresh;
  const byFigure = new Map(tableRows(fresh.join('\n')).map((row) => [row.figure, row.line]));
  const out: string[] = [];
  let insertAt = -1;
  for (const { figure, line } of tableRows(fs.readFileSync(file, 'utf8'))) {
    // A section's rows start with its name ("search en: …", "scale 1× …", "dev: …"); those of a
    // section run again are all replaced, so a figure that was renamed or dropped leaves too.
    const ofSection = (section: string) => figure.startsWith(`${section}: `) || figure.startsWith(`${section} `);
    if (!byFigure.has(figure) && !sections.some(ofSection)) {
      out.push(line);
      continue;
    }
    if (insertAt === -1) insertAt = out.length;
  }
  out.splice(insertAt === -1 ? out.length : insertAt, 0, ...byFigure.values());
  return out;
}

function writeResults(): void {
  const shown = rows.map((r) => ({ ...r, value: shownValue(r.value) }));
  fs.writeFileSync(
    path.join(root, 'bench/results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), rows: shown }, null, 2)}\n`,
  );
  const lines = rows.map(
    (r) =>
      `| ${r.figure} | ${shownValue(r.value)} ${r.unit} | ${r.budget ?? ''} | ${overBudget(r) ? 'over' : r.budget === undefined ? '' : 'ok'} |`,
  );
  const header = ['| figure | value | budget | |', '| --- | ---: | ---: | --- |'];
  const resultsFile = path.join(root, 'bench/results.md');
  fs.writeFileSync(resultsFile, `${[...header, ...mergedTable(lines, only, resultsFile)].join('\n')}\n`);
  const table = [...header, ...lines].join('\n');
  const failing = rows.filter(overBudget);
  console.log(
    `\n${table}\n\n${failing.length ? `Over budget: ${failing.map((r) => r.figure).join('; ')}` : 'All figures within budget.'}`,
  );
}

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);
if (want('build')) coldBuilds();
// Minutes of builds: only on request (`npm run bench -- scale`).
if (only.includes('scale')) await scaleFigures(root, record, BUDGETS);
if (!fs.existsSync(path.join(dist, 'index.html'))) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (want('server')) await serverLoad(root, record, BUDGETS);
if (want('modules')) await firstLoadModules(root, record);
const server = createStaticServer({ dir: dist });
const origin = `http://127.0.0.1:${await listen(server, 0)}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  if (want('weights')) await pageWeights(browser, origin);
  if (want('navigation')) await clientNavigation(browser, origin);
  if (want('search')) await searchFigures(browser, origin);
  if (want('dev')) await devLoop(root, browser, record, BUDGETS);
  if (want('lighthouse'))
    await lighthouseScores(origin).catch((error: unknown) => console.error('[bench] lighthouse failed:', error));
} finally {
  await browser.close();
  server.close();
}
writeResults();

/**
 * Search speed as a reader feels it, in Chromium against a served build: the worker's time to
 * load the head, last keystroke → first results over a set of queries at normal and 4× throttled
 * CPU, and Ctrl+K on a cold page → first results. Each time is taken in the page, so the harness's
 * own round trips on a busy machine are not counted. For bench/run.ts and bench/scale.ts.
 */
import type { Browser } from 'playwright-core';
import { BUDGETS } from './budgets.ts';
import { median } from './figure.ts';

const percentile = (xs: number[], p: number) =>
  xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

/** `record(name, ms, budget)`: the figure's name without the language. */
export type RecordSpeed = (name: string, ms: number, budget?: number) => void;

export async function searchSpeed(
  browser: Browser,
  origin: string,
  lang: string,
  queries: string[],
  record: RecordSpeed,
  coldBudgetMs: number = BUDGETS.searchColdCtrlKMs,
): Promise<void> {
  const start = `${origin}${lang === 'zh' ? '/zh' : ''}/guide/start/`;
  for (const rate of [1, 4]) {
    const cpu = rate === 1 ? 'normal CPU' : `CPU throttled ${rate}×`;
    const page = await browser.newPage();
    if (rate !== 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(start, { waitUntil: 'networkidle' });
    await page.keyboard.press('Control+k');
    await page.locator('.search-dialog[data-index="ready"]').waitFor({ timeout: 60_000 });
    const workerMs = (await page.evaluate(
      `performance.getEntriesByName('docs:search-index-loaded')[0].detail.workerMs`,
    )) as number;
    record(`index head load in the worker (parse and decode), ${cpu}`, workerMs);
    const times: number[] = [];
    for (const query of queries) {
      // From the input event to the frame that shows the answer to this query, parts fetched included.
      const ms = (await page.evaluate(`new Promise((resolve) => {
        const input = document.querySelector('.search-input');
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const started = performance.now();
        setter.call(input, ${JSON.stringify(query)});
        input.dispatchEvent(new Event('input', { bubbles: true }));
        function check() {
          const body = document.querySelector('.search-body');
          if (body && body.getAttribute('data-answered') === ${JSON.stringify(query.trim())}) requestAnimationFrame(() => resolve(performance.now() - started));
          else requestAnimationFrame(check);
        }
        requestAnimationFrame(check);
      })`)) as number;
      times.push(ms);
    }
    record(
      `last keystroke to first results, median (150 ms debounce included), ${cpu}`,
      median(times),
      rate === 1 ? BUDGETS.searchKeystrokeMs : BUDGETS.searchKeystrokeThrottledMs,
    );
    record(`last keystroke to first results, p90, ${cpu}`, percentile(times, 0.9));
    await page.close();
  }
  const page = await browser.newPage();
  await page.goto(start, { waitUntil: 'networkidle' });
  // From the Ctrl key going down to the frame that shows the first hit.
  await page.evaluate(`(() => {
    window.benchCold = {};
    document.addEventListener('keydown', () => { if (!window.benchCold.start) window.benchCold.start = performance.now(); }, { capture: true });
    function check() {
      if (document.querySelector('.search-hit')) window.benchCold.end = performance.now();
      else requestAnimationFrame(check);
    }
    requestAnimationFrame(check);
  })()`);
  await page.keyboard.press('Control+k');
  await page.locator('.search-input').fill(lang === 'zh' ? '端口' : 'port');
  await page.locator('.search-hit').first().waitFor({ timeout: 10_000 });
  await page.waitForFunction('window.benchCold.end !== undefined');
  const cold = (await page.evaluate('window.benchCold.end - window.benchCold.start')) as number;
  record(`Ctrl+K on a cold page, then a word, to first results`, cold, coldBudgetMs);
  await page.close();
}

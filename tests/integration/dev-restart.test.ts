/** A second `npm run dev` on the same site compiles only the pages that changed since the first. */
import { afterAll, describe, expect, it } from 'vitest';
import { startDevSite, type DevSite } from '../e2e/dev/dev-site.ts';

const COMPILED = /\[dev\] \d+ file\(s\) updated in \d+ ms \((\d+) of (\d+) pages compiled; generation \d+\)/;

let dev: DevSite | undefined;
afterAll(() => dev?.stop());

async function compiledOnStart(site: DevSite): Promise<{ compiled: number; pages: number }> {
  await expect.poll(() => COMPILED.exec(site.output()), { timeout: 60_000 }).not.toBeNull();
  const [, compiled, pages] = COMPILED.exec(site.output())!;
  return { compiled: Number(compiled), pages: Number(pages) };
}

describe('dev server restart', () => {
  it('compiles on its second start only the page edited in between', async () => {
    dev = await startDevSite();
    const first = await compiledOnStart(dev);
    expect(first.pages).toBeGreaterThan(5);
    expect(first.compiled).toBe(first.pages);
    await expect
      .poll(() => dev!.output(), { timeout: 30_000 })
      .toMatch(/\[dev\] compiled pages kept for the next start/);
    const { root } = dev;
    dev.stop({ keep: true });
    dev.edit('content/en/guide/start/quick-start.md', (text) => `${text}\nAdded between two starts.\n`);

    dev = await startDevSite({ root });
    const second = await compiledOnStart(dev);
    expect(second).toEqual({ compiled: 1, pages: first.pages });
  });
});

/**
 * Every UI string a locale must translate has a job: some code of the site reads it. A key that
 * nothing reads would make translators write text no reader sees. Keys the code builds from parts
 * (`callout${Kind}`) count when each part is read and the template is there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { uiStringsSchema } from '../../schemas/strings.ts';

const root = path.resolve(import.meta.dirname, '../..');
const CODE_DIRS = ['generator', 'builder', 'renderer', 'common', 'server'];

function sourceText(): string {
  return CODE_DIRS.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => fs.readFileSync(path.join(root, dir, file), 'utf8')),
  ).join('\n');
}

/** The callout labels are read as `strings[`callout${Kind}`]` for each kind the generator knows. */
function builtCalloutKeys(code: string): Set<string> {
  if (!code.includes('`callout${')) return new Set();
  const kinds = /CALLOUT_KINDS = \[([^\]]*)\]/.exec(code)?.[1] ?? '';
  return new Set(
    [...kinds.matchAll(/'(\w+)'/g)].map(([, kind]) => `callout${kind![0]!.toUpperCase()}${kind!.slice(1)}`),
  );
}

describe('UI strings', () => {
  it('are each read by the code of the site', () => {
    const code = sourceText();
    const built = builtCalloutKeys(code);
    // `$schema` points editors at the JSON Schema; it is no text.
    const keys = Object.keys(uiStringsSchema.shape).filter((key) => key !== '$schema');
    expect(keys.length).toBeGreaterThan(20);
    const unread = keys.filter((key) => !built.has(key) && !new RegExp(`\\b${key}\\b`).test(code));
    expect(unread).toEqual([]);
  });
});

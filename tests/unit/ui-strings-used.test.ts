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
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) texts.push(fs.readFileSync(full, 'utf8'));
    }
  };
  for (const dir of CODE_DIRS) walk(path.join(root, dir));
  return texts.join('\n');
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

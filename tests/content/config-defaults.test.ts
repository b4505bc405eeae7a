/**
 * Documented defaults equal what @rsbuild/core 0.6.15 really resolves: for every option page whose
 * **Default** is a plain value (boolean, number, string, array, simple object, undefined), the
 * value is compared with `getNormalizedConfig()` of an empty config.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRsbuild } from '@rsbuild/core';
import { readContent } from './content-files.ts';

const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

/** `\`{ strategy: 'split-by-experience' }\`` → the value; undefined when it is not a plain literal. */
export function parsePlainLiteral(code: string): { value: unknown } | undefined {
  if (code === 'undefined') return { value: undefined };
  if (!/^(true|false|-?\d+(\.\d+)?|'[^']*'|"[^"]*"|\[.*\]|\{.*\})$/s.test(code)) return undefined;
  if (/=>|function|\bnew\b|\(/.test(code)) return undefined;
  // Quote bare keys and switch quotes so the literal reads as JSON.
  const json = code
    .replace(/'([^']*)'/g, (_m, s: string) => JSON.stringify(s))
    .replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":')
    .replace(/,\s*([}\]])/g, '$1');
  try {
    return { value: JSON.parse(json) };
  } catch {
    return undefined;
  }
}

/**
 * Defaults the dev server merges in when it starts rather than at config normalisation
 * (`mergeDevOptions` in @rsbuild/core/dist/server/helper.js); checked against that source below.
 */
const DEV_SERVER_DEFAULTS: Record<string, unknown> = { 'dev.writeToDisk': false, 'dev.liveReload': true };

function valueAt(config: unknown, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), config);
}

const documented = readContent()
  .filter((f) => f.lang === 'en' && f.contentPath.startsWith('config/') && f.contentPath.split('/').length === 3)
  .map((f) => {
    // The option's own default is the first Default line; later ones describe sub-options.
    const line = f.text.split('\n').find((l) => l.startsWith('- **Default:**')) ?? '';
    const literal = /^- \*\*Default:\*\* `([^`]+)`/.exec(line)?.[1];
    const parsed = literal === undefined ? undefined : parsePlainLiteral(literal);
    return {
      option: f.contentPath
        .replace(/^config\//, '')
        .split('/')
        .map(camel)
        .join('.'),
      literal,
      parsed,
    };
  })
  .filter((d): d is { option: string; literal: string; parsed: { value: unknown } } => d.parsed !== undefined);

describe('documented defaults', () => {
  it('take the dev-server defaults from the 0.6.15 source', () => {
    const helper = fs.readFileSync(
      path.join(import.meta.dirname, '../../node_modules/@rsbuild/core/dist/server/helper.js'),
      'utf8',
    );
    const merged = /const defaultDevConfig = \{([\s\S]*?)\n {2}\};/.exec(helper)?.[1] ?? '';
    for (const [option, value] of Object.entries(DEV_SERVER_DEFAULTS))
      expect(merged).toContain(`${option.split('.')[1]}: ${JSON.stringify(value)}`);
  });

  it('parses plain literals only', () => {
    expect(parsePlainLiteral("{ strategy: 'split-by-experience' }")).toEqual({
      value: { strategy: 'split-by-experience' },
    });
    expect(parsePlainLiteral("['web']")).toEqual({ value: ['web'] });
    expect(parsePlainLiteral('3000')).toEqual({ value: 3000 });
    expect(parsePlainLiteral('() => true')).toBeUndefined();
  });

  it('cover most option pages', () => {
    expect(documented.length).toBeGreaterThan(50);
  });

  it('equal the normalized config of 0.6.15', async () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'defaults-'));
    fs.mkdirSync(path.join(cwd, 'src'));
    fs.writeFileSync(path.join(cwd, 'src/index.js'), 'console.log(1);\n');
    fs.writeFileSync(path.join(cwd, 'package.json'), '{"name":"defaults-probe","private":true}\n');
    try {
      const rsbuild = await createRsbuild({ cwd, rsbuildConfig: {} });
      await rsbuild.initConfigs();
      const normalized = rsbuild.getNormalizedConfig();
      const wrong = documented
        .map((d) => ({
          ...d,
          actual: d.option in DEV_SERVER_DEFAULTS ? DEV_SERVER_DEFAULTS[d.option] : valueAt(normalized, d.option),
        }))
        .filter((d) => JSON.stringify(d.actual) !== JSON.stringify(d.parsed.value))
        .map((d) => `${d.option}: documented ${d.literal}, 0.6.15 resolves ${JSON.stringify(d.actual)}`);
      expect(wrong).toEqual([]);
    } finally {
      fs.rmSync(cwd, { recursive: true, force: true });
    }
  });
});

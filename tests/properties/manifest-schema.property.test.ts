/**
 * The zod schemas (what the build enforces) and the JSON Schemas (what editors enforce, generated
 * from the TypeScript types) must accept and reject the same manifests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Ajv } from 'ajv';
import { schemaEntries } from '../../schemas/index.ts';
import { paths } from './json-paths.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: true });

const validManifests: Record<string, unknown> = {
  site: JSON.parse(fs.readFileSync(path.join(root, 'manifest/site.json'), 'utf8')),
  locales: JSON.parse(fs.readFileSync(path.join(root, 'manifest/locales.json'), 'utf8')),
  strings: JSON.parse(fs.readFileSync(path.join(root, 'manifest/strings/en.json'), 'utf8')),
  nav: JSON.parse(fs.readFileSync(path.join(root, 'manifest/nav.json'), 'utf8')),
  sidebars: JSON.parse(fs.readFileSync(path.join(root, 'manifest/sidebars.json'), 'utf8')),
  feeds: JSON.parse(fs.readFileSync(path.join(root, 'manifest/feeds.json'), 'utf8')),
  products: JSON.parse(fs.readFileSync(path.join(root, 'manifest/products.json'), 'utf8')),
  frontmatter: {
    pageType: 'home',
    hero: { name: 'Rsbuild', actions: [{ text: 'Go', link: '/guide/', theme: 'brand' }] },
    features: [{ title: 'A', details: 'B', span: 4 }],
    'link-rss': ['releases-rss'],
    published_at: '2024-04-10',
  },
};

function setAt(root: unknown, at: (string | number)[], next: unknown | typeof REMOVE): unknown {
  if (at.length === 0) return next === REMOVE ? undefined : next;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let cur = copy;
  for (const key of at.slice(0, -1)) cur = cur[key] as Record<string | number, unknown>;
  const last = at[at.length - 1]!;
  if (next === REMOVE) {
    if (Array.isArray(cur)) cur.splice(last as number, 1);
    else delete cur[last];
  } else cur[last] = next;
  return copy;
}
const REMOVE = Symbol('remove');

const jsonValue = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    '/',
    '/guide/',
    'https://example.com',
    'en',
    'zh',
    'link',
    'brand',
    'auto',
    'prism',
    '2024-04-10',
    'application/rss+xml',
    'x',
  ),
  fc.integer({ min: -3, max: 20 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.constantFrom('en', 'zh', 'text', 'link', 'items', 'extra'), fc.string(), { maxKeys: 3 }),
);

describe('zod and the generated JSON Schema agree', () => {
  for (const [name, entry] of Object.entries(schemaEntries)) {
    const jsonSchema = JSON.parse(fs.readFileSync(path.join(root, 'schemas/json', entry.jsonSchemaFile), 'utf8'));
    const validate = ajv.compile(jsonSchema);
    const valid = validManifests[name];
    const allPaths = paths(valid).filter((p) => p.length > 0 && p[0] !== '$schema');

    it(`${name}: the checked-in manifest is valid for both`, () => {
      expect(entry.schema.safeParse(valid).success).toBe(true);
      expect(validate(valid)).toBe(true);
    });

    it(`${name}: mutated manifests are accepted or rejected by both alike`, () => {
      const mutation = fc.oneof(
        fc
          .record({ at: fc.constantFrom(...allPaths), value: jsonValue })
          .map(({ at, value }) => setAt(valid, at, value)),
        fc.record({ at: fc.constantFrom(...allPaths) }).map(({ at }) => setAt(valid, at, REMOVE)),
        fc
          .record({
            at: fc.constantFrom([] as (string | number)[], ...allPaths),
            key: fc.constantFrom('extra', 'colour', 'titel'),
            value: jsonValue,
          })
          .map(({ at, key, value }) => {
            const target = at.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], valid);
            return target && typeof target === 'object' && !Array.isArray(target)
              ? setAt(valid, [...at, key], value)
              : valid;
          }),
        jsonValue,
      );
      fc.assert(
        fc.property(mutation, (candidate) => {
          const byZod = entry.schema.safeParse(candidate).success;
          const byJsonSchema = validate(candidate);
          expect({ candidate, byZod }).toEqual({ candidate, byZod: byJsonSchema });
        }),
        { numRuns: 300 },
      );
    });
  }
});

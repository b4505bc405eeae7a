/**
 * The generated JSON Schemas (schemas/json/, what editors check a manifest with) are current, and
 * the schema each manifest file names in `$schema` is the one that fits it: it accepts the file as
 * it is and rejects it with one wrong value, at that value's place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ajv, type ErrorObject } from 'ajv';
import { generateJsonSchemas } from '../../schemas/generate-json-schemas.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('JSON Schemas', () => {
  it('are up to date with schemas/types.ts (run `npm run schemas`)', () => {
    for (const [file, text] of Object.entries(generateJsonSchemas())) {
      expect(fs.readFileSync(path.join(root, 'schemas/json', file), 'utf8'), file).toBe(text);
    }
  });
});

type Json = Record<string, unknown>;
/** Each manifest file, and an edit an editor must flag: where it lands (JSON pointer) and what it breaks. */
const cases: { file: string; wrong: (data: Json) => void; at: string; keyword: string }[] = [
  {
    file: 'manifest/site.json',
    wrong: (d) => ((d.themeConfig as Json).hideNavbar = 'sometimes'),
    at: '/themeConfig/hideNavbar',
    keyword: 'enum',
  },
  {
    file: 'manifest/locales.json',
    wrong: (d) => ((d.locales as Json[])[1]!.ogLocale = 'zh-CN'),
    at: '/locales/1/ogLocale',
    keyword: 'pattern',
  },
  {
    file: 'manifest/nav.json',
    wrong: (d) => ((d.items as Json[])[0]!.link = 'guide/start/'),
    at: '/items/0/link',
    keyword: 'pattern',
  },
  {
    file: 'manifest/sidebars.json',
    wrong: (d) => ((d.sidebars as Record<string, unknown[]>)['/guide']![0] = 42),
    at: '/sidebars/~1guide/0',
    keyword: 'anyOf',
  },
  { file: 'manifest/feeds.json', wrong: (d) => ((d.feeds as Json[])[0]!.id = 7), at: '/feeds/0/id', keyword: 'type' },
  {
    file: 'manifest/products.json',
    wrong: (d) => ((d.products as Json[])[0]!.colour = 'red'),
    at: '/products/0',
    keyword: 'additionalProperties',
  },
  { file: 'manifest/strings/en.json', wrong: (d) => delete d.copyCode, at: '', keyword: 'required' },
  { file: 'manifest/strings/zh.json', wrong: (d) => (d.copyCode = ['复制']), at: '/copyCode', keyword: 'type' },
];

describe('the schema a manifest file names in $schema', () => {
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: true });

  for (const { file, wrong, at, keyword } of cases) {
    const full = path.join(root, file);
    const data = JSON.parse(fs.readFileSync(full, 'utf8')) as Json;

    it(`${file}: accepts the file and flags a wrong value at ${at || 'the top'}`, () => {
      expect(data.$schema, file).toEqual(expect.any(String));
      const schemaFile = path.resolve(path.dirname(full), data.$schema as string);
      expect(path.relative(root, schemaFile), file).toMatch(/^schemas\/json\/[a-z]+\.schema\.json$/);
      const validate = ajv.compile(JSON.parse(fs.readFileSync(schemaFile, 'utf8')));

      expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
      const broken = structuredClone(data);
      wrong(broken);
      expect(validate(broken)).toBe(false);
      // An editor underlines the value itself: the error sits at its place, not only on the file.
      expect(
        (validate.errors ?? []).map((e: ErrorObject) => [e.instancePath, e.keyword]),
        JSON.stringify(validate.errors),
      ).toContainEqual([at, keyword]);
    });
  }

  it('covers every manifest file', () => {
    const manifestFiles = fs
      .readdirSync(path.join(root, 'manifest'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.json'))
      .map((f) => `manifest/${f.split(path.sep).join('/')}`);
    expect(cases.map((c) => c.file).sort()).toEqual(manifestFiles.sort());
  });
});

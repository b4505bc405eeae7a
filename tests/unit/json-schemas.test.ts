import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateJsonSchemas } from '../../schemas/generate-json-schemas.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('JSON Schemas', () => {
  it('are up to date with schemas/types.ts (run `npm run schemas`)', () => {
    for (const [file, text] of Object.entries(generateJsonSchemas())) {
      expect(fs.readFileSync(path.join(root, 'schemas/json', file), 'utf8'), file).toBe(text);
    }
  });

  it('are named by every manifest file', () => {
    const files = ['site', 'locales', 'nav', 'sidebars', 'feeds', 'products']
      .map((n) => `manifest/${n}.json`)
      .concat(['manifest/strings/en.json', 'manifest/strings/zh.json']);
    for (const file of files) {
      const json = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { $schema?: string };
      expect(json.$schema, file).toBeDefined();
      expect(fs.existsSync(path.resolve(path.dirname(path.join(root, file)), json.$schema!)), file).toBe(true);
    }
  });
});

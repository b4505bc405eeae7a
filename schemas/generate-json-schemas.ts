/**
 * Generates the JSON Schema of every manifest file (and of front matter) from the TypeScript
 * types in schemas/types.ts, so editors autocomplete and flag mistakes while typing.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';
import { schemaEntries } from './index.ts';
import { PATTERNS, type PatternName } from './patterns.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export function generateJsonSchemas(): Record<string, string> {
  const generator = createGenerator({
    path: path.join(here, 'types.ts'),
    tsconfig: path.join(here, '..', 'tsconfig.json'),
    skipTypeCheck: true,
    additionalProperties: false,
    jsDoc: 'extended',
    sortProps: true,
    // VS Code shows `markdownDescription` in hovers and completions when present; from plain
    // `description` it shows the doc comments' backticks as literal characters.
    markdownDescription: true,
    // `@patternOf <name>` names a pattern of schemas/patterns.ts, filled in below.
    extraTags: ['patternOf'],
  });
  const out: Record<string, string> = {};
  for (const entry of Object.values(schemaEntries)) {
    const schema = fillPatterns(generator.createSchema(entry.typeName));
    out[entry.jsonSchemaFile] = `${JSON.stringify(schema, null, 2)}\n`;
  }
  return out;
}

/**
 * Replaces each `patternOf` with the pattern it names and the words VS Code shows when a value
 * fails it (without them, VS Code reports the raw regular expression).
 */
function fillPatterns<T>(node: T): T {
  if (Array.isArray(node)) return node.map(fillPatterns) as T;
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'patternOf') {
      out[key] = fillPatterns(value);
      continue;
    }
    const pattern = PATTERNS[value as PatternName] as (typeof PATTERNS)[PatternName] | undefined;
    if (!pattern) throw new Error(`@patternOf ${String(value)}: no such pattern in schemas/patterns.ts`);
    out.pattern = pattern.regex.source;
    out.patternErrorMessage = pattern.editorMessage;
  }
  return out as T;
}

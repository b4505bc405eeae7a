/**
 * Generates the JSON Schema of every manifest file (and of front matter) from the TypeScript
 * types in schemas/types.ts, so editors autocomplete and flag mistakes while typing.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';
import { schemaEntries } from './index.ts';

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
    // VS Code reports a failed `pattern` with the raw regular expression unless the schema says in
    // words what it expects.
    extraTags: ['patternErrorMessage'],
  });
  const out: Record<string, string> = {};
  for (const entry of Object.values(schemaEntries)) {
    const schema = generator.createSchema(entry.typeName);
    out[entry.jsonSchemaFile] = `${JSON.stringify(schema, null, 2)}\n`;
  }
  return out;
}

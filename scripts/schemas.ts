/** `npm run schemas`: writes schemas/json/*.schema.json from the TypeScript types. */
import fs from 'node:fs';
import path from 'node:path';
import { generateJsonSchemas } from '../schemas/generate-json-schemas.ts';
import { projectRoot } from './cli.ts';

const dir = path.join(projectRoot, 'schemas/json');
fs.mkdirSync(dir, { recursive: true });
for (const [file, text] of Object.entries(generateJsonSchemas())) {
  fs.writeFileSync(path.join(dir, file), text);
  console.log(`[schemas] wrote schemas/json/${file}`);
}

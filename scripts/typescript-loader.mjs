// `node --import ./scripts/typescript-loader.mjs file.ts`: the project's TypeScript through tsx,
// installed packages through Node's own loader (why: scripts/packages-natively.ts).
import { register } from 'node:module';
import { register as registerTypeScript } from 'tsx/esm/api';

registerTypeScript();
// Loaded through tsx (it is TypeScript); registered last, so it runs first.
register('./packages-natively.ts', import.meta.url);

/**
 * `npm run dev`: Vite's dev server over freshly generated data. Every change under content/ or
 * manifest/ regenerates the data and reloads the browser; a broken file prints its problems and
 * the last good data stays on screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { generate } from '../generator/generate.ts';
import { writeGenerated } from '../generator/emit/write-generated.ts';
import { siteViteConfig } from '../vite.config.ts';
import { ValidationError } from '../schemas/format-issues.ts';
import { projectRoot } from './cli.ts';

const generatedDir = path.join(projectRoot, '.cache', 'dev-generated');

function regenerate(): boolean {
  const started = Date.now();
  try {
    const site = generate({ root: projectRoot });
    writeGenerated(site, generatedDir);
    console.log(`[dev] generated ${site.pages.length} pages in ${Date.now() - started} ms`);
    return true;
  } catch (error) {
    console.error(error instanceof ValidationError ? error.message : error);
    return false;
  }
}

/** Serves the generated static files (search indexes) the way the build copies them. */
function generatedStatic(): Plugin {
  return {
    name: 'docs-generated-static',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0]!;
        const match = /\/static\/(.+)$/.exec(url);
        const file = match ? path.join(generatedDir, 'static', match[1]!) : '';
        if (!file || !file.startsWith(path.join(generatedDir, 'static')) || !fs.existsSync(file)) return next();
        res.setHeader('Content-Type', 'application/json');
        fs.createReadStream(file).pipe(res);
      });
    },
  };
}

if (!regenerate()) process.exit(1);
const manifestBase = JSON.parse(fs.readFileSync(path.join(projectRoot, 'manifest/site.json'), 'utf8')) as { base: string };
const config = siteViteConfig({ generatedDir, base: manifestBase.base });
const server = await createServer({ ...config, plugins: [generatedStatic()], server: { port: Number(process.env.PORT ?? 5173) } });
await server.listen();
server.printUrls();

let timer: ReturnType<typeof setTimeout> | undefined;
for (const folder of ['content', 'manifest']) {
  fs.watch(path.join(projectRoot, folder), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (regenerate()) server.ws.send({ type: 'full-reload' });
    }, 30);
  });
}

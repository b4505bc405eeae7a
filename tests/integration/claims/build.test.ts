/**
 * Claims of the docs about what a production build of Rsbuild 0.6.15 writes, each checked on a tiny
 * project built by the real `@rsbuild/core`. A test title names the page whose claim it proves.
 *
 * The builds run concurrently: each takes well under a second of CPU, much of it on Rspack's native
 * threads, so their waits and their work overlap.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createRsbuild, loadConfig, loadEnv, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginRem } from '@rsbuild/plugin-rem';
import { pluginStylus } from '@rsbuild/plugin-stylus';
import { afterAll, describe, expect, it } from 'vitest';
import {
  build,
  type FixtureOptions,
  type Output,
  type ProjectFiles,
  readJsonWhenComplete,
  readOutput,
  writeProject,
} from './fixture.ts';

const outputs: Output[] = [];
afterAll(() => outputs.forEach((output) => output.dispose()));

async function run(files: ProjectFiles, config: RsbuildConfig = {}, options?: FixtureOptions): Promise<Output> {
  const output = await build(files, config, options);
  outputs.push(output);
  return output;
}

const HELLO = { 'src/index.js': 'console.log("hello");\n' };

/**
 * One project with nothing configured, shared by the tests of defaults: a stylesheet, an image at
 * the inlining limit and one a byte over it, a legal comment, non-ASCII text, an API that the
 * default browsers lack (Array.prototype.at: Chrome 92, the default list starts at Chrome 87), and a
 * public folder.
 */
let defaultBuild: Promise<Output> | undefined;
function defaults(): Promise<Output> {
  defaultBuild ??= run({
    'src/index.js': [
      '/*! Example Widgets v1.2.3 | MIT License */',
      'import "./style.css";',
      'import atLimit from "./at-limit.png";',
      'import overLimit from "./over-limit.png";',
      'document.title = "欢迎回来";',
      'console.log(atLimit, overLimit, [1, 2, 3].at(-1));',
      '',
    ].join('\n'),
    'src/style.css': 'body { color: rebeccapurple; }\n',
    'src/at-limit.png': Buffer.alloc(10_000, 1),
    'src/over-limit.png': Buffer.alloc(10_001, 2),
    'public/robots.txt': 'User-agent: *\nDisallow:\n',
  });
  return defaultBuild;
}

/** The `src` of every external script of an HTML page. */
const scriptSources = (html: string) => [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);

describe.concurrent('claims about production builds', () => {
  it('config/output/filename-hash: production JS and CSS names carry an 8-character content hash by default', async () => {
    const output = await defaults();
    const js = output.only(/^static\/js\/index\.[^/]+\.js$/);
    expect(js).toMatch(/^static\/js\/index\.[0-9a-f]{8}\.js$/);
    expect(output.only(/^static\/css\/index\.[^/]+\.css$/)).toMatch(/^static\/css\/index\.[0-9a-f]{8}\.css$/);
    expect(scriptSources(output.read('index.html'))).toContain(`/${js}`);
  });

  it('config/output/filename-hash: `false` drops the hash from JS and CSS names, and the HTML follows', async () => {
    const output = await run(
      { 'src/index.js': 'import "./a.css";\nconsole.log(1);\n', 'src/a.css': 'body { margin: 0; }\n' },
      { output: { filenameHash: false } },
    );
    expect(output.files()).toEqual(['index.html', 'static/css/index.css', 'static/js/index.js']);
    const html = output.read('index.html');
    expect(scriptSources(html)).toEqual(['/static/js/index.js']);
    expect(html).toContain('<link href="/static/css/index.css" rel="stylesheet">');
  });

  it('config/output/filename-hash: a string such as `contenthash:16` sets the hash format', async () => {
    const output = await run(HELLO, { output: { filenameHash: 'contenthash:16' } });
    expect(output.only(/^static\/js\//)).toMatch(/^static\/js\/index\.[0-9a-f]{16}\.js$/);
  });

  it('config/output/clean-dist-path: the dist folder inside the root is emptied before a build by default', async () => {
    const output = await run({ ...HELLO, 'dist/stale.txt': 'from an earlier build' });
    expect(output.exists('stale.txt')).toBe(false);
    expect(output.exists('index.html')).toBe(true);
  });

  it('config/output/clean-dist-path: `false` keeps files already in the dist folder', async () => {
    const output = await run(
      { ...HELLO, 'dist/stale.txt': 'from an earlier build' },
      { output: { cleanDistPath: false } },
    );
    expect(output.read('stale.txt')).toBe('from an earlier build');
    expect(output.exists('index.html')).toBe(true);
  });

  it('config/output/clean-dist-path: a dist folder outside the project root is not emptied unless asked', async () => {
    // The root is <tmp>/app and the output <tmp>/out, a sibling of the root.
    const files = { 'app/src/index.js': 'console.log(1);\n', 'out/stale.txt': 'keep me' };
    const config = { output: { distPath: { root: '../out' } } };
    const kept = await run(files, config, { cwd: 'app' });
    expect(kept.read('stale.txt')).toBe('keep me');
    expect(kept.exists('index.html')).toBe(true);
    const emptied = await run(files, { output: { ...config.output, cleanDistPath: true } }, { cwd: 'app' });
    expect(emptied.exists('stale.txt')).toBe(false);
  });

  it('config/source/define: identifiers and member expressions are replaced with the given code', async () => {
    const output = await run(
      {
        'src/index.js': [
          'console.log(APP_VERSION, process.env.API_URL, typeof IS_BETA);',
          'if (!IS_BETA) console.log("STABLE_ONLY");',
          '',
        ].join('\n'),
      },
      {
        source: {
          define: {
            APP_VERSION: JSON.stringify('1.4.0'),
            'process.env.API_URL': JSON.stringify('https://api.example.com'),
            // A value is code, not a string: `true` here is the boolean literal.
            IS_BETA: 'true',
          },
        },
      },
    );
    const js = output.allJs();
    expect(js).toContain('console.log("1.4.0","https://api.example.com","boolean")');
    expect(js).not.toMatch(/APP_VERSION|API_URL|IS_BETA|STABLE_ONLY/);
  });

  it('guide/advanced/env-vars: a branch made dead by a defined value is dropped before chunks are made, even unminified', async () => {
    const files = {
      'src/index.js': [
        'if (process.env.PUBLIC_CHECKOUT === "express") {',
        '  import("./express").then((m) => m.mount());',
        '} else {',
        '  import("./classic").then((m) => m.mount());',
        '}',
        '',
      ].join('\n'),
      'src/express.js': 'export const mount = () => console.log("EXPRESS_CHECKOUT");\n',
      'src/classic.js': 'export const mount = () => console.log("CLASSIC_CHECKOUT");\n',
    };
    const output = await run(files, {
      source: { define: { 'process.env.PUBLIC_CHECKOUT': JSON.stringify('classic') } },
      output: { minify: false },
    });
    const js = output.allJs();
    expect(js).toContain('CLASSIC_CHECKOUT');
    expect(js).not.toContain('EXPRESS_CHECKOUT');
    expect(output.find(/^static\/js\/async\//)).toHaveLength(1);
  });

  it('guide/advanced/env-vars: through a local variable, the chunk of the dead branch is still emitted', async () => {
    const output = await run(
      {
        'src/index.js': [
          'const checkout = process.env.PUBLIC_CHECKOUT;',
          'if (checkout === "express") import("./express");',
          '',
        ].join('\n'),
        'src/express.js': 'console.log("EXPRESS_CHECKOUT");\n',
      },
      { source: { define: { 'process.env.PUBLIC_CHECKOUT': JSON.stringify('classic') } } },
    );
    const async = output.find(/^static\/js\/async\/.*\.js$/);
    expect(async).toHaveLength(1);
    expect(output.read(async[0]!)).toContain('EXPRESS_CHECKOUT');
  });

  it('guide/advanced/env-vars: createRsbuild alone does not inline PUBLIC_ variables of .env; loadEnv().publicVars does', async () => {
    const files = {
      'src/index.js': 'console.log(process.env.PUBLIC_CLAIMS_API, process.env.CLAIMS_SECRET);\n',
      '.env': 'PUBLIC_CLAIMS_API=https://api.example.com\nCLAIMS_SECRET=do-not-ship\n',
    };
    const plain = await run(files);
    expect(plain.allJs()).toContain('console.log(process.env.PUBLIC_CLAIMS_API,process.env.CLAIMS_SECRET)');
    expect(plain.allJs()).not.toContain('https://api.example.com');

    const project = writeProject(files);
    const withEnv = readOutput(project.cwd, 'dist', project.dispose);
    outputs.push(withEnv);
    const env = loadEnv({ cwd: project.cwd, mode: 'production' });
    try {
      expect(env.publicVars).toMatchObject({ 'process.env.PUBLIC_CLAIMS_API': '"https://api.example.com"' });
      expect(Object.keys(env.publicVars)).not.toContain('process.env.CLAIMS_SECRET');
      process.env.NODE_ENV = 'production';
      const rsbuild = await createRsbuild({ cwd: project.cwd, rsbuildConfig: { source: { define: env.publicVars } } });
      await rsbuild.build();
    } finally {
      env.cleanup();
    }
    expect(withEnv.allJs()).toContain('console.log("https://api.example.com",process.env.CLAIMS_SECRET)');
    expect(withEnv.allJs()).not.toContain('do-not-ship');
  });

  it('guide/advanced/env-vars: process.env.ASSET_PREFIX is the asset prefix without its trailing slash', async () => {
    const source = { 'src/index.js': 'console.log(process.env.ASSET_PREFIX);\n' };
    const [cdn, plain] = await Promise.all([
      run(source, { output: { assetPrefix: 'https://cdn.example.com/shop/' } }),
      run(source),
    ]);
    expect(cdn.allJs()).toContain('console.log("https://cdn.example.com/shop")');
    expect(plain.allJs()).toContain('console.log("")');
  });

  it('config/output/asset-prefix: production script URLs in the HTML start with output.assetPrefix', async () => {
    const output = await run(HELLO, { output: { assetPrefix: 'https://cdn.example.com/app/' } });
    const js = output.only(/^static\/js\/.*\.js$/);
    expect(scriptSources(output.read('index.html'))).toEqual([`https://cdn.example.com/app/${js}`]);
  });

  it('config/html/title, mount-id: the defaults are "Rsbuild App" and a div with id "root"; scripts are deferred in the head', async () => {
    const html = (await defaults()).read('index.html');
    expect(html).toContain('<title>Rsbuild App</title>');
    expect(html).toContain('<body><div id="root"></div></body>');
    expect(html).toMatch(
      /<head>.*<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>.*<\/head>/,
    );
    expect(html).toContain('<meta charset="UTF-8"><meta name="viewport" content="width=device-width,initial-scale=1">');
  });

  it('config/html/title, mount-id, meta, tags: the options change the generated HTML', async () => {
    const output = await run(HELLO, {
      html: {
        title: 'Northwind Portal',
        mountId: 'app',
        meta: { description: 'Order tracking for Northwind customers' },
        tags: [
          { tag: 'script', attrs: { src: 'https://analytics.example.com/a.js', async: true } },
          { tag: 'link', attrs: { rel: 'icon', href: 'favicon.ico' }, append: false },
        ],
      },
      output: { assetPrefix: 'https://cdn.example.com/' },
    });
    const html = output.read('index.html');
    expect(html).toContain('<title>Northwind Portal</title>');
    expect(html).toContain('<div id="app"></div>');
    expect(html).not.toContain('id="root"');
    expect(html).toContain('<meta name="description" content="Order tracking for Northwind customers">');
    // `append: false` puts the tag before the head's other tags, and a relative URL gets the prefix;
    // an absolute URL is left alone and goes after the generated tags.
    expect(html).toMatch(
      /^<!doctype html><html><head><link rel="icon" href="https:\/\/cdn\.example\.com\/favicon\.ico">/,
    );
    expect(html).toMatch(
      /<script defer="defer" src="https:\/\/cdn\.example\.com\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script><script src="https:\/\/analytics\.example\.com\/a\.js" async><\/script><\/head>/,
    );
  });

  it('config/output/data-uri-limit: by default an image of 10000 bytes is inlined and one of 10001 bytes emitted', async () => {
    const output = await defaults();
    const images = output.find(/^static\/image\//);
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^static\/image\/over-limit\.[0-9a-f]{8}\.png$/);
    const js = output.allJs();
    expect(js).toContain(`"data:image/png;base64,${Buffer.alloc(10_000, 1).toString('base64')}"`);
    expect(js).toContain(`"static/image/${path.basename(images[0]!)}"`);
  });

  it('config/output/data-uri-limit: 0 emits every image as a file', async () => {
    const output = await run(
      { 'src/index.js': 'import icon from "./icon.png";\nconsole.log(icon);\n', 'src/icon.png': Buffer.alloc(50, 3) },
      { output: { dataUriLimit: 0 } },
    );
    expect(output.find(/^static\/image\/icon\.[0-9a-f]{8}\.png$/)).toHaveLength(1);
    expect(output.allJs()).not.toContain('data:image/png');
  });

  it('config/output/legal-comments: by default `/*!` comments move to a linked .LICENSE.txt file', async () => {
    const output = await defaults();
    const js = output.only(/^static\/js\/index\.[^/]+\.js$/);
    expect(output.read(`${js}.LICENSE.txt`)).toContain('/*! Example Widgets v1.2.3 | MIT License */');
    const code = output.read(js);
    expect(code.startsWith(`/*! For license information please see ${path.basename(js)}.LICENSE.txt */\n`)).toBe(true);
    expect(code).not.toContain('Example Widgets');
  });

  it('config/output/legal-comments: `inline` keeps the comment in the code, `none` drops it', async () => {
    const source = { 'src/index.js': '/*! Example Widgets v1.2.3 | MIT License */\nconsole.log(1);\n' };
    const [inline, none] = await Promise.all([
      run(source, { output: { legalComments: 'inline' } }),
      run(source, { output: { legalComments: 'none' } }),
    ]);
    expect(inline.allJs()).toContain('/*! Example Widgets v1.2.3 | MIT License */');
    for (const output of [inline, none]) {
      expect(output.find(/LICENSE\.txt$/)).toEqual([]);
    }
    expect(none.allJs()).not.toContain('Example Widgets');
  });

  it("config/performance/remove-console: ['log'] removes console.log and keeps console.warn in production", async () => {
    const source = { 'src/index.js': 'console.log("LOG");\nconsole.warn("WARN");\nconsole.error("ERROR");\n' };
    const output = await run(source, { performance: { removeConsole: ['log'] } });
    const js = output.allJs();
    expect(js).not.toContain('LOG');
    expect(js).toContain('console.warn("WARN")');
    expect(js).toContain('console.error("ERROR")');
  });

  it('config/output/minify: removeConsole is done by the minifier, so with minify false console.log stays', async () => {
    const source = { 'src/index.js': 'console.log("LOG");\nconsole.warn("WARN");\n' };
    const output = await run(source, { performance: { removeConsole: ['log'] }, output: { minify: false } });
    expect(output.allJs()).toContain('console.log("LOG")');
  });

  it('config/output/minify: `{ js: false, css: false }` leaves Rspack its own minimizers, so JS is minified anyway; `{ js: false }` is not', async () => {
    const source = {
      'src/index.js': 'function addOne(parameterOne) {\n  return parameterOne + 1;\n}\nconsole.log(addOne(2));\n',
    };
    const [both, jsOnly] = await Promise.all([
      run(source, { output: { minify: { js: false, css: false } } }),
      run(source, { output: { minify: { js: false } } }),
    ]);
    expect(both.allJs()).not.toContain('parameterOne');
    expect(jsOnly.allJs()).toContain('parameterOne');
  });

  it('config/output/charset: by default non-ASCII text in minified JS is escaped; `utf8` keeps CJK text, not é or emoji', async () => {
    expect((await defaults()).allJs()).toContain('document.title="\\u6B22\\u8FCE\\u56DE\\u6765"');
    const utf8 = await run(
      { 'src/index.js': 'document.title = "欢迎回来 café 😀";\n' },
      { output: { charset: 'utf8' } },
    );
    expect(utf8.allJs()).toContain('document.title="欢迎回来 caf\\xe9 \\uD83D\\uDE00"');
  });

  it('config/output/charset: unminified output keeps CJK text but SWC still escapes é and emoji', async () => {
    const output = await run(
      { 'src/index.js': 'document.title = "欢迎回来 café 😀";\n' },
      { output: { minify: false } },
    );
    expect(output.allJs()).toContain('document.title = "欢迎回来 caf\\xe9 \\uD83D\\uDE00"');
  });

  it('config/output/inline-scripts: `true` moves the entry script into the HTML and removes the file', async () => {
    const output = await run(HELLO, { output: { inlineScripts: true } });
    expect(output.files()).toEqual(['index.html']);
    const html = output.read('index.html');
    expect(scriptSources(html)).toEqual([]);
    expect(html).toMatch(/<script defer="defer">!function\(\)\{.*console\.log\("hello"\).*<\/script><\/head>/);
  });

  it('config/output/inline-scripts: the .map file of an inlined script is still emitted, hidden-source-map too; the HTML minifier drops the sourceMappingURL comment', async () => {
    const [sourceMap, hidden] = await Promise.all([
      run(HELLO, { output: { inlineScripts: true, sourceMap: { js: 'source-map' } } }),
      run(HELLO, { output: { inlineScripts: true, sourceMap: { js: 'hidden-source-map' } } }),
    ]);
    for (const output of [sourceMap, hidden]) {
      expect(output.files()).toEqual([
        'index.html',
        expect.stringMatching(/^static\/js\/index\.[0-9a-f]{8}\.js\.map$/),
      ]);
      expect(output.read('index.html')).not.toContain('sourceMappingURL');
    }
  });

  it('config/output/inline-scripts: with HTML minification off the inlined script points at the published map', async () => {
    const [sourceMap, hidden, cdn] = await Promise.all([
      run(HELLO, { output: { inlineScripts: true, sourceMap: { js: 'source-map' }, minify: { html: false } } }),
      run(HELLO, { output: { inlineScripts: true, sourceMap: { js: 'hidden-source-map' }, minify: { html: false } } }),
      run(HELLO, {
        output: {
          inlineScripts: true,
          sourceMap: { js: 'source-map' },
          minify: { html: false },
          assetPrefix: 'https://cdn.example.com/app/',
        },
      }),
    ]);
    const map = sourceMap.only(/\.map$/);
    expect(sourceMap.read('index.html')).toContain(`//# sourceMappingURL=/${map}</script>`);
    // hidden-source-map writes no comment at all, yet the map file of the inlined script stays.
    expect(hidden.read('index.html')).not.toContain('sourceMappingURL');
    expect(hidden.find(/\.map$/)).toHaveLength(1);
    // The prefix is joined as a file path, which collapses the `//` of an absolute URL.
    expect(cdn.read('index.html')).toContain(
      `//# sourceMappingURL=https:/cdn.example.com/app/${cdn.only(/\.map$/)}</script>`,
    );
  });

  it('config/source/alias-strategy: by default tsconfig paths win over source.alias for the same import', async () => {
    const files = {
      'src/index.js': 'import x from "@shared/x";\nconsole.log(x);\n',
      'src/alias/x.js': 'export default "FROM_ALIAS";\n',
      'src/paths/x.js': 'export default "FROM_TSCONFIG";\n',
      'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@shared/*': ['./src/paths/*'] } } }),
    };
    const alias = { '@shared': './src/alias' };
    const [preferTsconfig, preferAlias] = await Promise.all([
      run(files, { source: { alias } }),
      run(files, { source: { alias, aliasStrategy: 'prefer-alias' } }),
    ]);
    expect(preferTsconfig.allJs()).toContain('FROM_TSCONFIG');
    expect(preferTsconfig.allJs()).not.toContain('FROM_ALIAS');
    expect(preferAlias.allJs()).toContain('FROM_ALIAS');
    expect(preferAlias.allJs()).not.toContain('FROM_TSCONFIG');
  });

  it('config/source/alias: an alias to a folder resolves imports below it', async () => {
    const output = await run(
      {
        'src/index.js': 'import { name } from "@/lib/name";\nconsole.log(name);\n',
        'src/lib/name.js': 'export const name = "ALIASED";\n',
      },
      { source: { alias: { '@': './src' } } },
    );
    expect(output.allJs()).toContain('ALIASED');
  });

  it('config/output/css-modules: `.module.css` classes become `[local]-[hash:6]` in production, exported in camelCase; plain .css stays global', async () => {
    const output = await run({
      'src/index.js':
        'import styles from "./card.module.css";\nimport "./global.css";\nconsole.log(styles.priceTag);\n',
      'src/card.module.css': '.price-tag { color: green; }\n',
      'src/global.css': '.site-header { color: navy; }\n',
    });
    const css = output.read(output.only(/^static\/css\/.*\.css$/));
    const local = /\.(price-tag-[0-9a-f]{6})\{/.exec(css)?.[1];
    expect(local).toBeDefined();
    expect(output.allJs()).toContain(`priceTag:"${local}"`);
    expect(css).toContain('.site-header{');
  });

  it('config/output/inject-styles: `true` puts the CSS into the JavaScript and emits no .css file', async () => {
    const output = await run(
      { 'src/index.js': 'import "./a.css";\n', 'src/a.css': '.banner { color: tomato; }\n' },
      { output: { injectStyles: true } },
    );
    expect(output.find(/\.css$/)).toEqual([]);
    expect(output.read('index.html')).not.toContain('stylesheet');
    expect(output.allJs()).toContain('".banner { color: tomato; }\\n"');
  });

  it('config/output/inline-styles: `true` turns the linked stylesheet into a <style> tag and removes the file', async () => {
    const output = await run(
      { 'src/index.js': 'import "./a.css";\n', 'src/a.css': '.banner { color: tomato; }\n' },
      { output: { inlineStyles: true } },
    );
    expect(output.find(/\.css$/)).toEqual([]);
    expect(output.read('index.html')).toContain('<style>.banner{color:tomato}</style>');
  });

  it('config/html/output-structure: one HTML file per entry, `flat` by default, `nested` as <entry>/index.html', async () => {
    const files = { 'src/home.js': 'console.log("home");\n', 'src/pricing.js': 'console.log("pricing");\n' };
    const entry = { index: './src/home.js', pricing: './src/pricing.js' };
    const [flat, nested] = await Promise.all([
      run(files, { source: { entry } }),
      run(files, { source: { entry }, html: { outputStructure: 'nested' } }),
    ]);
    expect(flat.find(/\.html$/)).toEqual(['index.html', 'pricing.html']);
    expect(nested.find(/\.html$/)).toEqual(['index/index.html', 'pricing/index.html']);
    expect(scriptSources(nested.read('pricing/index.html'))).toEqual([
      expect.stringMatching(/^\/static\/js\/pricing\.[0-9a-f]{8}\.js$/),
    ]);
  });

  it('guide/migration/webpack: the HTML file takes its entry name, so `main` gives main.html and `index` gives index.html', async () => {
    const files = { 'src/main.js': 'console.log("main");\n' };
    const [main, index] = await Promise.all([
      run(files, { source: { entry: { main: './src/main.js' } } }),
      run(files, { source: { entry: { index: './src/main.js' } } }),
    ]);
    expect(main.find(/\.html$/)).toEqual(['main.html']);
    expect(index.find(/\.html$/)).toEqual(['index.html']);
  });

  it('guide/basic/static-assets: `?url` always emits a file and `?inline` always inlines, whatever the size', async () => {
    const output = await run({
      'src/index.js':
        'import small from "./small.png?url";\nimport big from "./big.png?inline";\nconsole.log(small, big);\n',
      'src/small.png': Buffer.alloc(100, 4),
      'src/big.png': Buffer.alloc(20_000, 5),
    });
    const images = output.find(/^static\/image\//);
    expect(images).toEqual([expect.stringMatching(/^static\/image\/small\.[0-9a-f]{8}\.png$/)]);
    expect(output.allJs()).toContain(`"data:image/png;base64,${Buffer.alloc(20_000, 5).toString('base64')}"`);
  });

  it('config/output/source-map: production builds write no JS source maps by default', async () => {
    const output = await defaults();
    expect(output.find(/\.map$/)).toEqual([]);
    expect(output.allJs()).not.toContain('sourceMappingURL');
  });

  it('config/html/inject, script-loading: `body` with `blocking` puts plain scripts at the end of <body>; `module` adds type="module"', async () => {
    const [body, module] = await Promise.all([
      run(HELLO, { html: { inject: 'body', scriptLoading: 'blocking' } }),
      run(HELLO, { html: { scriptLoading: 'module' } }),
    ]);
    expect(body.read('index.html')).toMatch(
      /<\/head><body><div id="root"><\/div><script src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script><\/body>/,
    );
    expect(module.read('index.html')).toMatch(
      /<head>.*<script type="module" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>.*<\/head>/,
    );
  });

  it('config/output/emit-assets: `false` writes no asset files, but imports still return their URLs', async () => {
    const output = await run(
      { 'src/index.js': 'import big from "./big.png";\nconsole.log(big);\n', 'src/big.png': Buffer.alloc(20_000, 6) },
      { output: { emitAssets: () => false } },
    );
    expect(output.find(/^static\/image\//)).toEqual([]);
    expect(output.allJs()).toMatch(/"static\/image\/big\.[0-9a-f]{8}\.png"/);
  });

  it('config/output/manifest: `true` writes manifest.json listing the files of each entry', async () => {
    const output = await run(
      { 'src/index.js': 'import "./a.css";\nconsole.log(1);\n', 'src/a.css': 'body { margin: 0; }\n' },
      { output: { manifest: true } },
    );
    const js = output.only(/^static\/js\/.*\.js$/);
    const css = output.only(/^static\/css\/.*\.css$/);
    const manifest: unknown = JSON.parse(output.read('manifest.json'));
    expect(manifest).toEqual({
      allFiles: expect.arrayContaining([`/${js}`, `/${css}`, '/index.html']),
      entries: { index: { html: ['/index.html'], initial: { js: [`/${js}`], css: [`/${css}`] } } },
    });
  });

  it('config/output/copy: files are copied into the dist folder', async () => {
    const output = await run(
      { ...HELLO, 'assets/docs/terms.txt': 'Terms of use', 'assets/docs/privacy.txt': 'Privacy' },
      { output: { copy: [{ from: './assets/docs', to: 'legal' }] } },
    );
    expect(output.read('legal/terms.txt')).toBe('Terms of use');
    expect(output.read('legal/privacy.txt')).toBe('Privacy');
  });

  it('config/server/public-dir: files of `public` are copied to the dist root on build, unless copyOnBuild is false', async () => {
    expect((await defaults()).read('robots.txt')).toBe('User-agent: *\nDisallow:\n');
    const off = await run(
      { ...HELLO, 'public/robots.txt': 'User-agent: *\n' },
      { server: { publicDir: { copyOnBuild: false } } },
    );
    expect(off.exists('robots.txt')).toBe(false);
  });

  it('config/output/targets, polyfill: `node` writes server/[name].js without a hash, no HTML and no polyfills', async () => {
    const output = await run(
      {
        // Array.prototype.at is missing from the start of the node target's range (node >= 16).
        'src/index.js': 'export const greet = (names) => `hello ${names.at(-1)}`;\n',
      },
      { output: { targets: ['node'] } },
    );
    expect(output.files()).toEqual(['server/index.js']);
    expect(output.read('server/index.js')).not.toContain('core-js');
    const bundle = createRequire(import.meta.url)(path.join(output.dist, 'server/index.js')) as {
      greet(names: string[]): string;
    };
    expect(bundle.greet(['web', 'node'])).toBe('hello node');
  });

  it('config/output/polyfill: by default (`usage`) core-js code for a used API lands in a lib-polyfill chunk; `off` adds none', async () => {
    const output = await defaults();
    const polyfill = output.only(/^static\/js\/lib-polyfill\.[0-9a-f]{8}\.js$/);
    expect(output.read(polyfill)).toContain('__core-js_shared__');
    expect(scriptSources(output.read('index.html'))).toContain(`/${polyfill}`);

    const off = await run({ 'src/index.js': 'console.log([1, 2, 3].at(-1));\n' }, { output: { polyfill: 'off' } });
    expect(off.find(/lib-polyfill/)).toEqual([]);
    expect(off.allJs()).not.toContain('core-js');
  });

  it('config/performance/chunk-split: with plugin-react, react and react-dom go to a lib-react chunk', async () => {
    const files = {
      'src/index.js': [
        'import { createElement } from "react";',
        'import { createRoot } from "react-dom/client";',
        'createRoot(document.body).render(createElement("main"));',
        '',
      ].join('\n'),
    };
    const [withPlugin, withoutPlugin] = await Promise.all([
      run(files, { plugins: [pluginReact()] }, { linkNodeModules: true }),
      run(files, {}, { linkNodeModules: true }),
    ]);
    const lib = withPlugin.only(/^static\/js\/lib-react\.[0-9a-f]{8}\.js$/);
    expect(withPlugin.read(lib)).toContain('react.element');
    // The lib-react group is added by plugin-react: without it the default strategy leaves React
    // in an unnamed vendor chunk.
    expect(withoutPlugin.find(/lib-react/)).toEqual([]);
    expect(withoutPlugin.find(/^static\/js\/\d+\.[0-9a-f]{8}\.js$/)).toHaveLength(1);
  });

  it('guide/optimization/split-chunk: no lib-react chunk without React, nor for React alone, below the 20,000-byte minSize', async () => {
    const [noReact, reactOnly] = await Promise.all([
      run(HELLO, { plugins: [pluginReact()] }, { linkNodeModules: true }),
      // The production build of `react` itself is under 10 kB; react-dom is what makes lib-react.
      run(
        { 'src/index.js': 'import { createElement } from "react";\nconsole.log(createElement("main"));\n' },
        { plugins: [pluginReact()] },
        { linkNodeModules: true },
      ),
    ]);
    for (const output of [noReact, reactOnly]) {
      expect(output.find(/^static\/js\/.*\.js$/)).toEqual([
        expect.stringMatching(/^static\/js\/index\.[0-9a-f]{8}\.js$/),
      ]);
    }
    expect(reactOnly.allJs()).toContain('react.element');
  });

  it('guide/basic/static-deploy: with a CDN assetPrefix the favicon and public files are linked through the CDN but written to the dist root; the app icon keeps its name', async () => {
    const png = Buffer.alloc(64, 7);
    const output = await run(
      {
        ...HELLO,
        'src/favicon.ico': png,
        'src/icon-180.png': png,
        'public/data/pricing.json': '{}\n',
      },
      {
        output: { assetPrefix: 'https://cdn.example.com/storefront/' },
        html: { favicon: './src/favicon.ico', appIcon: './src/icon-180.png' },
      },
    );
    const html = output.read('index.html');
    expect(html).toContain('<link rel="icon" href="https://cdn.example.com/storefront/favicon.ico">');
    expect(output.exists('favicon.ico')).toBe(true);
    expect(output.exists('data/pricing.json')).toBe(true);
    expect(output.find(/^static\//).filter((file) => !/\.[0-9a-f]{8}\./.test(file))).toEqual([
      'static/image/icon-180.png',
    ]);
    expect(html).toContain('href="https://cdn.example.com/storefront/static/image/icon-180.png"');
  });

  it('plugins/list/plugin-stylus: `import` as a string is read a character at a time and fails; as an array it is imported into every file', async () => {
    const files = {
      'src/index.js': 'import "./app.styl";\n',
      'src/app.styl': '.app\n  color brand\n',
      // Found next to the importing file, as stylus resolves a relative import.
      'src/tokens.styl': 'brand = #e11d48\n',
    };
    const withImport = (imported: string | string[]): RsbuildConfig => ({
      // The 0.6.15 type says string; an array is what stylus-loader reads.
      plugins: [pluginStylus({ stylusOptions: { import: imported as string } })],
    });
    await expect(run(files, withImport('./tokens.styl'))).rejects.toThrow();
    const output = await run(files, withImport(['./tokens.styl']));
    expect(output.read(output.only(/^static\/css\/index\.[0-9a-f]{8}\.css$/))).toContain('.app{color:#e11d48}');
  });

  it('plugins/list/plugin-rem: excludeEntries keeps the runtime out only when the HTML sits in a subfolder of the output', async () => {
    const files = { 'src/index.js': 'console.log("shop");\n', 'src/admin.js': 'console.log("admin");\n' };
    const config = (html?: string): RsbuildConfig => ({
      source: { entry: { index: './src/index.js', admin: './src/admin.js' } },
      output: html ? { distPath: { html } } : {},
      plugins: [pluginRem({ excludeEntries: ['admin'] })],
    });
    const [flat, inFolder] = await Promise.all([run(files, config()), run(files, config('html'))]);
    const runtime = 'function setRootPixel()';
    expect(flat.read('index.html')).toContain(runtime);
    expect(flat.read('admin.html')).toContain(runtime);
    expect(inFolder.read('html/index.html')).toContain(runtime);
    expect(inFolder.read('html/admin.html')).not.toContain(runtime);
  });

  it('config/performance/profile: `rsbuild build` writes dist/stats.json with per-module timings', async () => {
    const output = await run(HELLO, { performance: { profile: true } });
    const stats = await readJsonWhenComplete<Stats>(output, 'stats.json');
    expect(stats.modules.some((module) => module.name === './src/index.js' && module.profile !== undefined)).toBe(true);
    expect(output.find(/report.*\.html$/)).toEqual([]);
  });

  it("api/javascript-api/core: createRsbuild({ cwd }) does not read that folder's rsbuild.config; loadConfig({ cwd }) does", async () => {
    const files = {
      ...HELLO,
      'rsbuild.config.ts': [
        'const title: string = "From the config file";',
        'export default { html: { title } };',
        '',
      ].join('\n'),
    };
    const ignored = await run(files);
    expect(ignored.read('index.html')).toContain('<title>Rsbuild App</title>');

    const { content, filePath } = await loadConfig({ cwd: ignored.root });
    expect(filePath).toBe(path.join(ignored.root, 'rsbuild.config.ts'));
    expect(content.html?.title).toBe('From the config file');
  });
});

interface Stats {
  modules: { name: string; profile?: unknown }[];
}

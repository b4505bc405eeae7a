/**
 * Every version claim of every page, in both languages, agrees with the checked-in table of first
 * versions (written by `scripts/feature-versions.ts` from the tagged source and npm). No network.
 */
import { describe, expect, it } from 'vitest';
import table from './feature-versions.json' with { type: 'json' };
import { featureVersionsSchema } from './feature-versions-schema.ts';
import { checkClaims, findVersionClaims } from './version-claims.ts';
import { readContent } from './content-files.ts';

const TABLE = 'tests/content/feature-versions.json';
const versions = featureVersionsSchema.parse(table);
const check = (md: string) => checkClaims(findVersionClaims(md, 'x.md', versions), versions, TABLE);
const found = (md: string) => findVersionClaims(md, 'x.md', versions).map((c) => `${c.key} ${c.version}`);

describe('version claims in the pages', () => {
  const files = readContent();
  const claims = files.flatMap((f) => findVersionClaims(f.text, f.file, versions));

  it('agree with the table of first versions', () => {
    expect(checkClaims(claims, versions, TABLE)).toEqual([]);
  });

  it('are found in the pages (the check is not empty)', () => {
    expect(claims.length).toBeGreaterThan(0);
  });
});

describe('finding version claims (crafted text)', () => {
  it('ties English claims to the inline code or link of the sentence', () => {
    expect(found('`output.manifest` was added in 0.6.12.')).toEqual(['output.manifest 0.6.12']);
    expect(found('Since v0.6.6, [dev.watchFiles](/config/dev/watch-files) reloads the page.')).toEqual([
      'dev.watchFiles 0.6.6',
    ]);
    expect(found('In 0.6.12, Rsbuild added `output.manifest`, which writes a JSON file.')).toEqual([
      'output.manifest 0.6.12',
    ]);
    expect(found('`@rsbuild/plugin-typed-css-modules` was first published in 0.7.0-beta.0.')).toEqual([
      '@rsbuild/plugin-typed-css-modules 0.7.0-beta.0',
    ]);
    expect(found('The runtime code is ES2017 from Rsbuild 0.6.9 on.')).toEqual(['es2017-runtime 0.6.9']);
  });

  it('ties Chinese claims the same way', () => {
    expect(found('0.6.5 新增了 [@rsbuild/plugin-basic-ssl](/plugins/list/plugin-basic-ssl) 插件。')).toEqual([
      '@rsbuild/plugin-basic-ssl 0.6.5',
    ]);
    expect(found('自 0.6.6 起，`dev.watchFiles` 可以监听额外的文件。')).toEqual(['dev.watchFiles 0.6.6']);
    expect(found('从 0.6.7 开始，`@rsbuild/core` 导出了 `rspack` 对象。')).toEqual(['rspack 0.6.7']);
    expect(found('`output.emitAssets` 是 0.6.4 版本引入的配置项。')).toEqual(['output.emitAssets 0.6.4']);
  });

  it('reads a table column "Added in" and a "New in 0.6.x" section', () => {
    const tableMd =
      '| Option | Added in |\n| --- | --- |\n| `output.manifest` | 0.6.12 |\n| `dev.watchFiles` | 0.6.6 |';
    expect(found(tableMd)).toEqual(['output.manifest 0.6.12', 'dev.watchFiles 0.6.6']);
    expect(
      found('### Added in 0.6.14\n\n- `addQuery` for plugin-assets-retry\n\n## Next\n\n- `output.manifest`'),
    ).toEqual(['addQuery 0.6.14']);
  });

  it('reads the release column of a table of additions, in both languages', () => {
    const en =
      '| Release | Addition |\n| --- | --- |\n| 0.6.12 | [output.manifest](/config/output/manifest) writes a manifest. |';
    const zh = '| 版本 | 新增内容 |\n| --- | --- |\n| 0.6.11 | 新增 `output.manifest`。 |';
    expect(found(en)).toEqual(['output.manifest 0.6.12']);
    expect(check(en)).toEqual([]);
    expect(check(zh).join('\n')).toMatch(/came in 0\.6\.11; .* says 0\.6\.12/);
  });

  it('reads "`key` (0.6.x)" and list items that open with a version', () => {
    expect(found('- `output.manifest` (0.6.12) writes a JSON file.')).toEqual(['output.manifest 0.6.12']);
    expect(
      found('- **0.6.4:** `output.emitAssets` skips asset files.\n- 0.6.6：[dev.watchFiles](/config/dev/watch-files)'),
    ).toEqual(['output.emitAssets 0.6.4', 'dev.watchFiles 0.6.6']);
    expect(check('- **0.6.5:** `@rsbuild/plugin-basic-ssl` generates a certificate.')[0]).toContain('says 0.6.6');
    expect(found('It uses `@rspack/core` (0.6.5).')).toEqual([]);
  });

  it('falls back to the table row, then to the section heading', () => {
    expect(
      found('| [@rsbuild/plugin-basic-ssl](/plugins/list/plugin-basic-ssl) | Self-signed HTTPS. Added in 0.6.6. |'),
    ).toEqual(['@rsbuild/plugin-basic-ssl 0.6.6']);
    expect(
      found('### addQuery {#add-query}\n\n- **Requires:** `@rsbuild/plugin-assets-retry` 0.6.14 or later'),
    ).toEqual(['addQuery 0.6.14']);
  });

  it('ignores versions that claim nothing, ranges and code fences', () => {
    expect(found('Rsbuild 0.6.15 uses `@rspack/core` 0.6.5.')).toEqual([]);
    expect(found('Patch releases (for example from 0.6.1 to 0.6.15) fix bugs.')).toEqual([]);
    expect(found('补丁版本（例如从 0.6.1 到 0.6.15）主要是修复。')).toEqual([]);
    expect(found('Android WebView（`android`，4.4.4 之后）的当前版本。')).toEqual([]);
    expect(
      found(
        'The [unplugin-stylex](https://github.com/eryue0220/unplugin-stylex) package added Rsbuild support in its 0.3.1 release.',
      ),
    ).toEqual([]);
    expect(found('In the 173 days from 0.1.0 (22 November 2023) to 0.6.15 (13 May 2024).')).toEqual([]);
    expect(found('Bind to 127.0.0.1 since it is private.')).toEqual([]);
    expect(found('解答关于 Rsbuild 0.6.15 的常见问题：如何添加 Babel 插件。')).toEqual([]);
    expect(found("`output.polyfill` 为 `'usage'`（0.6.15 的默认值）时，代码会引入 `core-js`。")).toEqual([]);
    expect(found('```ts\n// added in 0.6.1: `output.manifest`\n```')).toEqual([]);
  });
});

describe('checking version claims (crafted text)', () => {
  it('fails on a wrong version, naming file, line, claim and the table', () => {
    const problems = check(
      'Intro.\n\n- [@rsbuild/plugin-basic-ssl](/plugins/list/plugin-basic-ssl) was added in 0.6.5.',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^x\.md:3: ".*plugin-basic-ssl.*" says `@rsbuild\/plugin-basic-ssl` came in 0\.6\.5; tests\/content\/feature-versions\.json says 0\.6\.6 /,
    );
  });

  it('fails on a claim about a feature the table lacks', () => {
    const problems = check('`source.preEntry` was introduced in 0.3.0.');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('x.md:1:');
    expect(problems[0]).toContain('none of `source.preEntry` is in tests/content/feature-versions.json');
  });

  it('fails on a claim that names no feature', () => {
    expect(check('这个能力是 0.6.3 新增的。')[0]).toContain('names no feature');
  });

  it('passes the right versions', () => {
    expect(check('`@rsbuild/plugin-typed-css-modules` 首次发布于 0.7.0-beta.0。')).toEqual([]);
    expect(check('`modifyHTMLTags` was added in 0.6.2 and the `rspack` export in 0.6.7.')).toEqual([]);
  });
});

/**
 * Writes `tests/content/feature-versions.json`, the table the version-claims check compares every
 * "added in 0.6.x" sentence with. Run it by hand after adding a probe; it is not part of `npm test`
 * (it needs the git mirror and the registry):
 *
 *   npx tsx scripts/feature-versions.ts /work/.mirror/web-infra-dev+rsbuild/repo
 *
 * Each feature is a probe: a file and a pattern, checked at the release tags in order (v0.1.0 up
 * to v0.6.15, then the later 0.x tags for features that 0.6.15 does not have yet). The first tag
 * whose file matches is the first version that contains the feature. For packages, the earliest
 * version the npm registry knows is checked too, and wins when it is older than the tag.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './cli.ts';
import {
  compareVersions,
  featureVersionsSchema,
  type FeatureVersions,
} from '../tests/content/feature-versions-schema.ts';

interface Probe {
  key: string;
  aliases: string[];
  file: string;
  pattern: RegExp;
  /** The npm package whose first publish also counts. */
  npm?: string;
}

const probes: Probe[] = [
  {
    key: '@rsbuild/plugin-basic-ssl',
    aliases: ['pluginBasicSsl', 'plugin-basic-ssl'],
    file: 'packages/plugin-basic-ssl/package.json',
    pattern: /"name": "@rsbuild\/plugin-basic-ssl"/,
    npm: '@rsbuild/plugin-basic-ssl',
  },
  {
    key: '@rsbuild/plugin-typed-css-modules',
    aliases: ['pluginTypedCSSModules', 'plugin-typed-css-modules'],
    file: 'packages/plugin-typed-css-modules/package.json',
    pattern: /"name": "@rsbuild\/plugin-typed-css-modules"/,
    npm: '@rsbuild/plugin-typed-css-modules',
  },
  {
    key: 'addQuery',
    aliases: ['pluginAssetsRetry.addQuery', 'assetsRetry.addQuery'],
    file: 'packages/plugin-assets-retry/src/types.ts',
    pattern: /\baddQuery\?:/,
  },
  {
    key: 'output.minify',
    aliases: ['minify'],
    file: 'packages/shared/src/types/config/output.ts',
    pattern: /^\s+minify\?:/m,
  },
  {
    key: '?react',
    aliases: ['svg?react'],
    file: 'packages/plugin-svgr/src/index.ts',
    pattern: /\.resourceQuery\(\/react\/\)/,
  },
  {
    key: 'output.manifest',
    aliases: [],
    file: 'packages/shared/src/types/config/output.ts',
    pattern: /^\s+manifest\?:/m,
  },
  {
    key: 'output.emitAssets',
    aliases: ['emitAssets'],
    file: 'packages/shared/src/types/config/output.ts',
    pattern: /^\s+emitAssets\?:/m,
  },
  {
    key: 'dev.watchFiles',
    aliases: ['watchFiles'],
    file: 'packages/shared/src/types/config/dev.ts',
    pattern: /^\s+watchFiles\?:/m,
  },
  {
    key: 'server.publicDir.watch',
    aliases: ['publicDir.watch', 'watching the public folder', '监听 public 目录'],
    file: 'packages/shared/src/types/config/server.ts',
    pattern: /watch the public directory/,
  },
  {
    key: 'modifyHTMLTags',
    aliases: ['api.modifyHTMLTags'],
    file: 'packages/shared/src/types/plugin.ts',
    pattern: /\bmodifyHTMLTags\b/,
  },
  {
    key: 'rspack',
    aliases: ['rspack export', "import { rspack } from '@rsbuild/core'"],
    file: 'packages/core/src/index.ts',
    pattern: /^export \{[^}]*\brspack\b[^}]*\}/m,
  },
  { key: 'es2017-runtime', aliases: ['ES2017'], file: 'packages/core/modern.config.ts', pattern: /target: 'es2017'/ },
  {
    key: 'reactRefreshOptions',
    aliases: ['pluginReact.reactRefreshOptions'],
    file: 'packages/plugin-react/src/index.ts',
    pattern: /\breactRefreshOptions\b/,
  },
  {
    key: 'mixedImport',
    aliases: ['pluginSvgr.mixedImport'],
    file: 'packages/plugin-svgr/src/index.ts',
    pattern: /\bmixedImport\b/,
  },
];

function git(repo: string, args: string[]): string | null {
  try {
    return execFileSync('git', ['--git-dir', repo, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return null;
  }
}

/** v0.1.0 … v0.6.15, then the later 0.x tags (prereleases included), in release order. */
function releaseTags(repo: string): string[] {
  const tags = (git(repo, ['tag', '--list', 'v0.*']) ?? '')
    .split('\n')
    .filter((t) => /^v0\.\d+\.\d+(?:-[\w.]+)?$/.test(t));
  return tags.filter((t) => compareVersions(t, 'v0.1.0') >= 0).sort(compareVersions);
}

function firstTag(repo: string, tags: string[], probe: Probe): string | null {
  for (const tag of tags) {
    const text = git(repo, ['show', `${tag}:${probe.file}`]);
    if (text !== null && probe.pattern.test(text)) return tag;
  }
  return null;
}

/** The oldest version in `npm view <pkg> time`, or null when the registry cannot say. */
function firstPublished(pkg: string): string | null {
  try {
    const out = execFileSync('npm', ['view', pkg, 'time', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const versions = Object.keys(JSON.parse(out) as Record<string, string>).filter(
      (k) => k !== 'created' && k !== 'modified',
    );
    return versions.sort(compareVersions)[0] ?? null;
  } catch {
    return null;
  }
}

function main(): void {
  const repo = process.argv[2];
  if (!repo || !fs.existsSync(repo)) {
    console.error('usage: npx tsx scripts/feature-versions.ts <path of the rsbuild git mirror>');
    process.exit(1);
  }
  const tags = releaseTags(repo);
  if (!tags.includes('v0.6.15')) throw new Error(`${repo} has no tag v0.6.15`);
  const table: FeatureVersions = {
    $comment:
      'Written by scripts/feature-versions.ts (run by hand). Versions that first contain each feature; tests/content/version-claims.test.ts compares every version claim in the pages with it.',
    features: {},
  };
  for (const probe of probes) {
    const tag = firstTag(repo, tags, probe);
    const published = probe.npm ? firstPublished(probe.npm) : null;
    let version = tag?.slice(1) ?? null;
    let evidence = tag
      ? `git ${tag}:${probe.file} first matches ${probe.pattern}`
      : `no tag matches ${probe.pattern} in ${probe.file}`;
    if (probe.npm) evidence += `; npm view ${probe.npm} time: oldest ${published ?? 'unknown'}`;
    if (published && (!version || compareVersions(published, version) < 0)) version = published;
    if (!version) throw new Error(`${probe.key}: ${evidence}`);
    table.features[probe.key] = { version, aliases: probe.aliases, evidence };
    console.log(`${probe.key.padEnd(36)} ${version.padEnd(14)} ${evidence}`);
  }
  const out = path.join(projectRoot, 'tests/content/feature-versions.json');
  fs.writeFileSync(out, `${JSON.stringify(featureVersionsSchema.parse(table), null, 2)}\n`);
  console.log(`wrote ${path.relative(projectRoot, out)}`);
}

main();

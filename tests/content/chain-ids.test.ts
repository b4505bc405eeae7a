/**
 * The `CHAIN_ID` reference of `config/tools/bundler-chain` matches the constant of the installed
 * packages: every group of `CHAIN_ID` has its section in both languages, each section's table
 * lists every key of that group with its id string, and nothing else.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentRoot } from './content-files.ts';

type ChainIds = Record<string, Record<string, string>>;

interface InstalledChainId {
  chainId: ChainIds;
  coreVersion: string;
  sharedVersion: string;
}

const readVersion = (entry: string): string => {
  // `package.json` is not in the packages' `exports`; the entry lives in `<package>/dist/`.
  const pkg = JSON.parse(fs.readFileSync(path.resolve(path.dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
};

/** `CHAIN_ID` from the copy of @rsbuild/shared that the installed @rsbuild/core really loads. */
function installedChainId(): InstalledChainId {
  const coreEntry = createRequire(import.meta.url).resolve('@rsbuild/core');
  const fromCore = createRequire(coreEntry);
  const sharedEntry = fromCore.resolve('@rsbuild/shared');
  const { CHAIN_ID } = fromCore(sharedEntry) as { CHAIN_ID: ChainIds };
  return { chainId: CHAIN_ID, coreVersion: readVersion(coreEntry), sharedVersion: readVersion(sharedEntry) };
}

/** `RESOLVE_PLUGIN` → `chain-id-resolve-plugin`: the heading id of that group's section. */
const sectionId = (group: string): string => `chain-id-${group.toLowerCase().replace(/_/g, '-')}`;

/**
 * The key/id rows of each `### CHAIN_ID.<GROUP> {#chain-id-<group>}` section: table rows whose
 * first two cells are `` `KEY` `` and `` `'id'` ``. A section ends at the next heading.
 */
function documentedChainIds(markdown: string): Map<string, Map<string, string>> {
  const groups = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+CHAIN_ID\.([A-Z_]+)\s*\{#([\w-]+)\}\s*$/.exec(line);
    if (heading) {
      const [, group, id] = heading as unknown as [string, string, string];
      current = new Map();
      groups.set(id === sectionId(group) ? group : `${group} (heading id #${id})`, current);
      continue;
    }
    if (/^#{1,6}\s/.test(line)) {
      current = undefined;
      continue;
    }
    const row = /^\|\s*`([A-Z0-9_]+)`\s*\|\s*`'([^'`]*)'`\s*\|/.exec(line);
    if (row && current) {
      const [, key, value] = row as unknown as [string, string, string];
      current.set(key, current.has(key) ? `${current.get(key)} | duplicate: ${value}` : value);
    }
  }
  return groups;
}

/** Everything that differs between the constant and the page, one readable line each. */
function chainIdDifferences(expected: ChainIds, documented: Map<string, Map<string, string>>): string[] {
  const problems: string[] = [];
  for (const [group, ids] of Object.entries(expected)) {
    const rows = documented.get(group);
    if (!rows) {
      problems.push(`missing section CHAIN_ID.${group} {#${sectionId(group)}}`);
      continue;
    }
    for (const [key, value] of Object.entries(ids)) {
      const written = rows.get(key);
      if (written === undefined) problems.push(`missing CHAIN_ID.${group}.${key} ('${value}')`);
      else if (written !== value) problems.push(`CHAIN_ID.${group}.${key} is '${value}', the page says '${written}'`);
    }
    for (const key of rows.keys()) {
      if (!(key in ids)) problems.push(`CHAIN_ID.${group}.${key} does not exist`);
    }
  }
  for (const group of documented.keys()) {
    if (!(group in expected)) problems.push(`section CHAIN_ID.${group} is not a group of CHAIN_ID`);
  }
  return problems;
}

const installed = installedChainId();

describe('CHAIN_ID reference', () => {
  it('reads CHAIN_ID from the installed 0.6.15 packages', () => {
    expect(installed.coreVersion).toBe('0.6.15');
    expect(installed.sharedVersion).toBe('0.6.15');
    expect(installed.chainId.RULE?.CSS).toBe('css');
    expect(installed.chainId.PLUGIN?.HTML).toBe('html');
  });

  it('reports a missing id, a wrong id, an unknown id and a missing section', () => {
    const page = [
      '### CHAIN_ID.RULE {#chain-id-rule}',
      '| Key | Id | What it is |',
      '| --- | --- | --- |',
      "| `JS` | `'js'` | scripts |",
      "| `CSS` | `'styles'` | wrong id |",
      "| `COFFEE` | `'coffee'` | not in the constant |",
      '## Other ids {#other-ids}',
      "| `LESS` | `'less'` | outside any group section, ignored |",
    ].join('\n');
    const expected: ChainIds = { RULE: { JS: 'js', CSS: 'css', LESS: 'less' }, USE: { SWC: 'swc' } };
    expect(chainIdDifferences(expected, documentedChainIds(page))).toEqual([
      "CHAIN_ID.RULE.CSS is 'css', the page says 'styles'",
      "missing CHAIN_ID.RULE.LESS ('less')",
      'CHAIN_ID.RULE.COFFEE does not exist',
      'missing section CHAIN_ID.USE {#chain-id-use}',
    ]);
  });

  it('reports a section whose heading id does not follow the group name', () => {
    const page = "### CHAIN_ID.ONE_OF {#one-of}\n| `SVG` | `'svg'` | x |";
    expect(chainIdDifferences({ ONE_OF: { SVG: 'svg' } }, documentedChainIds(page))).toEqual([
      'missing section CHAIN_ID.ONE_OF {#chain-id-one-of}',
      'section CHAIN_ID.ONE_OF (heading id #one-of) is not a group of CHAIN_ID',
    ]);
  });

  for (const lang of ['en', 'zh']) {
    it(`config/tools/bundler-chain (${lang}) lists exactly the ids of CHAIN_ID`, () => {
      const file = path.join(contentRoot, lang, 'config/tools/bundler-chain.md');
      const documented = documentedChainIds(fs.readFileSync(file, 'utf8'));
      expect(chainIdDifferences(installed.chainId, documented), path.relative(contentRoot, file)).toEqual([]);
    });
  }
});

/**
 * The configuration reference matches the 0.6.15 types: every option page names an option that
 * exists in `RsbuildConfig`, and every option of the documented groups has a page, except the
 * options listed below, which the route table of the specification does not include.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot, readContent } from './content-files.ts';

/**
 * Options present in the 0.6.15 types without a page in the specification's route table: the
 * webpack-provider options (`tools.webpack`, `tools.webpackChain`, `tools.cssExtract`) and two
 * options the table leaves out. Guides mention them where they matter.
 */
export const OPTIONS_WITHOUT_PAGES = new Set<string>([
  'output.enableCssModuleTSDeclaration',
  'performance.buildCache',
  'tools.cssExtract',
  'tools.webpack',
  'tools.webpackChain',
]);

function configShape(): Map<string, string[]> {
  const dir = path.join(projectRoot, '.cache', 'config-shape');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'probe.ts');
  fs.writeFileSync(
    file,
    "import type { RsbuildConfig } from '@rsbuild/core';\nexport type Probe = Required<RsbuildConfig>;\n",
  );
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const alias = source.statements.find(ts.isTypeAliasDeclaration)!;
  const config = checker.getTypeAtLocation(alias.name);
  const shape = new Map<string, string[]>();
  for (const group of config.getProperties()) {
    const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(group, alias));
    const members =
      type.isUnion() || type.getCallSignatures().length || checker.isArrayType(type)
        ? []
        : type.getProperties().map((p) => p.name);
    shape.set(group.name, members);
  }
  return shape;
}

const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

function optionOf(contentPath: string): string {
  const parts = contentPath.replace(/^config\//, '').split('/');
  return parts.map(camel).join('.');
}

const pages = readContent().filter((f) => f.contentPath.startsWith('config/') && f.contentPath !== 'config/index');
const shape = configShape();

describe('configuration reference', () => {
  it('reads a real config type', () => {
    expect(shape.get('server')).toContain('port');
    expect(shape.get('dev')).toContain('hmr');
    expect(shape.has('plugins')).toBe(true);
  });

  it('documents only options that exist in @rsbuild/core 0.6.15, under their own name', () => {
    const unknown: string[] = [];
    for (const page of pages) {
      const option = optionOf(page.contentPath);
      const [group, name] = option.split('.');
      const exists = name === undefined ? shape.has(group!) : (shape.get(group!) ?? []).includes(name);
      if (!exists) unknown.push(`${page.file}: ${option}`);
      const title = /^# (.+)$/m.exec(page.text)?.[1]?.trim();
      if (title !== option) unknown.push(`${page.file}: title "${title}" should be "${option}"`);
    }
    expect(unknown).toEqual([]);
  });

  it('has a page for every option of the documented groups', () => {
    const documented = new Set(pages.filter((p) => p.lang === 'en').map((p) => optionOf(p.contentPath)));
    const groups = [
      'dev',
      'html',
      'moduleFederation',
      'output',
      'performance',
      'security',
      'server',
      'source',
      'tools',
    ];
    const missing = groups
      .flatMap((g) => (shape.get(g) ?? []).map((o) => `${g}.${o}`))
      .filter((o) => !documented.has(o) && !OPTIONS_WITHOUT_PAGES.has(o));
    expect(missing).toEqual([]);
  });
});

/**
 * Every `rsbuild.config.*` example on the site type-checks against @rsbuild/core 0.6.15 and the
 * official plugins installed as devDependencies. Examples importing a plugin that is not installed
 * (README, "Plugins used by the example checks") are counted and skipped.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { codeBlocks, projectRoot, readContent, type CodeBlock } from '../content/content-files.ts';

const installed = (name: string) => fs.existsSync(path.join(projectRoot, 'node_modules', name, 'package.json'));

const examples = readContent()
  .flatMap(codeBlocks)
  .filter(
    (b) => /^rsbuild\.config\.(ts|mts|js|mjs)$/.test(b.title) && ['ts', 'tsx', 'mts', 'js', 'mjs'].includes(b.lang),
  );

function importsOf(code: string): string[] {
  return [...code.matchAll(/from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

describe('configuration examples', () => {
  it('exist in quantity', () => {
    expect(examples.length).toBeGreaterThan(300);
  });

  it('type-check against @rsbuild/core 0.6.15', () => {
    const dir = path.join(projectRoot, '.cache', 'examples');
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const origin = new Map<string, CodeBlock[]>();
    const skipped: string[] = [];
    for (const block of examples) {
      const packages = importsOf(block.code).filter((s) => !s.startsWith('.') && !s.startsWith('node:'));
      const missing = packages.filter(
        (p) => !installed(p.startsWith('@') ? p.split('/').slice(0, 2).join('/') : p.split('/')[0]!),
      );
      if (missing.length) {
        skipped.push(`${block.file}:${block.line} (${missing.join(', ')})`);
        continue;
      }
      const ext = /\.m?js$/.test(block.title) ? '.mjs' : '.ts';
      const name = crypto.createHash('sha1').update(block.code).digest('hex').slice(0, 12) + ext;
      if (!origin.has(name)) fs.writeFileSync(path.join(dir, name), block.code);
      origin.set(name, [...(origin.get(name) ?? []), block]);
    }
    const files = [...origin.keys()].map((n) => path.join(dir, n));
    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      allowJs: true,
      checkJs: true,
      types: ['node'],
      typeRoots: [path.join(projectRoot, 'node_modules/@types')],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => {
      const name = d.file ? path.basename(d.file.fileName) : '';
      const where = (origin.get(name) ?? []).map((b) => `${b.file}:${b.line}`).join(', ') || d.file?.fileName;
      const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
      return `${where} (example line ${line}): ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
    expect(problems).toEqual([]);
    // Skipped examples are reported, never silently dropped, and must stay a small minority.
    if (skipped.length)
      console.info(
        `[examples] ${skipped.length} example(s) import plugins that are not installed:\n  ${skipped.join('\n  ')}`,
      );
    expect(skipped.length).toBeLessThan(examples.length / 5);
  });
});

/**
 * The theme cannot style content by accident: over the theme's stylesheets, no chrome rule selects
 * a class that Markdown output or Prism's tokens carry, and token colours apply inside code blocks
 * only (renderer/theme/*.css, Markdown fixtures of every construct, every grammar fences can use).
 */
import fs from 'node:fs';
import path from 'node:path';
import Prism from 'prismjs';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHTED_LANGUAGES } from '../../generator/markdown/rules/code.ts';
import { compileSource } from '../fixtures/compile-source.ts';
import { selectorsOf, themeClassProblems, type ThemeClassRules } from './theme-classes.ts';

const root = path.join(import.meta.dirname, '..', '..');
const themeDir = path.join(root, 'renderer', 'theme');
const fixtures = path.join(root, 'tests', 'fixtures', 'markdown');

const selectors = fs
  .readdirSync(themeDir)
  .filter((f) => f.endsWith('.css'))
  .flatMap((f) => selectorsOf(f, fs.readFileSync(path.join(themeDir, f), 'utf8')));

/** Token names of a grammar and the grammars nested in it, with their aliases. */
function tokenNames(grammar: Prism.Grammar, seen = new Set<object>()): string[] {
  if (seen.has(grammar)) return [];
  seen.add(grammar);
  return Object.entries(grammar).flatMap(([name, value]) => {
    const entries = (Array.isArray(value) ? value : [value]) as (RegExp | Prism.TokenObject)[];
    return [
      name,
      ...entries.flatMap((entry) => {
        if (entry instanceof RegExp) return [];
        const alias = entry.alias === undefined ? [] : [entry.alias].flat();
        return [...alias, ...(entry.inside ? tokenNames(entry.inside, seen) : [])];
      }),
    ];
  });
}

/** The classes Prism writes, through the class mapping the generator configured. */
const customClass = (Prism.plugins as { customClass: { apply(name: string, language: string): string } }).customClass;
const prismClasses = new Set(
  ['token', ...HIGHLIGHTED_LANGUAGES.flatMap((lang) => tokenNames(Prism.languages[lang]!))].map((name) =>
    customClass.apply(name, ''),
  ),
);

/** Parses HTML with <pre> as markup (node-html-parser keeps it as raw text by default). */
const parseBlocks = (html: string) => parse(html, { blockTextElements: { script: true, style: true } });

/**
 * Classes of the Markdown rules' own elements in the rendered fixtures. Prism's spans are the
 * elements inside a code line (a child of <code>), and are left to the set above.
 */
function markdownClassesOf(html: string): string[] {
  return parseBlocks(html)
    .querySelectorAll('*')
    .filter((el) => !el.closest('code') || el.parentNode?.tagName.toLowerCase() === 'code')
    .flatMap((el) => el.classList.value);
}
const markdownClasses = new Set(
  fs
    .readdirSync(fixtures)
    .filter((f) => f.endsWith('.md'))
    .flatMap((f) =>
      (['en', 'zh'] as const).flatMap((lang) =>
        markdownClassesOf(compileSource(fs.readFileSync(path.join(fixtures, f), 'utf8'), { lang }).html),
      ),
    ),
);

const rules: ThemeClassRules = {
  contentFiles: ['content.css', 'code.css', 'print.css'],
  markdownClasses,
  prismClasses,
  codeBlockClass: 'code-block',
};

describe('theme classes', () => {
  it('reads the rules of every stylesheet and the classes content carries', () => {
    // A parser that found nothing would pass every check below.
    expect(selectors.length).toBeGreaterThan(300);
    expect([...markdownClasses]).toEqual(
      expect.arrayContaining(['code-block', 'line', 'callout', 'tab', 'header-anchor']),
    );
    expect(prismClasses.size).toBeGreaterThan(100);
    // The generator's highlighting writes exactly these names.
    const html = compileSource('```html\n<div class="a">x</div>\n```\n\n```diff\n- a\n+ b\n```\n').html;
    const written = parseBlocks(html)
      .querySelectorAll('code span span')
      .flatMap((el) => el.classList.value);
    expect(written.length).toBeGreaterThan(5);
    for (const name of written) expect(prismClasses).toContain(name);
  });

  it('no chrome rule selects a class of content, and token colours stay inside code blocks', () => {
    expect(themeClassProblems(selectors, rules)).toEqual([]);
  });

  it('fails on a badge class Prism also writes, a token colour outside code, and a shared class', () => {
    const bad = [
      ...selectorsOf('base.css', '.tag { color: red }'),
      ...selectorsOf('code.css', '.token.tag { color: blue }'),
      ...selectorsOf('layout.css', '.sidebar .callout { margin: 0 }'),
    ];
    const unprefixed = { ...rules, prismClasses: new Set(['token', 'tag', 'line']) };
    expect(themeClassProblems(bad, unprefixed)).toEqual([
      '"line" is written both by a Markdown rule and by Prism',
      'base.css: ".tag" selects Prism\'s "tag" outside .code-block',
      'code.css: ".token.tag" selects Prism\'s "token" outside .code-block',
      'code.css: ".token.tag" selects Prism\'s "tag" outside .code-block',
      'layout.css: ".sidebar .callout" is a chrome rule that selects "callout", which page content carries',
    ]);
  });
});

/**
 * A copy of this site at N times its size, for `npm run bench -- scale`. Every section of every
 * language is copied N − 1 more times (`guide-2/`, `config-2/`, …) with its prose varied: the
 * words of each English sentence and the sentences of each Chinese paragraph are shuffled by a
 * seeded generator, so the copies compress like prose rather than like repeated bytes. Headings,
 * code, links, tables and front matter stay as written, so every link and include still resolves.
 */
import fs from 'node:fs';
import path from 'node:path';

const SECTIONS = ['guide', 'config', 'plugins', 'api', 'community'];

/** A small seeded generator (mulberry32): the same copy every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], next: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Lines that are plain prose: no Markdown construct a shuffle could break. */
const PLAIN = /^[\p{L}\p{N}]/u;
const MARKUP = /[[\]`{}<>|*_#]|:::|https?:/;

/** `text` with its plain prose lines shuffled; fences and front matter untouched. */
export function varyProse(text: string, seed: number): string {
  const next = random(seed);
  let inFence = false;
  let inFrontMatter = text.startsWith('---\n');
  return text
    .split('\n')
    .map((line, i) => {
      if (inFrontMatter) {
        if (i > 0 && line === '---') inFrontMatter = false;
        return line;
      }
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence || !PLAIN.test(line) || MARKUP.test(line)) return line;
      if (/[\u4e00-\u9fff]/.test(line)) {
        const sentences = line.split(/(?<=。)/).filter(Boolean);
        return shuffle(sentences, next).join('');
      }
      return line
        .split(/(?<=\. )/)
        .map((sentence) => shuffle(sentence.trim().split(' '), next).join(' '))
        .join(' ');
    })
    .join('\n');
}

/** Writes the site at `factor` times its size under `dir` and returns the number of pages. */
export function writeScaledSite(project: string, dir: string, factor: number): number {
  for (const part of ['manifest', 'public', 'content'])
    fs.cpSync(path.join(project, part), path.join(dir, part), { recursive: true });
  const content = path.join(dir, 'content');
  const langs = fs.readdirSync(content).filter((d) => fs.statSync(path.join(content, d)).isDirectory());
  let seed = 1;
  for (let copy = 2; copy <= factor; copy++) {
    for (const lang of langs) {
      for (const section of SECTIONS) {
        const from = path.join(content, lang, section);
        if (!fs.existsSync(from)) continue;
        for (const file of fs.readdirSync(from, { recursive: true, encoding: 'utf8' })) {
          const source = path.join(from, file);
          if (!fs.statSync(source).isFile()) continue;
          const target = path.join(content, lang, `${section}-${copy}`, file);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          const text = fs.readFileSync(source, 'utf8');
          fs.writeFileSync(target, file.endsWith('.md') ? varyProse(text, seed++) : text);
        }
      }
    }
  }
  return fs
    .readdirSync(content, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md') && !f.includes('shared')).length;
}

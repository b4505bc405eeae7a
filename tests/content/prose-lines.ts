/** The lines of a Markdown page that readers read as text: outside code fences and comments. */

export interface ProseLine {
  line: number;
  /** The Markdown source of the line. */
  source: string;
}

/** Lines outside front matter, code fences and HTML comments, with their numbers. */
export function proseLines(text: string): ProseLine[] {
  const lines = text.split('\n');
  const out: ProseLine[] = [];
  let i = 0;
  if (lines[0]?.trim() === '---') {
    i = lines.findIndex((l, k) => k > 0 && l.trim() === '---') + 1;
    // Front matter texts (title, hero, features) are prose too; links, icons and ids are not.
    for (let k = 1; k < i - 1; k++) {
      const m = /^\s*(?:-\s+)?(title|text|tagline|details|name|description|alt):\s*(['"]?)(.*)\2\s*$/.exec(lines[k]!);
      if (m && m[3]) out.push({ line: k + 1, source: m[3] });
    }
  }
  let fence = '';
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (!fence) fence = f[1]!;
      else if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = '';
      continue;
    }
    if (fence || /^\s*<!--.*-->\s*$/.test(line)) continue;
    out.push({ line: i + 1, source: line });
  }
  return out;
}

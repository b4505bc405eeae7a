/**
 * Which classes the theme's CSS selects, and whether content could take a look meant for the
 * chrome. Generated content (Markdown rules) and Prism's tokens write class names the theme does
 * not choose; a chrome rule that selects one of them styles content by accident (Prism's `tag`
 * token once wore the sidebar's badge, its `line` token the code block's line box).
 */

/** One selector of a style rule, with the file it is in. */
export interface ThemeSelector {
  file: string;
  selector: string;
}

/** The selectors of every style rule in a stylesheet (at-rule preludes and keyframe steps left out). */
export function selectorsOf(file: string, css: string): ThemeSelector[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: ThemeSelector[] = [];
  let prelude = '';
  const atRules: boolean[] = [];
  for (const ch of source) {
    if (ch === '{') {
      const text = prelude.trim();
      const inKeyframes = atRules.some((isKeyframes) => isKeyframes);
      atRules.push(/^@(-\w+-)?keyframes\b/.test(text));
      if (text && !text.startsWith('@') && !inKeyframes)
        for (const selector of text.split(',')) out.push({ file, selector: selector.trim() });
      prelude = '';
    } else if (ch === '}') {
      atRules.pop();
      prelude = '';
    } else if (ch === ';') prelude = '';
    else prelude += ch;
  }
  return out;
}

/** The class names a selector names, with the compound (`.a.b` between combinators) of each. */
export function classesOf(selector: string): { name: string; compound: string[]; index: number }[] {
  const compounds = selector
    .replace(/\[[^\]]*\]|\([^)]*\)/g, '')
    .split(/\s+|>|\+|~/)
    .filter(Boolean);
  return compounds.flatMap((compound, index) => {
    const names = [...compound.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
    return names.map((name) => ({ name, compound: names, index }));
  });
}

export interface ThemeClassRules {
  /** Files whose rules style content (Markdown output, code): they may select content classes. */
  contentFiles: string[];
  /** Classes the Markdown rules write into page HTML. */
  markdownClasses: Set<string>;
  /** Classes Prism writes into highlighted code. */
  prismClasses: Set<string>;
  /** The class every highlighted block carries; Prism's classes must be selected inside it. */
  codeBlockClass: string;
}

export function themeClassProblems(selectors: ThemeSelector[], rules: ThemeClassRules): string[] {
  const problems: string[] = [];
  for (const clash of [...rules.markdownClasses].filter((c) => rules.prismClasses.has(c)))
    problems.push(`"${clash}" is written both by a Markdown rule and by Prism`);
  for (const { file, selector } of selectors) {
    const classes = classesOf(selector);
    const content = rules.contentFiles.includes(file);
    for (const { name, index } of classes) {
      if (rules.prismClasses.has(name)) {
        const insideBlock = classes.some((c) => c.name === rules.codeBlockClass && c.index < index);
        if (!content || !insideBlock)
          problems.push(`${file}: "${selector}" selects Prism's "${name}" outside .${rules.codeBlockClass}`);
      } else if (!content && rules.markdownClasses.has(name)) {
        problems.push(`${file}: "${selector}" is a chrome rule that selects "${name}", which page content carries`);
      }
    }
  }
  return problems;
}

/**
 * One Chinese vocabulary and one typography over every Chinese page (outside code), with the zh
 * sidebar texts, feed titles and callout labels. Each rule is also run on a bad sample to prove it
 * can fail.
 */
import { describe, expect, it } from 'vitest';
import glossaryJson from '../../content/zh/glossary.json' with { type: 'json' };
import sidebars from '../../manifest/sidebars.json' with { type: 'json' };
import feeds from '../../manifest/feeds.json' with { type: 'json' };
import zhStrings from '../../manifest/strings/zh.json' with { type: 'json' };
import { readContent } from './content-files.ts';
import { glossarySchema } from './glossary-schema.ts';
import { pageTitle, titleLookup } from './page-titles.ts';
import {
  checkCalloutStrings,
  checkExternalLinks,
  checkFeedTitles,
  checkGlossary,
  checkLabels,
  checkNumbers,
  checkPageNames,
  checkQuotes,
  checkSidebarTexts,
  checkSpacing,
  checkZhPage,
  passiveRate,
  proseLines,
} from './zh-style.ts';

/**
 * At most this many 被 per 1,000 characters of prose on a page. After the voice rewrite no page is
 * above 1.1 (0.16 over all pages); before it, env-vars wrote 13 in one page (about 4).
 */
const MAX_PASSIVE_RATE = 1.5;

const glossary = glossarySchema.parse(glossaryJson);
const files = readContent();
const titleOf = titleLookup(files, 'zh');
const lines = (md: string) => proseLines(md);

describe('Chinese pages', () => {
  it('follow the glossary and the typography rules', () => {
    const problems = files
      .filter((f) => f.lang === 'zh')
      .flatMap((f) =>
        checkZhPage(f.text, glossary, titleOf).map((p) => `${f.file}:${p.line} [${p.rule}] ${p.message}`),
      );
    expect(problems).toEqual([]);
  });

  it(`write 被 at most ${MAX_PASSIVE_RATE} times per 1,000 characters of prose`, () => {
    const rates = files.filter((f) => f.lang === 'zh').map((f) => ({ file: f.file, ...passiveRate(lines(f.text)) }));
    // The rate of every page that writes 被 at all, highest first: where a voice edit helps most.
    const writing = rates.filter((r) => r.count > 0).sort((a, b) => b.perThousand - a.perThousand);
    const listed = writing.map((r) => `${r.file.replace('content/zh/', '')} ${r.perThousand.toFixed(2)}`);
    console.log(`[zh-style] 被 per 1,000 characters: ${listed.join(', ')}`);
    const over = rates
      .filter((r) => r.perThousand > MAX_PASSIVE_RATE)
      .map((r) => `${r.file}: ${r.count} 被 in ${r.chars} characters (${r.perThousand.toFixed(2)} per 1,000)`);
    expect(over).toEqual([]);
  });

  it('name each glossary page by its title', () => {
    const wrong = glossary.terms
      .filter((t) => t.page && titleOf(t.page) !== t.preferred)
      .map((t) => `${t.page}: glossary "${t.preferred}", page "${titleOf(t.page!)}"`);
    expect(wrong).toEqual([]);
  });

  it('sidebar texts and feed titles use the page titles', () => {
    expect(checkSidebarTexts(sidebars, titleOf, titleLookup(files, 'en'))).toEqual([]);
    expect(checkFeedTitles(feeds.feeds, titleOf)).toEqual([]);
  });

  it('WARNING and DANGER callouts read 警告 and 危险', () => {
    expect(checkCalloutStrings(zhStrings as Record<string, string>)).toEqual([]);
  });
});

describe('each rule fails on a bad sample', () => {
  it('glossary: a variant outside code fails, the same words in code or a fence do not', () => {
    expect(checkGlossary(lines('Rsbuild 支持模块热替换。'), glossary)[0]?.message).toContain('模块热更新');
    expect(
      checkGlossary(lines('把 target 叫作产物类型。\n\n它被拆进首屏 chunk。'), glossary).map((p) => p.line),
    ).toEqual([1, 3]);
    expect(checkGlossary(lines('`模块热替换` 与\n\n```ts\n// 模块热替换\n```'), glossary)).toEqual([]);
    expect(checkGlossary(lines('参见[静态站点部署](/guide/basic/static-deploy)。'), glossary)).toHaveLength(1);
    expect(checkGlossary(lines('产物目录默认是 `dist`。'), glossary)).toEqual([]);
    // A variant's parts apart within one phrase, and a name the term lists as an exception.
    expect(checkGlossary(lines('拆出同步和异步 chunk。'), glossary)[0]?.message).toContain('初始 chunk');
    expect(checkGlossary(lines('同步完成后，chunk 会更新。'), glossary)).toEqual([]);
    expect(checkGlossary(lines('从 Vue CLI 迁移。'), glossary)).toEqual([]);
    expect(checkGlossary(lines('运行 CLI。'), glossary)[0]?.message).toContain('命令行工具');
    expect(checkGlossary(lines('文件名里的 hash 由 output.filenameHash 控制。'), glossary)).toHaveLength(1);
    expect(checkGlossary(lines('# output.filenameHash'), glossary)).toEqual([]);
  });

  it('passive rate: counts 被 in prose, not in code or set phrases', () => {
    const rate = passiveRate(lines('文件被拆分，随后被压缩，最后被上传到 CDN。'));
    expect(rate.count).toBe(3);
    expect(rate.perThousand).toBeGreaterThan(MAX_PASSIVE_RATE);
    expect(passiveRate(lines('端口被占用时换一个端口。`被` 与\n\n```ts\n// 被忽略\n```')).count).toBe(0);
  });

  it('page names: a link text that names a page differs from its title', () => {
    const titles = (t: string) =>
      ({ '/guide/basic/typescript': 'TypeScript', '/guide/basic/output-files': '构建产物' })[t];
    expect(checkPageNames(lines('见 [TypeScript 指南](/guide/basic/typescript)。'), titles)).toHaveLength(1);
    expect(checkPageNames(lines('见[构建产物目录](/guide/basic/output-files)。'), titles)).toHaveLength(1);
    expect(
      checkPageNames(
        lines('见 [TypeScript](/guide/basic/typescript) 指南，[dist 目录](/guide/basic/output-files)。'),
        titles,
      ),
    ).toEqual([]);
  });

  it('sidebars and feeds: a zh text that is not the page title', () => {
    const titles = (t: string) => ({ '/guide/basic/static-deploy': '静态部署', '/community/releases/': '发布公告' })[t];
    expect(
      checkSidebarTexts(
        { '/guide': [{ items: [{ link: '/guide/basic/static-deploy', text: { en: 'Deploy', zh: '部署静态站点' } }] }] },
        titles,
      ),
    ).toHaveLength(1);
    const group = {
      '/community': [
        { text: { en: 'Releases', zh: '版本发布' }, items: ['/community/releases/', '/community/releases/v0-6'] },
      ],
    };
    expect(
      checkSidebarTexts(group, titles, (t) => (t === '/community/releases/' ? 'Releases' : undefined)),
    ).toHaveLength(1);
    expect(
      checkSidebarTexts(
        { '/guide': [{ text: { en: 'Getting Started', zh: '开始' }, items: ['/community/releases/'] }] },
        titles,
        () => 'Introduction',
      ),
    ).toEqual([]);
    expect(
      checkFeedTitles(
        [{ id: 'rss-zh', lang: 'zh', title: 'Rsbuild 版本发布', source: '/community/releases/' }],
        titles,
      ),
    ).toHaveLength(1);
    expect(
      checkFeedTitles(
        [{ id: 'rss-zh', lang: 'zh', title: 'Rsbuild 发布公告', source: '/community/releases/' }],
        titles,
      ),
    ).toEqual([]);
  });

  it('quotes: straight quotes or corner brackets around Chinese', () => {
    expect(checkQuotes(lines('所谓"开箱即用"是指……'))).toHaveLength(1);
    expect(checkQuotes(lines('所谓「开箱即用」是指……'))).toHaveLength(1);
    expect(checkQuotes(lines('所谓“开箱即用”，以及 "strict" 和 `"中文"`。'))).toEqual([]);
  });

  it('labels: the full-width colon goes inside the bold', () => {
    expect(checkLabels(lines('**现象**：页面空白。'))).toHaveLength(1);
    expect(checkLabels(lines('- **原因**：缓存。\n\n| **现象**: 空白 |'))).toHaveLength(2);
    expect(checkLabels(lines('这样做**有害**：数据无法缓存。'))).toEqual([]);
    expect(checkLabels(lines('**现象:** 页面空白。'))).toHaveLength(1);
    expect(checkLabels(lines('**现象：**页面空白。'))).toHaveLength(1);
    expect(checkLabels(lines('**现象：** 页面空白。**Note:** English stays.'))).toEqual([]);
  });

  it('spacing: Chinese against Latin, digits or code; spaces between Chinese words', () => {
    expect(checkSpacing(lines('使用Rsbuild构建。'))).toHaveLength(2);
    expect(checkSpacing(lines('设置`dev.hmr`即可。'))).toHaveLength(2);
    expect(checkSpacing(lines('参考[Rsbuild](/guide/start/)。'))).toHaveLength(1);
    expect(checkSpacing(lines('参考 [静态部署](/guide/basic/static-deploy)。'))).toHaveLength(1);
    expect(
      checkSpacing(
        lines('参考[静态部署](/guide/basic/static-deploy)和 [Rsbuild](/guide/start/) 的 `dev.hmr`，共 3 个。'),
      ),
    ).toEqual([]);
  });

  it('numbers: counts of three or more in Arabic digits', () => {
    expect(checkNumbers(lines('提供了三种策略。'))).toHaveLength(1);
    expect(checkNumbers(lines('提供了 3 种策略、两个入口和一个插件，第三步、几十个文件。'))).toEqual([]);
  });

  it('external links: Rspack and MDN in their Chinese editions', () => {
    expect(
      checkExternalLinks(
        lines(
          '见 [Rspack](https://rspack.dev/config/output) 和 [MDN](https://developer.mozilla.org/en-US/docs/Web/HTTP/CSP)。',
        ),
      ),
    ).toHaveLength(2);
    expect(
      checkExternalLinks(
        lines(
          '见 [Rspack](https://rspack.dev/zh/config/output) 和 [MDN](https://developer.mozilla.org/zh-CN/docs/Web/HTTP/CSP)。',
        ),
      ),
    ).toEqual([]);
  });

  it('callouts: English-like labels fail', () => {
    expect(
      checkCalloutStrings({
        calloutTip: '提示',
        calloutInfo: '信息',
        calloutWarning: '注意',
        calloutDanger: '警告',
        calloutDetails: '详细信息',
      }),
    ).toHaveLength(2);
  });

  it('front matter texts are checked, its keys and links are not', () => {
    expect(
      proseLines(
        '---\ntitle: "模块热替换"\nhero:\n  actions:\n    - text: 快速开始\n      link: /guide/start/\n---\n\n正文',
      ).map((l) => l.source),
    ).toEqual(['模块热替换', '快速开始', '', '正文']);
  });

  it('page titles come from front matter or the first heading', () => {
    expect(pageTitle('---\ntitle: 发布公告\n---\n\n# Other')).toBe('发布公告');
    expect(pageTitle('# 静态部署 {#top}\n\n正文')).toBe('静态部署');
  });
});

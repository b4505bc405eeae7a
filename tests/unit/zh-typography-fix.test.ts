/** The mechanical Chinese typography fixes leave pages that pass the zh checks they target. */
import { describe, expect, it } from 'vitest';
import { fixLine, fixPage } from '../../scripts/zh-typography-fix.ts';
import { checkLabels, checkSpacing, proseLines } from '../content/zh-style.ts';

describe('zh typography fix', () => {
  it('moves a label colon inside the bold and adds the space CommonMark needs', () => {
    expect(fixLine('- **缓存**：很少变化的依赖')).toBe('- **缓存：** 很少变化的依赖');
    expect(fixLine('**现象**: 页面空白')).toBe('**现象：** 页面空白');
    expect(fixLine('这样做**有害**：数据无法缓存。')).toBe('这样做**有害**：数据无法缓存。');
  });

  it('removes the space between Chinese and a link that starts or ends with Chinese', () => {
    expect(
      fixLine('参见 [静态部署](/guide/basic/static-deploy) 一节，或 [Rsbuild](/guide/start/) 的 `a **b**：` 写法'),
    ).toBe('参见[静态部署](/guide/basic/static-deploy)一节，或 [Rsbuild](/guide/start/) 的 `a **b**：` 写法');
  });

  it('leaves fences and front matter alone, and the result passes the checks', () => {
    const page =
      '---\ntitle: 测试 页面\n---\n\n- **原因**：见 [构建产物](/guide/basic/output-files) 。\n\n```md\n- **原因**：x\n```\n';
    const fixed = fixPage(page);
    expect(fixed).toContain('title: 测试 页面');
    expect(fixed).toContain('```md\n- **原因**：x\n```');
    expect([...checkLabels(proseLines(fixed)), ...checkSpacing(proseLines(fixed).filter((l) => l.line > 3))]).toEqual(
      [],
    );
  });
});

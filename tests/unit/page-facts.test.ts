/** The facts a page states under its summary (a config option's type and default), read from the token stream. */
import { describe, expect, it } from 'vitest';
import { compileSource as compile } from '../fixtures/compile-source.ts';

describe('page facts', () => {
  it('reads bold-label items with one inline code value, in either language', () => {
    const page = compile(
      '# server.port\n\nSets the port.\n\n- **Type:** `number`\n- **默认值：** `3000`\n\n## More {#more}\n\n- **Type:** `string`\n',
    );
    expect(page.description).toBe('Sets the port.');
    expect(page.facts).toEqual([
      { label: 'Type', value: 'number' },
      { label: '默认值', value: '3000' },
    ]);
  });

  it('skips prose items and values given in a code block below the label', () => {
    const page = compile(
      '# html.meta\n\nAdds meta tags.\n\n- **Type:** `Meta` or `false`\n- **Default:**\n\n```ts\nconst x = 1;\n```\n\n- **Note:** see `x` here\n',
    );
    expect(page.facts).toEqual([]);
  });
});

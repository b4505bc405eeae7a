/** The text search indexes and the prose its snippets are cut from. */
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { isBareLink, plainText } from '../../generator/content/plain-text.ts';

const tokens = MarkdownIt().parse(
  [
    'Sets the port of the [dev server](/guide/basic/server).',
    '',
    '```ts',
    'export default { server: { port: 8080 } };',
    '```',
    '',
    '## Related',
    '',
    '- [server.host](/config/server/host)',
    '- [`server.strictPort`](/config/server/strict-port)',
    '- See [server.https](/config/server/https) for certificates.',
    '',
    '[Quick start](/guide/start/quick-start)',
  ].join('\n'),
  {},
);

describe('plain text of a page', () => {
  it('indexes everything: prose, code blocks and link lists', () => {
    const text = plainText(tokens);
    expect(text).toContain('export default { server: { port: 8080 } };');
    expect(text).toContain('server.host');
    expect(text).toContain('Quick start');
  });

  it('leaves code blocks and bare links out of the snippet prose, but keeps links inside sentences', () => {
    expect(plainText(tokens, { code: false, bareLinks: false }).split('\n')).toEqual([
      'Sets the port of the dev server.',
      'Related',
      'See server.https for certificates.',
    ]);
  });

  it('calls an inline run a bare link only when one link is all it holds', () => {
    const inline = tokens.filter((t) => t.type === 'inline').map((t) => [t.content, isBareLink(t)]);
    expect(inline).toEqual([
      ['Sets the port of the [dev server](/guide/basic/server).', false],
      ['Related', false],
      ['[server.host](/config/server/host)', true],
      ['[`server.strictPort`](/config/server/strict-port)', true],
      ['See [server.https](/config/server/https) for certificates.', false],
      ['[Quick start](/guide/start/quick-start)', true],
    ]);
  });
});

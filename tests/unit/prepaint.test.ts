/** The pre-paint script is built from the shared names and is valid plain script. */
import { describe, expect, it } from 'vitest';
import { APPEARANCE_KEY, EARLY_CLICKS, TAB_NAMES, TAB_STORAGE_PREFIX } from '../../common/contract.ts';
import { prepaintScript } from '../../common/prepaint.ts';

describe('pre-paint script', () => {
  it('parses as a script and carries the names the renderer and the generator use', () => {
    const source = prepaintScript();
    expect(() => new Function(source)).not.toThrow();
    for (const name of [
      APPEARANCE_KEY,
      TAB_STORAGE_PREFIX,
      EARLY_CLICKS,
      TAB_NAMES.panel,
      TAB_NAMES.group,
      TAB_NAMES.label,
    ])
      expect(source).toContain(JSON.stringify(name));
  });
});

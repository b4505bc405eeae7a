/**
 * The search dialog's pure rules, outside React: how long the spinner stays, how the arrows move the
 * selection, which keys the dialog takes, and how hits are grouped and numbered. What the reader
 * sees of them in a browser is checked by tests/e2e/search/.
 */
import { describe, expect, it } from 'vitest';
import { MIN_SPINNER_MS, SPINNER_DELAY_MS, spinnerHoldMs } from '../../renderer/search/minimum-spinner.ts';
import { moveSelection, resultKeyAction } from '../../renderer/search/result-selection.ts';
import { groupHits, groupOffsets } from '../../renderer/search/results.ts';
import type { SearchHit } from '../../common/search/hit.ts';

function hit(routePath: string, headerId = ''): SearchHit {
  return {
    routePath,
    title: routePath,
    header: '',
    headerId,
    statement: '',
    titleHighlights: [],
    statementHighlights: [],
    score: 1,
  };
}

describe('minimum spinner', () => {
  it('waits 250 ms before showing and then stays 1 s', () => {
    expect(SPINNER_DELAY_MS).toBe(250);
    expect(MIN_SPINNER_MS).toBe(1000);
  });

  it('holds a spinner nobody has shown for no time at all', () => {
    expect(spinnerHoldMs(null, 5_000)).toBe(0);
  });

  it('holds a spinner until 1 s after it appeared', () => {
    expect(spinnerHoldMs(10_000, 10_000)).toBe(1000);
    expect(spinnerHoldMs(10_000, 10_400)).toBe(600);
    expect(spinnerHoldMs(10_000, 11_000)).toBe(0);
  });

  it('lets a spinner older than 1 s go at once', () => {
    expect(spinnerHoldMs(10_000, 12_500)).toBeLessThanOrEqual(0);
  });
});

describe('result selection', () => {
  it('moves down and up one hit at a time', () => {
    expect(moveSelection(0, 'down', 7)).toBe(1);
    expect(moveSelection(3, 'up', 7)).toBe(2);
  });

  it('stops at either end instead of wrapping around', () => {
    expect(moveSelection(6, 'down', 7)).toBe(6);
    expect(moveSelection(0, 'up', 7)).toBe(0);
  });

  it('selects nothing when Down is pressed on an empty list, and comes back to 0 with Up', () => {
    expect(moveSelection(0, 'down', 0)).toBe(-1);
    expect(moveSelection(-1, 'up', 0)).toBe(0);
  });

  it('takes Escape, the arrows and Enter, and leaves every other key to the input', () => {
    expect(resultKeyAction('Escape')).toBe('close');
    expect(resultKeyAction('ArrowDown')).toBe('down');
    expect(resultKeyAction('ArrowUp')).toBe('up');
    expect(resultKeyAction('Enter')).toBe('open');
    for (const key of ['a', 'Tab', 'ArrowLeft', 'Home', ' ']) expect(resultKeyAction(key)).toBeNull();
  });
});

describe('grouped hits', () => {
  const hits = [hit('/guide/a'), hit('/config/b'), hit('/guide/c'), hit('/plugins/d'), hit('/config/e')];
  const groups = groupHits(hits, (h) => h.routePath.split('/')[1]!);

  it('groups hits by section in the order each section first appears, keeping ranks within it', () => {
    expect(groups.map((g) => g.name)).toEqual(['guide', 'config', 'plugins']);
    expect(groups.map((g) => g.hits.map((h) => h.routePath))).toEqual([
      ['/guide/a', '/guide/c'],
      ['/config/b', '/config/e'],
      ['/plugins/d'],
    ]);
  });

  it('numbers the hits in the order they are listed, which is the order the arrows walk', () => {
    const offsets = groupOffsets(groups);
    expect(offsets).toEqual([0, 2, 4]);
    const numbered = groups.flatMap((g, i) => g.hits.map((h, j) => [offsets[i]! + j, h.routePath]));
    expect(numbered).toEqual(groups.flatMap((g) => g.hits).map((h, i) => [i, h.routePath]));
  });

  it('numbers nothing for no hits', () => {
    expect(groupOffsets(groupHits([], () => 'x'))).toEqual([]);
  });
});

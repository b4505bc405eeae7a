/** The benchmark's budget check (bench/figure.ts). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { overBudget, shownValue } from '../../bench/figure.ts';

describe('benchmark figures', () => {
  it('judges a rate at full precision: an MRR of 0.8991 misses a budget of 0.90', () => {
    expect(overBudget({ figure: 'MRR', value: 0.8991, unit: '', budget: 0.9, higherIsBetter: true })).toBe(true);
    expect(overBudget({ figure: 'MRR', value: 0.9, unit: '', budget: 0.9, higherIsBetter: true })).toBe(false);
    expect(shownValue(0.8991)).toBe(0.8991);
  });

  it('judges sizes and times against a ceiling, and figures without a budget never', () => {
    expect(overBudget({ figure: 'build', value: 5500.004, unit: 'ms', budget: 5500 })).toBe(true);
    expect(overBudget({ figure: 'build', value: 5499.9, unit: 'ms', budget: 5500 })).toBe(false);
    expect(overBudget({ figure: 'requests', value: 1e9, unit: '' })).toBe(false);
    expect(shownValue(5353.914)).toBe(5353.91);
  });

  it('shows rates to four decimals and the rest to two', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (value) => {
        const error = Math.abs(shownValue(value) - value);
        expect(error).toBeLessThanOrEqual(value < 1 ? 0.00005 + 1e-12 : 0.005 + 1e-9);
      }),
    );
  });
});

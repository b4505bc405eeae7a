/**
 * One benchmark figure: judged against its budget at full precision, shown with as many digits as
 * tell it apart from the budget. Rounding first once let an MRR of 0.8991 pass a budget of 0.90.
 */
export interface Figure {
  figure: string;
  value: number;
  unit: string;
  budget?: number;
  higherIsBetter?: boolean;
}

export function overBudget({ value, budget, higherIsBetter }: Figure): boolean {
  if (budget === undefined) return false;
  return higherIsBetter ? value < budget : value > budget;
}

/**
 * Two decimals, or four for figures under 1 (the rates: hit@k and MRR, where 0.8991 and 0.90
 * differ in the third), so a rate never looks equal to a budget it misses.
 */
export function shownValue(value: number): number {
  const places = Math.abs(value) < 1 ? 4 : 2;
  return Number(value.toFixed(places));
}

/** Records one figure (bench/run.ts collects them into bench/results.md). */
export type RecordFigure = (
  figure: string,
  value: number,
  unit: string,
  budget?: number,
  higherIsBetter?: boolean,
) => void;

/** The middle value (the upper one of an even count). */
export function median(xs: number[]): number {
  return xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
}

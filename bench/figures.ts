/** The shape of a benchmark figure and its statistics, shared by bench/measure.ts and its helpers. */
export interface Stat {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export interface Figure {
  name: string;
  unit: string;
  value?: Stat;
  reference?: { name: string; value: Stat };
  goal: string;
  met?: boolean;
  note?: string;
}

export const stat = (values: number[]): Stat => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], runs: values.length };
};

/** The figures the benchmarks print for a set of runs. */

/** The middle value (the mean of the two middle values for an even count); NaN for no runs. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** Largest minus smallest: how far apart the runs fell. */
export function spread(values: readonly number[]): number {
  return Math.max(...values) - Math.min(...values);
}

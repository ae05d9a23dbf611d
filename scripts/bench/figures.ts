/** Small helpers the benchmarks print their figures with. */

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : "–");

/** A plain-text table, columns padded to their widest cell. */
export function table(rows: Record<string, string>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const width = (column: string) =>
    Math.max(column.length, ...rows.map((row) => (row[column] ?? "").length));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(width(columns[i]!)))
      .join("  ")
      .trimEnd();
  return [line(columns), ...rows.map((row) => line(columns.map((c) => row[c] ?? "")))].join("\n");
}

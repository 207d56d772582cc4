// Splits the board into display rows (SPEC.md §9: rows of 5, 5 and 5).
import { limits } from '../../../contract/limits.ts';

export function boardRows<T>(
  officers: readonly T[],
  size: number = limits.execBoardRowSize,
): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < officers.length; i += size) rows.push(officers.slice(i, i + size));
  return rows;
}

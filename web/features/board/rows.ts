// Splits the board into display rows of five (docs/product.md#executive-board).
import { pageLimits } from '../../../contract/page-limits.ts';

export function boardRows<T>(
  officers: readonly T[],
  size: number = pageLimits.execBoardRowSize,
): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < officers.length; i += size) rows.push(officers.slice(i, i + size));
  return rows;
}

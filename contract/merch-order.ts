// The rules of a merch order shared by the cart in the browser and the server's emails
// (docs/product.md#merchandise): line and order totals in cents, and the payment note people write.
// No zod here: the store page loads this, and the validation library only when a form needs it.

export interface OrderLine {
  /** An item id of content/merch.json. */
  item: string;
  size: string;
  quantity: number;
}

/** Dollars (content/merch.json prices) to whole cents, so sums are exact. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** The total of lines at the prices of `priceOf` (dollars), in cents. */
export function orderTotalCents(
  lines: readonly OrderLine[],
  priceOf: (item: string) => number | undefined,
): number {
  return lines.reduce((sum, line) => sum + toCents(priceOf(line.item) ?? 0) * line.quantity, 0);
}

/**
 * The note a buyer writes with the payment, in the chapter's format (the one donations use,
 * docs/product.md#donations): the chapter's tag, what it is for and the payer's email.
 */
export const paymentNote = (tag: string, orderId: string, email: string): string =>
  [tag, `Merch ${orderId}`, email].join(' | ');

/** Letters and digits nobody misreads (no 0/O, 1/I/L), for order codes read aloud or typed. */
export const orderCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const orderCodePattern = new RegExp(`^M-[${orderCodeAlphabet}]{6}$`);

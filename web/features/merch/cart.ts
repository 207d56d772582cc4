// The store's cart (docs/product.md#merchandise): lines of an item, a size and a quantity, as pure
// rules, and how it is kept in local storage. What storage holds is checked against the store's
// items on every read, so an item or size the chapter removed simply drops out.
import { limits } from '../../../contract/limits.ts';
import type { MerchContent } from '../../../contract/content.ts';
import { orderTotalCents, type OrderLine } from '../../../contract/merch-order.ts';

export type CartLine = OrderLine;
export type Cart = readonly CartLine[];
type Items = MerchContent['items'];

export const cartStorageKey = 'merch-cart';
const { maxLines, maxQuantity } = limits.merch;

const sameLine = (line: CartLine, item: string, size: string) =>
  line.item === item && line.size === size;

/** The cart in storage, cleaned: known items and sizes only, whole quantities 1–10, one line each. */
export function readCart(raw: string | null, items: Items): Cart {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    return [];
  }
  const lines = (parsed as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(lines)) return [];
  const cart: CartLine[] = [];
  for (const value of lines as Partial<CartLine>[]) {
    const item = items.find((known) => known.id === value?.item);
    if (!item || typeof value.size !== 'string' || !item.sizes.includes(value.size)) continue;
    if (typeof value.quantity !== 'number' || !Number.isInteger(value.quantity)) continue;
    const existing = cart.find((line) => sameLine(line, item.id, value.size!));
    const quantity = Math.min(maxQuantity, Math.max(1, value.quantity + (existing?.quantity ?? 0)));
    if (existing) existing.quantity = quantity;
    else if (cart.length < maxLines) cart.push({ item: item.id, size: value.size, quantity });
  }
  return cart;
}

export const writeCart = (cart: Cart): string => JSON.stringify({ version: 1, lines: cart });

export type AddResult =
  { cart: Cart; added: true } | { cart: Cart; added: false; reason: 'max-quantity' | 'max-lines' };

/** One more of `item` in `size`. */
export function addToCart(cart: Cart, item: string, size: string): AddResult {
  const existing = cart.find((line) => sameLine(line, item, size));
  if (existing) {
    if (existing.quantity >= maxQuantity) return { cart, added: false, reason: 'max-quantity' };
    return {
      cart: cart.map((line) =>
        line === existing ? { ...line, quantity: line.quantity + 1 } : line,
      ),
      added: true,
    };
  }
  if (cart.length >= maxLines) return { cart, added: false, reason: 'max-lines' };
  return { cart: [...cart, { item, size, quantity: 1 }], added: true };
}

export function setQuantity(cart: Cart, item: string, size: string, quantity: number): Cart {
  const clamped = Math.min(maxQuantity, Math.max(1, Math.round(quantity)));
  return cart.map((line) => (sameLine(line, item, size) ? { ...line, quantity: clamped } : line));
}

export const removeFromCart = (cart: Cart, item: string, size: string): Cart =>
  cart.filter((line) => !sameLine(line, item, size));

/** How many things are in the cart (the sum of the quantities). */
export const cartCount = (cart: Cart): number => cart.reduce((sum, line) => sum + line.quantity, 0);

export const cartTotalCents = (cart: Cart, items: Items): number =>
  orderTotalCents(cart, (id) => items.find((item) => item.id === id)?.price);

/** "3 items", "1 item". */
export const itemCount = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

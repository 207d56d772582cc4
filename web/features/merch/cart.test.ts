import { describe, expect, it } from 'vitest';
import type { MerchContent } from '../../../contract/content.ts';
import {
  addToCart,
  cartCount,
  cartTotalCents,
  readCart,
  removeFromCart,
  setQuantity,
  writeCart,
  type Cart,
} from './cart.ts';

const items = [
  { id: 'tshirt', name: 'T-Shirt', price: 25, sizes: ['S', 'M'] },
  { id: 'hat', name: 'Hat', price: 19.99, sizes: ['One Size'] },
] as MerchContent['items'];

describe('the cart', () => {
  it('adds one at a time, on its own line per size, and stops at 10 of one item and size', () => {
    let cart: Cart = [];
    cart = addToCart(cart, 'tshirt', 'M').cart;
    cart = addToCart(cart, 'tshirt', 'M').cart;
    cart = addToCart(cart, 'tshirt', 'S').cart;
    expect(cart).toEqual([
      { item: 'tshirt', size: 'M', quantity: 2 },
      { item: 'tshirt', size: 'S', quantity: 1 },
    ]);
    cart = setQuantity(cart, 'tshirt', 'M', 10);
    const refused = addToCart(cart, 'tshirt', 'M');
    expect(refused).toEqual({ cart, added: false, reason: 'max-quantity' });
  });

  it('keeps quantities whole and within 1–10, and removes a line', () => {
    const cart: Cart = [{ item: 'hat', size: 'One Size', quantity: 3 }];
    expect(setQuantity(cart, 'hat', 'One Size', 0)[0]!.quantity).toBe(1);
    expect(setQuantity(cart, 'hat', 'One Size', 12)[0]!.quantity).toBe(10);
    expect(setQuantity(cart, 'hat', 'One Size', 2.6)[0]!.quantity).toBe(3);
    expect(removeFromCart(cart, 'hat', 'One Size')).toEqual([]);
  });

  it('counts the things in it and totals them in whole cents', () => {
    const cart: Cart = [
      { item: 'tshirt', size: 'M', quantity: 2 },
      { item: 'hat', size: 'One Size', quantity: 3 },
    ];
    expect(cartCount(cart)).toBe(5);
    expect(cartTotalCents(cart, items)).toBe(5000 + 5997);
  });

  it('survives storage: written and read back the same', () => {
    const cart: Cart = [{ item: 'tshirt', size: 'S', quantity: 4 }];
    expect(readCart(writeCart(cart), items)).toEqual(cart);
  });

  it('reads whatever storage holds safely: unknown items, sizes and quantities drop out', () => {
    expect(readCart(null, items)).toEqual([]);
    expect(readCart('not json', items)).toEqual([]);
    expect(readCart('{"lines": "nope"}', items)).toEqual([]);
    const raw = JSON.stringify({
      version: 1,
      lines: [
        { item: 'mug', size: 'M', quantity: 1 },
        { item: 'tshirt', size: 'XXL', quantity: 1 },
        { item: 'tshirt', size: 'M', quantity: 2.5 },
        { item: 'tshirt', size: 'M', quantity: '2' },
        null,
        { item: 'hat', size: 'One Size', quantity: 40 },
        { item: 'tshirt', size: 'S', quantity: 3 },
        { item: 'tshirt', size: 'S', quantity: 2 },
      ],
    });
    expect(readCart(raw, items)).toEqual([
      { item: 'hat', size: 'One Size', quantity: 10 },
      { item: 'tshirt', size: 'S', quantity: 5 },
    ]);
  });
});

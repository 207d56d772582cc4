import { describe, expect, it } from 'vitest';
import { orderRequestSchema } from './api/merch.ts';
import { orderCodePattern, orderTotalCents, paymentNote, toCents } from './merch-order.ts';

describe('a merch order', () => {
  it('totals in whole cents, so sums of prices with cents are exact', () => {
    expect(toCents(19.99)).toBe(1999);
    const prices: Record<string, number> = { a: 19.99, b: 0.1 };
    expect(
      orderTotalCents(
        [
          { item: 'a', size: 'M', quantity: 3 },
          { item: 'b', size: 'M', quantity: 3 },
        ],
        (id) => prices[id],
      ),
    ).toBe(6027);
  });

  it("writes the payment note in the chapter's format: tag | what | email", () => {
    expect(paymentNote('OXP', 'M-7K3Q9F', 'ann@example.com')).toBe(
      'OXP | Merch M-7K3Q9F | ann@example.com',
    );
    expect(orderCodePattern.test('M-7K3Q9F')).toBe(true);
    expect(orderCodePattern.test('M-7K3Q9O')).toBe(false);
  });

  it('is checked against the items of the store: the same rules in the browser and the server', () => {
    const schema = orderRequestSchema([
      {
        id: 'hat',
        name: 'Hat',
        description: 'd',
        price: 20,
        sizes: ['One Size'],
        categories: ['Accessories'],
        image: 'merch/hat.svg',
      },
    ]);
    const order = (change: object) =>
      schema.safeParse({
        items: [{ item: 'hat', size: 'One Size', quantity: 1 }],
        name: 'Ann',
        email: ' ANN@example.com ',
        ...change,
      });
    const ok = order({ phone: '' });
    expect(ok.success && ok.data).toEqual({
      items: [{ item: 'hat', size: 'One Size', quantity: 1 }],
      name: 'Ann',
      email: 'ann@example.com',
      phone: undefined,
    });
    const problem = (change: object) => {
      const result = order(change);
      return result.success ? null : result.error.issues[0]!.message;
    };
    expect(problem({ items: [{ item: 'hat', size: 'M', quantity: 1 }] })).toBe(
      'Choose one of the sizes of this item.',
    );
    expect(problem({ items: [{ item: 'hat', size: 'One Size', quantity: 10.5 }] })).toBe(
      'The quantity is a whole number from 1 to 10.',
    );
    expect(problem({ name: 'Ann <b>' })).toBe('The name cannot contain < or >.');
    expect(problem({ phone: '12345' })).toMatch(/at least 7 digits/);
    expect(problem({ phone: '+44 20 7946 0000' })).toBeNull();
  });
});

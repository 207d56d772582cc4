// The merch order request (docs/api.md#merch-orders): the lines of a cart, each an item of
// content/merch.json in one of its sizes, and who orders. Built from the store's items, so the server
// and the browser check the same rules against the same list.
import { z } from 'zod';
import type { MerchContent } from '../content.ts';
import { limits } from '../limits.ts';
import { personName } from './auth.ts';
import { emailAddress } from './newsletter.ts';

const { maxLines, maxQuantity, phoneMaxLength } = limits.merch;

/** Optional; digits with the usual + ( ) - . and spaces, and no other characters. */
export const phoneNumber = z
  .string({ error: 'Enter a phone number, or leave it empty.' })
  .trim()
  .max(phoneMaxLength, `The phone number can be at most ${phoneMaxLength} characters.`)
  .refine(
    (phone) => phone === '' || (/^\+?[0-9 ().-]+$/.test(phone) && /(\d.*){7}/.test(phone)),
    'Enter a phone number with at least 7 digits, like +1 555 010 0199, or leave it empty.',
  )
  .transform((phone) => (phone === '' ? undefined : phone));

/** A person's name (contract/api/auth.ts) that also carries no markup: it goes into emails. */
export const buyerName = personName.refine(
  (name) => !/[<>]/.test(name),
  'The name cannot contain < or >.',
);

/**
 * The order's schema for a catalogue: the items themselves, or a function that gives the current
 * ones (the server's, which officers may publish anew while it runs: docs/api.md#live-content).
 */
export function orderRequestSchema(items: MerchContent['items'] | (() => MerchContent['items'])) {
  const catalogue = typeof items === 'function' ? items : () => items;
  const byId = {
    has: (id: string) => catalogue().some((item) => item.id === id),
    get: (id: string) => catalogue().find((item) => item.id === id),
  };
  const line = z
    .object({
      item: z
        .string({ error: 'Say which item (item).' })
        .refine((id) => byId.has(id), 'There is no such item in the store.'),
      size: z.string({ error: 'Choose a size.' }),
      quantity: z
        .number({ error: 'The quantity is a whole number from 1 to 10.' })
        .int(`The quantity is a whole number from 1 to ${maxQuantity}.`)
        .min(1, `The quantity is a whole number from 1 to ${maxQuantity}.`)
        .max(maxQuantity, `You can order at most ${maxQuantity} of one item in one size.`),
    })
    .refine((l) => !byId.has(l.item) || byId.get(l.item)!.sizes.includes(l.size), {
      message: 'Choose one of the sizes of this item.',
      path: ['size'],
    });
  return z.object({
    items: z
      .array(line, { error: 'Your cart is empty.' })
      .min(1, 'Your cart is empty.')
      .max(maxLines, `An order can have at most ${maxLines} lines.`)
      .refine(
        (lines) => new Set(lines.map((l) => `${l.item}\u0000${l.size}`)).size === lines.length,
        'Each item and size may appear once: change its quantity instead.',
      ),
    name: buyerName,
    email: emailAddress,
    phone: phoneNumber.optional(),
  });
}

export type OrderRequestSchema = ReturnType<typeof orderRequestSchema>;
export type OrderRequest = z.output<OrderRequestSchema>;

export const orderResponse = z.object({
  /** The code to quote in the payment note, e.g. M-7K3Q9F. */
  id: z.string(),
  message: z.string(),
});
export type OrderResponse = z.infer<typeof orderResponse>;

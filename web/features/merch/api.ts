// The store's call (docs/api.md#merch-orders), and the order form's rules: the contract's schema,
// loaded when the form first needs it, so the store page itself does not carry the validation library.
import type { OrderRequestSchema, orderResponse } from '../../../contract/api/merch.ts';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { merchContent } from '../../lib/content/merch.ts';

export const sendOrder = (body: z.input<OrderRequestSchema>) =>
  apiRequest<typeof orderResponse, OrderRequestSchema>('/api/merch/orders', {
    method: 'POST',
    body,
  });

let schema: Promise<OrderRequestSchema> | undefined;
/** The same schema the server validates the request with, built from the same items. */
export function orderSchema(): Promise<OrderRequestSchema> {
  schema ??= import('../../../contract/api/merch.ts').then((module) =>
    module.orderRequestSchema(merchContent.items),
  );
  return schema;
}

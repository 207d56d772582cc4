// Placing a merch order request (docs/product.md#merchandise): the lines priced from content/merch.json,
// a short order code, the order kept, and both emails queued in the same transaction.
import { randomInt } from 'node:crypto';
import type { OrderRequest } from '../../../contract/api/merch.ts';
import type { MerchContent } from '../../../contract/content.ts';
import { limits } from '../../../contract/limits.ts';
import { orderCodeAlphabet, toCents } from '../../../contract/merch-order.ts';
import { isUniqueViolation, type Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { hit, type RateLimitRule } from '../../core/rate-limit/counters.ts';
import type { Mailer } from '../../core/mail/mailer.ts';
import type { EmailBrand } from '../../core/mail/templates.ts';
import { buyerOrderEmail, chapterOrderEmail, type PlacedOrder } from './emails.ts';
import * as repo from './repository.ts';

export interface MerchDeps {
  db: Db;
  mailer: Mailer;
  brand: EmailBrand;
  merch: MerchContent;
  /** The chapter's tag for payment notes (content/chapter.json organisation.abbreviation). */
  tag: string;
}

/** Silent: past it the buyer gets no copy (the chapter still gets the order and is told). */
export const buyerEmailRule: RateLimitRule = {
  bucket: 'merch-buyer-email',
  limit: limits.merch.buyerEmailsPerAddress,
  windowMs: limits.merch.buyerEmailWindowMs,
};

/** Every order is an email to the chapter's own address: so many a day, site-wide. */
export const chapterOrderRule: RateLimitRule = {
  bucket: 'merch-chapter-orders',
  limit: limits.merch.chapterOrdersPerDay,
  windowMs: 86_400_000,
};

/** Past the day's orders: nothing is stored or sent, and the buyer may write to the chapter. */
export const storeFullMessage = (merchAddress: string) =>
  `The store has taken all the order requests it can today. Please try again tomorrow, or write to ${merchAddress}.`;

export const orderAnswer = (id: string) =>
  `Thank you! Your order request ${id} has been sent to the chapter. We emailed you the payment instructions.`;

export const newOrderCode = (): string =>
  `M-${Array.from({ length: 6 }, () => orderCodeAlphabet[randomInt(orderCodeAlphabet.length)]).join('')}`;

export async function placeOrder(deps: MerchDeps, request: OrderRequest): Promise<PlacedOrder> {
  const items = new Map(deps.merch.items.map((item) => [item.id, item]));
  const lines = request.items.map((line) => {
    const item = items.get(line.item)!;
    return { ...line, name: item.name, unitCents: toCents(item.price) };
  });
  const today = await hit(deps.db, chapterOrderRule, 'site');
  if (!today.allowed)
    throw new HttpError(429, 'rate_limited', storeFullMessage(deps.merch.order.email), {
      'retry-after': String(today.retryAfterSeconds),
    });
  // The day's last order tells the chapter that the store is closed until the next day.
  const closesStore = today.count === chapterOrderRule.limit;
  const buyerCopy = (await hit(deps.db, buyerEmailRule, request.email)).allowed;
  for (let attempt = 0; ; attempt += 1) {
    const order: PlacedOrder = {
      id: newOrderCode(),
      name: request.name,
      email: request.email,
      phone: request.phone,
      lines,
      totalCents: lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0),
    };
    try {
      await deps.db.transaction().execute(async (trx) => {
        await repo.insertOrder(trx, {
          id: order.id,
          name: order.name,
          email: order.email,
          phone: order.phone ?? null,
          lines: JSON.stringify(order.lines),
          totalCents: order.totalCents,
          createdAt: new Date().toISOString(),
        });
        await deps.mailer.enqueue(
          trx,
          chapterOrderEmail(deps.brand, deps.merch, deps.tag, order, buyerCopy, closesStore),
        );
        if (buyerCopy)
          await deps.mailer.enqueue(trx, buyerOrderEmail(deps.brand, deps.merch, deps.tag, order));
      });
      deps.mailer.wake();
      return order;
    } catch (error) {
      // Two orders drew the same code (one in about 900 million): draw again.
      if (isUniqueViolation(error) && attempt < 3) continue;
      throw error;
    }
  }
}

// Receipts (docs/money.md#payments-claims-and-receipts): every payment posting carries a number of
// its own (ledger.ts `takeReceiptNumber`), and its receipt is what the member is emailed, prints
// from his dues page and the treasurer prints from the console. A reversed payment's receipt says
// so. The email is queued after the payment's transaction commits: a payment rolled back sends
// nothing.
import { formatDay } from '../../../contract/dates.ts';
import { formatCents, paymentMethodName } from '../../../contract/money.ts';
import type { Db } from '../../db/database.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { ofAccountIfAny } from '../users/account-columns.ts';
import { accountColumnsOf } from '../users/repository.ts';
import { renderEmail, type EmailBrand } from '../mail/templates.ts';

/** A receipt as contract/api/officer/money.ts `receipt` shows it, with its heading and recorder. */
export interface Receipt {
  number: number;
  postingId: string;
  /** The chapter's name (its site name), as the receipt is headed. */
  chapterName: string;
  /** The member who paid, and his name. */
  userId: string;
  name: string;
  amountCents: number;
  method: string;
  reference: string | null;
  /** The day the payment arrived. */
  receivedOn: string;
  /** The officer who recorded it (for a claim confirmed: the one who confirmed it). */
  recordedBy: string;
  reversed: boolean;
}

/** A method as people read it ("Venmo", "Card, online"); what is not a known method, as it is. */
export const methodName = paymentMethodName;

/** The receipt of a payment posting; undefined for a posting that has no receipt (not a payment). */
export async function receiptOf(
  db: Db,
  postingId: string,
  chapterName: string,
): Promise<Receipt | undefined> {
  const row = await db
    .selectFrom('ledgerPostings as p')
    .select([
      'p.id',
      'p.receiptNumber',
      'p.userId',
      ofAccountIfAny('name', 'p.userId').as('memberName'),
      'p.method',
      'p.reference',
      'p.occurredOn',
      'p.createdByName',
    ])
    .select((eb) => [
      eb
        .selectFrom('ledgerLines as l')
        .select((inner) => inner.fn.sum<string | number>('l.amountCents').as('cents'))
        .whereRef('l.postingId', '=', 'p.id')
        .where('l.account', '=', 'receivable')
        .as('receivableCents'),
      eb
        .exists(
          eb.selectFrom('ledgerPostings as r').select('r.id').whereRef('r.reverses', '=', 'p.id'),
        )
        .as('reversed'),
    ])
    .where('p.id', '=', postingId)
    .executeTakeFirst();
  if (!row || row.receiptNumber === null || !row.userId) return undefined;
  return {
    number: Number(row.receiptNumber),
    postingId: row.id,
    chapterName,
    userId: row.userId,
    name: row.memberName ?? '',
    // A payment credits his receivable: the amount received is that credit, turned.
    amountCents: -Number(row.receivableCents ?? 0),
    method: row.method ?? '',
    reference: row.reference,
    receivedOn: row.occurredOn,
    recordedBy: row.createdByName,
    reversed: Boolean(Number(row.reversed)),
  };
}

/** The receipt's email to the member: the amount, the number, the method, and where to print it. */
export function receiptEmail(
  brand: EmailBrand,
  publicUrl: string,
  receipt: Receipt,
  to: string,
): MailMessage {
  const subject = `Receipt ${receipt.number}: ${formatCents(receipt.amountCents)} received`;
  const details = [
    { label: 'Receipt number', value: String(receipt.number) },
    { label: 'Received from', value: receipt.name },
    { label: 'Amount', value: formatCents(receipt.amountCents), strong: true },
    { label: 'Method', value: methodName(receipt.method) },
    ...(receipt.reference ? [{ label: 'Reference', value: receipt.reference }] : []),
    { label: 'Received on', value: formatDay(receipt.receivedOn) },
    { label: 'Recorded by', value: receipt.recordedBy },
  ];
  return {
    to,
    subject,
    ...renderEmail(brand, {
      heading: subject,
      paragraphs: [
        `${receipt.chapterName} received your payment of ${formatCents(receipt.amountCents)}. Thank you.`,
      ],
      details,
      more: receipt.reversed
        ? ['This payment was reversed afterwards: it no longer counts toward your balance.']
        : [],
      action: {
        label: 'See or print your receipt',
        url: `${publicUrl}/me/dues?receipt=${receipt.number}`,
      },
      notes: ['You get this email because a payment was recorded on your account.'],
    }),
  };
}

export interface ReceiptMailDeps {
  db: Db;
  mailer: Pick<Mailer, 'enqueue' | 'wake'>;
  brand: EmailBrand;
  publicUrl: string;
}

/**
 * Emails the receipt of a payment posting to its member, through the outbox. Call it after the
 * payment's transaction has committed. A posting without a receipt, or a member without an email
 * (an ended account), sends nothing; returns whether it queued one.
 */
export async function sendReceiptEmail(deps: ReceiptMailDeps, postingId: string): Promise<boolean> {
  const receipt = await receiptOf(deps.db, postingId, deps.brand.siteName);
  if (!receipt) return false;
  const member = await accountColumnsOf(deps.db, receipt.userId, ['email', 'endedAt']);
  if (!member?.email || member.endedAt) return false;
  await deps.mailer.enqueue(
    deps.db,
    receiptEmail(deps.brand, deps.publicUrl, receipt, member.email),
  );
  deps.mailer.wake();
  return true;
}

// The two emails of a merch order request: the order for the chapter's merch address (replies go to
// the buyer), and the order with the chapter's payment instructions for the buyer — its items,
// sizes, totals, code and how to pay, nothing typed into the form (the address may be anyone's).
// Every value is escaped by renderEmail; names never reach a header except as the subject's plain text.
import type { MerchContent } from '../../../contract/content.ts';
import { limits } from '../../../contract/limits.ts';
import { paymentNote } from '../../../contract/merch-order.ts';
import type { MailMessage } from '../../core/mail/mailer.ts';
import { renderEmail, type EmailBrand } from '../../core/mail/templates.ts';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatCents = (cents: number): string => dollars.format(cents / 100);

export interface PlacedOrder {
  id: string;
  name: string;
  email: string;
  phone: string | undefined;
  lines: { item: string; name: string; size: string; quantity: number; unitCents: number }[];
  totalCents: number;
}

function detailsOf(order: PlacedOrder) {
  return [
    ...order.lines.map((line) => ({
      label: `${line.quantity} × ${line.name}, size ${line.size}`,
      value: formatCents(line.unitCents * line.quantity),
    })),
    { label: 'Total', value: formatCents(order.totalCents), strong: true },
  ];
}

export function chapterOrderEmail(
  brand: EmailBrand,
  merch: MerchContent,
  tag: string,
  order: PlacedOrder,
  buyerCopySent: boolean,
  closesStore = false,
): MailMessage {
  const contact = [order.email, order.phone ? `phone ${order.phone}` : null]
    .filter(Boolean)
    .join(', ');
  return {
    to: merch.order.email,
    subject: `Merch order ${order.id} from ${order.name}`,
    headers: { 'Reply-To': order.email },
    ...renderEmail(brand, {
      heading: `Merch order ${order.id}`,
      paragraphs: [`${order.name} (${contact}) asks for:`],
      details: detailsOf(order),
      more: [
        `They were asked to pay with ${merch.order.payment.app}, writing this note: ${paymentNote(tag, order.id, order.email)}`,
      ],
      notes: [
        'Reply to this email to write to the buyer.',
        buyerCopySent
          ? 'The buyer was sent the order and the payment instructions.'
          : 'No copy was sent to the buyer: that address had too many order emails in the last hour.',
        ...(closesStore
          ? [
              `This is the ${limits.merch.chapterOrdersPerDay}th order request today: the store takes no more until midnight UTC, and says so to whoever tries, with this address to write to.`,
            ]
          : []),
      ],
    }),
  };
}

export function buyerOrderEmail(
  brand: EmailBrand,
  merch: MerchContent,
  tag: string,
  order: PlacedOrder,
): MailMessage {
  return {
    to: order.email,
    subject: `Your order request ${order.id} at ${brand.siteName}`,
    ...renderEmail(brand, {
      heading: 'Thank you for your order request',
      // Only the order itself: a name or anything else typed into the form could be a stranger's
      // words sent to someone else's address.
      paragraphs: [`The chapter received your order request ${order.id}:`],
      details: detailsOf(order),
      more: [merch.order.payment.text, paymentNote(tag, order.id, order.email), merch.order.after],
      action: { label: merch.order.payment.link.label, url: merch.order.payment.link.href },
      notes: [
        'There is no card payment on the site: nothing has been charged.',
        'If you did not send this order, ignore this email.',
      ],
    }),
  };
}

// The stand-in's hosted Checkout page: what Stripe's own page is to a payer, reduced to the choices
// a test or a developer needs (pay by card, by a bank debit that succeeds or fails, or go back).
// Plain HTML with labels and real buttons, readable at 390 px, so it works in any browser and in
// the end-to-end tests.
import { formatCents } from '../../../contract/money.ts';

export interface PageItem {
  name: string;
  description: string | null;
  unitAmount: number;
  quantity: number;
}

export interface PageSession {
  id: string;
  amountTotal: number;
  lineItems: PageItem[];
  methods: ('card' | 'us_bank_account')[];
  open: boolean;
  returnUrl: string;
}

const escape = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const style = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #1a1a1a; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; }
  h1 { font-size: 1.25rem; margin: 0 0 0.25rem; }
  .note { color: #555; font-size: 0.875rem; margin: 0 0 1.25rem; }
  .items { list-style: none; padding: 0; margin: 0 0 1rem; background: #fff; border-radius: 0.5rem; }
  .items li { display: flex; justify-content: space-between; gap: 1rem; padding: 0.75rem 1rem;
    border-bottom: 1px solid #e5e7eb; }
  .items li > span:first-child { min-width: 0; overflow-wrap: anywhere; }
  .items li > span:last-child { white-space: nowrap; }
  .items li:last-child { border-bottom: 0; font-weight: 600; }
  .items small { display: block; color: #555; }
  form { margin: 0 0 0.75rem; }
  button { width: 100%; min-height: 2.75rem; font-size: 1rem; border-radius: 0.5rem;
    border: 1px solid #0a2540; background: #0a2540; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #0a2540; }
`;

/** The page for one session: its amount and line items, and a form for each choice it offers. */
export function checkoutPage(session: PageSession): string {
  const total = formatCents(session.amountTotal);
  const items = session.lineItems
    .map(
      (item) =>
        `<li><span>${escape(item.name)}${item.quantity > 1 ? ` × ${item.quantity}` : ''}` +
        (item.description ? `<small>${escape(item.description)}</small>` : '') +
        `</span><span>${formatCents(item.unitAmount * item.quantity)}</span></li>`,
    )
    .join('');
  const choice = (action: string, label: string, secondary = false) =>
    `<form method="post" action="/pay/${escape(session.id)}">` +
    `<input type="hidden" name="action" value="${action}">` +
    `<button type="submit"${secondary ? ' class="secondary"' : ''}>${label}</button></form>`;
  const choices = session.open
    ? [
        session.methods.includes('card') ? choice('card', 'Pay by card') : '',
        session.methods.includes('us_bank_account')
          ? choice('bank_success', 'Pay by bank account (succeeds)') +
            choice('bank_failure', 'Pay by bank account (fails)')
          : '',
        choice('cancel', 'Cancel', true),
      ].join('')
    : `<p>This checkout is no longer open.</p><p><a href="${escape(session.returnUrl)}">Return to the site</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${total} — Stripe stand-in</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>Pay ${total}</h1>
<p class="note">A stand-in for Stripe Checkout, for tests and local trials: no card is asked for and no money moves.</p>
<ul class="items" aria-label="What you pay for">${items}<li><span>Total</span><span>${total}</span></li></ul>
${choices}
</main>
</body>
</html>`;
}

// The cart (/merch/cart): what is in it, and the order request to the chapter.
import { PageHeader } from '../components/page-header.tsx';
import { CartOrder } from '../features/merch/components/cart-order.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => [
  ...pageMeta('Your Cart', 'Your order from the chapter store.'),
  { name: 'robots', content: 'noindex' },
];

export default function MerchCartPage() {
  return (
    <>
      <PageHeader title="Your Cart" eyebrow="Chapter store" />
      <CartOrder />
    </>
  );
}

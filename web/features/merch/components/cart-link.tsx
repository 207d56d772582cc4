// The way to the cart from the store, with how many things are in it once the page has read it.
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { cartCount, itemCount } from '../cart.ts';
import { useCart } from '../use-cart.ts';

export function CartLink() {
  const cart = useCart();
  return (
    <Link className="btn btn-outline-light cart-link" to={paths.merchCart}>
      Your cart{' '}
      {cart ? (
        <span className="cart-link__count">({itemCount(cartCount(cart))})</span>
      ) : (
        // Holds the count's place until the cart is read, so the centred button does not move.
        <span className="cart-link__count invisible" aria-hidden="true">
          (0 items)
        </span>
      )}
    </Link>
  );
}

// One product of the chapter store: picture, price, a size and "Add to Cart", which puts one of it in
// the cart kept in this browser and says so, with a link to the cart. Plain elements with Bootstrap's
// classes, not react-bootstrap's components: every public page's JS budget.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { MerchContent } from '../../../../contract/content.ts';
import { limits } from '../../../../contract/limits.ts';
import { Picture } from '../../../components/picture.tsx';
import { formatPrice } from '../../../lib/format.ts';
import type { Picture as PictureData } from '../../../lib/images.ts';
import { paths } from '../../../lib/paths.ts';
import { addToCart } from '../cart.ts';
import { saveCart, useCart } from '../use-cart.ts';

type MerchItem = MerchContent['items'][number];

export function MerchItemCard({
  item,
  picture,
  priority = false,
}: {
  item: MerchItem;
  picture: PictureData;
  priority?: boolean;
}) {
  const sizeId = useId();
  const [size, setSize] = useState(item.sizes[0]!);
  const [message, setMessage] = useState<{ added: boolean; text: string } | null>(null);
  const cart = useCart();

  const add = () => {
    if (!cart) return;
    const result = addToCart(cart, item.id, size);
    if (result.added) {
      saveCart(result.cart);
      const quantity = result.cart.find((l) => l.item === item.id && l.size === size)!.quantity;
      setMessage({
        added: true,
        text: `Added to your cart: ${item.name}, size ${size}${quantity > 1 ? ` (${quantity} in the cart)` : ''}.`,
      });
    } else {
      setMessage({
        added: false,
        text:
          result.reason === 'max-quantity'
            ? `Your cart already has ${limits.merch.maxQuantity} of this item in size ${size}, the most one order can have.`
            : `Your cart already has ${limits.merch.maxLines} different items, the most one order can have.`,
      });
    }
  };

  return (
    <div className="card h-100 merch-card">
      <Picture
        picture={picture}
        alt={item.name}
        sizes="(min-width: 992px) 360px, (min-width: 768px) 50vw, 100vw"
        className="card-img-top"
        priority={priority}
      />
      <div className="card-body d-flex flex-column">
        <h3 className="h4 mb-1">{item.name}</h3>
        <p className="merch-card__price">{formatPrice(item.price)}</p>
        <p>{item.description}</p>
        <div className="mb-3">
          <label className="form-label" htmlFor={sizeId}>
            Size
          </label>
          <select
            id={sizeId}
            className="form-select"
            value={size}
            onChange={(event) => setSize(event.target.value)}
          >
            {item.sizes.map((choice) => (
              <option key={choice}>{choice}</option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-primary mt-auto"
          aria-label={`Add to Cart: ${item.name}`}
          onClick={add}
          // Until the page has read the cart from storage, there is nothing to add to.
          disabled={cart === null}
        >
          Add to Cart
        </button>
        <output className="merch-card__message">
          {message ? (
            <span className={message.added ? 'text-success' : 'text-danger'}>
              {message.text}{' '}
              {message.added ? <Link to={paths.merchCart}>View your cart</Link> : null}
            </span>
          ) : null}
        </output>
      </div>
    </div>
  );
}

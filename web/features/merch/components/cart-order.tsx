// The cart and the order request (docs/product.md#merchandise): the lines with their sizes,
// quantities (1–10) and prices, the total, and a form for name, email and phone checked with the
// contract's schema on leaving a field and on sending. Once the chapter has the order, the cart is
// emptied and the page says how to pay: the chapter's payment app and the note to write.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { limits } from '../../../../contract/limits.ts';
import { paymentNote } from '../../../../contract/merch-order.ts';
import { ExternalLink } from '../../../components/external-link.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { chapter } from '../../../lib/content/chapter.ts';
import { merchContent } from '../../../lib/content/merch.ts';
import { formatPrice } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { orderSchema, sendOrder } from '../api.ts';
import {
  cartCount,
  cartTotalCents,
  itemCount,
  removeFromCart,
  setQuantity,
  type Cart,
  type CartLine,
} from '../cart.ts';
import { saveCart, useCart } from '../use-cart.ts';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';

type Field = 'name' | 'email' | 'phone';
const fields: Field[] = ['name', 'email', 'phone'];
type Errors = Partial<Record<Field | 'items', string>>;

interface Placed {
  id: string;
  message: string;
  email: string;
  lines: Cart;
  totalCents: number;
}

const itemOf = (line: CartLine) => merchContent.items.find((item) => item.id === line.item)!;
const describe = (line: CartLine) => `${itemOf(line).name}, size ${line.size}`;
const quantities = Array.from({ length: limits.merch.maxQuantity }, (_, i) => i + 1);

function CartLines({ cart, onChange }: { cart: Cart; onChange?: (cart: Cart) => void }) {
  const id = useId();
  return (
    <ul className="cart-lines">
      {cart.map((line, index) => {
        const item = itemOf(line);
        return (
          <li key={`${line.item}-${line.size}`} className="cart-line">
            <div className="cart-line__what">
              <p className="cart-line__name">{item.name}</p>
              <p className="cart-line__detail">
                Size {line.size} · {formatPrice(item.price)} each
              </p>
            </div>
            {onChange ? (
              <div className="cart-line__quantity">
                <label htmlFor={`${id}-${index}`} className="form-label small mb-1">
                  Quantity<span className="visually-hidden"> of {describe(line)}</span>
                </label>
                <select
                  id={`${id}-${index}`}
                  className="form-select form-select-sm"
                  value={line.quantity}
                  onChange={(event) =>
                    onChange(setQuantity(cart, line.item, line.size, Number(event.target.value)))
                  }
                >
                  {quantities.map((quantity) => (
                    <option key={quantity}>{quantity}</option>
                  ))}
                </select>
              </div>
            ) : (
              <p className="cart-line__quantity mb-0">× {line.quantity}</p>
            )}
            <p className="cart-line__price">{formatPrice(item.price * line.quantity)}</p>
            {onChange ? (
              <button
                type="button"
                className="btn btn-link btn-sm cart-line__remove"
                onClick={() => onChange(removeFromCart(cart, line.item, line.size))}
              >
                Remove<span className="visually-hidden"> {describe(line)}</span>
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function HowToPay({ placed }: { placed: Placed }) {
  const { payment, after } = merchContent.order;
  return (
    <div className="payment-box text-start">
      <h3 className="h5">How to pay</h3>
      <p>{payment.text}</p>
      <p>
        <code className="payment-note">
          {paymentNote(chapter.organisation.abbreviation, placed.id, placed.email)}
        </code>
      </p>
      <p>
        <ExternalLink className="btn btn-primary" href={payment.link.href}>
          {payment.link.label}
        </ExternalLink>
      </p>
      <p className="mb-0">{after}</p>
    </div>
  );
}

export function CartOrder() {
  const cart = useCart();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const placedHeading = useRef<HTMLHeadingElement>(null);
  const formId = useId();

  const body = (current: Cart) => ({
    items: current.map(({ item, size, quantity }) => ({ item, size, quantity })),
    name: values.name,
    email: values.email,
    phone: values.phone,
  });

  /**
   * The contract's verdict on one field: its first problem, or none. Asked on leaving the field, and
   * while typing in a field that shows a problem, so the message goes as soon as it is fixed (not on
   * leaving, which would move the button under a pointer on its way to it).
   */
  async function checkField(field: Field, value: string) {
    const schema = await orderSchema();
    const result = schema.shape[field].safeParse(value);
    setErrors((current) => ({
      ...current,
      [field]: result.success ? undefined : result.error.issues[0]?.message,
    }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!cart?.length || busy) return;
    setFailure(null);
    setBusy(true);
    try {
      const parsed = (await orderSchema()).safeParse(body(cart));
      if (!parsed.success) {
        const found: Errors = {};
        for (const issue of parsed.error.issues) {
          const key = (fields as string[]).includes(String(issue.path[0]))
            ? (issue.path[0] as Field)
            : 'items';
          found[key] ??= issue.message;
        }
        setErrors(found);
        const first = fields.find((field) => found[field]);
        if (first) inputs.current[first]?.focus();
        else setFailure(found.items ?? 'Please check your order.');
        return;
      }
      setErrors({});
      const answer = await sendOrder(body(cart));
      setPlaced({
        ...answer,
        email: parsed.data.email,
        lines: cart,
        totalCents: cartTotalCents(cart, merchContent.items),
      });
      saveCart([]);
      // The page changes under the reader: take the focus to what happened.
      requestAnimationFrame(() => placedHeading.current?.focus());
    } catch (error) {
      if (error instanceof ApiRequestError && !error.isNetworkError) {
        console.error('The order request was refused', error);
        setFailure(error.serverMessage ?? 'Your order could not be sent. Please try again.');
      } else {
        console.error('The order request could not be sent', error);
        setFailure('Your order could not be sent. Check your connection and try again.');
      }
    } finally {
      setBusy(false);
    }
  }

  if (placed) {
    return (
      <section className="container section cart-page" aria-labelledby="placed-heading">
        <h2 id="placed-heading" className="section-title" ref={placedHeading} tabIndex={-1}>
          Order request sent
        </h2>
        <output className="d-block alert alert-success">{placed.message}</output>
        <h3 className="h5">Your order {placed.id}</h3>
        <CartLines cart={placed.lines} />
        <p className="cart-total">Total: {formatPrice(placed.totalCents / 100)}</p>
        <HowToPay placed={placed} />
        <p className="mt-4">
          <Link to={paths.merch}>Back to the store</Link>
        </p>
      </section>
    );
  }

  if (cart === null) {
    return (
      <section className="container section cart-page">
        <p className="lead">Loading your cart...</p>
      </section>
    );
  }

  if (cart.length === 0) {
    return (
      <section className="container section cart-page" aria-labelledby="cart-heading">
        <h2 id="cart-heading" className="section-title">
          Your cart is empty
        </h2>
        <p>
          Choose a size and press Add to Cart in the store; what you add is kept in this browser.
        </p>
        <Link className="btn btn-primary" to={paths.merch}>
          Back to the store
        </Link>
      </section>
    );
  }

  const field = (name: Field, label: string, type: string, autoComplete: string, hint?: string) => {
    const errorId = `${formId}-${name}-error`;
    const hintId = `${formId}-${name}-hint`;
    const describedBy = [hint ? hintId : null, errors[name] ? errorId : null]
      .filter(Boolean)
      .join(' ');
    return (
      <Form.Group className="mb-3" controlId={`${formId}-${name}`}>
        <Form.Label>{label}</Form.Label>
        <Form.Control
          ref={(element: HTMLInputElement | null) => {
            inputs.current[name] = element;
          }}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [name]: value }));
            if (errors[name]) void checkField(name, value);
          }}
          onBlur={(event) => void checkField(name, event.target.value)}
          isInvalid={Boolean(errors[name])}
          aria-invalid={Boolean(errors[name])}
          {...(describedBy ? { 'aria-describedby': describedBy } : {})}
          required={name !== 'phone'}
        />
        {hint ? (
          <Form.Text id={hintId} className="d-block">
            {hint}
          </Form.Text>
        ) : null}
        {errors[name] ? (
          <Form.Control.Feedback type="invalid" id={errorId}>
            {errors[name]}
          </Form.Control.Feedback>
        ) : null}
      </Form.Group>
    );
  };

  return (
    <div className="container section cart-page">
      <section aria-labelledby="cart-heading">
        <h2 id="cart-heading" className="section-title">
          In your cart: {itemCount(cartCount(cart))}
        </h2>
        <CartLines cart={cart} onChange={saveCart} />
        <p className="cart-total">
          Total: {formatPrice(cartTotalCents(cart, merchContent.items) / 100)}
        </p>
        <p className="small text-body-secondary">
          Special offers are applied by the chapter when it confirms your order.{' '}
          <Link to={paths.merch}>Keep shopping</Link>
        </p>
      </section>
      <section aria-labelledby="order-heading" className="cart-form">
        <h2 id="order-heading" className="section-title">
          Send your order
        </h2>
        <p>{merchContent.order.text}</p>
        <KitForm noValidate onSubmit={(event) => void onSubmit(event)}>
          {field('name', 'Your name', 'text', 'name')}
          {field('email', 'Email', 'email', 'email', 'We send the order and how to pay here.')}
          {field(
            'phone',
            'Phone (optional)',
            'tel',
            'tel',
            'In case the chapter needs to reach you.',
          )}
          {failure ? (
            <div className="alert alert-danger" role="alert">
              {failure}
            </div>
          ) : null}
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? 'Sending...' : 'Send order request'}
          </Button>
        </KitForm>
      </section>
    </div>
  );
}

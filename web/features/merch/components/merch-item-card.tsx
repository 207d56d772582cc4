// One product of the (static) chapter store: picture, price, sizes and an "Add to Cart" that does nothing yet.
import { Button, Card, Form } from 'react-bootstrap';
import type { MerchContent } from '../../../../contract/content.ts';
import { Picture } from '../../../components/picture.tsx';
import { formatPrice } from '../../../lib/format.ts';
import type { Picture as PictureData } from '../../../lib/images.ts';

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
  const sizeId = `size-${item.id}`;
  return (
    <Card className="h-100 merch-card">
      <Picture
        picture={picture}
        alt={item.name}
        sizes="(min-width: 992px) 360px, (min-width: 768px) 50vw, 100vw"
        className="card-img-top"
        priority={priority}
      />
      <Card.Body className="d-flex flex-column">
        <h3 className="h4 mb-1">{item.name}</h3>
        <p className="merch-card__price">{formatPrice(item.price)}</p>
        <p>{item.description}</p>
        <Form.Group className="mb-3" controlId={sizeId}>
          <Form.Label>Size</Form.Label>
          <Form.Select defaultValue={item.sizes[0]}>
            {item.sizes.map((size) => (
              <option key={size}>{size}</option>
            ))}
          </Form.Select>
        </Form.Group>
        {/* The store is not open yet: the button is there, as on the legacy site, with no behaviour. */}
        <Button variant="primary" className="mt-auto" aria-label={`Add to Cart: ${item.name}`}>
          Add to Cart
        </Button>
      </Card.Body>
    </Card>
  );
}

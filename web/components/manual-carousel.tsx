// A carousel moved only by the person (docs/product.md#philanthropy): buttons, dots, keys, swipe;
// never advances by itself.
import { useState, type ReactNode } from 'react';
import { Carousel } from 'react-bootstrap';
import type { Picture as PictureData } from '../lib/images.ts';
import { Picture } from './picture.tsx';

export interface Slide {
  key: string;
  picture: PictureData;
  alt: string;
  /** Indicator label: what the slide is. */
  name: string;
  caption: ReactNode;
}

export function ManualCarousel({
  label,
  slides,
  itemName,
  sizes,
  className = '',
}: {
  label: string;
  slides: Slide[];
  /** Names one slide in control labels ("Previous competitor"). */
  itemName: string;
  sizes: string;
  className?: string;
}) {
  const [index, setIndex] = useState(0);
  return (
    <section
      className={`manual-carousel ${className}`.trim()}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <Carousel
        activeIndex={index}
        onSelect={(next) => setIndex(next)}
        interval={null}
        controls
        indicators
        touch
        keyboard
        pause={false}
        prevLabel={`Previous ${itemName}`}
        nextLabel={`Next ${itemName}`}
        indicatorLabels={slides.map((slide) => slide.name)}
      >
        {slides.map((slide, i) => (
          <Carousel.Item
            key={slide.key}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
          >
            <Picture
              picture={slide.picture}
              alt={slide.alt}
              sizes={sizes}
              className="d-block w-100"
            />
            <div className="manual-carousel__caption">{slide.caption}</div>
          </Carousel.Item>
        ))}
      </Carousel>
    </section>
  );
}

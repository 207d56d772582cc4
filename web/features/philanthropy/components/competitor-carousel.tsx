// The year's competitors, one slide each: controls and indicators, moved only by the person (no auto-advance).
import { Carousel } from 'react-bootstrap';
import { useState } from 'react';
import { Picture } from '../../../components/picture.tsx';
import type { PhilanthropyContent } from '../../../../contract/content.ts';
import { philanthropyPicture } from '../images.ts';

type Competitor = PhilanthropyContent['competitors']['items'][number];

export function CompetitorCarousel({
  competitors,
  label,
}: {
  competitors: Competitor[];
  label: string;
}) {
  const [index, setIndex] = useState(0);
  return (
    <section className="competitor-carousel" aria-roledescription="carousel" aria-label={label}>
      <Carousel
        activeIndex={index}
        onSelect={(next) => setIndex(next)}
        interval={null}
        controls
        indicators
        touch
        keyboard
        pause={false}
        prevLabel="Previous competitor"
        nextLabel="Next competitor"
        indicatorLabels={competitors.map((c) => c.name)}
      >
        {competitors.map((competitor, i) => (
          <Carousel.Item
            key={competitor.name}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${competitors.length}`}
          >
            <Picture
              picture={philanthropyPicture(competitor.img)}
              alt={`${competitor.name} at Marlowe Week`}
              sizes="(min-width: 992px) 800px, 100vw"
              className="d-block w-100"
            />
            <div className="competitor-carousel__caption">
              <h3 className="h4">{competitor.name}</h3>
              <p className="mb-0">{competitor.desc}</p>
            </div>
          </Carousel.Item>
        ))}
      </Carousel>
    </section>
  );
}

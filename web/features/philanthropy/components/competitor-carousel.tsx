// The year's competitors, one slide each (a ManualCarousel: no auto-advance).
import type { PhilanthropyContent } from '../../../../contract/content.ts';
import { ManualCarousel } from '../../../components/manual-carousel.tsx';
import { philanthropyPicture } from '../images.ts';

type Competitor = PhilanthropyContent['competitors']['items'][number];

export function CompetitorCarousel({
  competitors,
  label,
}: {
  competitors: Competitor[];
  label: string;
}) {
  return (
    <ManualCarousel
      label={label}
      itemName="competitor"
      className="competitor-carousel"
      sizes="(min-width: 992px) 800px, 100vw"
      slides={competitors.map((competitor) => ({
        key: competitor.name,
        name: competitor.name,
        picture: philanthropyPicture(competitor.img),
        alt: `${competitor.name} at Marlowe Week`,
        caption: (
          <>
            <h3 className="h4">{competitor.name}</h3>
            <p className="mb-0">{competitor.desc}</p>
          </>
        ),
      }))}
    />
  );
}

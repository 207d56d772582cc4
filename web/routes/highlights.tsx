// Highlights (/highlights): event cards with galleries, the recognition wall and the year in numbers.
import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '../components/page-header.tsx';
import { StatTiles } from '../components/stat-tiles.tsx';
import type { OpenGallery } from '../features/highlights/components/gallery-modal.tsx';
import { HighlightCard } from '../features/highlights/components/highlight-card.tsx';
import { RecognitionWall } from '../features/highlights/components/recognition-wall.tsx';
import { highlightPicture } from '../features/highlights/images.ts';
import { highlightsContent } from '../lib/content/highlights.ts';
import { pageMeta } from '../lib/meta.ts';

// The gallery (and the modal code under it) loads when first wanted, not with the page.
const loadGallery = () => import('../features/highlights/components/gallery-modal.tsx');
const GalleryModal = lazy(() => loadGallery().then((module) => ({ default: module.GalleryModal })));

export const meta = () => pageMeta('Highlights', highlightsContent.intro);

export default function HighlightsPage() {
  const [gallery, setGallery] = useState<OpenGallery | null>(null);
  const [wanted, setWanted] = useState(false);
  const { events, recognition, stats } = highlightsContent;
  return (
    <>
      <PageHeader title="Highlights" eyebrow="This year">
        <p className="mb-0">{highlightsContent.intro}</p>
      </PageHeader>

      <section className="container section" aria-labelledby="events-heading">
        <h2 id="events-heading" className="section-title text-center">
          Events
        </h2>
        <ul className="row g-4 list-unstyled mb-0">
          {events.map((event) => (
            <li key={event.id} className="col-md-6">
              <HighlightCard
                event={event}
                picture={highlightPicture(event.image)}
                onWantGallery={() => void loadGallery()}
                onOpenGallery={() => {
                  setWanted(true);
                  setGallery({ title: event.title, images: event.gallery, index: 0 });
                }}
              />
            </li>
          ))}
        </ul>
      </section>

      <section className="section section--paper" aria-labelledby="recognition-heading">
        <div className="container">
          <h2 id="recognition-heading" className="section-title text-center mb-2">
            {recognition.heading}
          </h2>
          <p className="text-center mb-4">{recognition.text}</p>
          <RecognitionWall recognition={recognition} />
        </div>
      </section>

      <section className="container section" aria-label="The year in numbers">
        <StatTiles items={stats} />
      </section>

      {wanted ? (
        <Suspense fallback={null}>
          <GalleryModal
            gallery={gallery}
            onChange={(index) =>
              setGallery((current) => (current ? { ...current, index } : current))
            }
            onClose={() => setGallery(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

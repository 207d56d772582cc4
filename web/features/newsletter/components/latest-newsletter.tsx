// The "Latest Newsletter" card: a preview of page 1 and the button that opens the viewer. Plain
// elements with Bootstrap's classes, not react-bootstrap's components: the home page's JS budget.
import { lazy, Suspense, useState } from 'react';
import { Picture } from '../../../components/picture.tsx';
import { homeContent } from '../../../lib/content/home.ts';
import { pictureLookup, type Picture as PictureData } from '../../../lib/images.ts';
import type { NewsletterPage } from './newsletter-viewer.tsx';

// The viewer (and the modal code under it) loads when first wanted, not with the page.
const loadViewer = () => import('./newsletter-viewer.tsx');
const NewsletterViewer = lazy(() =>
  loadViewer().then((module) => ({ default: module.NewsletterViewer })),
);

const pagePicture = pictureLookup(
  import.meta.glob<PictureData>('/content/images/newsletter/*.{svg,jpg,jpeg,png,webp,avif}', {
    query: { w: '400;800;1200', format: 'avif;webp', as: 'picture' },
    import: 'default',
    eager: true,
  }),
);
const pageDownloads = import.meta.glob<string>(
  '/content/images/newsletter/*.{svg,jpg,jpeg,png,webp,avif}',
  {
    query: { format: 'jpeg', quality: '85' },
    import: 'default',
    eager: true,
  },
);

type Newsletter = typeof homeContent.latestNewsletter;

/** The viewer's pages, made once per published version of the home page (live content). */
const pagesOf = new WeakMap<Newsletter, NewsletterPage[]>();
function newsletterPages(newsletter: Newsletter): NewsletterPage[] {
  let pages = pagesOf.get(newsletter);
  if (!pages) {
    pages = newsletter.pages.map((page) => ({
      id: page.id,
      title: page.title,
      picture: pagePicture(page.image),
      downloadUrl: pageDownloads[`/content/images/${page.image}`]!,
    }));
    pagesOf.set(newsletter, pages);
  }
  return pages;
}

export function LatestNewsletter() {
  const [open, setOpen] = useState(false);
  // Once opened, the viewer stays mounted so that it can animate closed.
  const [wanted, setWanted] = useState(false);
  const newsletter = homeContent.latestNewsletter;
  const pages = newsletterPages(newsletter);
  return (
    <>
      <div className="card latest-newsletter h-100">
        <div className="latest-newsletter__preview">
          <Picture
            picture={pages[0]!.picture}
            alt={`Preview of ${newsletter.title}, ${newsletter.issue}`}
            sizes="(min-width: 992px) 300px, 60vw"
          />
        </div>
        <div className="card-body">
          <h2 className="h3">Latest Newsletter</h2>
          <p className="latest-newsletter__title">
            {newsletter.title} · {newsletter.issue}
          </p>
          <p>{newsletter.summary}</p>
          <button
            type="button"
            className="btn btn-primary"
            onPointerEnter={() => void loadViewer()}
            onFocus={() => void loadViewer()}
            onClick={() => {
              setWanted(true);
              setOpen(true);
            }}
          >
            View Full Newsletter
          </button>
        </div>
      </div>
      {wanted ? (
        <Suspense fallback={null}>
          <NewsletterViewer
            title={`${newsletter.title} · ${newsletter.issue}`}
            pages={pages}
            show={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

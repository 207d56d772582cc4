// The "Latest Newsletter" card: a preview of page 1 of the newest issue and the button that opens
// the viewer. The newest issue is the newest one published in the console (carried by the page as
// live content, decision 016), or before the first, the issue of content/home.json. Plain
// elements with Bootstrap's classes, not react-bootstrap's components: the home page's JS budget.
import { lazy, Suspense, useState } from 'react';
import { Picture } from '../../../components/picture.tsx';
import { homeContent } from '../../../lib/content/home.ts';
import { publishedNewsletterIssues } from '../../../lib/content/live.ts';
import { pictureLookup, type Picture as PictureData } from '../../../lib/images.ts';
import {
  formatIssueDate,
  issuePreview,
  latestIssue,
  viewerIssue,
  type ViewerIssue,
} from '../issues.ts';

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

/** The issue of content/home.json, made once per published version of the home page (live content). */
const contentIssues = new WeakMap<Newsletter, ViewerIssue>();
function contentIssue(newsletter: Newsletter): ViewerIssue {
  let issue = contentIssues.get(newsletter);
  if (!issue) {
    issue = {
      id: 'content',
      title: `${newsletter.title} · ${newsletter.issue}`,
      pages: newsletter.pages.map((page, index) => ({
        id: page.id,
        title: page.title,
        picture: pagePicture(page.image),
        downloadUrl: pageDownloads[`/content/images/${page.image}`]!,
        downloadName: `newsletter-page-${index + 1}.jpg`,
      })),
    };
    contentIssues.set(newsletter, issue);
  }
  return issue;
}

interface Card {
  issue: ViewerIssue;
  preview: PictureData;
  alt: string;
  date?: string;
  summary?: string;
}

/** The newest issue published in the console; before the first, the issue of content/home.json. */
function latestCard(): Card {
  const published = latestIssue(publishedNewsletterIssues());
  if (published)
    return {
      issue: viewerIssue(published),
      preview: issuePreview(published),
      alt: `Preview of ${published.title}`,
      date: published.date,
    };
  const newsletter = homeContent.latestNewsletter;
  const issue = contentIssue(newsletter);
  return {
    issue,
    preview: issue.pages[0]!.picture,
    alt: `Preview of ${newsletter.title}, ${newsletter.issue}`,
    summary: newsletter.summary,
  };
}

export function LatestNewsletter() {
  const [open, setOpen] = useState(false);
  // Once opened, the viewer stays mounted so that it can animate closed.
  const [wanted, setWanted] = useState(false);
  const card = latestCard();
  return (
    <>
      <div className="card latest-newsletter h-100">
        <div className="latest-newsletter__preview">
          <Picture picture={card.preview} alt={card.alt} sizes="(min-width: 992px) 300px, 60vw" />
        </div>
        <div className="card-body">
          <h2 className="h3">Latest Newsletter</h2>
          <p className="latest-newsletter__title">{card.issue.title}</p>
          {card.date ? (
            <p>
              <time dateTime={card.date}>{formatIssueDate(card.date)}</time>
            </p>
          ) : null}
          {card.summary ? <p>{card.summary}</p> : null}
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
          <NewsletterViewer latest={card.issue} show={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

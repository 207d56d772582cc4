// Public pages (area `content`, docs/product.md#officer-console): every content document an officer
// can edit, each linking to its editor, with who published it last and when.
import { Link } from 'react-router';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { contentEditorPath } from '../../../../components/console-kit/console-routes.ts';
import {
  contentDocumentFacts,
  contentDocumentOrder,
} from '../../../../components/console-kit/content-documents.ts';
import { formatDateTime } from '../../../../components/console-kit/dates.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadDocuments } from '../api.ts';
import { authorName } from '../editor-state.ts';
import '../../../../styles/content-editor.scss';

export function ContentIndexPage() {
  const load = useLoad(loadDocuments);
  const published = new Map((load.data?.documents ?? []).map((d) => [d.name, d.version]));
  return (
    <>
      <header className="console-header">
        <h1 className="console-header__title">Public pages</h1>
        <p className="console-header__lead">
          Edit the texts, lists and pictures of the site&apos;s public pages. A publish shows on the
          page within seconds; every version is kept and can be restored.
        </p>
      </header>
      <ConsoleLoadFailure what="The pages" load={load} />
      <ul className="content-index">
        {contentDocumentOrder.map((name) => {
          const version = published.get(name);
          const facts = contentDocumentFacts[name];
          return (
            <li key={name} className="content-index__item">
              <Link className="content-index__link" to={contentEditorPath(name)}>
                {facts.title}
              </Link>
              <span className="content-index__text">{facts.description}</span>
              <span className="content-index__meta">
                {version ? (
                  <>
                    Version {version.number}, published {formatDateTime(version.at)} by{' '}
                    <span title={version.author}>{authorName(version.author)}</span>
                  </>
                ) : load.state.status === 'loading' ? (
                  'Loading…'
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

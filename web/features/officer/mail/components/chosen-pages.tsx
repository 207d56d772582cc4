// The pages chosen for a new issue, in order, before the upload: each with its thumbnail (drawn by
// the browser), its name and size or its problem, and Move up, Move down, Remove.
import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { formatBytes, movePage, pageProblem, removePage } from '../issue-pages.ts';

export interface Chosen {
  id: string;
  file: File;
}

let chosenCount = 0;
export const choose = (file: File): Chosen => ({ id: `page-${(chosenCount += 1)}`, file });

/**
 * A small picture of the page for the list, drawn by the browser (a data: address, so nothing is
 * fetched); null for a kind the browser cannot draw, like HEIC (the server converts it).
 */
async function thumbnailOf(file: File): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(112 / bitmap.width, 144 / bitmap.height, 1);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.7);
  } catch {
    return null;
  }
}

/** The page's thumbnail, or its number until (or unless) the browser can draw it. */
function Thumbnail({ file, n }: { file: File; n: number }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void thumbnailOf(file).then((made) => {
      if (live) setUrl(made);
    });
    return () => {
      live = false;
    };
  }, [file]);
  return (
    <span className="chosen-pages__thumb" aria-hidden="true">
      {url ? <img src={url} alt="" /> : <span>{n}</span>}
    </span>
  );
}

export function ChosenPages({
  pages,
  disabled,
  onChange,
}: {
  pages: Chosen[];
  /** Held while the upload is on its way. */
  disabled: boolean;
  onChange: (pages: Chosen[]) => void;
}) {
  if (pages.length === 0) return null;
  return (
    <ol className="chosen-pages" aria-label="Chosen pages, in order">
      {pages.map((page, index) => {
        const problem = pageProblem(page.file, index + 1);
        const n = index + 1;
        return (
          <li className="chosen-pages__item" key={page.id}>
            <Thumbnail file={page.file} n={n} />
            <span className="chosen-pages__facts">
              <span className="chosen-pages__name">
                Page {n}: {page.file.name}
              </span>
              <span className={problem ? 'field-error mb-0' : 'form-text'}>
                {problem ?? formatBytes(page.file.size)}
              </span>
            </span>
            <span className="chosen-pages__actions">
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={disabled || index === 0}
                onClick={() => onChange(movePage(pages, index, -1))}
              >
                <span aria-hidden="true">↑</span>
                <span className="visually-hidden">Move page {n} up</span>
              </Button>
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={disabled || index === pages.length - 1}
                onClick={() => onChange(movePage(pages, index, 1))}
              >
                <span aria-hidden="true">↓</span>
                <span className="visually-hidden">Move page {n} down</span>
              </Button>
              <Button
                variant="outline-danger"
                size="sm"
                disabled={disabled}
                onClick={() => onChange(removePage(pages, index))}
              >
                Remove<span className="visually-hidden"> page {n}</span>
              </Button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { imageFileProblem, thumbnailOf } from '../image-upload.ts';
import { GalleryField, ImageField } from './image-field.tsx';

const id = '0123456789abcdef01234567';
const uploaded = `uploads/${id}-2400x1600.webp`;
const noop = () => {};

describe('ImageField', () => {
  it('shows an uploaded picture by its smallest size, and Remove only when optional', () => {
    const html = renderToStaticMarkup(
      <ImageField label="Photo" value={uploaded} onChange={noop} optional hint="A portrait." />,
    );
    expect(html).toContain(`src="/media/content/${id}-480.webp" width="480" height="320"`);
    expect(html).toContain('Upload another picture');
    expect(html).toContain('Remove');
    expect(html).toContain('A portrait.');
    expect(html).toContain('accept="image/jpeg,image/png,image/webp,image/heic');
    const required = renderToStaticMarkup(
      <ImageField label="Hero" value={uploaded} onChange={noop} />,
    );
    expect(required).not.toContain('Remove');
  });

  it('names a picture of the site’s folder, and offers an upload when there is none', () => {
    expect(
      renderToStaticMarkup(
        <ImageField label="Photo" value="officers/officer-01.svg" onChange={noop} />,
      ),
    ).toContain('officers/officer-01.svg');
    expect(
      renderToStaticMarkup(<ImageField label="Photo" value={undefined} onChange={noop} optional />),
    ).toContain('Upload a picture');
  });
});

describe('GalleryField', () => {
  it('lists the pictures with Up, Down and Remove, and offers several files at once', () => {
    const html = renderToStaticMarkup(
      <GalleryField
        label="Gallery"
        value={[uploaded, `uploads/${'f'.repeat(24)}-640x480.webp`]}
        onChange={noop}
      />,
    );
    expect(html).toContain('aria-label="Move picture 1 down"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move picture 1 up"/);
    expect(html).toContain('aria-label="Remove picture 2"');
    expect(html).toContain('multiple=""');
    expect(html).toContain('Upload pictures');
  });
});

describe('before an upload', () => {
  it('refuses an empty file or one over 10 MB', () => {
    expect(imageFileProblem(new File([], 'a.jpg'))).toBe('a.jpg is empty. Choose a picture.');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg');
    expect(imageFileProblem(big)).toBe('big.jpg is larger than 10 MB. Use a smaller picture.');
    expect(imageFileProblem(new File([new Uint8Array(10)], 'ok.jpg'))).toBeUndefined();
  });

  it('has no thumbnail address for a picture of the build', () => {
    expect(thumbnailOf('officers/officer-01.svg')).toBeUndefined();
    expect(thumbnailOf(`uploads/${id}-300x200.webp`)).toEqual({
      src: `/media/content/${id}-300.webp`,
      width: 300,
      height: 200,
    });
  });
});

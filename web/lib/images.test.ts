// The pictures of the pages: the build's, found in a feature's image glob, and the ones uploaded
// in the console, whose reference alone gives the <picture> (decision 018).
import { describe, expect, it } from 'vitest';
import {
  heightAt,
  parseUploadedRef,
  uploadedPicture,
  widthsFor,
} from '../../contract/content-pictures.ts';
import { imageIn, isImageField } from '../../contract/content.ts';
import { pictureLookup, type Picture } from './images.ts';

const built: Picture = {
  sources: { avif: '/assets/a-400.avif 400w', webp: '/assets/a-400.webp 400w' },
  img: { src: '/assets/a-400.webp', w: 400, h: 300 },
};
const lookup = pictureLookup({ '/content/images/highlights/a.svg': built });
const id = '0123456789abcdef01234567';

describe('pictureLookup', () => {
  it('answers a picture of the build from the glob, and refuses one the glob does not have', () => {
    expect(lookup('highlights/a.svg')).toBe(built);
    expect(() => lookup('highlights/b.svg')).toThrow('no picture highlights/b.svg');
  });

  it('answers an uploaded picture from its reference alone: sizes, formats, width and height', () => {
    expect(lookup(`uploads/${id}-2400x1600.webp`)).toEqual({
      sources: {
        avif: [480, 800, 1200, 1600].map((w) => `/media/content/${id}-${w}.avif ${w}w`).join(', '),
        webp: [480, 800, 1200, 1600].map((w) => `/media/content/${id}-${w}.webp ${w}w`).join(', '),
      },
      img: { src: `/media/content/${id}-1600.webp`, w: 2400, h: 1600 },
    });
  });

  it('never makes a size wider than the picture', () => {
    expect(lookup(`uploads/${id}-1000x750.webp`).sources.webp).toBe(
      `/media/content/${id}-480.webp 480w, /media/content/${id}-800.webp 800w, /media/content/${id}-1000.webp 1000w`,
    );
    expect(lookup(`uploads/${id}-300x900.webp`).img).toEqual({
      src: `/media/content/${id}-300.webp`,
      w: 300,
      h: 900,
    });
  });
});

describe('uploaded picture references', () => {
  it('reads the id and size, and nothing from a reference of another shape', () => {
    expect(parseUploadedRef(`uploads/${id}-640x480.webp`)).toEqual({ id, width: 640, height: 480 });
    expect(parseUploadedRef(`uploads/${id}-0x480.webp`)).toBeUndefined();
    for (const ref of [
      `uploads/${id}-640x480.jpg`,
      `uploads/${id.slice(1)}-640x480.webp`,
      `uploads/${id}-640x480.webp/x`,
      `highlights/${id}-640x480.webp`,
      `../uploads/${id}-640x480.webp`,
    ]) {
      expect(parseUploadedRef(ref)).toBeUndefined();
      expect(uploadedPicture(ref)).toBeUndefined();
    }
  });

  it('gives the sizes the server makes (widthsFor), whatever the width', () => {
    for (const width of [1, 300, 479, 480, 481, 800, 1199, 1200, 1599, 1600, 1601, 2400, 99999]) {
      const widths = widthsFor(width);
      expect(uploadedPicture(`uploads/${id}-${width}x10.webp`)).toEqual({
        sources: Object.fromEntries(
          ['avif', 'webp'].map((format) => [
            format,
            widths.map((w) => `/media/content/${id}-${w}.${format} ${w}w`).join(', '),
          ]),
        ),
        img: { src: `/media/content/${id}-${widths.at(-1)}.webp`, w: width, h: 10 },
      });
    }
  });

  it('gives each width and its height as the picture’s sizes are made', () => {
    expect(widthsFor(4000)).toEqual([480, 800, 1200, 1600]);
    expect(widthsFor(1600)).toEqual([480, 800, 1200, 1600]);
    expect(widthsFor(480)).toEqual([480]);
    expect(widthsFor(200)).toEqual([200]);
    expect(heightAt(2400, 1600, 480)).toBe(320);
    expect(heightAt(1000, 333, 480)).toBe(160);
    expect(heightAt(3000, 1, 480)).toBe(1);
  });

  it('is an image reference of a document; content/images/uploads/ is not a build picture', () => {
    const imageRef = imageIn('highlights');
    expect(isImageField(imageRef)).toBe(true);
    expect(isImageField(imageRef.optional())).toBe(false);
    expect(imageRef.safeParse(`uploads/${id}-640x480.webp`).success).toBe(true);
    expect(imageRef.safeParse('highlights/fall-formal-1.svg').success).toBe(true);
    expect(imageRef.safeParse('uploads/mine.jpg').success).toBe(false);
    expect(imageRef.safeParse(`uploads/${id}-640x480.jpg`).success).toBe(false);
  });

  it('is a picture of the field’s own folder: the page’s bundle has no other', () => {
    const imageRef = imageIn('highlights');
    expect(imageRef.safeParse('home/hero.svg').success).toBe(false);
    expect(imageRef.safeParse('highlights/nested/fall-formal-1.svg').success).toBe(false);
    expect(imageRef.safeParse('highlights-x/fall-formal-1.svg').success).toBe(false);
    expect(imageRef.safeParse('Highlights/fall-formal-1.svg').success).toBe(false);
    expect(imageRef.safeParse('../highlights/fall-formal-1.svg').success).toBe(false);
    expect(imageRef.safeParse('highlights/fall-formal-1.svg?x').success).toBe(false);
    expect(imageRef.safeParse('shared/logo.svg').error?.issues[0]?.message).toBe(
      'must be a picture of content/images/highlights (a lower-case name ending in .svg, .jpg, .png, .webp or .avif) or an uploaded picture',
    );
  });
});

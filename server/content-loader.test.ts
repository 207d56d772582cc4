import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentError, loadContent } from './content-loader.ts';

const demo = path.resolve(import.meta.dirname, '..', 'content');

describe('loadContent', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'chapter-content-'));
    cpSync(demo, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const edit = (file: string, change: (json: Record<string, any>) => void) => {
    const full = path.join(dir, `${file}.json`);
    const json = JSON.parse(readFileSync(full, 'utf8'));
    change(json);
    writeFileSync(full, JSON.stringify(json));
  };

  it('accepts the demo chapter with the facts of docs/product.md#demo-chapter', () => {
    const content = loadContent(demo);
    expect(content.chapter.chapter.established).toBe(1949);
    expect(content.chapter.organisation.founded).toBe(1856);
    expect(content.home.latestNewsletter.pages).toHaveLength(3);
    expect(content.highlights.events.map((e) => e.gallery.length)).toEqual([8, 4, 9, 6]);
    expect(content.highlights.recognition.items).toHaveLength(2);
    // The board is drawn from the terms (the demo's are in the database): the page keeps its texts.
    expect(Object.keys(content.officers)).toEqual(['intro']);
    expect(content.alumni.notableAlumni.items).toHaveLength(3);
    expect(content.philanthropy.currentEvents).toHaveLength(3);
    expect(content.philanthropy.currentEvents[0]!.ticketPrice).toBe(7);
    expect(content.philanthropy.competitors.items).toHaveLength(6);
    expect(content.merch.items.map((i) => [i.price, i.sizes])).toEqual([
      [25, ['S', 'M', 'L', 'XL']],
      [45, ['S', 'M', 'L', 'XL']],
      [20, ['One Size']],
    ]);
    expect(content.about.values.map((v) => v.name)).toEqual([
      'Friendship',
      'Scholarship',
      'Service',
      'Leadership',
    ]);
  });

  it('lists every problem at once, naming the file and the field', () => {
    edit('home', (json) => {
      json.latestNewsletter.pages.pop();
    });
    edit('alumni', (json) => {
      json.notableAlumni.items[0].linkedin = 'http://evil.example.com/profile';
    });
    edit('highlights', (json) => {
      json.events[0].gallery.push('highlights/missing-photo.svg');
    });
    rmSync(path.join(dir, 'merch.json'));
    const error = (() => {
      try {
        loadContent(dir);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as Error).message;
    expect(message).toContain('content/home.json at latestNewsletter.pages');
    expect(message).toContain('content/alumni.json at notableAlumni.items.0.linkedin');
    expect(message).toContain('content/images/highlights/missing-photo.svg, which does not exist');
    expect(message).toContain('content/merch.json is missing');
  });

  it('reads a folder whose officers.json still lists the board as just its texts', () => {
    edit('officers', (json) => {
      json.officers = [{ name: 'Ethan Caldwell', title: 'President', bio: 'Chairs meetings.' }];
    });
    const content = loadContent(dir);
    expect(content.officers).toEqual({ intro: loadContent(demo).officers.intro });
    expect(content.officers).not.toHaveProperty('officers');
    // Any other field the page does not know is still refused.
    edit('officers', (json) => {
      json.colour = 'red';
    });
    expect(() => loadContent(dir)).toThrow(
      /content\/officers.json at \(top level\): Fields this page does not know: "colour"/,
    );
  });

  it('refuses invalid JSON and unknown fields', () => {
    writeFileSync(path.join(dir, 'about.json'), '{ "intro": ');
    edit('chapter', (json) => {
      json.colour = 'red';
    });
    expect(() => loadContent(dir)).toThrow(/content\/about.json is not valid JSON/);
    expect(() => loadContent(dir)).toThrow(
      /content\/chapter.json at \(top level\): Fields this page does not know: "colour"/,
    );
  });

  it('refuses a time zone, dates, tokens and merch categories it cannot use', () => {
    edit('chapter', (json) => {
      json.timeZone = 'Northmere/Standard';
    });
    edit('philanthropy', (json) => {
      json.currentEvents[0].date = 'Saturday, April 11';
      json.currentEvents[2].endDate = '2026-11-30';
      json.pastEvents[0].date = '--04-06';
    });
    edit('officers', (json) => {
      json.intro = 'Elected for {schoolYear}.';
    });
    edit('merch', (json) => {
      json.items[0].categories = ['Shoes'];
    });
    expect(() => loadContent(dir)).toThrow(
      new RegExp(
        [
          'content/chapter.json at timeZone: must be an IANA time zone',
          'content/philanthropy.json at currentEvents.0.date: must be a date, YYYY-MM-DD, or a yearly date',
          'content/philanthropy.json at currentEvents.2.endDate: endDate must be written like date',
          'content/philanthropy.json at pastEvents.0.date: must be a date, YYYY-MM-DD',
          'content/merch.json at items.0.categories: "Shoes" is not one of the categories',
          'content/officers.json.intro: \\{schoolYear\\} is not a known year',
        ].join('[\\s\\S]*'),
      ),
    );
  });
});

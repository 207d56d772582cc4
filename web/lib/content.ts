// The chapter's content, typed by the schema it was validated against at build time (see vite.config.ts).
import type {
  AboutContent,
  Chapter,
  HighlightsContent,
  HomeContent,
  MerchContent,
  OfficersContent,
  PhilanthropyContent,
} from '../../contract/content.ts';
import aboutJson from '../../content/about.json';
import chapterJson from '../../content/chapter.json';
import highlightsJson from '../../content/highlights.json';
import homeJson from '../../content/home.json';
import merchJson from '../../content/merch.json';
import officersJson from '../../content/officers.json';
import philanthropyJson from '../../content/philanthropy.json';

export const chapter = chapterJson as Chapter;
export const homeContent = homeJson as HomeContent;
export const aboutContent = aboutJson as AboutContent;
export const philanthropyContent = philanthropyJson as PhilanthropyContent;
export const highlightsContent = highlightsJson as HighlightsContent;
export const merchContent = merchJson as MerchContent;
export const officersContent = officersJson as OfficersContent;

// content/highlights.json, typed by the schema it was validated against at build time (vite.config.ts).
// One module per content file, so a page's bundle carries only the text it shows.
import type { HighlightsContent } from '../../../contract/content.ts';
import json from '../../../content/highlights.json';

export const highlightsContent = json as HighlightsContent;

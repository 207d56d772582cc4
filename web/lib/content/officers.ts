// content/officers.json, typed by the schema it was validated against at build time (vite.config.ts).
// One module per content file, so a page's bundle carries only the text it shows.
import type { OfficersContent } from '../../../contract/content.ts';
import json from '../../../content/officers.json';

export const officersContent = json as OfficersContent;

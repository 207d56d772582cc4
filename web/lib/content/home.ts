// content/home.json as published (live.ts), typed by the schema it was validated against at build time (vite.config.ts).
// One module per content file, so a page's bundle carries only the text it shows.
import type { HomeContent } from '../../../contract/content.ts';
import { liveDocument } from './live.ts';
import json from '../../../content/home.json';

export const homeContent = liveDocument<HomeContent>('home', json);

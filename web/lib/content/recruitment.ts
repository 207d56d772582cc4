// content/recruitment.json as published (live.ts), typed by the schema it was validated against at build time (vite.config.ts).
// One module per content file, so a page's bundle carries only the text it shows.
import type { RecruitmentContent } from '../../../contract/content.ts';
import { liveDocument } from './live.ts';
import json from '../../../content/recruitment.json';

export const recruitmentContent = liveDocument<RecruitmentContent>('recruitment', json);

// The chapter's privacy defaults and limits (docs/api.md#privacy, area `accounts`): read them all,
// ask what a change would hide from whom, and change only the fields that changed.
import type {
  ChapterPrivacyRequest,
  chapterPrivacyPreviewResponse,
  chapterPrivacyRequest,
  chapterPrivacyResponse,
} from '../../../../contract/api/privacy.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { FieldChanges } from './privacy-rules.ts';

const privacyPath = '/api/officer/privacy';

export const loadChapterPrivacy = (signal?: AbortSignal) =>
  apiRequest<typeof chapterPrivacyResponse>(privacyPath, signal ? { signal } : {});

export const saveChapterPrivacy = (fields: FieldChanges) =>
  apiRequest<typeof chapterPrivacyResponse, typeof chapterPrivacyRequest>(privacyPath, {
    method: 'PUT',
    // The contract's type refuses any other key through an index signature of `never`, which a
    // record of the privacy fields cannot satisfy; FieldChanges holds only those fields.
    body: { fields: fields as ChapterPrivacyRequest['fields'] },
  });

/** What saving `fields` would do, saved nowhere: the moves of each field's audience, counted. */
export const previewChapterPrivacy = (fields: FieldChanges) =>
  apiRequest<typeof chapterPrivacyPreviewResponse, typeof chapterPrivacyRequest>(
    `${privacyPath}/preview`,
    { method: 'POST', body: { fields: fields as ChapterPrivacyRequest['fields'] } },
  );

// The chapter's privacy defaults and limits (docs/api.md#privacy, area `accounts`): read them all,
// and change only the fields that changed.
import type {
  ChapterPrivacyRequest,
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

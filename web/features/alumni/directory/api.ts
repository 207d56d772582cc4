// The alumni directory's call (docs/api.md#alumni-directory): one page of the chapter's alumni as
// the signed-in member or alumnus may see them, searched and filtered.
import type { alumniDirectoryResponse } from '../../../../contract/api/privacy.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiQueryString, type DirectoryQuery } from './directory-query.ts';

export function fetchAlumniDirectory(query: DirectoryQuery, signal?: AbortSignal) {
  const search = apiQueryString(query);
  return apiRequest<typeof alumniDirectoryResponse>(
    `/api/alumni/directory${search ? `?${search}` : ''}`,
    signal ? { signal } : {},
  );
}

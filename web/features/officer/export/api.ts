// The chapter's export (docs/api.md#officer-console): a zip of JSON and CSV files, without
// credentials.
import { downloadFile } from '../../../components/console-kit/download.ts';

export const downloadExport = () => downloadFile('/api/officer/export', 'chapter-data.zip');

// Excuses and service hours as the API gives them (contract/api/standing.ts).
import type { ExcuseRow, ServiceHoursRow } from '../../../contract/api/standing.ts';
import type { RequestStatus } from '../../../contract/attendance.ts';
import type { ExcuseRecord, HoursRecord } from './requests.ts';

export const toExcuseRow = (row: ExcuseRecord): ExcuseRow => ({
  ...row,
  status: row.status as RequestStatus,
});

export const toHoursRow = ({ halfHours, ...row }: HoursRecord): ServiceHoursRow => ({
  ...row,
  hours: halfHours / 2,
  status: row.status as RequestStatus,
});

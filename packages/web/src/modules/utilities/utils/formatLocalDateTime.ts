import dayjs from 'dayjs';

/** A timestamp in local time as the Extraction Status and Login Log show it: DD MMM YYYY HH:mm:ss. */
export function formatLocalDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD MMM YYYY HH:mm:ss') : String(value);
}

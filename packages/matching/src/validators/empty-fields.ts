/** Whether a master-data field is empty: null, blank, or a placeholder ('-', '.', 'n/a', 'none'). */
export function isEmptyField(value: string | null | undefined): boolean {
  const v = (value ?? '').trim().toLowerCase();
  return v === '' || /^[-.\s/]+$/.test(v) || v === 'n/a' || v === 'na' || v === 'none' || v === 'null';
}

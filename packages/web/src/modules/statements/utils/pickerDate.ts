/** The date picker's dd/MM/yyyy (en-GB, spec 03 §9) as YYYY-MM-DD; any other text as it is, for the schema to name. */
export function isoFromPicker(text: string): string {
  const match = /^\s*(\d{2})\/(\d{2})\/(\d{4})\s*$/.exec(text);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : text;
}

/** A YYYY-MM-DD date as the picker shows it (dd/MM/yyyy); any other text as it is. */
export function pickerFromIso(text: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : text;
}

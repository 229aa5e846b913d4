import type { MaterialSeries } from '../types/MaterialSeries';

/** How a material and vendor combination reads in the select: material (description) — vendor id name. */
export function seriesLabel(s: MaterialSeries): string {
  const material = s.description ? `${s.material_number} (${s.description})` : s.material_number;
  const vendor = s.vendor_name ? `${s.vendor_id} ${s.vendor_name}` : s.vendor_id;
  return `${material} — ${vendor}`;
}

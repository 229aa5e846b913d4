/** A material and vendor combination of the detailed analysis (spec 03 §2.7). */
export interface MaterialSeries {
  material_number: string;
  vendor_id: string;
  description?: string | null;
  vendor_name?: string | null;
}

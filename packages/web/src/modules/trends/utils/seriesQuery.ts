/** The query string of GET chart/:system/metrics_materials_pricing for one material and vendor. */
export function seriesQuery(series: { material_number: string; vendor_id: string }): string {
  const params = new URLSearchParams({
    material_number: series.material_number,
    vendor_id: series.vendor_id,
  });
  return `?${params.toString()}`;
}

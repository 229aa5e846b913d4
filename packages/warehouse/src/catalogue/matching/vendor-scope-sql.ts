/**
 * Findings about vendors are general master data (SAP LFA1) while every published row must carry a
 * company code for scoping: they are published once per company code the vendor is created in
 * (LFB1), with that company code's blocks. A vendor in no company code is not shown (no user could be
 * granted it).
 */
export const vendorCompanyCodeSql = `
  SELECT vcc.system_id, vcc.vendor_id, vcc.company_code, vcc.created_date AS company_code_created_date,
    coalesce(vcc.posting_block, false) OR vcc.payment_block IS NOT NULL AS is_vendor_company_code_blocked,
    coalesce(vcc.marked_for_deletion, false) AS company_code_marked_for_deletion
  FROM canon.vendor_company_codes vcc WHERE vcc.system_id = $system_id`;

/**
 * A vendor "has activity" when it had a purchase order, goods receipt, invoice or payment in the 365
 * days up to the as-of date (the system's latest invoice date).
 */
export const activeWindowDays = 365;

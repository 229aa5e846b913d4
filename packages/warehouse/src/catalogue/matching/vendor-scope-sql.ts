import { vendorCompanyCodeBlockedSql } from '../shared-sql';

/**
 * Findings about vendors are general master data (SAP LFA1) while every published row must carry a
 * company code for scoping: they are published once per company code the vendor is created in
 * (LFB1), with the shared blocked rule for that company code and whether it can be paid there (an
 * Oracle supplier with only purchasing sites in an operating unit cannot). A vendor in no company code
 * is not shown (no user could be granted it).
 */
export const vendorCompanyCodeSql = `
  SELECT vcc.system_id, vcc.vendor_id, vcc.company_code,
    ${vendorCompanyCodeBlockedSql} AS is_vendor_company_code_blocked,
    coalesce(vcc.is_pay_site, true) AS is_pay_site
  FROM canon.vendor_company_codes vcc
  LEFT JOIN canon.vendors v ON v.system_id = vcc.system_id AND v.vendor_id = vcc.vendor_id
  WHERE vcc.system_id = $system_id`;

/**
 * A vendor "has activity" when it had a purchase order, goods receipt, invoice or payment in the 365
 * days up to the as-of date (the system's latest invoice date).
 */
export const activeWindowDays = 365;

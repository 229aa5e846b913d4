/**
 * The settings of a test server with every ERP's demo system and the multi-system ALL-DEMO over them
 * (demo-erps, cross-system-api, source-support-api): one env, so the three files share one seeded
 * DATA_DIR template (data-dir-template.ts). 500 lines each hold every property they prove: each
 * system's invoices in several company codes, the vendors the datagen plants in every member with
 * conflicting master data, the invoice paid in all, a row on every Oracle page.
 */
export const demoErpsEnv: Record<string, string> = {
  DEMO_INVOICE_LINES: '500',
  DEMO_ORACLE_INVOICE_LINES: '500',
  DEMO_JDE_INVOICE_LINES: '500',
  DEMO_NETSUITE_INVOICE_LINES: '500',
  DEMO_DOCUWARE_INVOICE_LINES: '500',
};

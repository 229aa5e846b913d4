import type { AnalysisDefinition } from '../../catalogue-types';
import { pairMemberColumns, publishedPairsSql } from './cross-system-sql';
import { vendorMatches, vendorPairColumns } from './vendor-matches';

/**
 * Cross-System Data Quality (spec 02 'cross-system data quality'): the matched vendor pairs of
 * `vendorMatches` whose two records disagree on bank details, payment terms, address or block; one
 * row per pair with a yes/no column per kind of difference (each a page option to hide it).
 */
export const crossSystemDataQuality: AnalysisDefinition = {
  module: 'cross_system',
  analysis: 'cross_system_data_quality',
  displayName: 'Cross-System Data Quality',
  description:
    'The same vendor in two systems with different bank details, payment terms, addresses or blocks.',
  sql: `
WITH ${publishedPairsSql}
SELECT * FROM pairs WHERE number_of_conflicts > 0`,
  columns: vendorPairColumns,
  dateColumn: null,
  accountGroupColumn: null,
  companyCodeColumn: null,
  memberColumns: pairMemberColumns,
  page: {
    module: 'cross_system',
    moduleDisplayName: 'Cross System',
    name: 'cross_system_data_quality',
    displayName: 'Cross-System Data Quality',
  },
  display: {
    allDatesOnly: true,
    helpAlert: {
      text: `The same vendor (matched as on ${vendorMatches.displayName}) with different master data in two systems: bank details (IBANs), payment terms (compared by discount and net days, so that terms named differently in two ERPs compare), address, or a block (blocked for posting or purchasing, or inactive) in one system only. A difference is shown only where both systems hold the data: a NetSuite or DocuWare system without bank details never differs in them.`,
      variant: 'info',
    },
    hideOptions: [
      { column: 'different_bank_details', label: 'Hide different bank details', defaultOn: false },
      { column: 'different_payment_terms', label: 'Hide different payment terms', defaultOn: false },
      { column: 'different_address', label: 'Hide different addresses', defaultOn: false },
      { column: 'different_block', label: 'Hide different blocks', defaultOn: false },
    ],
  },
};

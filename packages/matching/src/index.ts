export { foldText } from './text/fold-text';
export { consonantSkeleton } from './text/consonant-skeleton';
export {
  legalForms,
  splitLegalForms,
  legalFormsConflict,
  type LegalForm,
  type LegalFormFamily,
  type LegalFormSplit,
} from './text/legal-forms';
export { normaliseCompanyName, type NormalisedName } from './text/normalise-company-name';
export { jaro, jaroWinkler } from './similarity/jaro-winkler';
export { levenshtein, normalisedLevenshtein } from './similarity/levenshtein';
export { osaDistance } from './similarity/osa-distance';
export { tokenSetRatio } from './similarity/token-set-ratio';
export { tokenSimilarity } from './similarity/token-similarity';
export { tokenCoverage, tokenPairCutoff, type TokenCoverage } from './similarity/token-coverage';
export { parseSdnCsv, type SdnEntry, type SdnType } from './sanctions/parse-sdn-csv';
export { loadOfacSdn, ofacSdnFile } from './sanctions/load-ofac-sdn';
export {
  scoreNames,
  distinguishingTokensDiffer,
  queryCoverageWeight,
  jaroWinklerFloor,
  legalFormPenalty,
  distinguishingTokenPenalty,
  type NameRule,
  type NameComponents,
  type NameScore,
} from './sanctions/score-names';
export { TokenRarity, genericWords, genericWordWeight } from './sanctions/token-rarity';
export {
  createSanctionsScreener,
  defaultSanctionsThreshold,
  type SanctionHit,
  type SanctionsScreener,
  type SanctionsScreenerOptions,
} from './sanctions/create-sanctions-screener';
export {
  normaliseReference,
  zeroFreeReference,
  writtenReference,
  sequenceStep,
  defaultMaxSequenceStep,
} from './invoices/normalise-reference';
export { VendorLinks, maxVendorsPerLinkKey, type LinkedVendorKeys } from './invoices/vendor-links';
export {
  findDuplicateInvoices,
  invoiceParty,
  isDuplicateCandidate,
  defaultDuplicateInvoiceThreshold,
  defaultSameAmountDateScore,
  defaultSequentialReferenceScore,
  type InvoiceRecord,
  type DuplicateInvoiceMember,
  type DuplicateInvoiceRule,
  type DuplicateInvoiceOptions,
} from './invoices/find-duplicate-invoices';
export type { VendorRecord } from './vendors/vendor-record';
export { normaliseTaxId, normaliseVatId } from './vendors/normalise-ids';
export {
  scoreVendorNames,
  similarNamePairs,
  residualSimilarityFloor,
  type VendorNameRule,
  type VendorNamePairScore,
} from './vendors/vendor-name-pairs';
export {
  findSimilarVendorNames,
  normaliseTown,
  defaultSimilarNameThreshold,
  type SimilarVendorNamePair,
} from './vendors/find-similar-vendor-names';
export {
  findDuplicateVendors,
  defaultDuplicateVendorNameThreshold,
  defaultDuplicateVendorTownThreshold,
  type DuplicateVendorRow,
  type DuplicateVendorOptions,
} from './vendors/find-duplicate-vendors';
export type { CheckResult } from './validators/check-result';
export { validateEmail, emailDomain, matchClientDomain } from './validators/validate-email';
export { validateIban, validateBankAccount } from './validators/validate-iban';
export { validateVatId, isVatCountry, vatCountries } from './validators/validate-vat';
export { isEmptyField } from './validators/empty-fields';
export {
  checkVendor,
  vendorIssueBits,
  type VendorCheckInput,
  type VendorCheckRow,
} from './validators/check-vendor';

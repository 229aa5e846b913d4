import {
  messages,
  summaryRequestSchema,
  type DisplayConfig,
  type SystemInfo,
  type VendorStatement,
} from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import { buildDisplayConfig } from '../../server/src/services/display-config-service';
import { pageChrome } from '../src/modules/shell/utils/pageChrome';
import { toolLinks } from '../src/modules/shell/utils/navModules';
import {
  knownRequestItems,
  markedMessage,
  notFoundMessage,
  requestLineSystem,
  unknownRequestLines,
  type ValidatedRequestLine,
} from '../src/modules/statements/utils/requestUploadOutcome';
import { hasStatementColumns } from '../src/modules/statements/utils/hasStatementColumns';
import { isoFromPicker, pickerFromIso } from '../src/modules/statements/utils/pickerDate';
import { statementDownloadName } from '../src/modules/statements/utils/statementDownloadName';
import {
  pendingStatementEdits,
  statementEditChanges,
  statementEditErrors,
  statementEditQuery,
} from '../src/modules/statements/utils/statementEdits';
import { statementFileExt } from '../src/modules/statements/utils/statementFileExt';
import { statementsNewestFirst } from '../src/modules/statements/utils/statementsNewestFirst';
import { statementUploadFormSchema } from '../src/modules/statements/utils/statementUploadFormSchema';
import { statementUploadQuery } from '../src/modules/statements/utils/statementUploadQuery';
import { canDeleteRequests, vendorRequestItems } from '../src/modules/statements/utils/vendorRequests';
import {
  statementListColumns,
  vendorListPage,
  vendorStatementsListQuery,
} from '../src/modules/statements/utils/vendorStatementsList';

const statement = (over: Partial<VendorStatement> = {}): VendorStatement => ({
  filename: '00000000-0000-4000-8000-000000000001.pdf',
  file_ext: 'pdf',
  created_date: '2026-03-01T10:00:00.000Z',
  statement_date: '2026-02-28',
  status: 'awaiting review',
  is_clean: false,
  has_grni: false,
  has_credits: false,
  received_from_name: 'Ann Vendor',
  received_from_email: 'ann@vendor.test',
  business_unit: '1000',
  comments: '',
  statement_request_date: null,
  vendor_id: '100042',
  system_id: 1,
  vendor_name: 'Acme',
  size_bytes: 100,
  uploaded_by: null,
  updated_date: null,
  updated_by: null,
  ...over,
});

const pdf = (name = 'March.PDF', size = 10) => new File([new Uint8Array(size)], name);
const filled = {
  file: [pdf()],
  received_from_name: 'Ann Vendor',
  received_from_email: 'ann@vendor.test',
  business_unit: '1000',
  statement_date: '2026-02-28',
};

describe('the upload dialog (spec 03 §5)', () => {
  const problems = (values: Record<string, unknown>) => {
    const parsed = statementUploadFormSchema.safeParse(values);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('names each missing field with the spec’s message, word for word', () => {
    expect(
      problems({
        file: [],
        received_from_name: ' ',
        received_from_email: 'nope',
        business_unit: '',
        statement_date: '',
      }),
    ).toEqual({
      file: 'You must choose a file',
      received_from_name: 'Sent from name is required',
      received_from_email: 'A valid Sent from email address is required',
      business_unit: 'Company Code/Country is required',
      statement_date: 'Statement date is required',
    });
    expect(problems({ ...filled, file: undefined })).toEqual({ file: messages.statementFileRequired });
    expect(problems({ ...filled, file: [pdf('empty.pdf', 0)] })).toEqual({
      file: messages.statementFileRequired,
    });
    expect(problems({ ...filled, statement_date: '2026-02-30' })).toEqual({
      statement_date: 'Statement date is required',
    });
  });

  it('takes the statement date as the picker writes it (dd/MM/yyyy) and sends it as YYYY-MM-DD', () => {
    expect(statementUploadFormSchema.parse({ ...filled, statement_date: '28/02/2026' }).statement_date).toBe(
      '2026-02-28',
    );
    expect(problems({ ...filled, statement_date: '30/02/2026' })).toEqual({
      statement_date: 'Statement date is required',
    });
    expect(problems({ ...filled, statement_date: '28/02' })).toEqual({
      statement_date: 'Statement date is required',
    });
    expect(isoFromPicker(' 01/12/2025 ')).toBe('2025-12-01');
    expect(isoFromPicker('soon')).toBe('soon');
    expect(pickerFromIso('2025-12-01')).toBe('01/12/2025');
    expect(pickerFromIso('')).toBe('');
  });

  it('takes only PDF, xlsx and docx files', () => {
    expect(problems({ ...filled, file: [pdf('list.csv')] }).file).toMatch(/must be a PDF/);
    expect(statementFileExt('a.b.DOCX')).toBe('docx');
    expect(statementFileExt('book.xlsx')).toBe('xlsx');
    expect(statementFileExt('noext')).toBeUndefined();
    expect(statementFileExt('old.xls')).toBeUndefined();
  });

  it('defaults the status to "awaiting review", comments to none and the flags to off; any status may be chosen', () => {
    const values = statementUploadFormSchema.parse(filled);
    expect(values).toMatchObject({
      status: 'awaiting review',
      comments: '',
      is_clean: false,
      has_grni: false,
      has_credits: false,
    });
    expect(values.file.ext).toBe('pdf');
    expect(statementUploadFormSchema.parse({ ...filled, status: 'on hold' }).status).toBe('on hold');
  });

  it('sends the vendor, the type, the fields and the flags as 0/1 in the query', () => {
    const vendor = { systemId: 7, vendorId: '100042', vendorName: 'Acme & Co' };
    const query = new URLSearchParams(
      statementUploadQuery(
        statementUploadFormSchema.parse({ ...filled, has_grni: true, comments: 'n/a' }),
        vendor,
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      system_id: '7',
      vendor_id: '100042',
      vendor_name: 'Acme & Co',
      file_ext: 'pdf',
      received_from_name: 'Ann Vendor',
      received_from_email: 'ann@vendor.test',
      business_unit: '1000',
      status: 'awaiting review',
      statement_date: '2026-02-28',
      comments: 'n/a',
      is_clean: '0',
      has_grni: '1',
      has_credits: '0',
      awaiting_review: '1',
    });
    const reviewed = statementUploadQuery(
      statementUploadFormSchema.parse({ ...filled, status: 'review completed' }),
      vendor,
    );
    expect(new URLSearchParams(reviewed).get('awaiting_review')).toBe('0');
  });
});

describe('the Statements tab helpers (spec 03 §2.3, §4)', () => {
  it('lists newest first by created_date', () => {
    const a = statement({ filename: 'a.pdf', created_date: '2026-01-01T00:00:00Z' });
    const b = statement({ filename: 'b.pdf', created_date: '2026-03-01T00:00:00Z' });
    const c = statement({ filename: 'c.pdf', created_date: '2026-02-01T00:00:00.000+01:00' });
    expect(statementsNewestFirst([a, b, c]).map((s) => s.filename)).toEqual(['b.pdf', 'c.pdf', 'a.pdf']);
  });

  it('saves a download as a vendor statement with its extension', () => {
    expect(statementDownloadName(statement({ vendor_id: 'V/1 2', file_ext: 'xlsx' }))).toBe(
      'vendor_statement_V_1_2_2026-02-28.xlsx',
    );
  });

  it('keeps only the edits that change a field, and names the emptied ones with the spec’s messages', () => {
    const s = statement();
    expect(statementEditChanges(s, { received_from_name: ' Ann Vendor ', comments: '' })).toEqual({});
    const changes = statementEditChanges(s, {
      received_from_name: '',
      received_from_email: 'x',
      business_unit: ' ',
      comments: 'checked',
    });
    expect(changes).toEqual({
      received_from_name: '',
      received_from_email: 'x',
      business_unit: ' ',
      comments: 'checked',
    });
    expect(statementEditErrors(changes)).toEqual({
      received_from_name: 'Sent from name is required',
      received_from_email: 'A valid received from email address is required',
      business_unit: 'Company Code/Country is required',
    });
    // comments may be emptied
    const cleared = statementEditChanges(statement({ comments: 'old' }), { comments: '' });
    expect(cleared).toEqual({ comments: '' });
    expect(statementEditErrors(cleared)).toEqual({});
    expect(statementEditErrors({})).toEqual({});
  });

  it('gathers each changed statement for Save Changes and writes the PATCH query', () => {
    const one = statement({ filename: 'one.pdf' });
    const two = statement({ filename: 'two.pdf' });
    const pending = pendingStatementEdits([one, two], {
      'one.pdf': { status: 'review completed' },
      'two.pdf': { status: 'awaiting review' },
      'gone.pdf': { status: 'x' },
    });
    expect(pending).toEqual([{ statement: one, changes: { status: 'review completed' } }]);
    expect(statementEditQuery({ status: 'review completed', comments: 'a&b' })).toBe(
      'status=review+completed&comments=a%26b',
    );
    expect(statementEditQuery({ is_clean: true })).toBe('is_clean=true');
  });
});

describe('the statements list (spec 03 §2.3, §4)', () => {
  it('enables Delete Requests only when every selected vendor has a request', () => {
    const requested = { vendor_id: '1', statement_request_date: '2026-03-01T00:00:00Z' };
    const not = { vendor_id: '2', statement_request_date: null };
    expect(canDeleteRequests([])).toBe(false);
    expect(canDeleteRequests([requested])).toBe(true);
    expect(canDeleteRequests([requested, not])).toBe(false);
    expect(canDeleteRequests([{ vendor_id: '3', statement_request_date: '' }])).toBe(false);
    expect(vendorRequestItems([requested, not, { ...requested }, { vendor_id: 4 }], 9)).toEqual([
      { vendor_id: '1', system_id: 9 },
      { vendor_id: '2', system_id: 9 },
      { vendor_id: '4', system_id: 9 },
    ]);
  });

  it('refreshes after a statement change only the summaries with statement columns', () => {
    expect(
      hasStatementColumns(['summary', { analysis: 'vendor_summary', include_supplier_statements: true }]),
    ).toBe(true);
    expect(hasStatementColumns(['summary', { analysis: 'vendor_summary' }])).toBe(false);
    expect(hasStatementColumns(['summary', null])).toBe(false);
    expect(hasStatementColumns(['statements', { include_supplier_statements: true }])).toBe(false);
  });

  it('requests the vendors found by a bulk upload once each and lists the others', () => {
    const lines: ValidatedRequestLine[] = [
      { vendor_id: '1', system_id: 3, system_name: 'SAP-DEMO', exists: true },
      { vendor_id: '1', system_id: 3, system_name: 'SAP-DEMO', exists: true },
      { vendor_id: 'NOPE', system_id: 3, system_name: 'SAP-DEMO', exists: false },
      { vendor_id: '2', system_id: 'OTHER', system_name: null, exists: false },
    ];
    expect(knownRequestItems(lines)).toEqual([{ vendor_id: '1', system_id: 3 }]);
    expect(unknownRequestLines(lines).map(requestLineSystem)).toEqual(['SAP-DEMO', 'OTHER']);
    expect(markedMessage(2)).toBe('Successfully marked 2 vendors as Statement Requested');
    expect(notFoundMessage(2)).toBe('2 vendor id(s) could not be found:');
  });

  const system = (over: Partial<SystemInfo> = {}): SystemInfo =>
    ({
      id: 1,
      name: 'S',
      type: 'sap',
      currency: 'EUR',
      multi_system: false,
      add_ons: [],
      ...over,
    }) as SystemInfo;
  const config = (type: SystemInfo['type'], multi = false): DisplayConfig =>
    buildDisplayConfig([], type, multi);

  it('reads each system type’s vendor summary grouped by vendor, with the statement columns; a multi-system has none', () => {
    for (const type of ['sap', 'ora12', 'jde', 'netsuite', 'docuware'] as const) {
      const found = vendorListPage(config(type), system({ type }));
      expect(found?.page.apiAnalysisName, type).toBe(
        type === 'docuware' ? 'invoice_distribution' : 'vendor_summary',
      );
      const scope = {
        system_id: 1,
        year: 2026,
        qualifier: 'Y',
        company_code: -1 as const,
        module: 'vendors',
        analysis: 'vendor_summary',
      };
      const { base, columns } = vendorStatementsListQuery(scope, found!.page);
      expect(base).toMatchObject({
        group_by: ['vendor_id', 'vendor_name'],
        include_supplier_statements: true,
      });
      expect(summaryRequestSchema.safeParse({ ...base, page_number: 0, page_rows: 10 }).success).toBe(true);
      expect(columns.slice(0, 2).map((c) => c.name)).toEqual(['vendor_id', 'vendor_name']);
      expect(columns.slice(-statementListColumns.length)).toEqual(statementListColumns);
      expect(columns.map((c) => c.name)).toContain('net_value');
    }
    expect(vendorListPage(config('sap', true), system({ multi_system: true }))).toBeUndefined();
    expect(statementListColumns.every((c) => c.noSort && c.noFilter)).toBe(true);
  });

  it('is listed under Tools for a system of its own, with the scope dropdowns of an analysis', () => {
    expect(toolLinks(system())).toContainEqual({ to: '/statements', label: 'Vendor Statements' });
    expect(toolLinks(system({ type: 'jde' }))).toContainEqual({
      to: '/statements',
      label: 'Vendor Statements',
    });
    expect(toolLinks(system({ multi_system: true })).map((l) => l.to)).not.toContain('/statements');
    expect(pageChrome('statements')).toEqual({
      system: true,
      systems: false,
      companyCode: true,
      dateRange: true,
      accountGroup: true,
      title: true,
    });
  });
});

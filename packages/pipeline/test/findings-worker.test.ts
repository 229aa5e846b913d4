import { describe, expect, it } from 'vitest';
import { computeFindings, type FindingsInput } from '../src/findings/compute-findings';
import { computeFindingsInWorker, idleFindingsWorkerId } from '../src/findings/derive-findings';

const vendor = (id: string, name: string, email: string) => ({
  vendor_id: id,
  vendor_name: name,
  street: null,
  town: 'Leeds',
  postcode: null,
  country: 'GB',
  tax_id: null,
  vat_id: null,
  account_group: 'KRED',
  emails: [email],
  bankDetails: [],
});

const input: FindingsInput = {
  invoices: [1, 2].map((n) => ({
    internal_invoice_id: `GB01-000000000${n}-2024`,
    company_code: 'GB01',
    vendor_id: '100',
    external_invoice_id: 'INV-2041',
    invoice_date: '2024-03-0' + n,
    document_amount: 1250.5,
    document_currency: 'GBP',
    derived_document_type: 'NON-PO-INVOICE',
    is_reversed: false,
  })),
  vendors: [
    vendor('100', 'Harbour Chemicals Ltd', 'sales@harbour.example'),
    vendor('101', 'Harbor Chemicals Limited', 'not-an-address'),
    vendor('102', 'Islamic Republic of Iran Shipping Lines', 'ops@irisl.example'),
  ],
  clientDomains: [],
};

describe('the findings worker thread', () => {
  it('answers the rows computeFindings answers in this thread', async () => {
    const inThread = computeFindings(input);
    const fromWorker = await computeFindingsInWorker(input);
    expect([...fromWorker.keys()].sort()).toEqual([...inThread.keys()].sort());
    for (const [table, rows] of inThread) expect(fromWorker.get(table), table).toEqual(rows);
    // the case is not empty: the duplicate invoice pair and a sanctions hit are found
    expect(fromWorker.get('duplicate_invoices')!.length).toBe(2);
    expect(fromWorker.get('sanction_hits')!.length).toBeGreaterThan(0);
  });

  it('rejects with the error of the matching (so the publish rolls back) and ends the thread', async () => {
    const broken = {
      ...input,
      vendors: [{ ...input.vendors[0]!, emails: null }],
    } as unknown as FindingsInput;
    await expect(computeFindingsInWorker(broken)).rejects.toThrow(/null/);
  });

  it('keeps the thread that answered for the next run, and never reuses one that failed', async () => {
    await computeFindingsInWorker(input);
    const kept = idleFindingsWorkerId();
    expect(kept).toBeDefined();
    // the next run is answered by the kept thread, with the same rows as a fresh one
    const again = await computeFindingsInWorker(input);
    expect(idleFindingsWorkerId()).toBe(kept);
    expect(again.get('sanction_hits')).toEqual(computeFindings(input).get('sanction_hits'));
    // a run that fails ends its thread: the next one starts another
    const broken = {
      ...input,
      vendors: [{ ...input.vendors[0]!, emails: null }],
    } as unknown as FindingsInput;
    await expect(computeFindingsInWorker(broken)).rejects.toThrow(/null/);
    expect(idleFindingsWorkerId()).toBeUndefined();
    await computeFindingsInWorker(input);
    expect(idleFindingsWorkerId()).toBeDefined();
    expect(idleFindingsWorkerId()).not.toBe(kept);
    // two runs at once: each has a thread, and one of them is kept
    const [a, b] = await Promise.all([computeFindingsInWorker(input), computeFindingsInWorker(input)]);
    expect(a).toEqual(b);
    expect(idleFindingsWorkerId()).toBeDefined();
  });
});

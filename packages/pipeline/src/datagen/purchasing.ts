import type { ExtractWriter } from './extract-writer';
import { amountText, padded, sapDate, yearOf } from './formats';
import { ranges, type NumberRanges } from './ledger';
import type { CompanyCode, Vendor } from './master-data';
import type { Random } from './random';

/** A purchase order item as invoiced: its quantity, price and (when goods were received) the GR. */
export interface PoItem {
  ebeln: string;
  ebelp: string;
  material: string;
  plant: string;
  quantity: number;
  netCents: number;
  gr: { mblnr: string; mjahr: number; zeile: string } | null;
}

const texts = [
  'Steel brackets',
  'Printer toner',
  'Laptop',
  'Pallets',
  'Cleaning service',
  'Safety gloves',
  'Cable set',
  'Consulting hours',
  'Office chairs',
  'Spare parts kit',
];

/**
 * Splits `totalCents` into `n` items (quantity × price); every item but the last takes a random share
 * rounded down to a whole price, the last (quantity 1) takes the rest, so the items sum exactly.
 * Expects `totalCents >= n`.
 */
function splitItems(random: Random, totalCents: number, n: number): { quantity: number; netCents: number }[] {
  const weights = Array.from({ length: n }, () => 0.2 + random.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  const items: { quantity: number; netCents: number }[] = [];
  let used = 0;
  for (let i = 0; i < n - 1; i++) {
    const target = Math.max(1, Math.floor((totalCents * weights[i]!) / sum));
    const quantity = target >= 10000 ? random.int(1, 20) : 1;
    const netCents = Math.max(1, Math.floor(target / quantity)) * quantity;
    items.push({ quantity, netCents });
    used += netCents;
  }
  items.push({ quantity: 1, netCents: totalCents - used });
  return items;
}

/**
 * Creates a purchase order (EKKO/EKPO) of `itemCount` items totalling about `netCents`, dated
 * before `invoiceDay`; goods receipts (MKPF/MSEG movement 101) for the items that expect one.
 */
export function createPurchaseOrder(
  writer: ExtractWriter,
  random: Random,
  numbers: NumberRanges,
  cc: CompanyCode,
  vendor: Vendor,
  currency: string,
  netCents: number,
  itemCount: number,
  invoiceDay: number,
  localCents: (documentCents: number, day: number) => number,
): PoItem[] {
  const poDay = invoiceDay - random.int(5, 60);
  const ebeln = numbers.next('PO', 0, ranges.PO);
  const plant = `${cc.country}10`;
  writer.write('EKKO', {
    EBELN: ebeln,
    BUKRS: cc.code,
    BSTYP: 'F',
    BSART: 'NB',
    AEDAT: sapDate(poDay),
    ERNAM: random.pick(['BUYER01', 'BUYER02', 'BUYER03']),
    LIFNR: vendor.lifnr,
    ZTERM: vendor.paymentTerm.code,
    EKORG: `${cc.code.slice(0, 2)}00`,
    EKGRP: padded(random.int(1, 5), 3),
    WAERS: currency,
    BEDAT: sapDate(poDay),
    FRGKE: 'R',
  });
  const grExpected = random.chance(0.7);
  const grDay = Math.min(invoiceDay, poDay + random.int(1, 30));
  const gr = grExpected
    ? { mblnr: numbers.next('GR', yearOf(grDay), ranges.GR), mjahr: yearOf(grDay) }
    : null;
  if (gr)
    writer.write('MKPF', {
      MBLNR: gr.mblnr,
      MJAHR: String(gr.mjahr),
      BLDAT: sapDate(grDay),
      BUDAT: sapDate(grDay),
      CPUDT: sapDate(grDay),
      USNAM: 'WH_CLERK',
      XBLNR: `DN${random.int(10000, 99999)}`,
    });
  const items = splitItems(random, netCents, itemCount).map((item, i): PoItem => {
    const ebelp = padded((i + 1) * 10, 5);
    const material = random.chance(0.6) ? padded(random.int(10000, 99999), 18) : '';
    const zeile = padded(i + 1, 4);
    writer.write('EKPO', {
      EBELN: ebeln,
      EBELP: ebelp,
      TXZ01: random.pick(texts),
      MATNR: material,
      WERKS: plant,
      MENGE: item.quantity.toFixed(3),
      MEINS: 'EA',
      NETPR: amountText(Math.round(item.netCents / item.quantity)),
      PEINH: '1',
      NETWR: amountText(item.netCents),
      WEPOS: gr ? 'X' : '',
      REPOS: 'X',
      WEBRE: gr ? 'X' : '',
      ELIKZ: gr ? 'X' : '',
      EREKZ: '',
      BANFN: random.chance(0.5) ? padded(10000000 + random.int(1, 999999), 10) : '',
    });
    if (gr) {
      writer.write('MSEG', {
        MBLNR: gr.mblnr,
        MJAHR: String(gr.mjahr),
        ZEILE: zeile,
        BWART: '101',
        MATNR: material,
        WERKS: plant,
        LIFNR: vendor.lifnr,
        SHKZG: 'S',
        DMBTR: amountText(localCents(item.netCents, grDay)),
        MENGE: item.quantity.toFixed(3),
        EBELN: ebeln,
        EBELP: ebelp,
        BUKRS: cc.code,
      });
    }
    return {
      ebeln,
      ebelp,
      material,
      plant,
      quantity: item.quantity,
      netCents: item.netCents,
      gr: gr ? { ...gr, zeile } : null,
    };
  });
  return items;
}

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
  /** EKKO-AEDAT. */
  poDay: number;
  /** GR-based invoice verification expected (EKPO-WEPOS = X). */
  grExpected: boolean;
  gr: { mblnr: string; mjahr: number; zeile: string; day: number } | null;
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
const serviceTexts = ['Cleaning service', 'Consulting hours', 'Maintenance contract', 'Training'];

/** A material a vendor sells to a company code, at a fixed unit price (document currency cents). */
export interface CatalogueEntry {
  material: string;
  priceCents: number;
}

/**
 * Per vendor and company code a few materials at fixed unit prices, so that in the baseline a
 * material's price (EKPO-NETPR) never changes: the planted price increases are the only ones.
 * Material numbers are unique per vendor and company code.
 */
export class Catalogue {
  private readonly lists = new Map<string, CatalogueEntry[]>();
  private materials = 0;

  constructor(private readonly random: Random) {}

  /** A material number never used before (18 digits, ALPHA-padded). */
  newMaterial(): string {
    this.materials += 1;
    return padded(100000 + this.materials, 18);
  }

  entries(vendor: Vendor, cc: CompanyCode): CatalogueEntry[] {
    const key = `${vendor.lifnr}|${cc.code}`;
    let list = this.lists.get(key);
    if (!list) {
      list = Array.from({ length: this.random.int(3, 8) }, () => ({
        material: this.newMaterial(),
        priceCents: Math.max(100, Math.round(this.random.logNormal(vendor.typicalAmount * 20, 0.9))),
      }));
      this.lists.set(key, list);
    }
    return list;
  }
}

/** How a purchase order is made; the defaults give the baseline. */
export interface PurchaseOrderPlan {
  /**
   * Goods receipts: `random` (85% goods with a GR, 15% services without GR-based verification),
   * `received` (a GR 101), `pending` (GR expected, WEPOS = X, not posted), `none` (no GR expected).
   */
  gr?: 'random' | 'received' | 'pending' | 'none';
  /** Creation day (EKKO-AEDAT); default 5–60 days before the invoice. */
  poDay?: number;
  /** Goods receipt day; default 1–30 days after the PO, not after the invoice. */
  grDay?: number;
  /** One item of this material and quantity (price increases). */
  material?: { material: string; quantity: number };
  /** The PO's payment term (EKKO-ZTERM); default the vendor's, '' for none. */
  paymentTerm?: string;
}

interface SplitItem {
  quantity: number;
  netCents: number;
  material: string;
}

/**
 * Splits `totalCents` into `n` items (quantity × price); every item but the last takes a random share
 * (a catalogue material at its price, or a free-text item), the last (quantity 1, no material) takes
 * the rest, so the items sum exactly. Expects `totalCents >= n`.
 */
function splitItems(random: Random, totalCents: number, n: number, catalogue: CatalogueEntry[]): SplitItem[] {
  const weights = Array.from({ length: n }, () => 0.2 + random.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  const items: SplitItem[] = [];
  let used = 0;
  for (let i = 0; i < n - 1; i++) {
    const target = Math.max(1, Math.floor((totalCents * weights[i]!) / sum));
    const entry = random.chance(0.7) ? random.pick(catalogue) : null;
    if (entry && entry.priceCents <= target) {
      const quantity = Math.floor(target / entry.priceCents);
      items.push({ quantity, netCents: quantity * entry.priceCents, material: entry.material });
      used += quantity * entry.priceCents;
      continue;
    }
    const quantity = target >= 10000 ? random.int(1, 20) : 1;
    const netCents = Math.max(1, Math.floor(target / quantity)) * quantity;
    items.push({ quantity, netCents, material: '' });
    used += netCents;
  }
  items.push({ quantity: 1, netCents: totalCents - used, material: '' });
  return items;
}

/**
 * Creates a purchase order (EKKO/EKPO) of `itemCount` items totalling `netCents`, dated before
 * `invoiceDay` unless the plan says otherwise; goods receipts (MKPF/MSEG movement 101) as planned.
 */
export function createPurchaseOrder(
  writer: ExtractWriter,
  random: Random,
  numbers: NumberRanges,
  catalogue: Catalogue,
  cc: CompanyCode,
  vendor: Vendor,
  currency: string,
  netCents: number,
  itemCount: number,
  invoiceDay: number,
  localCents: (documentCents: number, day: number) => number,
  plan: PurchaseOrderPlan = {},
): PoItem[] {
  const poDay = plan.poDay ?? invoiceDay - random.int(5, 60);
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
    ZTERM: plan.paymentTerm ?? vendor.paymentTerm.code,
    EKORG: `${cc.code.slice(0, 2)}00`,
    EKGRP: padded(random.int(1, 5), 3),
    WAERS: currency,
    BEDAT: sapDate(poDay),
    FRGKE: 'R',
  });
  const grMode = plan.gr ?? 'random';
  const grExpected = grMode === 'random' ? random.chance(0.85) : grMode !== 'none';
  const received = grMode === 'random' ? grExpected : grMode === 'received';
  const grDay = plan.grDay ?? Math.max(poDay, Math.min(invoiceDay, poDay + random.int(1, 30)));
  const gr = received ? { mblnr: numbers.next('GR', yearOf(grDay), ranges.GR), mjahr: yearOf(grDay) } : null;
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
  const split = plan.material
    ? [{ quantity: plan.material.quantity, netCents, material: plan.material.material }]
    : splitItems(random, netCents, itemCount, catalogue.entries(vendor, cc));
  const items = split.map((item, i): PoItem => {
    const ebelp = padded((i + 1) * 10, 5);
    const material = item.material;
    const zeile = padded(i + 1, 4);
    writer.write('EKPO', {
      EBELN: ebeln,
      EBELP: ebelp,
      TXZ01: grExpected ? random.pick(texts) : random.pick(serviceTexts),
      MATNR: material,
      WERKS: plant,
      MENGE: item.quantity.toFixed(3),
      MEINS: 'EA',
      NETPR: amountText(Math.round(item.netCents / item.quantity)),
      PEINH: '1',
      NETWR: amountText(item.netCents),
      WEPOS: grExpected ? 'X' : '',
      REPOS: 'X',
      WEBRE: grExpected ? 'X' : '',
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
      poDay,
      grExpected,
      gr: gr ? { ...gr, zeile, day: grDay } : null,
    };
  });
  return items;
}

import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jdeTables } from '../../src/jde/jde-tables';

/**
 * A tiny hand-written JD Edwards extract (jde-extract/1), small enough to check every number by hand.
 * Dates are Julian CYYDDD: 124075 = 2024-03-15 (a Friday: USD 1.0892, JPY 163.42 per euro), 124076 =
 * 2024-03-16, 124080 = 2024-03-20, 124096 = 2024-04-05, 124105 = 2024-04-14. Company 00001 (EUR,
 * Berlin) and 00002 (JPY, 0 decimals from F0013, Tokyo).
 * - PV 1001: Alpha, pay items 450.00 (PO 4001 line 1, 9 units) and 50.00; paid by payment 7001
 *   (voided) and again by 7002; net due date RPDDNJ 2024-04-14 (RPDDJ holds the discount date);
 * - PV 1002: 300.00, voided on 2024-03-20 (its PE row -300.00);
 * - PD 1003: a debit memo of -100.00, open; PP 1004: a prepayment (not spend);
 * - PV 1005: Gamma (one-time), USD 200.00 = EUR 183.62, held (pay status H), payee address 5004;
 * - PV 2001: company 00002, JPY 150,000 gross with 15,000 tax, paid by 7003.
 * Receipts of PO 4001 line 1: 10 units (500.00), a return of 2 (-100.00), a receipt of 1 (50.00)
 * reversed in place (match type 4), and a voucher-match row (type 2, not a receipt): 400.00 net.
 */
export const jdeTablesFixture: Record<string, string[]> = {
  F0010: ['CCCO,CCNAME,CCCRCD,CCAN8', '00001,Vision Operations,EUR,100', '00002,Vision Japan,JPY,101'],
  F0013: ['CVCD,CVCDEC', 'JPY,0', 'EUR,2'],
  F0101: [
    'ABAN8,ABALPH,ABDC,ABTAX,ABTX2,ABAT1,ABATP,ABAC01',
    '100,Vision Operations,,,,C,N,',
    '101,Vision Japan,,,,C,N,',
    '5001,Alpha Supplies,ALPHA,123456789,DE123456789,V,Y,VENDOR',
    '5002,"Beta, Inc.",,,,V,Y,VENDOR',
    '5003,Gamma LLC,,987654321,,V,M,ONE TIME',
    '5004,Pat Payee,,,IE1234567T,V,M,',
    '5005,Delta Dormant,,,,X,Y,VENDOR',
  ],
  F0116: [
    'ALAN8,ALEFTB,ALADD1,ALADD2,ALCTY1,ALADDZ,ALCTR',
    '100,0,Unter den Linden 1,,Berlin,10117,DE',
    '101,0,1-1 Marunouchi,,Tokyo,100-0005,JP',
    '5001,120001,Altstr. 9,,Bonn,53111,DE',
    '5001,124061,Hauptstr. 1,Hof 2,Berlin,10115,de',
    '5001,125001,Zukunftsweg 1,,Munich,80331,DE',
    '5002,0,1 Main St,,Boston,02101,US',
    '5004,0,3 Quay St,,Dublin,D02,IE',
  ],
  F0401: [
    'A6AN8,A6TRAP,A6PYIN,A6CRRP,A6HDPY,A6HOLD',
    '5001,N30,C,EUR,,',
    '5002,N30,T,EUR,1,H',
    '5003,,C,USD,,',
    '5005,N30,C,EUR,,',
  ],
  F0411: [
    'RPKCO,RPDOC,RPDCT,RPSFX,RPSFXE,RPDCTA,RPCO,RPAN8,RPPYE,RPDIVJ,RPDGJ,RPDICJ,RPDDJ,RPDDNJ,RPVINV,RPAG,RPAAP,RPSTAM,RPACR,RPFAP,RPCTAM,RPCRRM,RPCRCD,RPPST,RPVOD,RPPTC,RPPYIN,RPPO,RPPDCT,RPPKCO,RPLNID,RPITM,RPU,RPMCU,RPICUT,RPTORG',
    '00001,1001,PV,001,1,,00001,5001,5001,124075,124076,124076,124085,124105,INV-1,45000,0,0,0,0,0,D,EUR,P,,N30,C,4001,OP,00001,1000,60012,9,M30,V,JSMITH',
    '00001,1001,PV,002,1,,00001,5001,5001,124075,124076,124076,124085,124105,INV-1,5000,0,0,0,0,0,D,EUR,P,,N30,C,,,,0,,0,,V,JSMITH',
    '00001,1002,PV,001,1,,00001,5001,5001,124075,124075,124075,124105,124105,INV-2,30000,0,0,0,0,0,D,EUR,P,V,N30,C,,,,0,,0,,V,JSMITH',
    '00001,1002,PV,001,2,PE,00001,5001,5001,124075,124080,124080,124105,124105,INV-2,-30000,0,0,0,0,0,D,EUR,P,V,N30,C,,,,0,,0,,V,JSMITH',
    '00001,1003,PD,001,1,,00001,5002,5002,124075,124075,124075,124075,124075,CN-1,-10000,-10000,0,0,0,0,D,EUR,A,,N30,T,,,,0,,0,,V,MJONES',
    '00001,1004,PP,001,1,,00001,5002,5002,124075,124075,124075,124075,124075,PP-1,100000,0,0,0,0,0,D,EUR,P,,N30,T,,,,0,,0,,V,MJONES',
    '00001,1005,PV,001,1,,00001,5003,5004,124075,124075,124075,124105,124105,INV-3,18362,18362,0,20000,20000,0,F,USD,H,,,C,,,,0,,0,,V,MJONES',
    '00002,2001,PV,001,1,,00002,5001,5001,124075,124075,124075,124105,124105,JP-1,150000,0,15000,0,0,0,D,JPY,P,,N30,C,,,,0,,0,,V,TSATO',
  ],
  F0413: [
    'RMPYID,RMDOCM,RMDCTM,RMDMTJ,RMPAAP,RMCRCD,RMPYIN,RMVDGJ,RMPYE',
    '7001,100001,PK,124090,0,EUR,C,124092,5001',
    '7002,100002,PK,124096,50000,EUR,C,0,5001',
    '7003,200001,PK,124096,150000,JPY,C,0,5001',
  ],
  F0414: [
    'RNPYID,RNRC5,RNKCO,RNDOC,RNDCT,RNSFX,RNDCTM,RNPAAP,RNCO,RNAN8',
    '7001,1,00001,1001,PV,001,PK,45000,00001,5001',
    '7001,2,00001,1001,PV,002,PK,5000,00001,5001',
    '7001,3,00001,1001,PV,001,PO,-45000,00001,5001',
    '7001,4,00001,1001,PV,002,PO,-5000,00001,5001',
    '7002,1,00001,1001,PV,001,PK,45000,00001,5001',
    '7002,2,00001,1001,PV,002,PK,5000,00001,5001',
    '7003,1,00002,2001,PV,001,PK,150000,00002,5001',
  ],
  F0014: ['PNPTC,PNPTD,PNDCP,PNDCD,PNNDTP', 'N30,Net 30 / 2% 10,.02,10,30'],
  F4301: [
    'PHKCOO,PHDOCO,PHDCTO,PHAN8,PHTRDJ,PHPTC,PHCRCD,PHORBY,PHANBY,PHMCU,PHHOLD',
    '00001,4001,OP,5001,124061,N30,EUR,JSMITH,300,M30,',
    '00001,4002,OP,5002,124061,N30,EUR,JSMITH,300,M30,H',
    '00001,4003,OP,5002,124061,N30,EUR,JSMITH,300,M30,',
  ],
  F4311: [
    'PDKCOO,PDDOCO,PDDCTO,PDLNID,PDLITM,PDDSC1,PDMCU,PDLNTY,PDUORG,PDUOPN,PDUOM,PDPRRC,PDAEXP,PDTRDJ,PDNXTR,PDLTTR,PDRORN',
    '00001,4001,OP,1000,ITEM-1,Widgets,M30,S,10,0,EA,500000,50000,124061,999,400,7001',
    '00001,4001,OP,2000,,Deliver to dock 3,M30,T,0,0,,0,0,124061,999,400,',
    '00001,4002,OP,1000,ITEM-2,Gadgets,M30,N,5,5,EA,500000,25000,124061,280,220,',
    '00001,4003,OP,1000,ITEM-3,Gizmos,M30,S,1,1,EA,100000,10000,124061,999,980,',
  ],
  F43121: [
    'PRUKID,PRMATC,PRKCOO,PRDOCO,PRDCTO,PRLNID,PRDOC,PRDCT,PRAN8,PRRCDJ,PRDGL,PRUPMJ,PRUREC,PRAREC,PRAOPN,PRCRCD,PRLITM,PRMCU',
    '1,1,00001,4001,OP,1000,9001,OV,5001,124070,124070,124070,10,50000,0,EUR,ITEM-1,M30',
    '2,1,00001,4001,OP,1000,9002,OV,5001,124071,124071,124071,-2,-10000,0,EUR,ITEM-1,M30',
    '3,4,00001,4001,OP,1000,9003,OV,5001,124071,124071,124072,1,5000,0,EUR,ITEM-1,M30',
    '4,2,00001,4001,OP,1000,1001,PV,5001,124076,124076,124076,9,45000,0,EUR,ITEM-1,M30',
  ],
  F0030: [
    'AYAN8,AYBKTP,AYTNST,AYCBNK,AYCTR,AYIBAN,AYSWFT,AYCHKD',
    '5001,V,37040044,0532013000,DE,de89 3704 0044 0532 0130 00,COBADEFFXXX,',
    '100,G,10000000,123,DE,,,',
  ],
  F01151: [
    'EAAN8,EAIDLN,EARCK7,EAETP,EAEMAL',
    '5001,0,1,E,ap@alpha.example',
    '5001,0,2,I,www.alpha.example',
    '5002,0,1,,billing@beta.example',
  ],
};

/**
 * Writes `tables` (each a header line and rows) as a jde-extract/1 folder with its manifest;
 * `manifest` overrides manifest keys. Answers the folder.
 */
export async function writeJdeExtract(
  tables: Record<string, string[]>,
  options: { manifest?: Record<string, unknown> } = {},
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'spendlens-jde-'));
  const entries: Record<string, { rows: number; sha256: string }> = {};
  const known = jdeTables('ABAC01');
  const names = new Set([...known.required, ...known.optional].map((t) => t.name));
  for (const [name, lines] of Object.entries(tables)) {
    const text = lines.map((line) => `${line}\r\n`).join('');
    await writeFile(join(dir, `${name}.csv`), text);
    if (names.has(name))
      entries[name] = { rows: lines.length - 1, sha256: createHash('sha256').update(text).digest('hex') };
  }
  const manifest = {
    format: 'jde-extract/1',
    erp: 'jde',
    system: 'JDE',
    extracted_at: '2024-04-10T02:00:00Z',
    decimals: { EUR: 2, USD: 2 },
    vendor_type_field: 'ABAC01',
    tables: entries,
    ...options.manifest,
  };
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return dir;
}

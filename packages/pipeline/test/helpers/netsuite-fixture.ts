import { writeExtractFolder } from './extract-folder';
import { netsuiteTables } from '../../src/netsuite/netsuite-tables';

/**
 * A tiny hand-written NetSuite extract (netsuite-extract/1), small enough to check every number by
 * hand. Subsidiaries 1 (US, USD), 2 (an elimination subsidiary) and 3 (DE, EUR); vendors 100 Acme
 * (company, Supplies) and 101 Jane Doe (a person, inactive); transactions:
 * - 1000 PurchOrd PO100 of Acme: line 1, 10 × 50.00 USD;
 * - 1001 VendBill INV-1 500.00 USD of Acme on 2024-03-15 (a Friday: USD 1.0892 per EUR), billed
 *   from PO100 line 1, paid by 1005;
 * - 1002 VendBill INV-2 300.00, pending approval (status D): not posted, not an invoice;
 * - 1003 VendCred CR-1 100.00 USD of Acme;
 * - 1004 VendBill INV-3 200.00 EUR of Jane Doe in subsidiary 3, voided with its amounts kept (closed
 *   2024-03-20): the original and its reversal;
 * - 1005 VendPymt CHK-1 500.00 USD on 2024-03-25 paying 1001;
 * - 1006 ItemRcpt of 8 of PO100 line 1 on 2024-03-10.
 * NetSuite keeps a bill's payable on its main line as a credit (negative), the lines as debits.
 */
export const netsuiteTablesFixture: Record<string, string[]> = {
  currency: ['id,symbol', '1,USD', '2,EUR'],
  subsidiary: [
    'id,name,country,currency,iselimination',
    '1,Parent US,US,1,F',
    '2,Elimination,US,1,T',
    '3,EU Sub,DE,2,F',
  ],
  vendorcategory: ['id,name', '10,Supplies', '11,Services'],
  term: ['id,name,daysuntilnetdue,discountpercent,daysuntilexpiry', '5,2% 10 Net 30,30,2,10'],
  entityaddress: ['nkey,addr1,addr2,addr3,city,zip,country', '900,1 Main St,,,Boston,02101,US'],
  vendor: [
    'id,entityid,companyname,legalname,isperson,firstname,lastname,email,isinactive,category,terms,currency,datecreated,taxidnum,vatregnumber,defaultbillingaddress',
    '100,V-100,Acme,Acme Corporation,F,,,ap@acme.example,F,10,5,1,2023-01-05 08:00:00,12-3456789,,900',
    '101,V-101,,,T,Jane,Doe,,T,11,5,2,2023-02-01,,DE123456789,',
  ],
  vendorsubsidiaryrelationship: ['id,entity,subsidiary', '1,100,1', '2,101,3'],
  employee: ['id,entityid,firstname,lastname', '7,jsmith,John,Smith'],
  transaction: [
    'id,type,tranid,transactionnumber,trandate,duedate,closedate,status,entity,currency,exchangerate,createddate,createdby,approvalstatus,memo,otherrefnum,voided,paymenthold',
    '1000,PurchOrd,PO100,PO100,2024-03-01,,,B,100,1,1,2024-03-01 09:00:00,7,,,,F,F',
    '1001,VendBill,INV-1,B1001,2024-03-15,2024-04-14,2024-03-25,B,100,1,1,2024-03-16 10:00:00,7,2,,PO100,F,F',
    '1002,VendBill,INV-2,B1002,2024-03-15,2024-04-14,,D,100,1,1,2024-03-16,7,1,,,F,F',
    '1003,VendCred,CR-1,C1003,2024-03-15,,,A,100,1,1,2024-03-16,7,,,,F,T',
    '1004,VendBill,INV-3,B1004,2024-03-15,2024-04-14,2024-03-20,A,101,2,1,2024-03-15,8,,,,T,F',
    '1005,VendPymt,CHK-1,P1005,2024-03-25,,,,100,1,1,2024-03-25,7,,,,F,F',
    '1006,ItemRcpt,IR-1,R1006,2024-03-10,,,,100,1,1,2024-03-10,7,,,,F,F',
  ],
  transactionline: [
    'transaction,id,mainline,subsidiary,item,quantity,rate,netamount,foreignamount,isclosed,department,class,location',
    '1000,0,T,1,,,,-500.00,-500.00,F,,,',
    '1000,1,F,1,55,10,50,500.00,500.00,F,,,WH1',
    '1001,0,T,1,,,,-500.00,-500.00,F,,,',
    '1001,1,F,1,55,10,50,500.00,500.00,F,,,WH1',
    '1002,0,T,1,,,,-300.00,-300.00,F,,,',
    '1002,1,F,1,,,,300.00,300.00,F,,,',
    '1003,0,T,1,,,,100.00,100.00,F,,,',
    '1003,1,F,1,,1,100,-100.00,-100.00,F,,,',
    '1004,0,T,3,,,,-200.00,-200.00,F,,,',
    '1004,1,F,3,,,,120.00,120.00,F,,,',
    '1004,2,F,3,,,,80.00,80.00,F,,,',
    '1005,0,T,1,,,,-500.00,-500.00,F,,,',
    '1006,0,T,1,,,,,,F,,,',
    '1006,1,F,1,55,8,50,,,F,,,WH1',
  ],
  previoustransactionlinelink: [
    'previousdoc,previousline,nextdoc,nextline,linktype,foreignamount',
    '1000,1,1001,1,OrdBill,500.00',
    '1000,1,1006,1,ShipRcpt,',
    '1001,0,1005,0,Payment,500.00',
  ],
};

/**
 * Writes `tables` (each a header line and rows) as a netsuite-extract/1 folder with its manifest;
 * `manifest` overrides manifest keys. Answers the folder.
 */
export async function writeNetsuiteExtract(
  tables: Record<string, string[]>,
  options: { manifest?: Record<string, unknown> } = {},
): Promise<string> {
  return writeExtractFolder('spendlens-netsuite-', tables, netsuiteTables(undefined), {
    format: 'netsuite-extract/1',
    erp: 'netsuite',
    system: 'NS',
    extracted_at: '2024-04-10T02:00:00Z',
    ...options.manifest,
  });
}

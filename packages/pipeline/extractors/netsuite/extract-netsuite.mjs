#!/usr/bin/env node
// Spendlens extractor for NetSuite (netsuite-extract/1), through the SuiteQL REST service.
// Generated from packages/pipeline/src/netsuite/extractor-suiteql.ts; do not edit by hand.
/* eslint-disable no-restricted-syntax -- a standalone script, not the server: it reads its own environment */
// Usage (in an empty folder; see README.md):
//   NETSUITE_CONSUMER_KEY=… NETSUITE_CONSUMER_SECRET=… NETSUITE_TOKEN_ID=… NETSUITE_TOKEN_SECRET=… \
//   node extract-netsuite.mjs --account 1234567 --from 2024-01-01 [--brand-field custbody_brand]
import crypto from 'node:crypto';
import fs from 'node:fs';

const QUERIES = [
  {
    "table": "subsidiary",
    "columns": [
      "id",
      "name",
      "country",
      "currency",
      "iselimination"
    ],
    "select": "SELECT x.id AS id, x.name AS name, x.country AS country, x.currency AS currency, x.iselimination AS iselimination FROM subsidiary x",
    "optional": false,
    "paging": {
      "by": "key",
      "column": "id"
    }
  },
  {
    "table": "currency",
    "columns": [
      "id",
      "symbol"
    ],
    "select": "SELECT x.id AS id, x.symbol AS symbol FROM currency x",
    "optional": false,
    "paging": {
      "by": "key",
      "column": "id"
    }
  },
  {
    "table": "vendor",
    "columns": [
      "id",
      "entityid",
      "companyname",
      "legalname",
      "isperson",
      "firstname",
      "lastname",
      "email",
      "isinactive",
      "category",
      "terms",
      "currency",
      "datecreated",
      "taxidnum",
      "vatregnumber",
      "defaultbillingaddress"
    ],
    "select": "SELECT x.id AS id, x.entityid AS entityid, x.companyname AS companyname, x.legalname AS legalname, x.isperson AS isperson, x.firstname AS firstname, x.lastname AS lastname, x.email AS email, x.isinactive AS isinactive, x.category AS category, x.terms AS terms, x.currency AS currency, TO_CHAR(x.datecreated, 'YYYY-MM-DD HH24:MI:SS') AS datecreated, x.taxidnum AS taxidnum, x.vatregnumber AS vatregnumber, x.defaultbillingaddress AS defaultbillingaddress FROM vendor x",
    "optional": false,
    "paging": {
      "by": "key",
      "column": "id"
    }
  },
  {
    "table": "vendorcategory",
    "columns": [
      "id",
      "name"
    ],
    "select": "SELECT x.id AS id, x.name AS name FROM vendorcategory x",
    "optional": false,
    "paging": {
      "by": "key",
      "column": "id"
    }
  },
  {
    "table": "vendorsubsidiaryrelationship",
    "columns": [
      "id",
      "entity",
      "subsidiary"
    ],
    "select": "SELECT x.id AS id, x.entity AS entity, x.subsidiary AS subsidiary FROM vendorsubsidiaryrelationship x",
    "optional": false,
    "paging": {
      "by": "key",
      "column": "id"
    }
  },
  {
    "table": "term",
    "columns": [
      "id",
      "name",
      "daysuntilnetdue",
      "discountpercent",
      "daysuntilexpiry"
    ],
    "select": "SELECT x.id AS id, x.name AS name, x.daysuntilnetdue AS daysuntilnetdue, x.discountpercent AS discountpercent, x.daysuntilexpiry AS daysuntilexpiry FROM term x",
    "optional": false,
    "paging": {
      "by": "key",
      "column": "id"
    }
  },
  {
    "table": "transaction",
    "columns": [
      "id",
      "type",
      "tranid",
      "transactionnumber",
      "trandate",
      "duedate",
      "closedate",
      "status",
      "entity",
      "currency",
      "exchangerate",
      "createddate",
      "createdby",
      "approvalstatus",
      "memo",
      "otherrefnum",
      "voided",
      "paymenthold"
    ],
    "select": "SELECT x.id AS id, x.type AS type, x.tranid AS tranid, x.transactionnumber AS transactionnumber, TO_CHAR(x.trandate, 'YYYY-MM-DD') AS trandate, TO_CHAR(x.duedate, 'YYYY-MM-DD') AS duedate, TO_CHAR(x.closedate, 'YYYY-MM-DD') AS closedate, x.status AS status, x.entity AS entity, x.currency AS currency, x.exchangerate AS exchangerate, TO_CHAR(x.createddate, 'YYYY-MM-DD HH24:MI:SS') AS createddate, x.createdby AS createdby, x.approvalstatus AS approvalstatus, x.memo AS memo, x.otherrefnum AS otherrefnum, x.voided AS voided, x.paymenthold AS paymenthold FROM transaction x",
    "where": "x.id IN ({{scope}})",
    "optional": false,
    "paging": {
      "by": "transaction",
      "column": "id"
    }
  },
  {
    "table": "transactionline",
    "columns": [
      "transaction",
      "id",
      "mainline",
      "subsidiary",
      "item",
      "quantity",
      "rate",
      "netamount",
      "foreignamount",
      "isclosed",
      "department",
      "class",
      "location"
    ],
    "select": "SELECT x.transaction AS transaction, x.id AS id, x.mainline AS mainline, x.subsidiary AS subsidiary, x.item AS item, x.quantity AS quantity, x.rate AS rate, x.netamount AS netamount, x.foreignamount AS foreignamount, x.isclosed AS isclosed, x.department AS department, x.class AS class, x.location AS location FROM transactionline x",
    "where": "x.transaction IN ({{scope}})",
    "optional": false,
    "paging": {
      "by": "transaction",
      "column": "transaction"
    }
  },
  {
    "table": "previoustransactionlinelink",
    "columns": [
      "previousdoc",
      "previousline",
      "nextdoc",
      "nextline",
      "linktype",
      "foreignamount"
    ],
    "select": "SELECT x.previousdoc AS previousdoc, x.previousline AS previousline, x.nextdoc AS nextdoc, x.nextline AS nextline, x.linktype AS linktype, x.foreignamount AS foreignamount FROM previoustransactionlinelink x",
    "where": "x.previousdoc IN ({{scope}}) AND x.nextdoc IN ({{scope}})",
    "optional": false,
    "paging": {
      "by": "transaction",
      "column": "nextdoc"
    }
  },
  {
    "table": "entityaddress",
    "columns": [
      "nkey",
      "addr1",
      "addr2",
      "addr3",
      "city",
      "zip",
      "country"
    ],
    "select": "SELECT x.nkey AS nkey, x.addr1 AS addr1, x.addr2 AS addr2, x.addr3 AS addr3, x.city AS city, x.zip AS zip, x.country AS country FROM entityaddress x",
    "optional": true,
    "paging": {
      "by": "key",
      "column": "nkey"
    }
  },
  {
    "table": "transactionaccountingline",
    "columns": [
      "transaction",
      "transactionline",
      "accountingbook",
      "amount",
      "debit",
      "credit",
      "amountpaid",
      "amountunpaid"
    ],
    "select": "SELECT x.transaction AS transaction, x.transactionline AS transactionline, x.accountingbook AS accountingbook, x.amount AS amount, x.debit AS debit, x.credit AS credit, x.amountpaid AS amountpaid, x.amountunpaid AS amountunpaid FROM transactionaccountingline x",
    "where": "x.transaction IN ({{scope}})",
    "optional": true,
    "paging": {
      "by": "transaction",
      "column": "transaction"
    }
  },
  {
    "table": "employee",
    "columns": [
      "id",
      "entityid",
      "firstname",
      "lastname"
    ],
    "select": "SELECT x.id AS id, x.entityid AS entityid, x.firstname AS firstname, x.lastname AS lastname FROM employee x",
    "optional": true,
    "paging": {
      "by": "key",
      "column": "id"
    }
  }
];
const SCOPE = "SELECT t.id FROM transaction t WHERE t.type IN ('VendBill', 'VendCred', 'VendPymt', 'PurchOrd', 'ItemRcpt') AND (t.trandate >= TO_DATE('{{from}}', 'YYYY-MM-DD') OR t.id IN (SELECT l.previousdoc FROM previoustransactionlinelink l WHERE l.nextdoc IN (SELECT n.id FROM transaction n WHERE n.type IN ('VendBill', 'VendCred', 'VendPymt', 'PurchOrd', 'ItemRcpt') AND n.trandate >= TO_DATE('{{from}}', 'YYYY-MM-DD'))))";
const PAGE = 1000;
const BATCH = 200;

function die(message) {
  console.error(message);
  process.exit(2);
}

const options = {};
for (let i = 2; i < process.argv.length; i += 2) {
  const name = process.argv[i];
  const value = process.argv[i + 1];
  if (!name.startsWith('--') || value === undefined) die('usage: extract-netsuite.mjs --account <id> --from <YYYY-MM-DD> [--brand-field <custbody_…>] [--base-url <url>]');
  options[name.slice(2)] = value;
}
const account = options['account'] ?? die('--account is required (the account id, e.g. 1234567 or 1234567_SB1)');
const from = options['from'] ?? die('--from is required (the first transaction date, YYYY-MM-DD)');
if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) die('--from must be a date YYYY-MM-DD');
const brand = options['brand-field'];
if (brand !== undefined && !/^[a-z][a-z0-9_]{0,99}$/.test(brand)) die('--brand-field must be a field id in lower case, e.g. custbody_brand');
if (!/^[A-Za-z0-9_-]+$/.test(account)) die('--account must be an account id such as 1234567 or 1234567_SB1');
const base = (options['base-url'] ?? `https://${account.toLowerCase().replace(/_/g, '-')}.suitetalk.api.netsuite.com`).replace(/\/$/, '');
const credentials = {};
for (const name of ['CONSUMER_KEY', 'CONSUMER_SECRET', 'TOKEN_ID', 'TOKEN_SECRET'])
  credentials[name] = process.env[`NETSUITE_${name}`] ?? die(`NETSUITE_${name} must be set (token-based authentication)`);

const encode = (s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());

/** The OAuth 1.0a Authorization header of a POST to url with query parameters. */
function authorization(url, query) {
  const oauth = {
    oauth_consumer_key: credentials.CONSUMER_KEY,
    oauth_nonce: crypto.randomBytes(16).toString('hex'),
    oauth_signature_method: 'HMAC-SHA256',
    oauth_timestamp: String(Math.floor(Date.now() / 1000)),
    oauth_token: credentials.TOKEN_ID,
    oauth_version: '1.0',
  };
  const params = Object.entries({ ...query, ...oauth })
    .map(([k, v]) => [encode(k), encode(String(v))])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const text = ['POST', encode(url), encode(params)].join('&');
  const key = `${encode(credentials.CONSUMER_SECRET)}&${encode(credentials.TOKEN_SECRET)}`;
  const signature = crypto.createHmac('sha256', key).update(text).digest('base64');
  const realm = account.toUpperCase().replace(/-/g, '_');
  return 'OAuth ' + [`realm="${realm}"`, ...Object.entries({ ...oauth, oauth_signature: signature }).map(([k, v]) => `${k}="${encode(v)}"`)].join(', ');
}

/** One page of a SuiteQL query: its rows and whether there are more. */
async function suiteql(q, offset) {
  const url = `${base}/services/rest/query/v1/suiteql`;
  const query = { limit: PAGE, offset };
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${url}?limit=${PAGE}&offset=${offset}`, {
      method: 'POST',
      headers: { Authorization: authorization(url, query), 'Content-Type': 'application/json', Prefer: 'transient' },
      body: JSON.stringify({ q }),
    });
    if (response.ok) {
      const body = await response.json();
      return { items: body.items ?? [], hasMore: Boolean(body.hasMore) };
    }
    // NetSuite answers 429 when the account's concurrency limit is reached: wait and try again
    if (response.status === 429 && attempt < 6) {
      await new Promise((resolve) => setTimeout(resolve, 2000 * attempt));
      continue;
    }
    throw new Error(`SuiteQL answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
  }
}

const fill = (sql) => sql.replaceAll('{{scope}}', SCOPE).replaceAll('{{from}}', from);
const cell = (v) => (v === null || v === undefined ? '' : `"${String(v).replace(/"/g, '""')}"`);

/** Every row of a query paged by offset (a batch's rows stay far under SuiteQL's 100,000). */
async function allRows(q) {
  const rows = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await suiteql(q, offset);
    rows.push(...page.items);
    if (!page.hasMore) return rows;
  }
}

/** Every row of a table, by keyset pages on one column. */
async function* byKey(select, where, column) {
  let last = null;
  for (;;) {
    const conditions = [where, last === null ? null : `x.${column} > ${Number(last)}`].filter(Boolean);
    const q = `${select}${conditions.length ? ' WHERE ' + conditions.join(' AND ') : ''} ORDER BY x.${column}`;
    const page = await suiteql(q, 0);
    yield* page.items;
    if (!page.hasMore || page.items.length === 0) return;
    last = page.items[page.items.length - 1][column];
  }
}

async function main() {
  // the scope's transaction ids, for the tables paged by transaction
  const ids = [];
  for await (const row of byKey('SELECT x.id AS id FROM transaction x', fill('x.id IN ({{scope}})'), 'id')) ids.push(Number(row.id));
  const counts = [];
  for (const query of QUERIES) {
    const columns = [...query.columns];
    let select = query.select;
    if (query.table === 'transaction' && brand) {
      columns.push(brand);
      select = select.replace(' FROM transaction x', `, BUILTIN.DF(x.${brand}) AS ${brand} FROM transaction x`);
    }
    const out = fs.createWriteStream(`${query.table}.csv`);
    out.write(columns.join(',') + '\r\n');
    let rows = 0;
    const write = (row) => {
      out.write(columns.map((c) => cell(row[c])).join(',') + '\r\n');
      rows += 1;
    };
    try {
      if (query.paging.by === 'key') {
        for await (const row of byKey(select, query.where ? fill(query.where) : null, query.paging.column)) write(row);
      } else {
        for (let i = 0; i < ids.length; i += BATCH) {
          const batch = ids.slice(i, i + BATCH).join(', ');
          for (const row of await allRows(`${select} WHERE ${fill(query.where)} AND x.${query.paging.column} IN (${batch})`)) write(row);
        }
      }
    } catch (error) {
      // closed, not destroyed: the header's write may still wait for the file to open, and a write
      // on a destroyed stream is an unhandled error that ends the script
      await new Promise((resolve) => out.end(resolve));
      if (!query.optional) throw new Error(`${query.table}: ${error.message}`, { cause: error });
      // an optional table the role may not read (or the account lacks): left out of the extract
      fs.rmSync(`${query.table}.csv`, { force: true });
      console.error(`${query.table}.csv left out (optional): ${error.message.slice(0, 200)}`);
      continue;
    }
    await new Promise((resolve) => out.end(resolve));
    counts.push(`${query.table},${rows}`);
    console.error(`${query.table}.csv: ${rows} rows`);
  }
  fs.writeFileSync('counts.csv', ['TABLE_NAME,ROW_COUNT', ...counts].join('\r\n') + '\r\n');
  console.error(`Done. Now run make-manifest.sh netsuite "<system name>"${brand ? ' --brand-field ' + brand : ''} in this folder.`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});

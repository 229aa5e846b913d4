import { scopeSql, suiteqlQueries } from './extractor-suiteql';

/**
 * The NetSuite extractor script, `extractors/netsuite/extract-netsuite.mjs`: Node 18 or later, no
 * packages. It runs the queries of extractor-suiteql.ts through NetSuite's SuiteQL REST service
 * (`POST /services/rest/query/v1/suiteql`), signed with token-based authentication (OAuth 1.0a,
 * HMAC-SHA256), and writes one CSV per table and counts.csv into the current folder. Pages: master
 * data by its key (keyset, 1,000 rows a page: SuiteQL's offset stops at 100,000 rows); transactions,
 * their lines and links by batches of 200 transaction ids of the scope.
 */
export function netsuiteExtractorScript(): string {
  const queries = JSON.stringify(suiteqlQueries(), null, 2);
  return `#!/usr/bin/env node
// Spendlens extractor for NetSuite (netsuite-extract/1), through the SuiteQL REST service.
// Generated from packages/pipeline/src/netsuite/extractor-suiteql.ts; do not edit by hand.
/* eslint-disable no-restricted-syntax -- a standalone script, not the server: it reads its own environment */
// Usage (in an empty folder; see README.md):
//   NETSUITE_CONSUMER_KEY=… NETSUITE_CONSUMER_SECRET=… NETSUITE_TOKEN_ID=… NETSUITE_TOKEN_SECRET=… \\
//   node extract-netsuite.mjs --account 1234567 --from 2024-01-01 [--brand-field custbody_brand]
import crypto from 'node:crypto';
import fs from 'node:fs';

const QUERIES = ${queries};
const SCOPE = ${JSON.stringify(scopeSql)};
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
if (!/^\\d{4}-\\d{2}-\\d{2}$/.test(from)) die('--from must be a date YYYY-MM-DD');
const brand = options['brand-field'];
if (brand !== undefined && !/^[a-z][a-z0-9_]{0,99}$/.test(brand)) die('--brand-field must be a field id in lower case, e.g. custbody_brand');
if (!/^[A-Za-z0-9_-]+$/.test(account)) die('--account must be an account id such as 1234567 or 1234567_SB1');
const base = (options['base-url'] ?? \`https://\${account.toLowerCase().replace(/_/g, '-')}.suitetalk.api.netsuite.com\`).replace(/\\/$/, '');
const credentials = {};
for (const name of ['CONSUMER_KEY', 'CONSUMER_SECRET', 'TOKEN_ID', 'TOKEN_SECRET'])
  credentials[name] = process.env[\`NETSUITE_\${name}\`] ?? die(\`NETSUITE_\${name} must be set (token-based authentication)\`);

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
    .map(([k, v]) => \`\${k}=\${v}\`)
    .join('&');
  const text = ['POST', encode(url), encode(params)].join('&');
  const key = \`\${encode(credentials.CONSUMER_SECRET)}&\${encode(credentials.TOKEN_SECRET)}\`;
  const signature = crypto.createHmac('sha256', key).update(text).digest('base64');
  const realm = account.toUpperCase().replace(/-/g, '_');
  return 'OAuth ' + [\`realm="\${realm}"\`, ...Object.entries({ ...oauth, oauth_signature: signature }).map(([k, v]) => \`\${k}="\${encode(v)}"\`)].join(', ');
}

/** One page of a SuiteQL query: its rows and whether there are more. */
async function suiteql(q, offset) {
  const url = \`\${base}/services/rest/query/v1/suiteql\`;
  const query = { limit: PAGE, offset };
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(\`\${url}?limit=\${PAGE}&offset=\${offset}\`, {
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
    throw new Error(\`SuiteQL answered \${response.status}: \${(await response.text()).slice(0, 500)}\`);
  }
}

const fill = (sql) => sql.replaceAll('{{scope}}', SCOPE).replaceAll('{{from}}', from);
const cell = (v) => (v === null || v === undefined ? '' : \`"\${String(v).replace(/"/g, '""')}"\`);

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
    const conditions = [where, last === null ? null : \`x.\${column} > \${Number(last)}\`].filter(Boolean);
    const q = \`\${select}\${conditions.length ? ' WHERE ' + conditions.join(' AND ') : ''} ORDER BY x.\${column}\`;
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
      select = select.replace(' FROM transaction x', \`, BUILTIN.DF(x.\${brand}) AS \${brand} FROM transaction x\`);
    }
    const out = fs.createWriteStream(\`\${query.table}.csv\`);
    out.write(columns.join(',') + '\\r\\n');
    let rows = 0;
    const write = (row) => {
      out.write(columns.map((c) => cell(row[c])).join(',') + '\\r\\n');
      rows += 1;
    };
    try {
      if (query.paging.by === 'key') {
        for await (const row of byKey(select, query.where ? fill(query.where) : null, query.paging.column)) write(row);
      } else {
        for (let i = 0; i < ids.length; i += BATCH) {
          const batch = ids.slice(i, i + BATCH).join(', ');
          for (const row of await allRows(\`\${select} WHERE \${fill(query.where)} AND x.\${query.paging.column} IN (\${batch})\`)) write(row);
        }
      }
    } catch (error) {
      // closed, not destroyed: the header's write may still wait for the file to open, and a write
      // on a destroyed stream is an unhandled error that ends the script
      await new Promise((resolve) => out.end(resolve));
      if (!query.optional) throw new Error(\`\${query.table}: \${error.message}\`, { cause: error });
      // an optional table the role may not read (or the account lacks): left out of the extract
      fs.rmSync(\`\${query.table}.csv\`, { force: true });
      console.error(\`\${query.table}.csv left out (optional): \${error.message.slice(0, 200)}\`);
      continue;
    }
    await new Promise((resolve) => out.end(resolve));
    counts.push(\`\${query.table},\${rows}\`);
    console.error(\`\${query.table}.csv: \${rows} rows\`);
  }
  fs.writeFileSync('counts.csv', ['TABLE_NAME,ROW_COUNT', ...counts].join('\\r\\n') + '\\r\\n');
  console.error(\`Done. Now run make-manifest.sh netsuite "<system name>"\${brand ? ' --brand-field ' + brand : ''} in this folder.\`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
`;
}

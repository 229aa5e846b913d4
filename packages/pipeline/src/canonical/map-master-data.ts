import {
  companyCodesTable,
  createTableSql,
  vendorCompanyCodesTable,
  vendorsTable,
} from '@spendlens/warehouse';
import { dateSql, flagSql, q, vendorIdSql } from '../sap/sap-sql';
import { out, raw, type MappingContext } from './mapping-context';

/** company_codes ← T001 (+ region from ref.country_regions), vendors ← LFA1, vendor_company_codes ← LFB1. */
export async function mapMasterData(ctx: MappingContext): Promise<void> {
  const { warehouse } = ctx;
  const companyCodes = out(ctx, companyCodesTable.name);
  await warehouse.run(createTableSql(companyCodesTable, companyCodes));
  await warehouse.run(
    `INSERT INTO ${companyCodes}
     SELECT $1, t.${q('BUKRS')}, t.${q('BUTXT')}, t.${q('ORT01')}, upper(t.${q('LAND1')}), t.${q('WAERS')}, r.region
     FROM ${raw(ctx, 'T001')} t LEFT JOIN ref.country_regions r ON r.country = upper(t.${q('LAND1')})`,
    [ctx.systemId],
  );

  const vendors = out(ctx, vendorsTable.name);
  await warehouse.run(createTableSql(vendorsTable, vendors));
  await warehouse.run(
    `INSERT INTO ${vendors}
     SELECT $1, ${vendorIdSql(q('LIFNR'))}, ${q('NAME1')}, ${q('NAME2')}, ${q('STRAS')}, ${q('ORT01')}, ${q('PSTLZ')},
       upper(${q('LAND1')}), ${q('STCD1')}, ${q('STCD2')}, ${q('STCEG')}, ${q('KTOKK')}, ${dateSql(q('ERDAT'))},
       ${q('ERNAM')}, ${flagSql(q('SPERR'))}, ${flagSql(q('SPERM'))}, ${flagSql(q('LOEVM'))}
     FROM ${raw(ctx, 'LFA1')}`,
    [ctx.systemId],
  );

  const vendorCompanyCodes = out(ctx, vendorCompanyCodesTable.name);
  await warehouse.run(createTableSql(vendorCompanyCodesTable, vendorCompanyCodes));
  await warehouse.run(
    `INSERT INTO ${vendorCompanyCodes}
     SELECT $1, ${vendorIdSql(q('LIFNR'))}, ${q('BUKRS')}, ${q('ZTERM')}, ${q('ZWELS')}, ${q('ZAHLS')},
       ${flagSql(q('SPERR'))}, ${flagSql(q('LOEVM'))}, ${q('AKONT')}, ${flagSql(q('REPRF'))},
       CASE WHEN ${q('LNRZE')} IS NULL THEN NULL ELSE ${vendorIdSql(q('LNRZE'))} END,
       ${dateSql(q('ERDAT'))}, ${q('ERNAM')}, true
     FROM ${raw(ctx, 'LFB1')}`,
    [ctx.systemId],
  );
}

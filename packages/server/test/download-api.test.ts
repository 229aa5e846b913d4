import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server';

describe('GET download/{erp}: the extractor kits (spec 03 §2.9, §7)', () => {
  let server: TestServer;
  let viewer: string;
  let uploader: string;
  beforeAll(async () => {
    server = await startTestServer({ DEMO_INVOICE_LINES: '500' });
    viewer = await server.signIn('demo@spendlens.test');
    // a user without the view role reaches /downloads too
    uploader = await server.signIn('upload@spendlens.test');
  });
  afterAll(() => server.close());

  const download = async (erp: string, token: string) => {
    const response = await server.api(`download/${erp}`, { token });
    expect(response.status, erp).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    return { response, files: unzipSync(new Uint8Array(await response.arrayBuffer())) };
  };

  it('answers each kit as a zip to any signed-in user, by system type or kit name', async () => {
    for (const [erp, token] of [
      ['sap', viewer],
      ['hana', uploader],
    ] as const) {
      const { response, files } = await download(erp, token);
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="spendlens-extractor-sap.zip"',
      );
      expect(Object.keys(files).sort()).toEqual([
        'extractors/make-manifest.sh',
        'extractors/sap/README.md',
        'extractors/sap/ZSPENDLENS_EXTRACT.abap',
      ]);
      expect(new TextDecoder().decode(files['extractors/sap/README.md'])).toMatch(
        /^# SAP extractor \(ECC 6\.0 and S\/4HANA\)/,
      );
      expect(new TextDecoder().decode(files['extractors/sap/ZSPENDLENS_EXTRACT.abap'])).toMatch(
        /^REPORT zspendlens_extract /m,
      );
    }
    for (const token of [viewer, uploader]) {
      const { response, files } = await download('jde', token);
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="spendlens-extractor-jde.zip"',
      );
      expect(Object.keys(files)).toEqual(
        expect.arrayContaining([
          'extractors/jde/README.md',
          'extractors/jde/extract-oracle.sql',
          'extractors/jde/extract-sqlserver.sql',
          'extractors/make-manifest.sh',
        ]),
      );
      expect(new TextDecoder().decode(files['extractors/jde/README.md'])).toMatch(
        /^# JD Edwards EnterpriseOne extractor/,
      );
    }
    for (const erp of ['netsuite']) {
      const { response, files } = await download(erp, viewer);
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="spendlens-extractor-netsuite.zip"',
      );
      expect(Object.keys(files).sort()).toEqual([
        'extractors/make-manifest.sh',
        'extractors/netsuite/README.md',
        'extractors/netsuite/extract-netsuite.mjs',
      ]);
    }
    {
      const { response, files } = await download('docuware', uploader);
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="spendlens-extractor-docuware.zip"',
      );
      expect(Object.keys(files).sort()).toEqual([
        'extractors/docuware/README.md',
        'extractors/docuware/manifest.template.json',
        'extractors/make-manifest.sh',
      ]);
    }
    for (const erp of ['ora12', 'ora11i', 'oracle-ebs']) {
      const { response, files } = await download(erp, uploader);
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="spendlens-extractor-oracle-ebs.zip"',
      );
      expect(Object.keys(files)).toEqual(
        expect.arrayContaining([
          'extractors/oracle-ebs/README.md',
          'extractors/oracle-ebs/extract-r12.sql',
          'extractors/oracle-ebs/extract-11i.sql',
          'extractors/make-manifest.sh',
        ]),
      );
    }
  });

  it('answers 401 without a session and 404 for an ERP without a kit', async () => {
    for (const erp of ['jde', 'sap']) {
      const anonymous = await server.api(`download/${erp}`);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ error: 'unauthorised', message: 'Not signed in' });
    }
    for (const erp of ['nope', '..%2Fjde', '..%2Fsap', 's4']) {
      const response = await server.api(`download/${erp}`, { token: viewer });
      expect(response.status, erp).toBe(404);
      expect(((await response.json()) as { message: string }).message).toMatch(/^No extractor for ERP type /);
    }
  });
});

import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';
import { expectValidationFailure } from '../../../tests/support/expect-answers';
import { CV_MAX_BYTES, CV_MESSAGES } from './application.constants';
import { JobApplicationEntity } from './job-application.entity';

const t = useTestApp();
let token: string;
let positionId: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

beforeAll(async () => {
  token = await t.login();
  positionId = (await t.api('/api/careers')).body.data[0].id;
});

/** The application form as a browser sends it with a file chosen. */
function applicationForm(fields: Record<string, string>, cv?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (cv) form.append('cv', new Blob([new Uint8Array(cv.bytes)], { type: cv.type }), cv.name);
  return form;
}

async function apply(form: FormData, id = positionId) {
  const response = await fetch(`${t.url}/api/careers/${id}/apply`, { method: 'POST', body: form });
  return { status: response.status, body: await response.json() };
}

const GRACE = { name: 'Grace Hopper', email: 'grace@example.com', message: 'CV attached.' };

async function applicationOf(id: number) {
  return (await t.api(`/api/admin/applications/${id}`, { token })).body.data;
}

describe('a CV sent with an application', () => {
  it('is stored with a PDF application and staff download the same bytes as an attachment', async () => {
    const sent = await apply(applicationForm(GRACE, { bytes: PDF, name: 'Grace Hopper CV.pdf', type: 'application/pdf' }));
    expect(sent).toEqual({ status: 201, body: { success: true, data: { id: expect.any(Number) }, message: expect.any(String) } });

    const application = await applicationOf(sent.body.data.id);
    expect(application).toMatchObject({ name: 'Grace Hopper', message: 'CV attached.' });
    expect(application.cv).toEqual({
      filename: 'Grace-Hopper-CV.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      downloadPath: `/api/admin/applications/${sent.body.data.id}/cv`,
    });

    const download = await fetch(`${t.url}${application.cv.downloadPath}`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Grace-Hopper-CV.pdf"');
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('takes a Word (DOCX) file by its content, whatever its name and declared type', async () => {
    const docx = await readFile(new URL('../../../tests/fixtures/cv.docx', import.meta.url));
    const sent = await apply(applicationForm(GRACE, { bytes: docx, name: 'resume', type: 'application/octet-stream' }));
    expect(sent.status).toBe(201);
    expect((await applicationOf(sent.body.data.id)).cv).toMatchObject({ filename: 'resume.docx', contentType: DOCX_TYPE, size: docx.length });
  });

  it('refuses a file that is not a PDF or DOCX, even named and typed as one, and stores nothing', async () => {
    const before = await t.orm.em.fork().count(JobApplicationEntity);
    const sent = await apply(applicationForm(GRACE, { bytes: PNG, name: 'cv.pdf', type: 'application/pdf' }));
    expectValidationFailure(sent, [{ path: 'cv', message: CV_MESSAGES.type }]);
    expect(await t.orm.em.fork().count(JobApplicationEntity)).toBe(before);
  });

  it('refuses a CV over 5 MB with 413 and its own message', async () => {
    const large = Buffer.concat([PDF, Buffer.alloc(CV_MAX_BYTES)]);
    const sent = await apply(applicationForm(GRACE, { bytes: large, name: 'cv.pdf', type: 'application/pdf' }));
    expect(sent).toEqual({
      status: 413,
      body: { success: false, message: CV_MESSAGES.size, code: 'PAYLOAD_TOO_LARGE', errors: [{ path: 'cv', message: CV_MESSAGES.size }] },
    });
  });

  it('validates the text fields of a multipart application as strictly as JSON ones', async () => {
    const sent = await apply(applicationForm({ ...GRACE, email: 'not-an-email', colour: 'blue' }));
    expect(sent.status).toBe(400);
    expect(sent.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'colour', message: 'Unknown field "colour"' },
      ]),
    );
  });

  it('refuses a file under another field name', async () => {
    const form = applicationForm(GRACE);
    form.append('photo', new Blob([new Uint8Array(PDF)]), 'cv.pdf');
    const sent = await apply(form);
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({ success: false, message: 'Unknown file field "photo": only "cv" takes a file' });
  });

  it('keeps the JSON apply call as it was: no file, cv null', async () => {
    const sent = await t.api(`/api/careers/${positionId}/apply`, { body: GRACE });
    expect(sent.status).toBe(201);
    expect((await applicationOf(sent.body.data.id)).cv).toBeNull();
  });

  it('is never given to a stranger or a key without applications:read', async () => {
    const sent = await apply(applicationForm(GRACE, { bytes: PDF, name: 'cv.pdf', type: 'application/pdf' }));
    const path = `/api/admin/applications/${sent.body.data.id}/cv`;
    expect((await t.api(path)).status).toBe(401);
    const key = await t.api('/api/admin/api-keys', { token, body: { name: 'Contacts only', scopes: ['contacts:read'] } });
    expect((await t.api(path, { token: key.body.data.secret })).status).toBe(403);
    expect((await t.api(`/api/admin/applications/${sent.body.data.id + 1000}/cv`, { token })).status).toBe(404);
  });

  it('goes when the candidate asks to be erased, even when the application is kept anonymised', async () => {
    const email = 'erase.me@example.com';
    const sent = await apply(applicationForm({ ...GRACE, email }, { bytes: PDF, name: 'cv.pdf', type: 'application/pdf' }));
    const found = await t.api(`/api/admin/personal-data?email=${encodeURIComponent(email)}`, { token });
    const applications = found.body.data.sources.find((s: { source: string }) => s.source === 'jobApplications');
    expect(applications.records[0].fields.cv).toBe(`cv.pdf (${PDF.length} bytes): /api/admin/applications/${sent.body.data.id}/cv`);

    const erased = await t.api('/api/admin/personal-data/erase', { token, body: { email, mode: 'anonymise' } });
    expect(erased.status).toBe(200);
    const [row] = await t.orm.em
      .getConnection()
      .execute(`select cv_filename, cv_content_type, cv_size, cv_data from job_applications where id = ?`, [sent.body.data.id]);
    expect(row).toEqual({ cv_filename: null, cv_content_type: null, cv_size: null, cv_data: null });
    expect((await t.api(`/api/admin/applications/${sent.body.data.id}/cv`, { token })).status).toBe(404);
  });

  it('is documented: the apply operation takes multipart/form-data with a binary cv part', async () => {
    const doc = (await t.api('/api/openapi.json')).body;
    const body = doc.paths['/careers/{id}/apply'].post.requestBody.content;
    expect(Object.keys(body)).toEqual(['application/json', 'multipart/form-data']);
    expect(body['multipart/form-data'].schema.properties.cv).toMatchObject({ type: 'string', format: 'binary' });
    expect(doc.paths['/admin/applications/{id}/cv'].get.responses['200'].content).toHaveProperty('application/pdf');
  });
});

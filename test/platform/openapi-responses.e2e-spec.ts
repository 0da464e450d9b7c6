import { aRequest } from '../support/factories';
import { useTestApp } from '../support/use-test-app';

interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  [keyword: string]: unknown;
}
interface Answer {
  content?: Record<string, { schema?: Schema }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, Answer> }>>;
  components: { schemas: Record<string, Schema> };
}
interface Route {
  name: string;
  answer: Answer;
}

const ANSWERING_METHODS = ['get', 'post', 'patch'];
const ANSWERING_STATUSES = ['200', '201'];
// Answer CSV, a stored photo's bytes, a receipt's or a statement's PDF and Prometheus's text: each documents its own type, not JSON.
const NOT_JSON = ['GET /api/admin/completed/export.csv', 'GET /api/files/{token}', 'GET /api/receipts/{code}/pdf', 'GET /api/statements/{code}/pdf', 'GET /api/admin/invoices/{id}/pdf', 'GET /api/admin/invoices/{id}/csv', 'GET /api/business/invoices/{id}/pdf', 'GET /api/business/invoices/{id}/csv', 'GET /api/business/jobs/{id}/receipt', 'GET /api/partner/v1/jobs/{id}/receipt', 'GET /api/metrics'];

describe('OpenAPI response schemas', () => {
  const t = useTestApp({ resetDatabase: false });
  let document: OpenApiDocument;

  beforeAll(async () => {
    document = (await t.http().get('/api/docs-json').expect(200)).body as OpenApiDocument;
  });

  it('documents the body of every answer of 200 or 201 in JSON', () => {
    const routes = answeringRoutes(document);
    const undocumented = routes.filter(({ answer }) => !answer.content?.['application/json']?.schema).map(({ name }) => name);
    expect(routes.length).toBeGreaterThan(25);
    expect(undocumented).toEqual([]);
  });

  it('resolves every $ref of those schemas inside the document', () => {
    const unresolved = answeringRoutes(document).flatMap(({ name, answer }) =>
      unresolvedRefs(document, answer.content?.['application/json']?.schema).map((ref) => `${name}: ${ref}`),
    );
    expect(unresolved).toEqual([]);
  });

  it("describes the tracking answer with the fields the customer's page really receives", async () => {
    const request = await aRequest(t.em());
    const answer = await t.http().get(`/api/track/${request.customerTrackingId}`).expect(200);
    const view = resolved(document, document.paths['/api/track/{trackingId}'].get.responses['200'].content?.['application/json']?.schema);

    expect(view.properties).toEqual(expect.objectContaining({ trackingId: { type: 'string', nullable: true }, status: { type: 'string' } }));
    expect(Object.keys(view.properties ?? {}).sort()).toEqual(Object.keys(answer.body as object).sort());
    expect(view.required).toEqual(expect.arrayContaining(['trackingId', 'status']));
  });
});

/** Routes documented to answer 200 or 201, except those answering something other than JSON. */
function answeringRoutes(document: OpenApiDocument): Route[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ANSWERING_METHODS.includes(method) && !NOT_JSON.includes(`${method.toUpperCase()} ${path}`))
      .flatMap(([method, { responses }]) =>
        ANSWERING_STATUSES.filter((status) => responses[status]).map((status) => ({
          name: `${method.toUpperCase()} ${path}`,
          answer: responses[status],
        })),
      ),
  );
}

/** Every `$ref` reachable from the schema, through the schemas it refers to, that points nowhere. */
function unresolvedRefs(document: OpenApiDocument, schema: unknown, seen = new Set<string>()): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const own = (schema as Schema).$ref;
  const nested = Object.values(schema).flatMap((value) => unresolvedRefs(document, value, seen));
  if (own === undefined || seen.has(own)) return nested;
  seen.add(own);
  const target = pointedAt(document, own);
  return target === undefined ? [own, ...nested] : [...nested, ...unresolvedRefs(document, target, seen)];
}

function pointedAt(document: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), document);
}

function resolved(document: OpenApiDocument, schema: Schema | undefined): Schema {
  if (!schema?.$ref) return schema ?? {};
  return resolved(document, pointedAt(document, schema.$ref) as Schema | undefined);
}

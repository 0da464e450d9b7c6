import type { OpenAPIObject } from '@nestjs/swagger';
import { viewListSchema, viewSchema, withViewSchemas } from './view-schema';

const documentWith = (schemas: Record<string, object>): OpenAPIObject => ({
  openapi: '3.0.0',
  info: { title: 'test', version: '1' },
  paths: {},
  components: { schemas },
});

describe('view schemas', () => {
  it('refer to the generated schemas the document is given', () => {
    const schemas = withViewSchemas(documentWith({ SignInDto: { type: 'object' } })).components?.schemas ?? {};
    expect(viewSchema('CustomerRequestView')).toEqual({ $ref: '#/components/schemas/CustomerRequestView' });
    expect(viewListSchema('ProviderView')).toEqual({ type: 'array', items: { $ref: '#/components/schemas/ProviderView' } });
    expect(schemas).toEqual(expect.objectContaining({ SignInDto: { type: 'object' }, CustomerRequestView: expect.any(Object) }));
  });

  it("refuses a view named like a class's schema, which it would replace", () => {
    expect(() => withViewSchemas(documentWith({ ProviderView: { type: 'object' } }))).toThrow('OpenAPI schema ProviderView');
  });
});

import type { OpenAPIObject } from '@nestjs/swagger';
import generated from '../../contracts/openapi-schemas.json';

type SchemasObject = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>;

/** A type of src/contracts with a generated schema (`npm run openapi:schemas` writes them). */
export type ViewName = keyof typeof generated;

const VIEW_SCHEMAS: SchemasObject = generated;

/** The schema of an answer that is one `name`, for `@ApiOkResponse({ schema })`. */
export function viewSchema(name: ViewName): { $ref: string } {
  return { $ref: `#/components/schemas/${name}` };
}

/** The schema of an answer that is a list of `name`. */
export function viewListSchema(name: ViewName): { type: 'array'; items: { $ref: string } } {
  return { type: 'array', items: viewSchema(name) };
}

/** Adds the generated schemas to the document, where the references of `viewSchema` point. */
export function withViewSchemas(document: OpenAPIObject): OpenAPIObject {
  const schemas = document.components?.schemas ?? {};
  // Nest names a DTO's schema after its class; a view of the same name would silently replace it.
  const clash = Object.keys(VIEW_SCHEMAS).find((name) => name in schemas);
  if (clash) throw new Error(`OpenAPI schema ${clash} is both a generated view and a class's; rename one of them.`);
  return { ...document, components: { ...document.components, schemas: { ...schemas, ...VIEW_SCHEMAS } } };
}

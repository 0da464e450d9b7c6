// Generates src/contracts/openapi-schemas.json, the OpenAPI schemas of what the controllers answer,
// from the TypeScript interfaces the web app shares, so every shape is written once. Run
// `npm run openapi:schemas` after changing one; `--stdout` prints instead of writing (the unit spec
// src/contracts/openapi-schemas.spec.ts compares that with the committed file).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = join(root, 'src', 'contracts', 'openapi-schemas.json');

/** The types controllers answer with, by file; the types they reference are added. */
const ANSWER_TYPES = {
  'src/contracts/request-views.ts': ['CustomerRequestView', 'AdminRequestSummary', 'AdminRequestView'],
  'src/contracts/payment-views.ts': ['CheckoutStarted', 'CheckoutSessionStatus', 'PaymentLinkView', 'PhoneRequestCreated', 'TestCheckoutView', 'TestCheckoutPaid', 'CardBalanceView', 'BalanceDueView', 'PayoutOnboardingView', 'ProviderPayoutStatusView', 'DisputeView', 'AdminCardBalanceView'],
  'src/contracts/provider-views.ts': ['ProviderView', 'AssignmentView', 'ProviderJobView', 'RoadEtaView', 'CandidateView', 'PhotoView'],
  'src/contracts/completed-views.ts': ['CompletedStatsView', 'CompletedPage'],
  'src/contracts/offer-views.ts': ['FleetView', 'RequestOffersView', 'OfferPageView', 'ProviderPageView', 'ProviderPageLinkView', 'DispatchSettingsView', 'PositionTakenView'],
  'src/contracts/extra-views.ts': ['ExtrasView'],
  'src/contracts/receipt-views.ts': ['ReceiptView'],
  'src/contracts/location-share-views.ts': ['LocationShareView', 'LocationSharedView'],
  'src/contracts/rate-card-views.ts': ['RateCardView', 'PriceSuggestionView', 'PublishedRangesView'],
  'src/contracts/network-views.ts': ['ApplicationReceivedView', 'ProviderApplicationView', 'ProviderNetworkView'],
  'src/contracts/conversation-views.ts': ['ConversationSummaryView', 'ConversationThreadView', 'ConversationMessageView'],
  'src/contracts/account-views.ts': ['InvoiceView', 'BusinessAccountView', 'AccountDetailView', 'ApiKeyView', 'CreatedApiKeyView', 'PortalMeView', 'PartnerJobView', 'PartnerJobPage', 'AccountMemberView', 'WebhookEndpointView', 'CreatedWebhookEndpointView', 'WebhookDeliveryView'],
  'src/contracts/insights-views.ts': ['InsightsFiltersView', 'FunnelInsightsView', 'SpeedInsightsView', 'PromisesInsightsView', 'DemandInsightsView', 'MoneyInsightsView', 'ProvidersInsightsView'],
  'src/contracts/staff-views.ts': ['StaffListView', 'StaffMemberPageView', 'StaffSecurityEventView', 'InvitationPageView', 'MySecurityView', 'FactorSetView', 'AuthenticatorKeyView', 'RecoveryCodesView'],
  'src/infra/http/health.service.ts': ['HealthReport', 'LiveReport', 'ReadinessReport'],
};

const DEFINITIONS = '#/definitions/';
const COMPONENTS = '#/components/schemas/';

function generateOpenApiSchemas() {
  const generator = createGenerator({
    path: join(root, `{${Object.keys(ANSWER_TYPES).join(',')}}`),
    tsconfig: join(root, 'tsconfig.json'),
    // `npm run typecheck` checks these files; checking them again here would double the run time.
    skipTypeCheck: true,
    expose: 'export',
    jsDoc: 'extended',
  });
  const definitions = {};
  for (const name of Object.values(ANSWER_TYPES).flat()) Object.assign(definitions, generator.createSchema(name).definitions);
  return Object.fromEntries(
    Object.keys(definitions)
      .sort()
      .map((name) => [name, toOpenApi30(definitions[name])]),
  );
}

/**
 * Swagger's document is OpenAPI 3.0, which knows neither `type: [..., 'null']`, `{ type: 'null' }`
 * nor `const`, and ignores the siblings of a `$ref`; the generator writes JSON Schema draft 7.
 */
function toOpenApi30(schema) {
  const node = {};
  for (const [keyword, value] of Object.entries(schema)) Object.assign(node, KEYWORDS[keyword]?.(value) ?? { [keyword]: value });
  return refAlone(node);
}

const KEYWORDS = {
  $ref: (ref) => ({ $ref: ref.startsWith(DEFINITIONS) ? COMPONENTS + ref.slice(DEFINITIONS.length) : ref }),
  const: (value) => ({ enum: [value] }),
  type: openApiType,
  anyOf: nullableUnion,
  allOf: (options) => ({ allOf: options.map(toOpenApi30) }),
  oneOf: (options) => ({ oneOf: options.map(toOpenApi30) }),
  not: (schema) => ({ not: toOpenApi30(schema) }),
  items: (schema) => ({ items: toOpenApi30(schema) }),
  additionalProperties: (schema) => ({ additionalProperties: typeof schema === 'object' ? toOpenApi30(schema) : schema }),
  properties: (properties) => ({
    properties: Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, toOpenApi30(schema)])),
  }),
};

function openApiType(type) {
  const types = [type].flat();
  const named = types.filter((each) => each !== 'null');
  return union(named.map((each) => ({ type: each })), named.length < types.length);
}

function nullableUnion(options) {
  const named = options.filter((option) => option.type !== 'null');
  return union(named.map(toOpenApi30), named.length < options.length);
}

function union(options, nullable) {
  const nullability = nullable ? { nullable: true } : {};
  if (options.length === 0) return { enum: [null], ...nullability };
  return options.length === 1 ? { ...options[0], ...nullability } : { anyOf: options, ...nullability };
}

/** A `$ref` with a description or `nullable` beside it is wrapped, or those would be ignored. */
function refAlone(node) {
  const { $ref, ...rest } = node;
  if ($ref === undefined || Object.keys(rest).length === 0) return node;
  return { allOf: [{ $ref }], ...rest };
}

const text = `${JSON.stringify(generateOpenApiSchemas(), null, 2)}\n`;
if (process.argv.includes('--stdout')) process.stdout.write(text);
else {
  writeFileSync(OUTPUT, text);
  console.log(`Wrote ${OUTPUT}`);
}

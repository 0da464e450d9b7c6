// The dispatcher's side of providers: the roster page (roster, applications, documents, scorecards) and the
// dashboard's fleet map; dispatch's assignment picks from the roster and shows the provider's position.
export { ProvidersRoster } from './components/admin/providers-roster';
export { ApplicationsPanel } from './components/admin/network/applications-panel';
export { useApplications } from './api/provider-network';
export { FleetMap } from './components/admin/fleet-map';
export { useProviders } from './api/providers';
export { providersKeys } from './api/providers-keys';
export { ProviderSearch } from './components/admin/provider-search';
export { ProviderPositionMap } from './components/admin/provider-position-map';

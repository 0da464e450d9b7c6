// The dispatcher's side of dispatch (request details page and the roster page).
export { ProviderManagementCard } from './components/admin/provider-management-card';
export { ProvidersRoster } from './components/admin/providers-roster';

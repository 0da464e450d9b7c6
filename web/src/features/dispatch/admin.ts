// The dispatcher's side of dispatch (request details page and the roster page).
export { ProviderManagementCard } from './components/admin/provider-management-card';
export { ProvidersRoster } from './components/admin/providers-roster';
export { ApplicationsPanel } from './components/admin/network/applications-panel';
export { useApplications } from './api/provider-network';
export { FleetMap } from './components/admin/fleet-map';
export { AutoDispatchSetting } from './components/admin/auto-dispatch-setting';

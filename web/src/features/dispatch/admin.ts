// The dispatcher's side of dispatch: candidates, offers and assignment on the request details page, and the
// dashboard's auto-dispatch setting.
export { ProviderManagementCard } from './components/admin/provider-management-card';
export { AutoDispatchSetting } from './components/admin/auto-dispatch-setting';

// The owner's completed jobs (dashboard tab); admin only.
export { CompletedTab } from './components/completed-tab';
export { JobOutcomeCard } from './components/job-outcome-card';

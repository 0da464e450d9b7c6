// The owner's insights (/admin/insights): funnel, speed, promises, demand, money and providers; every staff role reads them.
export { InsightsReport } from './components/insights-report';

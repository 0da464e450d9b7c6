// The public side of the provider network: the join page's application.
export { JoinForm } from './components/join-form';

// The applicant's side of providers: the join page's application form. It is an entry of its own because
// a page carries everything the entry it imports from names: through './index' the join page would carry
// the provider's standing page, and the provider's pages the form.
export { JoinForm } from './components/join/join-form';

import { FormattedMessage } from 'react-intl';

/** Lets a keyboard user jump past the header to the page itself (the layouts give their main id="main"). */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      <FormattedMessage id="common.skipLink" />
    </a>
  );
}

import type { AppLocale } from '@domain/language';
import type { MessageId } from './messages';

// react-intl checks every message id and locale against the catalogues at compile time.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
    interface IntlConfig {
      locale: AppLocale;
    }
  }
}

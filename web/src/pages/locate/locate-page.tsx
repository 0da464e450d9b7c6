import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { PageState } from '@/components/page-state';
import { Button } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/spinner';
import { locateScreen, ShareLocationPanel, useLocationShare, useSharePosition } from '@/features/location-share';
import { addressLanguage } from '@/i18n/localized-paths';
import type { MessageId } from '@/i18n/messages';
import { useErrorText } from '@/i18n/use-error-text';
import { useReaderLanguage } from '@/i18n/use-reader-language';

/**
 * The one-tap page a driver asking for help by text is sent: share the phone's position, then go back
 * to the texts. Kept light (no map, nothing loaded on demand) for a phone on a weak signal and a low
 * battery. The conversation's language is the page's unless the address is the Spanish one.
 */
export function LocatePage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const link = useLocationShare(token);
  const share = useSharePosition(token);
  useReaderLanguage(addressLanguage(pathname) === 'es' ? undefined : link.data?.language);
  const say = (id: MessageId) => intl.formatMessage({ id });
  const screen = locateScreen({ token, link: link.data, loadError: link.error, shareError: share.error });

  const content = (() => {
    switch (screen.kind) {
      case 'loading':
        return <PageLoading />;
      case 'open':
        return <ShareLocationPanel share={share} />;
      case 'received':
        return (
          <PageState
            icon="success"
            title={say('locate.received.title')}
            description={screen.address ? intl.formatMessage({ id: 'locate.received.description' }, { address: screen.address }) : say('locate.received.descriptionNoAddress')}
          />
        );
      case 'alreadyReceived':
        return <PageState icon="success" title={say('locate.already.title')} description={say('locate.already.description')} />;
      case 'notFound':
        return <PageState title={say('locate.notFound.title')} description={say('locate.notFound.description')} supportLine={say('locate.callUs')} />;
      case 'expired':
        return (
          <PageState icon="clock" title={say('locate.expired.title')} description={say('locate.expired.description')} supportLine={say('locate.callUs')} />
        );
      case 'loadFailed':
        return (
          <PageState
            icon={screen.throttled ? 'clock' : 'alert'}
            title={say(screen.throttled ? 'locate.throttled.title' : 'locate.loadFailed.title')}
            description={screen.throttled ? errorText(link.error) : say('locate.loadFailed.description')}
          >
            <Button onClick={() => void link.refetch()} disabled={link.isFetching}>
              {say(link.isFetching ? 'locate.retrying' : 'locate.retry')}
            </Button>
          </PageState>
        );
    }
  })();

  return (
    <div className="mx-auto max-w-lg px-4 py-6 sm:py-12">
      <title>{`${say('locate.page.title')} | DFW Roadside Assistance`}</title>
      {content}
    </div>
  );
}

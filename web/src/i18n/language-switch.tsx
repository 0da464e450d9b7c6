import { LANGUAGE_NAMES, LANGUAGES } from '@domain/language';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { useLanguage } from './language-provider';
import { samePageIn } from './localized-paths';

/**
 * 'English | Español' on every customer and provider page. The choice is remembered on the device;
 * a public page with an address per language moves to that language's address.
 */
export function LanguageSwitch({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'common.languageSwitch.label' })} className={cn('flex items-center text-sm', className)}>
      {LANGUAGES.map((option, index) => {
        const current = option === language;
        return (
          <span key={option} className="flex items-center">
            {index > 0 && (
              <span aria-hidden="true" className={tone === 'dark' ? 'px-1 text-slate-400' : 'px-1 text-slate-300'}>
                |
              </span>
            )}
            <button
              type="button"
              lang={option}
              aria-pressed={current}
              onClick={() => {
                setLanguage(option, { remember: true });
                const other = samePageIn(pathname, option);
                // The router finishes the move; nothing here follows it.
                if (other && other !== pathname) void navigate(`${other}${search}${hash}`);
              }}
              className={cn(
                'min-h-11 rounded-md px-2 font-medium underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                current
                  ? tone === 'dark'
                    ? 'text-white underline'
                    : 'text-brand-800 underline'
                  : tone === 'dark'
                    ? 'text-slate-300 hover:text-white'
                    : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {LANGUAGE_NAMES[option]}
            </button>
          </span>
        );
      })}
    </div>
  );
}

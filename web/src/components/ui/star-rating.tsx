import { useIntl } from 'react-intl';
import { StarIcon } from './icons';

export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  const intl = useIntl();
  return (
    <div role="img" aria-label={intl.formatMessage({ id: 'common.starRating.label' }, { rating, max })} className="flex gap-0.5 text-accent-500">
      {Array.from({ length: max }, (_, index) => (
        <StarIcon key={index} className="size-5" fill={index < rating ? 'currentColor' : 'none'} />
      ))}
    </div>
  );
}

import { statusDisplay } from '@domain/request-status';

export const RATED_THANKS = 'Thank you for rating this service.';

/**
 * The tracking banner's title and text. The shared status copy (also texted to the customer) asks
 * for a rating on completion; once the customer has rated, the banner thanks them instead.
 */
export function statusBannerText(status: string, customerRating: number | null): { title: string; description: string } {
  const display = statusDisplay(status);
  if (status === 'completed' && customerRating != null) return { title: display.title, description: RATED_THANKS };
  return display;
}

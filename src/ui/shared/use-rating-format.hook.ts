import { Translator } from '../../application/shared/translator.port';
import { useService } from './use-service.hook';

/** A rating as the page's language writes it, one decimal ("4.3", "4,3", "४.३" where the locale says so). */
export function useRatingFormat(): (rating: number) => string {
  const translator = useService(Translator);
  return (rating) => translator.formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

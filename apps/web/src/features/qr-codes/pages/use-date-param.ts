import { isIsoDate } from '@brigade/domain/calendar/iso-date';
import { useParams } from 'react-router';

/** The page's {date} when it is a real calendar date, else null. */
export function useDateParam(): string | null {
  const date = useParams().date ?? '';
  return isIsoDate(date) ? date : null;
}

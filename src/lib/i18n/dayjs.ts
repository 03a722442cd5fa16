/** dayjs follows the UI language. Loaded on demand so dayjs stays out of the first paint. */
import dayjs from 'dayjs';
import type { Language } from './languages';

export { dayjs };

export async function setDayjsLocale(lng: Language): Promise<void> {
  if (lng === 'id') await import('dayjs/locale/id');
  dayjs.locale(lng);
}

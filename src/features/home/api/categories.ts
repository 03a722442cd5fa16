/** `category/all` (guest twin when signed out): the categories shown on the home page. */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { useShellStore } from '../../../lib/store/shell';

export interface Category {
  id: number | string;
  slug?: string;
  name?: string;
  nameEn?: string;
  nameId?: string;
  icon?: string;
}

function toList(data: unknown): Category[] {
  if (Array.isArray(data)) return data as Category[];
  if (data && typeof data === 'object' && Array.isArray((data as { docs?: unknown }).docs)) {
    return (data as { docs: Category[] }).docs;
  }
  return [];
}

export function categoryName(category: Category, lng: string): string {
  return (
    category.name ??
    (lng === 'id' ? category.nameId : category.nameEn) ??
    category.nameEn ??
    String(category.id)
  );
}

export function useCategories(lng: string) {
  const signedIn = useShellStore((state) => Boolean(state.token));
  return useQuery({
    queryKey: ['category', 'all', lng, signedIn],
    queryFn: async ({ signal }) =>
      toList(
        unwrap(
          await api('category', 'all', {
            body: {},
            signal,
            showErrorToast: false,
            redirectOnNotFound: false,
          }),
        ),
      ),
    staleTime: 10 * 60_000,
  });
}

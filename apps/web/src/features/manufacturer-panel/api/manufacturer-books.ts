import type { BooksRegister } from '@granite/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

// The manufacturer's books (D35, D42): the register of a month and its files. The files are plain
// downloads of the same API (the session cookie goes with the link), so the page builds their URLs.

export const manufacturerBooksQuery = (month: string) =>
  queryOptions({
    queryKey: ['vendor', 'books', month],
    queryFn: ({ signal }) => api.get<BooksRegister>('/vendor/books', { query: { month }, signal }),
    staleTime: 30_000,
  });

export const useManufacturerBooks = (month: string) =>
  useQuery({ ...manufacturerBooksQuery(month), placeholderData: keepPreviousData });

export type BooksFileKind = 'register.csv' | 'gstr1.json' | 'tally.xml';

/** The download address of a file of the month's books. */
export const booksFileUrl = (file: BooksFileKind, month: string, manufacturerId: number) =>
  `/api/v1/vendor/books/${file}?${new URLSearchParams({ month, manufacturerId: String(manufacturerId) })}`;

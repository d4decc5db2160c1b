import type { BuyerList, BuyerListView } from '@granite/shared';
import { api } from '@/lib/api';

// Signed-in buyers' copies of the lists (D15): every change is also sent here.
export const fetchServerList = (list: BuyerList) => api.get<BuyerListView>(`/me/${list}`);
export const addToServerList = (list: BuyerList, productId: number) =>
  api.put<BuyerListView>(`/me/${list}/${productId}`);
export const removeFromServerList = (list: BuyerList, productId: number) =>
  api.delete<BuyerListView>(`/me/${list}/${productId}`);
export const clearServerList = (list: BuyerList) => api.delete<BuyerListView>(`/me/${list}`);
export const mergeServerList = (list: BuyerList, productIds: number[]) =>
  api.post<BuyerListView & { skipped: number[] }>(`/me/${list}/merge`, { productIds });

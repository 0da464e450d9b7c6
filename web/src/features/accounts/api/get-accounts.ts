import type { AccountDetailView, BusinessAccountView } from '@contracts/account-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accountKeys, accountPath, ACCOUNTS_PATH } from './account-keys';

export const getAccounts = (signal?: AbortSignal) => apiClient.get<BusinessAccountView[]>(ACCOUNTS_PATH, { signal });

export const accountsQueryOptions = () => queryOptions({ queryKey: accountKeys.list(), queryFn: ({ signal }) => getAccounts(signal) });

export const useAccounts = () => useQuery(accountsQueryOptions());

export const getAccount = (id: string, signal?: AbortSignal) => apiClient.get<AccountDetailView>(accountPath(id), { signal });

export const accountQueryOptions = (id: string) => queryOptions({ queryKey: accountKeys.detail(id), queryFn: ({ signal }) => getAccount(id, signal) });

export const useAccount = (id: string) => useQuery(accountQueryOptions(id));

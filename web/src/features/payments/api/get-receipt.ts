import type { ReceiptView } from '@contracts/receipt-views';
import { useQuery } from '@tanstack/react-query';
import { apiClient, isApiError } from '@/lib/api-client';

export const receiptKey = (receiptCode: string) => ['receipt', receiptCode] as const;

/**
 * A receipt does not change, but its photo links live ten minutes: a page left open reads it again
 * before they lapse, so its photos still open and print.
 */
export const useReceipt = (receiptCode: string) =>
  useQuery({
    queryKey: receiptKey(receiptCode),
    queryFn: ({ signal }) => apiClient.get<ReceiptView>(`/api/receipts/${encodeURIComponent(receiptCode)}`, { signal }),
    enabled: receiptCode !== '',
    staleTime: 8 * 60_000,
    refetchInterval: 8 * 60_000,
    // A 404, 410 or 429 is an answer, not a blip: show it at once.
    retry: (failures, error) => failures < 2 && !(isApiError(error) && error.isClientError),
  });

import type { CredentialsView, NetworkReasonBody, ProviderApplicationView, ProviderNetworkView } from '@contracts/network-views';
import type { ProviderView } from '@contracts/provider-views';
import type { ApplicationStatus } from '@domain/provider-applications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SIGNED_LINK_LIST_TIMING } from '@/lib/signed-link-lists';
import { postFormWithProgress } from '@/lib/upload-form';
import { providersKeys } from './providers-keys';

const APPLICATIONS_PATH = '/api/admin/provider-applications';
const applicationPath = (id: string) => `${APPLICATIONS_PATH}/${encodeURIComponent(id)}`;
const providerPath = (id: string) => `/api/admin/providers/${encodeURIComponent(id)}`;

export const networkKeys = {
  applications: ['admin', 'provider-applications'] as const,
  applicationList: (status: ApplicationStatus) => [...networkKeys.applications, status] as const,
  // Under the roster's key: whatever refreshes the roster (documents added, a reinstatement) refreshes the audit too.
  record: (providerId: string) => [...providersKeys.all, 'network', providerId] as const,
};

export const applicationsQueryOptions = (status: ApplicationStatus) =>
  queryOptions({
    queryKey: networkKeys.applicationList(status),
    queryFn: ({ signal }) => apiClient.get<ProviderApplicationView[]>(`${APPLICATIONS_PATH}?${new URLSearchParams({ status })}`, { signal }),
    ...SIGNED_LINK_LIST_TIMING,
  });

export const useApplications = (status: ApplicationStatus, enabled = true) => useQuery({ ...applicationsQueryOptions(status), enabled });

export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) => apiClient.post<ProviderApplicationView>(`${applicationPath(applicationId)}/approve`),
    // Settled either way: a refusal means someone else decided it, so the list is stale too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: networkKeys.applications }),
        queryClient.invalidateQueries({ queryKey: providersKeys.all }),
      ]),
  });
}

export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, reason }: { applicationId: string } & NetworkReasonBody) =>
      apiClient.post<ProviderApplicationView>(`${applicationPath(applicationId)}/reject`, { reason } satisfies NetworkReasonBody),
    onSettled: () => queryClient.invalidateQueries({ queryKey: networkKeys.applications }),
  });
}

export const useProviderNetwork = (providerId: string, enabled: boolean) =>
  useQuery({
    queryKey: networkKeys.record(providerId),
    queryFn: ({ signal }) => apiClient.get<ProviderNetworkView>(`${providerPath(providerId)}/network`, { signal }),
    enabled,
    ...SIGNED_LINK_LIST_TIMING,
  });

export type DocumentsUpload = {
  providerId: string;
  credentials: CredentialsView;
  insuranceCertificate: File | null;
  licencePhotos: readonly File[];
  /** The share of the upload sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
};

export function addProviderDocuments({ providerId, credentials, insuranceCertificate, licencePhotos, onProgress }: DocumentsUpload) {
  const form = new FormData();
  form.append('credentials', JSON.stringify(credentials));
  if (insuranceCertificate) form.append('insuranceCertificate', insuranceCertificate);
  for (const photo of licencePhotos) form.append('licencePhotos', photo);
  return postFormWithProgress<ProviderView>(`${providerPath(providerId)}/documents`, form, { onProgress });
}

export function useAddProviderDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProviderDocuments,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providersKeys.all }),
  });
}

export function useReinstateProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ providerId, reason }: { providerId: string } & NetworkReasonBody) =>
      apiClient.post<ProviderView>(`${providerPath(providerId)}/reinstate`, { reason } satisfies NetworkReasonBody),
    // Settled either way: a refusal (documents lapsed, already active) means the roster is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: providersKeys.all }),
  });
}

import { Navigate, useLocation } from 'react-router-dom';
import { useFactorRequiredWatch, useFactorSetUpNeeded } from '@/features/admin-auth';
import { adminAccountPath } from './admin-page-paths';

/** Someone who must set up a second factor first is taken to their sign-in page, from wherever they were. */
export function FactorGate() {
  useFactorRequiredWatch();
  const gated = useFactorSetUpNeeded();
  const { pathname } = useLocation();
  return gated && pathname !== adminAccountPath ? <Navigate to={adminAccountPath} replace /> : null;
}

import { SetMetadata } from '@nestjs/common';

export const PUBLIC_ADMIN_ROUTE = 'publicAdminRoute';

/** Opens one /api/admin route to callers without a session (sign-in itself). */
export const PublicAdminRoute = () => SetMetadata(PUBLIC_ADMIN_ROUTE, true);

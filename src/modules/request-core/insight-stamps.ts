import { stampMilestones } from '../../domain/request-milestones';
import { areaCellAt } from '../../infra/maps/area-cells';
import { dfwCountyAt } from '../../infra/maps/dfw-counties';
import type { CustomerRequest } from './entities/customer-request.entity';

/** What the owner's insights read of a request, kept current by every write: the steps it reached and where it is. */
export function stampForInsights(request: CustomerRequest, action: string | null, now: Date): void {
  stampMilestones(request, action, now);
  const { customerLat: lat, customerLng: lng } = request;
  request.county = lat == null || lng == null ? null : dfwCountyAt(lat, lng);
  request.areaCell = lat == null || lng == null ? null : areaCellAt(lat, lng);
}

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { InsightsFiltersView } from '../../contracts/insights-views';
import { CHANNEL_LABELS, DAYPARTS, DAYPART_NAMES, INSIGHT_CHANNELS } from '../../domain/insights';
import { ONLINE_SERVICE_TYPES } from '../../domain/request-intake';
import { DFW_COUNTIES } from '../../infra/maps/dfw-counties';

/** What the owner may narrow the figures by: the services requests were made for, channels, counties and parts of the day. */
@Injectable()
export class InsightsFiltersService {
  constructor(private readonly em: EntityManager) {}

  async filters(): Promise<InsightsFiltersView> {
    const rows = await this.em.fork().execute<Array<{ service_type: string }>>(`select distinct service_type from insight_requests`);
    const services = new Set<string>([...ONLINE_SERVICE_TYPES, ...rows.map((row) => row.service_type)]);
    return {
      services: [...services].sort((a, b) => a.localeCompare(b)),
      channels: INSIGHT_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] })),
      counties: [...DFW_COUNTIES],
      dayparts: DAYPART_NAMES.map((value) => ({ value, label: DAYPARTS[value].label })),
    };
  }
}

import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DisabledGeocoder, GEOCODER } from './geocoder';
import { GeocodingService } from './geocoding.service';
import { NominatimGeocoder } from './nominatim-geocoder';
import { OsrmRoadRouter } from './osrm-road-router';
import { RoadDrivesService } from './road-drives.service';
import { DisabledRoadRouter, ROAD_ROUTER } from './road-router';

/** Places and roads: addresses for a pin and a typed place, and drives by road between two points, each behind its own service's interface. */
@Module({
  providers: [
    {
      provide: GEOCODER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.maps.geocoderUrl
          ? new NominatimGeocoder(config.maps.geocoderUrl, `dfw-roadside (${config.publicUrl})`)
          : new DisabledGeocoder(),
    },
    {
      provide: ROAD_ROUTER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.maps.routerUrl ? new OsrmRoadRouter(config.maps.routerUrl) : new DisabledRoadRouter()),
    },
    GeocodingService,
    RoadDrivesService,
  ],
  exports: [GeocodingService, RoadDrivesService, ROAD_ROUTER],
})
export class MapsModule {}

import { GeocoderStandIn } from '../support/geocoder-stand-in';
import { useStandIn } from '../support/stand-in';
import { useTestApp } from '../support/use-test-app';

describe('GET /api/geocode/reverse', () => {
  describe('with a Nominatim-compatible geocoder', () => {
    const geocoder = useStandIn(new GeocoderStandIn('1500 Marilla Street, Dallas, Texas 75201'));
    const t = useTestApp({ env: () => ({ GEOCODER_URL: geocoder.url }), beforeEachTest: () => geocoder.reset() });

    it('answers the address and asks the geocoder only once for the same spot', async () => {
      const first = await t.http().get('/api/geocode/reverse?lat=32.77671&lng=-96.79701').expect(200);
      const second = await t.http().get('/api/geocode/reverse?lat=32.776712&lng=-96.797009').expect(200);
      expect(first.body).toEqual({ address: '1500 Marilla Street, Dallas, Texas 75201' });
      expect(second.body).toEqual(first.body);
      expect(geocoder.calls).toEqual(['/reverse?format=jsonv2&zoom=18&addressdetails=0&lat=32.77671&lon=-96.79701']);
    });

    it('refuses coordinates that are not coordinates', async () => {
      const response = await t.http().get('/api/geocode/reverse?lat=north&lng=1').expect(400);
      expect(response.body.message).toEqual(['lat must be a latitude between -90 and 90']);
      expect(geocoder.calls).toEqual([]);
    });
  });

  describe('without a geocoder', () => {
    const t = useTestApp();

    it('answers a null address so the page shows the coordinates instead', async () => {
      const response = await t.http().get('/api/geocode/reverse?lat=33.0198&lng=-96.6989').expect(200);
      expect(response.body).toEqual({ address: null });
    });
  });
});

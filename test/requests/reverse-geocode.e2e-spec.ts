import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import request from 'supertest';
import { resetRedisCounters } from '../support/redis';
import { createTestApp, TestApp } from '../support/test-app';

describe('GET /api/geocode/reverse', () => {
  describe('with a Nominatim-compatible geocoder', () => {
    let testApp: TestApp;
    let geocoder: Server;
    const calls: string[] = [];

    beforeAll(async () => {
      geocoder = createServer((req, res) => {
        calls.push(req.url ?? '');
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ display_name: '1500 Marilla Street, Dallas, Texas 75201' }));
      });
      await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
      const port = (geocoder.address() as AddressInfo).port;
      testApp = await createTestApp({ env: { GEOCODER_URL: `http://127.0.0.1:${port}` } });
      await resetRedisCounters();
    });

    afterAll(async () => {
      await testApp.close();
      await new Promise((resolve) => geocoder.close(resolve));
    });

    it('answers the address and asks the geocoder only once for the same spot', async () => {
      const http = () => request(testApp.app.getHttpServer());
      const first = await http().get('/api/geocode/reverse?lat=32.77671&lng=-96.79701').expect(200);
      const second = await http().get('/api/geocode/reverse?lat=32.776712&lng=-96.797009').expect(200);
      expect(first.body).toEqual({ address: '1500 Marilla Street, Dallas, Texas 75201' });
      expect(second.body).toEqual(first.body);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toContain('lat=32.77671');
      expect(calls[0]).toContain('lon=-96.79701');
    });

    it('refuses coordinates that are not coordinates', async () => {
      const response = await request(testApp.app.getHttpServer()).get('/api/geocode/reverse?lat=north&lng=1').expect(400);
      expect(response.body.message).toEqual(['lat must be a latitude between -90 and 90']);
    });
  });

  describe('without a geocoder', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await createTestApp();
      await resetRedisCounters();
    });

    afterAll(async () => {
      await testApp.close();
    });

    it('answers a null address so the page shows the coordinates instead', async () => {
      const response = await request(testApp.app.getHttpServer()).get('/api/geocode/reverse?lat=33.0198&lng=-96.6989').expect(200);
      expect(response.body).toEqual({ address: null });
    });
  });
});

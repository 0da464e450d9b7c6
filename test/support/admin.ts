import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { TEST_ENV } from '../test-env';

/** Signs in the test admin and returns the session cookie (name=value). */
export async function adminCookie(app: INestApplication): Promise<string> {
  const response = await request(app.getHttpServer())
    .post('/api/admin/session')
    .send({ email: TEST_ENV.ADMIN_EMAIL, password: TEST_ENV.ADMIN_PASSWORD })
    .expect(200);
  return response.headers['set-cookie'][0].split(';')[0];
}

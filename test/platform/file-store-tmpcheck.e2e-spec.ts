import { S3FileStore } from '../../src/infra/files/s3-file-store';
import { S3StandIn } from '../support/s3-stand-in';
it('checks', async () => {
  const s = await new S3StandIn().start();
  const store = new S3FileStore({ ...s.config(), secretAccessKey: 'wrong' });
  await expect(store.put('a.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
  const other = new S3FileStore({ ...s.config(), bucket: 'nope-bucket' });
  await expect(other.get('a.jpg')).rejects.toThrow();
  store.close(); other.close();
  await s.stop();
});

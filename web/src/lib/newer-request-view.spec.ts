import { keepNewerRequestView } from './newer-request-view';

const view = (updatedAt: string, status: string) => ({ updatedAt, status, arrival: { code: status === 'en_route' ? '4821' : null } });

describe('keepNewerRequestView', () => {
  it('keeps the cached request when the incoming copy is older', () => {
    const cached = view('2026-11-29T18:00:05.000Z', 'arrived');
    expect(keepNewerRequestView(cached, view('2026-11-29T18:00:01.000Z', 'en_route'))).toBe(cached);
  });

  it('takes a newer copy, and a copy stamped at the same moment', () => {
    const cached = view('2026-11-29T18:00:01.000Z', 'en_route');
    expect(keepNewerRequestView(cached, view('2026-11-29T18:00:05.000Z', 'arrived')).status).toBe('arrived');
    expect(keepNewerRequestView(cached, { ...cached, status: 'arrived' }).status).toBe('arrived');
  });

  it('takes the first copy, and keeps unchanged parts of the cached one', () => {
    const first = view('2026-11-29T18:00:01.000Z', 'en_route');
    expect(keepNewerRequestView(undefined, first)).toEqual(first);
    const again = keepNewerRequestView(first, view('2026-11-29T18:00:01.000Z', 'en_route'));
    expect(again).toBe(first);
  });
});

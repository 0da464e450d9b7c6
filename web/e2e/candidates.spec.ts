import { expect, test } from './support/admin-api';
import { DESKTOP_ADMIN } from './support/devices';
import { aPaidTow } from './support/paid-tow';
import { textFrom, textsSentTo } from './support/twilio';

/** Downtown Dallas, where the paid tow waits. */
const PICKUP = { lat: 32.7767, lng: -96.797 };

test('a dispatcher assigns the best on-duty truck for a paid tow in one click, and sees why others are not offered', async ({
  browser,
  request,
  adminApi,
}) => {
  const tow = await aPaidTow(request, adminApi, '(214) 555-0165');
  const roster = { email: 'tow@example.com', services: ['Towing'], homeAddress: 'Dallas, TX', serviceRadiusMiles: 25 };
  const near = await adminApi.addProvider({ ...roster, name: 'Deep Ellum Towing', phone: '(972) 555-0166', vehicleInfo: 'Flatbed', homeLat: PICKUP.lat + 0.02, homeLng: PICKUP.lng });
  const far = await adminApi.addProvider({ ...roster, name: 'Plano Towing', phone: '(972) 555-0167', vehicleInfo: 'Wrecker', homeLat: PICKUP.lat + 0.2, homeLng: PICKUP.lng });
  await adminApi.addProvider({ ...roster, name: 'Sleepy Towing', phone: '(972) 555-0168', vehicleInfo: 'Wrecker', homeLat: PICKUP.lat, homeLng: PICKUP.lng });
  // Two go on duty by text, as providers do; the third stays off duty.
  for (const provider of [near, far]) {
    await textFrom(provider.phone, 'ON');
    await expect.poll(async () => (await textsSentTo(provider.phone)).map((text) => text.body).join('\n')).toContain('you are on duty');
  }

  const context = await browser.newContext(DESKTOP_ADMIN);
  const page = await context.newPage();
  try {
    await page.goto(`/admin/request/${tow.id}`);
    const best = page.getByRole('region', { name: 'Best providers for this job' });
    await expect(best.getByRole('listitem')).toHaveCount(2);
    await expect(best.getByRole('listitem').first()).toContainText('1. Deep Ellum Towing');
    await expect(best.getByRole('listitem').first()).toContainText('straight line at 25 mph');
    // Providers other specs left on the roster off duty are listed too.
    await best.getByText(/^Not available \(\d+\)$/).click();
    await expect(best.getByText('Sleepy Towing · (972) 555-0168: off duty')).toBeVisible();

    await best.getByRole('button', { name: 'Assign Deep Ellum Towing' }).click();
    await expect(page.getByText('Provider Assigned!', { exact: true }).first()).toBeVisible();
    await expect.poll(async () => (await textsSentTo(near.phone)).some((text) => text.body.includes('DFW Roadside job: Towing'))).toBe(true);
    expect((await textsSentTo(far.phone)).some((text) => text.body.includes('DFW Roadside job'))).toBe(false);
  } finally {
    await context.close();
  }
});

import { EMAIL_SHAPE, mailtoHref } from './email';

describe(mailtoHref.name, () => {
  it.each(['driver@example.com', 'Sam.Rivera+tow@mail.dfw-roadside.co'])('links %s', (email) => {
    expect(mailtoHref(email)).toBe(`mailto:${email}`);
  });

  it.each([
    'driver@example.com?bcc=someone@evil.example',
    'driver@example.com&body=hello',
    'a,b@example.com',
    '"quoted"@example.com',
    'driver@example.com#fragment',
    'javascript:alert(1)//@example.com',
    'driver%40evil.example@example.com',
    '',
    null,
  ])('refuses to link %p', (email) => {
    expect(mailtoHref(email)).toBeNull();
  });

  it('accepts for storage addresses it will not link', () => {
    expect(EMAIL_SHAPE.test('driver@example.com?subject=hello')).toBe(true);
    expect(mailtoHref('driver@example.com?subject=hello')).toBeNull();
  });
});

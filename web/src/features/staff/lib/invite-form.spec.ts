import { checkInvite, emptyInvite } from './invite-form';

describe('checkInvite', () => {
  it('marks every blank field with the words the server would use', () => {
    expect(checkInvite({ ...emptyInvite, name: ' ' })).toEqual({
      problem: { fields: { name: 'Please enter their name', email: 'Please enter a valid email', phone: 'Please enter their mobile number' } },
    });
  });

  it('sends the fields trimmed, with the role chosen', () => {
    expect(checkInvite({ name: ' Dana R. ', email: ' dana@example.com', phone: '(214) 555-0142 ', role: 'viewer' })).toEqual({
      values: { name: 'Dana R.', email: 'dana@example.com', phone: '(214) 555-0142', role: 'viewer' },
    });
  });
});

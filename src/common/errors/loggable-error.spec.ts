import { NotNullConstraintViolationException } from '@mikro-orm/core';
import { loggableError } from './loggable-error';

describe('loggableError', () => {
  it('keeps where a database error happened but none of the values in its query or row', () => {
    const driverError = Object.assign(
      new Error(
        `update "providers" set "active" = NULL where "id" = '6f1c' - null value in column "active" violates not-null constraint`,
      ),
      {
        code: '23502',
        table: 'providers',
        column: 'active',
        routine: 'ExecConstraints',
        detail: 'Failing row contains (6f1c, Rosa Diaz, +19725550190, rosa@example.com, 400 Main St).',
      },
    );
    const logged = loggableError(new NotNullConstraintViolationException(driverError));
    expect(logged).toContain('NotNullConstraintViolationException');
    expect(logged).toContain('code=23502 table=providers column=active');
    for (const secret of ['Rosa', '+19725550190', 'rosa@example.com', '400 Main St', '6f1c']) expect(logged).not.toContain(secret);
  });

  it('keeps the stack of any other error', () => {
    const error = new TypeError('cannot read x');
    expect(loggableError(error)).toBe(error.stack);
  });
});

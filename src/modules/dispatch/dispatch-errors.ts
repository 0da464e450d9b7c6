import { conflict } from '../../common/errors/app-error';
import { ERROR_CODES } from '../../contracts/error-codes';

export const DispatchErrors = {
  sameProvider: () => conflict(ERROR_CODES.sameProvider, 'This provider already has the job. Choose another provider to reassign it.'),
};

export { EMAIL_SHAPE } from '../../domain/email';

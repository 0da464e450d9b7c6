export { createRequest, useCreateRequest } from './api/create-request';
export { RequestForm } from './components/request-form';

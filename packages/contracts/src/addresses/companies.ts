import type { CallAddress } from '../call.ts';

/** Where each call of `companies.ts` is answered, without its schemas (docs/decisions/287). */

export const getCompaniesAddress = 'GET /ops/companies' satisfies CallAddress;
export const createCompanyAddress = 'POST /ops/companies' satisfies CallAddress;
export const getCompanyAddress = 'GET /ops/companies/:id' satisfies CallAddress;
export const getCompanyMembersAddress = 'GET /ops/companies/:id/members' satisfies CallAddress;
export const addCompanyMemberAddress = 'POST /ops/companies/:id/members' satisfies CallAddress;
export const removeCompanyMemberAddress = 'DELETE /ops/companies/:id/members/:userId' satisfies CallAddress;
export const setMemberAllowanceAddress =
  'PUT /ops/companies/:id/members/:userId/allowance' satisfies CallAddress;
export const fundCompanyAddress = 'POST /ops/companies/:id/fundings' satisfies CallAddress;
export const getCompanySpendingAddress = 'GET /ops/companies/:id/spending' satisfies CallAddress;

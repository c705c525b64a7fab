import {
  CHANGE_CUSTOMERS_REQUIREMENT,
  VIEW_CUSTOMERS_REQUIREMENT,
} from '@paybook/domain/customers/permissions';
import { latestMergeStatus, mergeCustomersBody, mergeStatus, mergeStatusQuery } from '../customer-merge.ts';
import { defineEndpoint, requires } from '../endpoint.ts';

// spec 2 §4 merge flow, §7 POST merge_customers and GET merge_customers_status (paths under /api).
const tags = ['Customers'];

export const requestMerge = defineEndpoint({
  method: 'POST',
  path: '/merge_customers',
  access: requires(CHANGE_CUSTOMERS_REQUIREMENT),
  tags,
  summary: 'Merge customers into one (queued; poll merge_customers_status)',
  body: mergeCustomersBody,
  responses: { 202: mergeStatus },
  // A customer that does not exist (or is deleted).
  errors: [404],
});

export const getMergeStatus = defineEndpoint({
  method: 'GET',
  path: '/merge_customers_status',
  // spec 2 §4 step 6: the list shows a merge in progress to everyone who reads it (spec 1 §6).
  access: requires(VIEW_CUSTOMERS_REQUIREMENT),
  tags,
  summary: 'A merge’s status, or the latest merge’s',
  query: mergeStatusQuery,
  responses: { 200: latestMergeStatus },
  errors: [404],
});

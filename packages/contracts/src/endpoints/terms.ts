import { TERMS_REQUIREMENT } from '@paybook/domain/merchant-settings/requirements';
import { defineEndpoint, requires } from '../endpoint.ts';
import { defaultTermsList, restoreTermsBody, termsList, updateTermsBody } from '../terms.ts';

// spec 3 §7 Terms: GET and PUT terms_and_conditions/, GET default_terms_and_conditions/ (ruling 1, without
// the trailing slash); decision 182: the restore call. spec 3 §2.5: manage_configuration and one of the
// features online_store, s_p_o_s, payments.
const tags = ['Terms and conditions'];
const access = requires(TERMS_REQUIREMENT);

export const getTerms = defineEndpoint({
  method: 'GET',
  path: '/terms_and_conditions',
  access,
  tags,
  summary: "The seven texts, each the merchant's own or the default",
  responses: { 200: termsList },
});

export const updateTerms = defineEndpoint({
  method: 'PUT',
  path: '/terms_and_conditions',
  access,
  tags,
  summary: 'Save the texts of the kinds sent',
  body: updateTermsBody,
  responses: { 200: termsList },
});

export const getDefaultTerms = defineEndpoint({
  method: 'GET',
  path: '/default_terms_and_conditions',
  access,
  tags,
  summary: 'The default text of each kind',
  responses: { 200: defaultTermsList },
});

export const restoreTerms = defineEndpoint({
  method: 'POST',
  path: '/terms_and_conditions/restore',
  access,
  tags,
  summary: 'Restore the default text of the kinds sent',
  body: restoreTermsBody,
  responses: { 200: termsList },
});

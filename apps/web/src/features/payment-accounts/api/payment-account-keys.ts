/** Query keys of a customer's payment accounts (STYLE.md habit 5). */
export const paymentAccountKeys = {
  all: () => ['payment-accounts'] as const,
  ofCustomer: (customerId: number) => ['payment-accounts', customerId] as const,
};

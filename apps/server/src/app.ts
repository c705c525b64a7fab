import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { getOpenApiDocument } from '@paybook/contracts/endpoints/health';
import Fastify, {
  type FastifyInstance,
  type onErrorAsyncHookHandler,
  type onResponseAsyncHookHandler,
} from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { startInvalidationBus } from './cache/invalidation-bus.ts';
import type { Config } from './config.ts';
import { type Database, type DatabaseHandle, openSidePool } from './db/client.ts';
import { route } from './http/endpoint-route.ts';
import { collectRoutes } from './http/route-catalogue.ts';
import { registerBackgroundWork } from './lib/background-work.ts';
import { serializeError, serializeRequest } from './lib/log-serializers.ts';
import { fastifyTrustProxy, registerPublicUrl } from './lib/request-origin.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import { bookingSettingsRoutes } from './modules/booking-settings/booking-settings.routes.ts';
import { bulletinsRoutes } from './modules/bulletins/bulletins.routes.ts';
import { businessSettingsRoutes } from './modules/business-settings/business-settings.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import {
  calendarFeedPublicRoutes,
  calendarFeedRoutes,
} from './modules/calendar-feed/calendar-feed.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import type { CheckoutOptions } from './modules/checkout/checkout-completion.ts';
import { customerExportRoutes } from './modules/customer-export/customer-export.routes.ts';
import { customerMergeRoutes } from './modules/customer-merge/customer-merge.routes.ts';
import { customerMoneyRoutes } from './modules/customer-money/customer-money.routes.ts';
import { customerPasswordRoutes } from './modules/customer-password/customer-password.routes.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { timelineRoutes } from './modules/customers/timeline.routes.ts';
import { depositsRoutes } from './modules/deposits/deposits.routes.ts';
import { designSettingsRoutes } from './modules/design-settings/design-settings.routes.ts';
import { emailRoutes } from './modules/email/email.routes.ts';
import { emailTemplatesRoutes } from './modules/email-templates/email-templates.routes.ts';
import { feeStructureUseRoutes } from './modules/fee-structures/fee-structure-use.routes.ts';
import { feeStructuresRoutes } from './modules/fee-structures/fee-structures.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { configureImageProcessing } from './modules/images/image-processing.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { merchantAccountRoutes } from './modules/merchant-account/merchant-account.routes.ts';
import { merchantBillingRoutes } from './modules/merchant-billing/merchant-billing.routes.ts';
import { mfaRoutes } from './modules/mfa/mfa.routes.ts';
import { offeringsRoutes } from './modules/offerings/offerings.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { orderActionsRoutes } from './modules/order-actions/order-actions.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { paymentAccountsRoutes } from './modules/payment-accounts/payment-accounts.routes.ts';
import { paymentsListRoutes } from './modules/payments-list/payments-list.routes.ts';
import { posRoutes } from './modules/pos/pos.routes.ts';
import type { PaymentProcessor } from './modules/processor/processor.ts';
import { createSandboxProcessor, SANDBOX_POOL_SIZE } from './modules/processor/sandbox-processor.ts';
import { publicBookingRoutes } from './modules/public-booking/public-booking.routes.ts';
import { publicStoresRoutes } from './modules/public-stores/public-stores.routes.ts';
import { receiptsRoutes } from './modules/receipts/receipts.routes.ts';
import { recurringPaymentsRoutes } from './modules/recurring-payments/recurring-payments.routes.ts';
import { reportGridRoutes } from './modules/report-grid/grid.routes.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import { savedReportsRoutes } from './modules/saved-reports/saved-reports.routes.ts';
import { scheduledInvoicesRoutes } from './modules/scheduled-invoices/scheduled-invoices.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { storesRoutes } from './modules/stores/stores.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { termsRoutes } from './modules/terms/terms.routes.ts';
import { transactionActionsRoutes } from './modules/transaction-actions/transaction-actions.routes.ts';
import { zipCodesRoutes } from './modules/zip-codes/zip-codes.routes.ts';
import { registerImpersonationAudit } from './plugins/audit.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerBulletinTracking } from './plugins/bulletins.ts';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { registerNoStore } from './plugins/no-store.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';

export const API_VERSION = '0.1.0';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's payment processor (the sandbox, on its own pool); main.ts's money jobs use it too. */
    processor: PaymentProcessor;
  }
}

/** Never log secrets: cookies carry sessions, bodies may carry passwords, codes and card data. */
const redact = {
  paths: [
    'req.headers.cookie',
    'req.headers.authorization',
    'req.headers["x-csrf-token"]',
    'res.headers["set-cookie"]',
    '*.password',
    '*.totp_code',
    '*.card_number',
    '*.cvv',
  ],
  censor: '[redacted]',
};

export type BuildOptions = {
  /** Where logs go (tests capture them); stdout by default. */ stream?: NodeJS.WritableStream;
  /** Sees every route's answers (the API tests check each status against the route's declared ones). */
  onResponse?: onResponseAsyncHookHandler;
  /** Sees every route's errors (the API tests tell a crash they cause on purpose from a real one). */
  onError?: onErrorAsyncHookHandler;
  /** Checkout's test-only hooks (a fault between the charge and the order); none in production. */
  checkout?: CheckoutOptions;
  /** The payment processor the routes call; the sandbox by default. Tests wrap it to inject a fault. */
  processor?: (db: Database) => PaymentProcessor;
};

export async function buildApp(
  handle: DatabaseHandle,
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Answers Fastify and Node's parser give before any route runs, in the one error shape too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact,
            serializers: { err: serializeError, req: serializeRequest },
            ...(options.stream ? { stream: options.stream } : {}),
          },
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config.shell.ecommerceVideoUrl);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Paybook API',
        version: API_VERSION,
        description:
          'One JSON API under /api (ruling 1). Errors: { error: { code, message, details?: [{ property, message }] } }. ' +
          'State-changing calls need the x-csrf-token header equal to the csrf_token cookie.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Process-wide like sharp itself: the pixel limit and how many image jobs run at once.
  configureImageProcessing(config.images);
  registerErrorHandling(app);
  registerNoStore(app);
  if (options.onResponse) app.addHook('onResponse', options.onResponse);
  if (options.onError) app.addHook('onError', options.onError);
  registerPublicUrl(app, config.publicUrl);
  registerBackgroundWork(app);
  // Node caches hear invalidations from every node's transactions (ARCHITECTURE.md "Stateless API nodes").
  const invalidation = await startInvalidationBus(handle.db, app.log);
  app.decorate('invalidation', invalidation);
  app.addHook('onClose', () => invalidation.stop());
  registerAuth(app, handle.db);
  registerImpersonationAudit(app, handle.db);
  registerBulletinTracking(app, handle.db);

  // Issue 23 point 1 (decision 90): the sandbox processor stands for an outside service, so its books are
  // kept on a pool of their own. A request that holds a lock and calls it never waits for a connection of
  // the requests' pool, which the requests waiting for that lock may all hold.
  const processorDatabase = openSidePool(handle.db, SANDBOX_POOL_SIZE);
  app.addHook('onClose', () => processorDatabase.close());
  const processor = (options.processor ?? createSandboxProcessor)(processorDatabase.db);
  app.decorate('processor', processor);

  const deps = { db: handle.db, config };
  await app.register(
    async (api) => {
      // Every API route needs a signed-in merchant user unless it says otherwise.
      const collect = collectRoutes(app);
      api.addHook('onRoute', (route) => {
        route.config = { auth: 'user', ...(route.config ?? {}) };
        collect(route);
      });
      await api.register(healthRoutes(handle, API_VERSION));
      await api.register(authRoutes(deps));
      await api.register(mfaRoutes(deps));
      await api.register(supportRoutes(deps));
      await api.register(staffRoutes(handle.db));
      await api.register(rolesRoutes(handle.db));
      await api.register(accountRoutes(handle.db));
      await api.register(offeringsRoutes(handle.db));
      await api.register(imagesRoutes(handle.db));
      await api.register(bookingSettingsRoutes(handle.db));
      await api.register(businessSettingsRoutes(handle.db));
      await api.register(merchantAccountRoutes(handle.db));
      await api.register(termsRoutes(handle.db));
      await api.register(designSettingsRoutes(handle.db));
      await api.register(merchantBillingRoutes(handle.db, processor));
      await api.register(publicBookingRoutes(handle.db, processor));
      await api.register(bulletinsRoutes(handle.db));
      await api.register(onboardingRoutes(deps));
      await api.register(emailRoutes(handle.db));
      await api.register(emailTemplatesRoutes(handle.db));
      await api.register(calendarRoutes(handle.db, processor));
      await api.register(calendarFeedRoutes(deps));
      await api.register(depositsRoutes(handle.db, processor));
      await api.register(availabilityRoutes(handle.db));
      await api.register(zipCodesRoutes());
      await api.register(paymentAccountsRoutes(handle.db, processor));
      await api.register(savedReportsRoutes(handle.db));
      await api.register(reportGridRoutes(handle.db));
      await api.register(customerMergeRoutes(handle.db));
      await api.register(customerExportRoutes(handle.db));
      await api.register(customersRoutes(handle.db, processor));
      await api.register(customerPasswordRoutes(handle.db));
      await api.register(timelineRoutes(handle.db));
      await api.register(catalogueRoutes(handle.db));
      await api.register(feeStructuresRoutes(handle.db));
      await api.register(feeStructureUseRoutes(handle.db));
      await api.register(checkoutRoutes(handle.db, processor, options.checkout));
      await api.register(posRoutes(handle.db));
      await api.register(ordersRoutes(handle.db));
      await api.register(customerMoneyRoutes(handle.db));
      await api.register(receiptsRoutes(handle.db));
      await api.register(invoicesRoutes(handle.db, processor));
      await api.register(transactionActionsRoutes(handle.db, processor, options.checkout));
      await api.register(orderActionsRoutes(handle.db, processor, options.checkout));
      await api.register(paymentsListRoutes(handle.db));
      await api.register(subscriptionsRoutes(handle.db));
      await api.register(recurringPaymentsRoutes(handle.db, options.checkout?.now));
      await api.register(scheduledInvoicesRoutes(handle.db, options.checkout?.now));
      await api.register(storesRoutes(handle.db));
      await api.register(publicStoresRoutes(handle.db, processor, options.checkout));
      route(api, getOpenApiDocument, () => app.swagger());
    },
    { prefix: '/api' },
  );
  // Issue 26 point 5: the providers' calendar feeds, where calendars subscribe (/calendar/{token}.ics).
  await app.register(calendarFeedPublicRoutes(handle.db));
  await registerWebApp(app, config.webDistDir);
  return app;
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { createLiveAccounting } from './accounting/live.ts';
import { createLocalAccounting } from './accounting/local.ts';
import type { AccountingService } from './accounting/port.ts';
import type { PostalConfig } from '../config-postal.ts';
import type { Clock } from '../lib/clock.ts';
import { createLiveBooking } from './booking/live.ts';
import { createLocalBooking } from './booking/local.ts';
import type { BookingService } from './booking/port.ts';
import { createLiveRecipeData } from './recipe-data/live.ts';
import { createLocalRecipeData } from './recipe-data/local.ts';
import type { RecipeDataService } from './recipe-data/port.ts';
import { createLiveCourier } from './courier/live.ts';
import { createLocalCourier } from './courier/local.ts';
import type { CourierService } from './courier/port.ts';
import { createGoogleFiles } from './files/google.ts';
import { createLocalFiles } from './files/local.ts';
import type { FileStorage } from './files/port.ts';
import { createLocalMail } from './mail/local.ts';
import type { MailTransport } from './mail/port.ts';
import { createSmtpMail } from './mail/smtp.ts';
import { createLocalNewsletter } from './newsletter/local.ts';
import type { NewsletterService } from './newsletter/port.ts';
import { createLivePostal } from './postal/live.ts';
import { createLocalPostal } from './postal/local.ts';
import type { LocalPostalStore, PostalService } from './postal/port.ts';
import { createVboutNewsletter } from './newsletter/vbout.ts';
import { createLivePayments } from './payments/live.ts';
import { createLocalPayments } from './payments/local.ts';
import type { PaymentService } from './payments/port.ts';
import { createLiveShop } from './shop/live.ts';
import { createAppstleSubscriptions } from './subscriptions/appstle.ts';
import { createLocalSubscriptions } from './subscriptions/local.ts';
import type { SubscriptionService } from './subscriptions/port.ts';
import { createLocalShop } from './shop/local.ts';
import type { ShopService } from './shop/port.ts';
import { createLocalObjectStore } from './storage/local.ts';
import type { ObjectStore } from './storage/port.ts';
import { createS3ObjectStore } from './storage/s3.ts';

export interface Integrations {
  booking: BookingService;
  recipeData: RecipeDataService;
  store: ObjectStore;
  mail: MailTransport;
  shop: ShopService;
  newsletter: NewsletterService;
  subscriptions: SubscriptionService;
  files: FileStorage;
  /** Where published consignments go (ADR 066). */
  courier: CourierService;
  /**
   * The postal service (ADR 067), connected by the postal module (local mode reads its postcode list and item
   * numbers), with the labels' sender and franking licences.
   */
  postal: {
    connect: (store: LocalPostalStore) => PostalService;
    settings: Pick<PostalConfig, 'sender' | 'licences'>;
  };
  /** The accounting service (live: Bexio, connected by a SUPER's login) and the login's return address. */
  accounting: { service: AccountingService; redirectUrl: string | undefined };
  /**
   * The payment port (live: Stripe Checkout; local: Brigade's pay page), connected with the server's clock.
   * `localPay`: the local pay page may take a (pretend) payment — in demo mode or outside production only.
   */
  payments: { mode: 'local' | 'live'; localPay: boolean; connect: (clock: Clock) => PaymentService };
  /** Each service's mode, for the developers' tools. */
  modes: Record<string, 'local' | 'live'>;
}

/**
 * Each outside service is `live` when the configuration names it, otherwise the built-in `local` one; tests
 * may pass their own booking and recipe-data services.
 */
export function selectIntegrations(
  config: Config,
  given: Partial<Pick<Integrations, 'booking' | 'recipeData' | 'mail'>>,
  log: FastifyBaseLogger,
): Integrations {
  const booking =
    given.booking ??
    (config.bookingService
      ? createLiveBooking(config.bookingService)
      : createLocalBooking({ log: (keys) => log.info({ keys }, 'booking caches flushed (local)') }));
  const recipeData =
    given.recipeData ??
    (config.recipeData ? createLiveRecipeData(config.recipeData) : createLocalRecipeData());
  const store = config.s3 ? createS3ObjectStore(config.s3) : createLocalObjectStore(config.objectStoreDir);
  const mail = given.mail ?? (config.smtpUrl ? createSmtpMail({ url: config.smtpUrl }) : createLocalMail());
  const { url, apiVersion, credentials } = config.shop;
  const shop = url && credentials ? createLiveShop({ url, apiVersion, ...credentials }) : createLocalShop();
  const newsletter = config.newsletter ? createVboutNewsletter(config.newsletter) : createLocalNewsletter();
  const subscriptions = config.subscriptions
    ? createAppstleSubscriptions(config.subscriptions)
    : createLocalSubscriptions();
  const files = config.files ? createGoogleFiles(config.files) : createLocalFiles();
  const courier = config.courier ? createLiveCourier(config.courier) : createLocalCourier();
  const { live: postalApi, licences } = config.postal;
  // One live service for the process: it holds the access token.
  const livePostal = postalApi ? createLivePostal({ ...postalApi, licences }) : undefined;
  const postal = {
    connect: (store: LocalPostalStore) => livePostal ?? createLocalPostal(store, licences),
    settings: { sender: config.postal.sender, licences },
  };
  const { live: accountingApi, redirectUrl } = config.accounting;
  const accounting = {
    service: accountingApi ? createLiveAccounting(accountingApi) : createLocalAccounting(),
    redirectUrl,
  };
  const { live: stripe, localWebhookSecret } = config.payments;
  const payments = {
    mode: stripe ? ('live' as const) : ('local' as const),
    localPay: !stripe && (config.demo || config.nodeEnv !== 'production'),
    connect: (clock: Clock) =>
      stripe
        ? createLivePayments({ ...stripe, clock })
        : createLocalPayments({ secret: localWebhookSecret, clock }),
  };
  const live = (on: unknown) => (on ? 'live' : 'local');
  const modes = {
    booking: live(config.bookingService),
    'recipe-data': live(config.recipeData),
    storage: live(config.s3),
    mail: mail.mode,
    shop: shop.mode,
    newsletter: newsletter.mode,
    subscriptions: subscriptions.mode,
    files: files.mode,
    courier: courier.mode,
    postal: live(postalApi),
    accounting: accounting.service.mode,
    payments: payments.mode,
  } as const;
  return {
    booking,
    recipeData,
    store,
    mail,
    shop,
    newsletter,
    subscriptions,
    files,
    courier,
    postal,
    accounting,
    payments,
    modes,
  };
}

/**
 * `sports-data-sdk/testing`: a fake of the Sports Data API for tests, in-process, over real
 * HTTP or through msw. Node only.
 *
 * @module sports-data-sdk/testing
 */
export { createFakeService } from './service.js';
export { createFakeServer } from './server.js';
export type { FakeServer, FakeServerOptions } from './server.js';
export { createMswHandlers } from './msw.js';
export { VirtualClock } from './virtual-clock.js';
export type {
  AccountChanges,
  FakeData,
  FakeDescription,
  FakeFaults,
  FakeKeys,
  FakeService,
  FakeServiceOptions,
  KeyRole,
} from './types.js';
export type { AccountInfo, CreateAccountOptions, KeyKind, Scope } from './accounts.js';
export type { BillingSummary, Charge, ChargeKind } from './billing.js';
export type { FaultSpec } from './faults.js';
export type { RecordedRequest } from './request-log.js';
export type { WebhookDelivery, WebhookEvent } from './webhooks-push.js';
export type { AddedPortalEntry, NewPortalEntry } from './portal-feed.js';
export type { Plan } from './plans.js';
export type {
  AlertMatch,
  CareerStint,
  Conference,
  Division,
  Game,
  GameSide,
  Gender,
  JobError,
  Movement,
  Person,
  Player,
  PortalEntry,
  Sport,
  Stats,
  Team,
  Transfer,
} from './data/resources.js';
export type { PlanLimits } from './plans.js';
export type { ResetWhen } from './http-types.js';

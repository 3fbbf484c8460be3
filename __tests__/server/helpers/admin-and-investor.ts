import type { ProjectDto } from '../../../src/shared/api-types';
import type { DatabaseKind } from '../../../src/server/db/connection';
import type { UserRow } from '../../../src/server/db/schema';
import { fundWallet } from './money';
import { createProjectViaApi } from './project-api';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { createTestContext, type TestContext } from './test-app';
import { createTestAdmin, createTestUser, type TestUser } from './users';

export interface AppOptions {
  /** The app mails through an SMTP sink, read as `sink`. */
  mail?: boolean;
  /** One app for the whole describe (beforeAll); without it every test gets a fresh database (beforeEach). */
  shared?: boolean;
  /** More settings for the app's config (SMTP_URL comes from the sink). */
  env?: Record<string, string>;
  /** Runs after each test (or the describe, with `shared`) while the app is still open, e.g. to check the books balance. */
  beforeClose?: (ctx: TestContext) => Promise<void>;
}

export interface AdminAndInvestorOptions extends AppOptions {
  /** Columns of the admin, e.g. its fullname. */
  admin?: Partial<UserRow>;
  /** One investor each, with these columns; one plain investor unless given. */
  investors?: readonly Partial<UserRow>[];
  /** BDT put into each investor's wallet: a deposit the admin approved. */
  fund?: number;
  /** A project the admin made through the API, with these fields of its body. */
  project?: Record<string, unknown>;
}

interface Made {
  ctx?: TestContext;
  sink?: SmtpSink;
  admin?: TestUser;
  investors: TestUser[];
  project?: ProjectDto;
}

/**
 * A stand-in that reads `current()` on every use. The hooks make a new app (and users) for each test,
 * after the describe body has run: with stand-ins a test file destructures the names once and keeps
 * using `ctx`, `admin` and `investor` as it did when it declared them with `let`.
 */
function live<T extends object>(name: string, current: () => T | undefined): T {
  const value = (): T => {
    const now = current();
    if (now === undefined) throw new Error(`${name} is made by the test app's hooks: use it inside a hook or a test (and ask for it in the options)`);
    return now;
  };
  return new Proxy({} as T, {
    get: (_, key) => {
      const target = value();
      const field: unknown = Reflect.get(target, key);
      return typeof field === 'function' ? field.bind(target) : field;
    },
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    // The stand-in's own target is empty: a field it reports must be configurable, or Proxy refuses it (spreads read these).
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

function useApp(kind: DatabaseKind, options: AppOptions, fill?: (made: Made, ctx: TestContext) => Promise<void>): Made {
  const made: Made = { investors: [] };
  const [before, after] = options.shared ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(async () => {
    // A test whose app failed to start must not close (or check) the previous test's app.
    Object.assign(made, { ctx: undefined, sink: undefined, admin: undefined, investors: [], project: undefined });
    if (options.mail) made.sink = await startSmtpSink();
    made.ctx = await createTestContext(kind, { ...(made.sink ? { SMTP_URL: made.sink.url } : {}), ...options.env });
    await fill?.(made, made.ctx);
  });
  after(async () => {
    // The sink closes even when the app never started or the books did not balance, or jest would wait for it forever.
    try {
      if (made.ctx) await options.beforeClose?.(made.ctx);
    } finally {
      try {
        await made.ctx?.close();
      } finally {
        await made.sink?.close();
      }
    }
  });
  return made;
}

/** An app (and with `mail`, its SMTP sink) made and closed by the describe's hooks; call inside a describe. */
export function useTestApp(kind: DatabaseKind, options: AppOptions = {}): { ctx: TestContext; sink: SmtpSink } {
  const made = useApp(kind, options);
  return { ctx: live('ctx', () => made.ctx), sink: live('sink', () => made.sink) };
}

/**
 * An app with an admin (two-factor enrolled and passed, as ADMIN_2FA=required wants) and investors
 * signed in; optionally funded wallets and a project. `investor` is the first of `investors`.
 */
export function useAdminAndInvestor<const Columns extends readonly Partial<UserRow>[] = [object]>(
  kind: DatabaseKind,
  options: AdminAndInvestorOptions & { investors?: Columns } = {},
): { ctx: TestContext; sink: SmtpSink; admin: TestUser; investor: TestUser; investors: { [K in keyof Columns]: TestUser }; project: ProjectDto } {
  const columns: readonly Partial<UserRow>[] = options.investors ?? [{}];
  const made = useApp(kind, options, async (into, ctx) => {
    const admin = await createTestAdmin(ctx.database.db, options.admin);
    into.admin = admin;
    into.investors = [];
    for (const overrides of columns) into.investors.push(await createTestUser(ctx.database.db, overrides));
    if (options.project) into.project = await createProjectViaApi(ctx.app, admin, options.project);
    const bdt = options.fund;
    if (bdt !== undefined)
      for (const investor of into.investors) {
        await fundWallet(ctx.database.db, investor.user.id, admin.user.id, bdt);
        // Funding is an approved deposit, mailed like any: taken here, so a test reads only its own mails.
        await into.sink?.nextMail(investor.user.email);
      }
  });
  const investors = columns.map((_, i) => live(`investors[${i}]`, () => made.investors[i]));
  return {
    ctx: live('ctx', () => made.ctx),
    sink: live('sink', () => made.sink),
    admin: live('admin', () => made.admin),
    investor: investors[0] as TestUser,
    // One stand-in per entry of `investors`, so the tuple type holds.
    investors: investors as { [K in keyof Columns]: TestUser },
    project: live('project', () => made.project),
  };
}

import { parseArgs, type ParseArgsConfig } from 'node:util';
import { openAppStore } from '../app-store/open-app-store';
import type { Config } from '../config';
import { fetchInternalError, serverAccepts } from '../handoff/handoff-client';
import { readHandoffFile } from '../handoff/handoff-file';
import type { InternalErrorEntry } from '../services/internal-error-log';
import { AdminError, createAdminService, parseRoles, type AdminService } from './admin-service';

/** The lines `admin error` prints for a kept internal error. */
export function describeInternalError(entry: InternalErrorEntry): string[] {
  return [
    `Internal error ${entry.reference} at ${entry.created.toISOString()}`,
    `  where: ${entry.context}`,
    `  told:  ${entry.message}`,
    ...entry.causes.flatMap((cause, i) => [
      `  ${i === 0 ? 'cause' : 'caused by'}: ${cause.name}: ${cause.message}`,
      ...(cause.stack ?? '')
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .map((line) => `      ${line.trim()}`),
    ]),
  ];
}

export const adminUsage = `Usage: npm run cli -- admin <command> [options]

  create-client <name>
  create-system <name> --client <client> --type <sap|hana|netsuite|ora12|ora11i|jde|docuware>
                [--currency EUR] [--add-ons vim,readsoft] [--multi-system]
  create-user <email> --client <client> --fname <first> --lname <last> [--company <name>]
              [--mobile <number>] [--roles view,upload,data_browser] [--ttl <seconds>] [--mfa]
              --password-stdin            (the password is read from standard input)
  invite-user <email> (the options of create-user but no password: the user is not enabled and
              sets a password through the activation flow)
  grant <email> --client <client> [--roles <list>] [--company-codes <list>|all]
        [--account-groups <list>|all] [--systems <system names>|all]
                                          (adds the client to the user; replaces the parts given)
  unlock <email>                          (clears failed logins and the lockout)
  disable <email> | enable <email>        (disable also ends the user's sessions)
  expire <email> [--at <date>] [--never]  (now when --at is omitted; ends the sessions)
  set-password <email> --password-stdin   (ends the user's sessions)
  reset-mfa <email> [--mobile <number>]   (clears the second-factor enrolment, ends the sessions)
  list-users
  system-renamed <system> --from <former name> [--client <client>] [--undo]
                                          (the system was renamed: extracts whose manifest names
                                          <former name> load into it; --undo withdraws that)
  error <reference>                       (the internal error kept under that reference: where it
                                          happened, what the caller was told, its causes)
`;

export interface AdminIo {
  /** Standard input as text (for --password-stdin). */
  readStdin(): Promise<string>;
  print(line: string): void;
  clock?: () => Date;
}

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
const scopeList = (value: string | undefined) =>
  value === undefined ? undefined : value.trim() === 'all' ? null : list(value);

const userOptions = {
  client: { type: 'string' },
  fname: { type: 'string' },
  lname: { type: 'string' },
  company: { type: 'string' },
  mobile: { type: 'string' },
  roles: { type: 'string' },
  ttl: { type: 'string' },
  mfa: { type: 'boolean' },
  'password-stdin': { type: 'boolean' },
} as const;

function required(value: string | undefined, what: string): string {
  if (!value) throw new AdminError(`${what} is required`);
  return value;
}

async function password(io: AdminIo): Promise<string> {
  const text = (await io.readStdin()).split(/\r?\n/)[0] ?? '';
  if (!text) throw new AdminError('No password on standard input');
  return text;
}

async function run(admin: AdminService, command: string, args: string[], io: AdminIo, config: Config) {
  const parse = (options: NonNullable<ParseArgsConfig['options']>) => {
    const parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
    const raw = parsed.values as Record<string, string | boolean | undefined>;
    const values = {
      /** A string option's value. */
      get: (name: string) => (typeof raw[name] === 'string' ? raw[name] : undefined),
      has: (name: string) => raw[name] === true,
    };
    return { values, target: required(parsed.positionals[0], 'The name or e-mail') };
  };
  switch (command) {
    case 'create-client': {
      const { target } = parse({});
      const id = await admin.createClient(target);
      io.print(`Created client ${target} (id ${id})`);
      return;
    }
    case 'create-system': {
      const { values, target } = parse({
        client: { type: 'string' },
        type: { type: 'string' },
        currency: { type: 'string' },
        'add-ons': { type: 'string' },
        'multi-system': { type: 'boolean' },
      });
      const id = await admin.createSystem({
        clientName: required(values.get('client'), '--client'),
        name: target,
        type: required(values.get('type'), '--type'),
        currency: values.get('currency') ?? 'EUR',
        addOns: list(values.get('add-ons') ?? ''),
        multiSystem: values.has('multi-system'),
      });
      io.print(`Created system ${target} (id ${id})`);
      return;
    }
    case 'create-user':
    case 'invite-user': {
      const { values, target } = parse(userOptions);
      const invite = command === 'invite-user';
      if (!invite && !values.has('password-stdin'))
        throw new AdminError('create-user reads the password from standard input: add --password-stdin');
      const ttl =
        values.get('ttl') === undefined ? config.session.defaultTtlSeconds : Number(values.get('ttl'));
      if (!Number.isInteger(ttl) || ttl < 30)
        throw new AdminError('--ttl is a whole number of seconds, at least 30');
      const clientName = required(values.get('client'), '--client');
      const id = await admin.createUser({
        uid: target,
        fname: required(values.get('fname'), '--fname'),
        lname: required(values.get('lname'), '--lname'),
        company: values.get('company') ?? clientName,
        mobile: values.get('mobile') ?? null,
        roles: parseRoles(values.get('roles') ?? 'view'),
        clientName,
        ttlSeconds: ttl,
        hasMfa: values.has('mfa'),
        password: invite ? undefined : await password(io),
      });
      io.print(
        invite
          ? `Invited ${target.trim().toLowerCase()} (id ${id}): not enabled until activated (register/activate, or resend activation)`
          : `Created ${target.trim().toLowerCase()} (id ${id})`,
      );
      return;
    }
    case 'grant': {
      const { values, target } = parse({
        client: { type: 'string' },
        roles: { type: 'string' },
        'company-codes': { type: 'string' },
        'account-groups': { type: 'string' },
        systems: { type: 'string' },
      });
      const roles = values.get('roles');
      await admin.grant({
        uid: target,
        clientName: required(values.get('client'), '--client'),
        ...(roles === undefined ? {} : { roles: parseRoles(roles) }),
        ...(values.get('company-codes') === undefined
          ? {}
          : { companyCodes: scopeList(values.get('company-codes')!) }),
        ...(values.get('account-groups') === undefined
          ? {}
          : { accountGroups: scopeList(values.get('account-groups')!) }),
        ...(values.get('systems') === undefined ? {} : { systems: scopeList(values.get('systems')!) }),
      });
      io.print(`Granted ${target} on ${String(values.get('client'))}`);
      return;
    }
    case 'unlock':
    case 'disable':
    case 'enable': {
      const { target } = parse({});
      await admin[command](target);
      io.print(
        `${command === 'unlock' ? 'Unlocked' : command === 'disable' ? 'Disabled' : 'Enabled'} ${target}`,
      );
      return;
    }
    case 'expire': {
      const { values, target } = parse({ at: { type: 'string' }, never: { type: 'boolean' } });
      let at: Date | null | undefined;
      if (values.has('never')) at = null;
      else if (values.get('at') !== undefined) {
        at = new Date(values.get('at')!);
        if (Number.isNaN(at.getTime()))
          throw new AdminError(`--at ${String(values.get('at'))} is not a date`);
      }
      await admin.expire(target, at);
      io.print(
        at === null ? `${target} never expires` : `${target} expires ${(at ?? new Date()).toISOString()}`,
      );
      return;
    }
    case 'set-password': {
      const { values, target } = parse({ 'password-stdin': { type: 'boolean' } });
      if (!values.has('password-stdin'))
        throw new AdminError('set-password reads standard input: add --password-stdin');
      await admin.setPassword(target, await password(io));
      io.print(`Set the password of ${target}; its sessions are ended`);
      return;
    }
    case 'reset-mfa': {
      const { values, target } = parse({ mobile: { type: 'string' } });
      const cleared = await admin.resetMfa(target, values.get('mobile'));
      io.print(
        `Reset the second factor of ${target}${cleared.length ? ` (cleared ${cleared.join(', ')})` : ''}`,
      );
      return;
    }
    case 'list-users': {
      for (const u of await admin.listUsers())
        io.print(
          [
            u.uid,
            u.roles.join(',') || '-',
            u.enabled ? 'enabled' : 'not-enabled',
            u.disabled ? 'disabled' : '',
            u.locked ? 'locked' : '',
            u.expires ? `expires ${u.expires}` : '',
          ]
            .filter(Boolean)
            .join('  '),
        );
      return;
    }
    case 'system-renamed': {
      const { values, target } = parse({
        from: { type: 'string' },
        client: { type: 'string' },
        undo: { type: 'boolean' },
      });
      const formerNames = await admin.systemRenamed({
        systemName: target,
        clientName: values.get('client'),
        formerName: required(values.get('from'), '--from'),
        undo: values.has('undo'),
      });
      io.print(
        `${target} takes extracts naming ${[target, ...formerNames].map((n) => JSON.stringify(n)).join(', ')}`,
      );
      return;
    }
    case 'error': {
      const { target } = parse({});
      const entry = await admin.internalError(target, config.dataDir);
      for (const line of describeInternalError(entry)) io.print(line);
      return;
    }
    default:
      throw new AdminError(`Unknown admin command ${command}\n${adminUsage}`);
  }
}

/**
 * `npm run cli -- admin <command>`: opens the app store of the configuration (PGlite under DATA_DIR
 * or DATABASE_URL), runs one command, closes it. PGlite is one process's: with a live server on the
 * same DATA_DIR the command is refused (stop the server, or use DATABASE_URL).
 */
export async function runAdmin(args: string[], config: Config, io: AdminIo): Promise<void> {
  const [command, ...rest] = args;
  if (!command || command === 'help') {
    io.print(adminUsage);
    return;
  }
  if (!config.databaseUrl) {
    const handoff = await readHandoffFile(config.dataDir);
    if (handoff && (await serverAccepts(handoff))) {
      // the one command a running server answers itself: an internal error it keeps
      if (command === 'error' && rest[0]) {
        for (const line of describeInternalError(await fetchInternalError(handoff, rest[0]))) io.print(line);
        return;
      }
      throw new AdminError(
        `A server is running on ${config.dataDir} (${handoff.url}); its embedded app store takes one process: stop it first`,
      );
    }
  }
  const store = await openAppStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await run(
      createAdminService({ store, clock: io.clock ?? (() => new Date()) }),
      command,
      rest,
      io,
      config,
    );
  } finally {
    await store.destroy();
  }
}

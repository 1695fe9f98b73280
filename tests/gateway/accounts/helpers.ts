import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExecuteOptions, TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';

export const PASSWORD = 'correct horse';

export const USER_FIELDS = graphql(`
  fragment UserFields on User {
    id
    email
    phone
    firstName
    lastName
    language
  }
`);
export const ERRORS = 'errors { code field }';
export const ADDRESS_FIELDS = graphql(`
  fragment AddressFields on Address {
    id
    firstName
    lastName
    company
    country
    address1
    address2
    landmark
    city
    state
    postcode
    email
    phone
    default
  }
`);

export const SIGN_UP = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      user {
        ...UserFields
      }
      sessionToken
      errors {
        code
        field
      }
    }
  }
`);
export const SIGN_IN = graphql(`
  mutation SignIn($email: String!, $password: String!, $remember: Boolean) {
    signIn(email: $email, password: $password, remember: $remember) {
      user {
        ...UserFields
      }
      sessionToken
      errors {
        code
        field
      }
    }
  }
`);
export const VIEWER = graphql(`
  query Viewer {
    viewer {
      ...UserFields
    }
  }
`);

/** A unique e-mail and client address per test, so rate limits of one test never touch another. */
export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.in`;
}

export function uniqueClient(): string {
  return `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 254) + 1}`;
}

/** The session token in a Set-Cookie header list, or null (also null for a clearing cookie). */
export function sessionFromCookies(setCookies: string[]): string | null {
  const cookie = setCookies.find((c) => c.startsWith('gp_session='));
  const value = cookie?.split(';')[0]!.slice('gp_session='.length);
  return value ? value : null;
}

/** A shopper who signed up; `as` gives the options to act as them. */
export async function signUp(gateway: TestGateway, input: Record<string, unknown> = {}) {
  const email = (input.email as string | undefined) ?? uniqueEmail();
  const clientAddress = uniqueClient();
  const result = await gateway.execute(SIGN_UP, { input: { email, password: PASSWORD, ...input } }, { clientAddress });
  if (result.errors || result.data?.signUp.errors.length) throw new Error(`sign-up failed: ${JSON.stringify(result)}`);
  const token = result.data!.signUp.sessionToken as string;
  const as: ExecuteOptions = { cookie: `gp_session=${token}`, clientAddress };
  return { email, token, clientAddress, as, user: result.data!.signUp.user, setCookies: result.setCookies };
}

/** The messages in the outbox folder (JSON side files), oldest first. */
export async function outbox(
  dir: string,
): Promise<{ to: string; subject: string; text: string; html: string; links: string[] }[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8'))));
}

/** Waits for background e-mails to one address (optionally only those with a link containing `linkPart`). */
export async function waitForMail(dir: string, to: string, count = 1, linkPart?: string) {
  for (let i = 0; i < 250; i++) {
    const mails = (await outbox(dir)).filter(
      (m) => m.to === to && (!linkPart || m.links.some((l) => l.includes(linkPart))),
    );
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no e-mail to ${to}`);
}

export const INDIAN_ADDRESS = {
  firstName: 'Asha',
  lastName: 'Rao',
  company: null,
  country: 'IN',
  address1: '12, 4th Main, Jayanagar',
  address2: null,
  landmark: null,
  city: 'Bengaluru',
  state: 'KA',
  postcode: '560041',
  email: 'asha@example.in',
  phone: '+91 98450 12345',
};

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../gateway/accounts/rate-limits';
import { hashToken } from '../../../gateway/accounts/session-cookie';
import { testEngines } from '../../support/test-database';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { ORDERS, placeOrder } from '../orders/helpers';
import { outbox, signUp, uniqueEmail, waitForMail } from './helpers';
import { graphql } from '../../support/graphql';

const WAITING = graphql(`
  query Waiting {
    viewer {
      guestOrdersToClaim
    }
  }
`);
const REQUEST = graphql(`
  mutation Request {
    requestGuestOrderClaim {
      errors {
        code
        field
      }
    }
  }
`);
const CLAIM = graphql(`
  mutation Claim($token: String!) {
    claimGuestOrders(token: $token) {
      claimed
      errors {
        code
        field
      }
    }
  }
`);
const INVALID = [{ code: 'GUEST_ORDER_CLAIM_INVALID_TOKEN', field: ['token'] }];

describe.each(testEngines())('accounts API: claiming guest orders after e-mail proof (%s)', (engine) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway({ engine });
  });
  afterAll(() => gateway.close());

  /** A shopper with two guest orders under their e-mail (in other letter cases) and a stranger's guest order. */
  async function shopperWithGuestOrders() {
    const email = uniqueEmail('claimer');
    const first = await placeOrder(gateway, { email: email.toUpperCase() });
    const second = await placeOrder(gateway, { email });
    const stranger = await placeOrder(gateway, { email: uniqueEmail('stranger') });
    const shopper = await signUp(gateway, { email: email.replace('claimer', 'Claimer'), language: 'hi' });
    return { shopper, guestOrderIds: [first.id, second.id], strangerOrderId: stranger.id as string };
  }

  async function requestToken(shopper: Awaited<ReturnType<typeof signUp>>) {
    const result = await gateway.execute(REQUEST, {}, shopper.as);
    expect(result.data!.requestGuestOrderClaim.errors).toEqual([]);
    const [mail] = await waitForMail(gateway.outboxDir, shopper.email, 1, 'claim-orders');
    return { mail: mail!, token: new URL(mail!.links[0]!).searchParams.get('token')! };
  }

  const ownerOf = async (id: string) =>
    (await gateway.database.db.selectFrom('orders').select('user_id').where('id', '=', id).executeTakeFirstOrThrow())
      .user_id;

  it('counts the waiting guest orders but never attaches them without the mailed token', async () => {
    const { shopper, guestOrderIds } = await shopperWithGuestOrders();
    expect((await gateway.execute(WAITING, {}, shopper.as)).data!.viewer.guestOrdersToClaim).toBe(2);
    const guessed = await gateway.execute(CLAIM, { token: 'A'.repeat(43) }, shopper.as);
    expect(guessed.data!.claimGuestOrders).toEqual({ claimed: null, errors: INVALID });
    const malformed = await gateway.execute(CLAIM, { token: 'hello' }, shopper.as);
    expect(malformed.data!.claimGuestOrders.errors).toEqual(INVALID);
    for (const id of guestOrderIds) expect(await ownerOf(id)).toBeNull();
    expect((await gateway.execute(ORDERS, {}, shopper.as)).data!.orders.items).toEqual([]);
  });

  it('asks an anonymous caller to sign in and says when there is nothing to claim', async () => {
    expect((await gateway.execute(REQUEST)).data!.requestGuestOrderClaim.errors).toEqual([
      { code: 'AUTH_REQUIRED', field: null },
    ]);
    const claim = await gateway.execute(CLAIM, { token: 'A'.repeat(43) });
    expect(claim.data!.claimGuestOrders.errors).toEqual([{ code: 'AUTH_REQUIRED', field: null }]);
    const nobody = await signUp(gateway);
    expect((await gateway.execute(WAITING, {}, nobody.as)).data!.viewer.guestOrdersToClaim).toBe(0);
    expect((await gateway.execute(REQUEST, {}, nobody.as)).data!.requestGuestOrderClaim.errors).toEqual([
      { code: 'GUEST_ORDERS_NONE', field: null },
    ]);
    expect(
      (await outbox(gateway.outboxDir)).some(
        (m) => m.links.some((l) => l.includes('claim-orders')) && m.to === nobody.email,
      ),
    ).toBe(false);
  });

  it("mails a single-use link to the account's address; only that account can use it, and only the e-mail's guest orders move", async () => {
    const { shopper, guestOrderIds, strangerOrderId } = await shopperWithGuestOrders();
    const { mail, token } = await requestToken(shopper);
    expect(mail.subject).toBe('मेहमान के रूप में दिए ऑर्डर अपने GaadiParts खाते में जोड़ें');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:4000\/account\/claim-orders\?token=[\w-]{43}$/);
    const stored = await gateway.database.db
      .selectFrom('guest_order_claim_tokens')
      .select(['token_hash', 'user_id'])
      .where('user_id', '=', shopper.user.id)
      .execute();
    expect(stored).toEqual([{ token_hash: hashToken(token), user_id: shopper.user.id }]);

    const other = await signUp(gateway);
    const foreign = await gateway.execute(CLAIM, { token }, other.as);
    expect(foreign.data!.claimGuestOrders).toEqual({ claimed: null, errors: INVALID });
    for (const id of guestOrderIds) expect(await ownerOf(id)).toBeNull();

    const claimed = await gateway.execute(CLAIM, { token }, shopper.as);
    expect(claimed.data!.claimGuestOrders).toEqual({ claimed: 2, errors: [] });
    const listed = (await gateway.execute(ORDERS, {}, shopper.as)).data!.orders.items.map((o: { id: string }) => o.id);
    expect(listed.sort()).toEqual([...guestOrderIds].sort());
    expect(await ownerOf(strangerOrderId)).toBeNull();
    expect((await gateway.execute(WAITING, {}, shopper.as)).data!.viewer.guestOrdersToClaim).toBe(0);

    const again = await gateway.execute(CLAIM, { token }, shopper.as);
    expect(again.data!.claimGuestOrders).toEqual({ claimed: null, errors: INVALID });
  });

  it('refuses an expired link and a link for an e-mail the account no longer has', async () => {
    const { shopper, guestOrderIds } = await shopperWithGuestOrders();
    const { token } = await requestToken(shopper);
    await gateway.database.db
      .updateTable('guest_order_claim_tokens')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await gateway.execute(CLAIM, { token }, shopper.as)).data!.claimGuestOrders.errors).toEqual(INVALID);

    await gateway.database.db
      .updateTable('guest_order_claim_tokens')
      .set({ expires_at: new Date(Date.now() + 60_000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    await gateway.database.db
      .updateTable('users')
      .set({ email: uniqueEmail('moved') })
      .where('id', '=', shopper.user.id)
      .execute();
    expect((await gateway.execute(CLAIM, { token }, shopper.as)).data!.claimGuestOrders.errors).toEqual(INVALID);
    for (const id of guestOrderIds) expect(await ownerOf(id)).toBeNull();
  });

  it('limits claim e-mails per account', async () => {
    const { shopper } = await shopperWithGuestOrders();
    const { points } = RATE_LIMITS.guestOrderClaim.perEmail;
    for (let i = 0; i < points; i++)
      expect((await gateway.execute(REQUEST, {}, shopper.as)).data!.requestGuestOrderClaim.errors).toEqual([]);
    expect((await gateway.execute(REQUEST, {}, shopper.as)).data!.requestGuestOrderClaim.errors).toEqual([
      { code: 'ERROR_RATE_LIMITED', field: null },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { clientAddressOf, requestClientAddress } from '../../../gateway/accounts/request-auth';

describe('clientAddressOf', () => {
  it('ignores X-Forwarded-For without trusted proxies', () => {
    expect(clientAddressOf('203.0.113.9', '198.51.100.1', 0)).toBe('203.0.113.9');
    expect(clientAddressOf(undefined, null, 0)).toBe('unknown');
  });

  it('takes the entry the trusted proxies wrote, not what the client wrote before them', () => {
    // Client sent "1.1.1.1"; the proxy (10.0.0.5) appended the client's real address.
    expect(clientAddressOf('10.0.0.5', '1.1.1.1, 198.51.100.7', 1)).toBe('198.51.100.7');
    // Two proxies: CDN then load balancer.
    expect(clientAddressOf('10.0.0.5', '1.1.1.1, 198.51.100.7, 172.16.0.2', 2)).toBe('198.51.100.7');
    expect(clientAddressOf('10.0.0.5', ' 198.51.100.7 ', 1)).toBe('198.51.100.7');
  });

  it('uses the furthest address known when the header has fewer entries than trusted hops', () => {
    expect(clientAddressOf('10.0.0.5', '198.51.100.7', 3)).toBe('198.51.100.7');
    expect(clientAddressOf('10.0.0.5', '', 1)).toBe('10.0.0.5');
    expect(clientAddressOf('10.0.0.5', null, 1)).toBe('10.0.0.5');
  });
});

describe('requestClientAddress', () => {
  const request = (forwardedFor?: string) =>
    new Request('http://shop.test/graphql', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  const fromSocket = (remoteAddress: string) => ({ req: { socket: { remoteAddress } } });

  it('reads the socket the server was given and the request’s X-Forwarded-For', () => {
    expect(requestClientAddress(request('1.1.1.1, 198.51.100.7'), fromSocket('10.0.0.5'), 1)).toBe('198.51.100.7');
    expect(requestClientAddress(request('198.51.100.7'), fromSocket('203.0.113.9'), 0)).toBe('203.0.113.9');
  });

  it('is "unknown" for an in-process request without a socket', () => {
    expect(requestClientAddress(request(), {}, 0)).toBe('unknown');
  });
});

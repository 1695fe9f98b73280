/** Where "now" comes from; injected so that the booking rules can be tested at a fixed time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
